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
