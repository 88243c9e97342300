/**
 * Money crosses the wire as a decimal string in major units ("1500.00") and lives everywhere else
 * as a bigint of minor units. These two functions are the only way between the forms.
 */

/**
 * The largest amount, in minor units, that any one figure of ours (an amount, a fee, a deposit)
 * may reach: 10^15 − 1, ten trillion of a two-decimal currency. Stored figures must stay exact
 * JavaScript integers (below 2^53 ≈ 9 × 10^15), which is how SQLite hands them back, and a
 * 64-bit column on PostgreSQL; this leaves room for a balance that adds several up.
 */
export const MAX_MINOR = 10n ** 15n - 1n;

export function formatMinor(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(-decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Money in a sentence, as every screen of the customer app and the console writes it (the web's
 * `formatMoney`): the currency code, then the amount grouped by thousands with all its decimals,
 * never rounded ("KES 2,500.00"). Server messages, SMS and e-mails use it so they read the same.
 */
export function formatMoneyText(amount: bigint, decimals: number, code: string): string {
  return `${code} ${groupedDecimal(formatMinor(amount, decimals))}`;
}

/**
 * A wire decimal ("-12500.50") grouped by thousands ("-12,500.50"), its decimals kept as they
 * are: for printed figures that already come as decimals (a receipt, a statement's columns).
 * Anything that is not a decimal is returned unchanged rather than guessed at.
 */
export function groupedDecimal(decimal: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(decimal);
  if (!match) return decimal;
  const [, sign, whole, fraction = ''] = match;
  return `${sign}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}

/** A wire decimal with its currency, as `formatMoneyText` writes it ("KES 2,500.00"). */
export function formatDecimalMoneyText(decimal: string, code: string): string {
  return `${code} ${groupedDecimal(decimal)}`;
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
