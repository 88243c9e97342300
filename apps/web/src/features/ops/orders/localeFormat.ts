/**
 * Amounts and times in the operator's language. The server sends amounts in minor units (an
 * integer string) with their currency's decimals; they are turned into a decimal string by
 * string arithmetic, never through a float, and Intl groups them for the locale.
 */
const intlLocale = (lang: string) => (lang === 'zh' ? 'zh-CN' : 'en-GB');

/** "300000", 2 → "3000.00"; "-5", 2 → "-0.05". */
export function minorToDecimal(minor: string, decimals: number): string {
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** A decimal string (major units) with its currency code, grouped for the locale. */
export function formatDecimal(
  value: string | null | undefined,
  currency: string | null | undefined,
  lang: string,
  decimals = 2,
): string {
  if (value === null || value === undefined || !/^-?\d+(\.\d+)?$/.test(value)) return '—';
  const number = new Intl.NumberFormat(intlLocale(lang), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: Math.max(decimals, value.split('.')[1]?.length ?? 0),
  }).format(value as `${number}`);
  return currency ? `${currency} ${number}` : number;
}

export function formatMinor(
  minor: string | null | undefined,
  decimals: number,
  currency: string | null | undefined,
  lang: string,
): string {
  if (minor === null || minor === undefined) return '—';
  return formatDecimal(minorToDecimal(minor, decimals), currency, lang, decimals);
}

/** An ISO time in the operator's time zone and language ("24 Nov 2026, 14:05" / "2026年11月24日 14:05"). */
export function formatWhen(iso: string | null | undefined, lang: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
