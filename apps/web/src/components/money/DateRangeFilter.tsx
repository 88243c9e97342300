import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../plain/plainControls.css';

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

/** A range of whole days as date inputs give them (`YYYY-MM-DD`, empty when not picked). */
export interface DayRange {
  from: string;
  to: string;
}
export const NO_DAYS: DayRange = { from: '', to: '' };

/**
 * Two date inputs for a range of days, so that a phone shows its own calendar (antd's range
 * picker was 28 KB over the wire, issue 16). The last day cannot come before the first.
 */
export function DateRangeInputs({
  label,
  value,
  onChange,
}: {
  label: string;
  value: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="plain-date-range">
      <legend className="plain-visually-hidden">{label}</legend>
      <input
        type="date"
        className="plain-input"
        aria-label={t('dateRange.from', { label })}
        value={value.from}
        max={value.to || undefined}
        onChange={(event) => onChange({ ...value, from: event.target.value })}
      />
      <span aria-hidden="true">–</span>
      <input
        type="date"
        className="plain-input"
        aria-label={t('dateRange.to', { label })}
        value={value.to}
        min={value.from || undefined}
        onChange={(event) => onChange({ ...value, to: event.target.value })}
      />
    </fieldset>
  );
}

/** A list filter by days, in the visitor's own time zone, given to the list as ISO times. */
export function DateRangeFilter({
  label,
  onChange,
}: {
  label: string;
  onChange: (range: { beginTime?: string; endTime?: string }) => void;
}) {
  const [range, setRange] = useState(NO_DAYS);
  return (
    <DateRangeInputs
      label={label}
      value={range}
      onChange={(next) => {
        setRange(next);
        onChange(dayRangeTimes(next.from, next.to));
      }}
    />
  );
}
