import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { dayRangeTimes } from './DateRangeFilter.tsx';

describe('dayRangeTimes', () => {
  it('covers whole days, from the first midnight to the last millisecond of the last day', () => {
    const { beginTime, endTime } = dayRangeTimes(
      dayjs('2026-11-01T15:20'),
      dayjs('2026-11-03T08:00'),
    );
    expect(dayjs(beginTime).format('YYYY-MM-DD HH:mm:ss.SSS')).toBe('2026-11-01 00:00:00.000');
    expect(dayjs(endTime).format('YYYY-MM-DD HH:mm:ss.SSS')).toBe('2026-11-03 23:59:59.999');
  });

  it('leaves out a cleared range', () => {
    expect(dayRangeTimes(null, null)).toEqual({ beginTime: undefined, endTime: undefined });
  });
});
