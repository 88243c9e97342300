import dayjs from 'dayjs';

/**
 * Display formatting shared by every screen (SPEC §9): amounts with en-US grouping and up to
 * 4 decimals, card-style numbers in groups of four.
 */
export interface AmountFormatOptions {
  /** Decimals always shown, e.g. 2 for money balances. */
  minDecimals?: number;
  /** Upper bound of decimals, 4 by default. */
  maxDecimals?: number;
}

/** Formats a decimal string or number; strings keep their exact digits (no float rounding). */
export function formatAmount(
  value: string | number | null | undefined,
  { minDecimals = 0, maxDecimals = 4 }: AmountFormatOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '-';
  const formatter = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: Math.min(minDecimals, maxDecimals),
    maximumFractionDigits: maxDecimals,
  });
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return '-';
    // Intl accepts decimal strings and formats them without converting to a float.
    return formatter.format(trimmed as `${number}`);
  }
  return Number.isFinite(value) ? formatter.format(value) : '-';
}

/** "1234567890123456" → "1234 5678 9012 3456"; spaces already present are ignored. */
export function formatCardNumber(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .replace(/\s+/g, '')
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** ISO-8601 UTC from the API, shown in the visitor's local time. */
export function formatDateTime(iso: string | null | undefined, withTime = true): string {
  if (!iso) return '-';
  const date = dayjs(iso);
  return date.isValid() ? date.format(withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD') : '-';
}

/** "300000", 2 → "3000.00"; "-5", 2 → "-0.05": minor units to a decimal string, never a float. */
export function minorToDecimal(minor: string, decimals: number): string {
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Money as every screen writes it, the customer's and the operator's: the currency code, then
 * the amount grouped with at least its currency's decimals ("KES 2,500.00"), never rounded.
 */
export function formatMoney(
  value: string | null | undefined,
  code: string | null | undefined,
  decimals = 2,
): string {
  if (value === null || value === undefined || !/^-?\d+(\.\d+)?$/.test(value.trim())) return '-';
  const digits = value.trim().split('.')[1]?.length ?? 0;
  const amount = formatAmount(value, {
    minDecimals: decimals,
    maxDecimals: Math.max(decimals, digits),
  });
  return code ? `${code} ${amount}` : amount;
}

/** Money inside a sentence that may wrap: a no-break space keeps the code with its amount. */
export function formatUnbrokenMoney(
  value: string | null | undefined,
  code: string | null | undefined,
  decimals = 2,
): string {
  return formatMoney(value, code, decimals).replace(' ', '\u00a0');
}

/** A movement of money: a credit carries its plus after the code ("KES +2,000.00"), a debit its minus. */
export function formatSignedMoney(
  value: string | null | undefined,
  code: string | null | undefined,
  decimals = 2,
): string {
  const text = formatMoney(value, code, decimals);
  if (text === '-' || value!.trim().startsWith('-')) return text;
  return code ? `${code} +${text.slice(code.length + 1)}` : `+${text}`;
}

/** The same, from minor units (an integer string) and the currency's decimals. */
export function formatMinorMoney(
  minor: string | null | undefined,
  decimals: number,
  code: string | null | undefined,
): string {
  if (minor === null || minor === undefined || !/^-?\d+$/.test(minor)) return '-';
  return formatMoney(minorToDecimal(minor, decimals), code, decimals);
}
