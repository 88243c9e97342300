/**
 * The time zone a document's times are shown in. Accounts keep no time zone of their own, so it
 * is the account's country's: both are UTC+3 all year (no daylight saving), which is why one
 * label "EAT" is printed beside the times (docs/documents.md).
 */
const COUNTRY_TIME_ZONES: Readonly<Record<number, string>> = {
  254: 'Africa/Nairobi',
  255: 'Africa/Dar_es_Salaam',
};

export function documentTimeZone(countryId: number): string {
  return COUNTRY_TIME_ZONES[countryId] ?? 'UTC';
}

// Building a formatter costs about a millisecond; a 10,000-entry statement reuses one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** "2026-11-28 14:05:09" in the zone: the same digits in both languages, sortable, unambiguous. */
export function documentTime(iso: string, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The short name printed after a time: EAT for the two countries' zone, else the zone id. */
export function timeZoneLabel(timeZone: string): string {
  return timeZone.startsWith('Africa/') ? 'EAT (UTC+3)' : timeZone;
}

/** An account or phone number as a document shows another party's: its last four digits only. */
export function maskedAccount(account: string | null | undefined): string | null {
  if (!account) return null;
  const plain = account.replace(/\s/g, '');
  return plain.length <= 4 ? plain : `****${plain.slice(-4)}`;
}
