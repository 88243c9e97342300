import { formatAmount } from '../format.ts';

/**
 * Exchange rates are read by their significant digits, not by the four decimals of amounts: a
 * TZS→USD rate of 0.00041223 cut to four decimals reads "0.0004", which is a different rate
 * (docs/money.md, "Showing rates"). A rate keeps at least this many significant digits, and
 * never fewer decimals than an amount shows.
 */
const SIGNIFICANT_DIGITS = 6;
const MIN_DECIMALS = 4;
/** Beyond this a rate is noise; the server quotes rates to at most 10 decimals. */
const MAX_DECIMALS = 12;

/** A number as a plain decimal string (no exponent), with the digits a rate can carry. */
function plainDecimal(value: number): string {
  return value.toFixed(MAX_DECIMALS).replace(/\.?0+$/, '');
}

/** How many decimals keep SIGNIFICANT_DIGITS of this decimal string. */
export function rateDecimals(decimal: string): number {
  const [whole = '', fraction = ''] = decimal.replace('-', '').split('.');
  const wholeDigits = whole.replace(/^0+/, '').length;
  const needed =
    wholeDigits > 0
      ? SIGNIFICANT_DIGITS - wholeDigits
      : fraction.length - fraction.replace(/^0+/, '').length + SIGNIFICANT_DIGITS;
  return Math.min(MAX_DECIMALS, Math.max(MIN_DECIMALS, needed));
}

/** "0.00041223" → "0.00041223", "129.4567891" → "129.4568", "1" → "1"; '-' for no rate. */
export function formatRate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'number' && !Number.isFinite(value)) return '-';
  const decimal = typeof value === 'number' ? plainDecimal(value) : value.trim();
  return formatAmount(decimal, { maxDecimals: rateDecimals(decimal) });
}

/**
 * Labels for a chart's rate axis: the fewest decimals at which neighbouring ticks read
 * differently, so an axis never shows one value on every label (0.0004, 0.0004, 0.0004…).
 */
export function rateAxisLabels(ticks: readonly number[]): string[] {
  for (let decimals = 0; decimals <= MAX_DECIMALS; decimals++) {
    const labels = ticks.map((tick) =>
      formatAmount(tick.toFixed(decimals), { maxDecimals: decimals, minDecimals: decimals }),
    );
    if (new Set(labels).size === new Set(ticks).size) return labels;
  }
  return ticks.map((tick) => formatRate(tick));
}
