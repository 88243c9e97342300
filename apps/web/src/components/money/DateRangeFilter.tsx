import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';

/** A list filter by days: from the start of the first day to the end of the last, as ISO times. */
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
        onChange({
          beginTime: from ? from.startOf('day').toISOString() : undefined,
          endTime: to ? to.endOf('day').toISOString() : undefined,
        });
      }}
    />
  );
}
