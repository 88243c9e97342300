import type { PublicRateRow } from '@pesa/contract';

/** One way to convert: a quoted pair as quoted, or turned around, at the customer's rate. */
export interface Direction {
  key: string;
  from: string;
  to: string;
  rate: number;
}

/**
 * Each quoted pair in both directions, so a visitor can convert either way, at what a customer
 * would get: the mid less the pair's spread (forwardRate one way, reverseRate the other).
 */
export function directionsOf(rates: readonly PublicRateRow[]): Direction[] {
  return rates.flatMap((row) => {
    const forward = Number(row.forwardRate);
    const reverse = Number(row.reverseRate);
    if (!(forward > 0) || !(reverse > 0)) return [];
    return [
      {
        key: `${row.fromCurrency}/${row.toCurrency}`,
        from: row.fromCurrency,
        to: row.toCurrency,
        rate: forward,
      },
      {
        key: `${row.toCurrency}/${row.fromCurrency}`,
        from: row.toCurrency,
        to: row.fromCurrency,
        rate: reverse,
      },
    ];
  });
}

/**
 * What `amount` (typed text) converts to, or null for text that is not a positive amount. A
 * guide only: real conversions are priced by the server with a locked quote in minor units.
 */
export function convertAmount(amount: string, direction: Direction): number | null {
  const trimmed = amount.trim().replace(/,/g, '');
  if (!/^\d{1,15}(\.\d{1,6})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 ? value * direction.rate : null;
}

/** Two decimals as money is shown; small results (a shilling in dollars) keep enough digits. */
export function formatConverted(value: number, locale: string): string {
  const digits = value !== 0 && Math.abs(value) < 1 ? 6 : 2;
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: digits,
    minimumFractionDigits: 2,
  }).format(value);
}
