import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../plain/plainTable.css';

/** A `YYYY-MM-DD` day of a date input as that day's local midnight, or null when empty. */
function localDay(day: string, endOfDay: boolean): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  return endOfDay
    ? new Date(year, month - 1, date, 23, 59, 59, 999)
    : new Date(year, month - 1, date, 0, 0, 0, 0);
}

/** The ISO times a day range covers: from the start of its first day to the end of its last. */
export function dayRangeTimes(from: string, to: string) {
  return {
    beginTime: localDay(from, false)?.toISOString(),
    endTime: localDay(to, true)?.toISOString(),
  };
}

/**
 * A list filter by days, in the visitor's own time zone: two date inputs, so that a phone shows
 * its own calendar (antd's range picker was 28 KB over the wire, issue 16). The last day cannot
 * come before the first.
 */
export function DateRangeFilter({
  label,
  onChange,
}: {
  label: string;
  onChange: (range: { beginTime?: string; endTime?: string }) => void;
}) {
  const { t } = useTranslation();
  const [range, setRange] = useState({ from: '', to: '' });
  const change = (next: { from: string; to: string }) => {
    setRange(next);
    onChange(dayRangeTimes(next.from, next.to));
  };
  return (
    <fieldset className="plain-date-range">
      <legend className="plain-visually-hidden">{label}</legend>
      <input
        type="date"
        className="plain-input"
        aria-label={t('dateRange.from', { label })}
        value={range.from}
        max={range.to || undefined}
        onChange={(event) => change({ ...range, from: event.target.value })}
      />
      <span aria-hidden="true">–</span>
      <input
        type="date"
        className="plain-input"
        aria-label={t('dateRange.to', { label })}
        value={range.to}
        min={range.from || undefined}
        onChange={(event) => change({ ...range, to: event.target.value })}
      />
    </fieldset>
  );
}
