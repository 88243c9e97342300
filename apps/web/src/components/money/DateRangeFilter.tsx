import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';

/** The ISO times a day range covers: from the start of its first day to the end of its last. */
export function dayRangeTimes(from: Dayjs | null, to: Dayjs | null) {
  return {
    beginTime: from ? from.startOf('day').toISOString() : undefined,
    endTime: to ? to.endOf('day').toISOString() : undefined,
  };
}

/** A list filter by days, in the visitor's own time zone. */
export function DateRangeFilter({
  label,
  onChange,
}: {
  label: string;
  onChange: (range: { beginTime?: string; endTime?: string }) => void;
}) {
  return (
    <DatePicker.RangePicker
      aria-label={label}
      onChange={(range) => {
        const [from, to] = (range ?? []) as [Dayjs | null, Dayjs | null];
        onChange(dayRangeTimes(from, to));
      }}
    />
  );
}
