/**
 * Money crosses the wire as a decimal string in major units ("1500.00") and lives everywhere else
 * as a bigint of minor units. These two functions are the only way between the forms.
 */

/**
 * The largest amount, in minor units, that any one figure of ours may reach: 2^53 − 1 (90
 * trillion shillings), because better-sqlite3 reads an integer column back as a JavaScript
 * number, exact only up to there. Far inside a signed 64-bit PostgreSQL column, with room for
 * balances that add several up.
 */
export const MAX_MINOR = BigInt(Number.MAX_SAFE_INTEGER);

export function formatMinor(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(-decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Parses a major-unit decimal string. Refuses more decimals than the currency has instead of
 * rounding, so a user is never charged an amount they did not type. Returns null when invalid.
 */
export function parseMajor(value: string, decimals: number): bigint | null {
  const match = /^(-?)(\d{1,15})(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > decimals) return null;
  const minor = BigInt(whole! + fraction.padEnd(decimals, '0'));
  return sign === '-' ? -minor : minor;
}
