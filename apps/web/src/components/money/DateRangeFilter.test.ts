import { describe, expect, it } from 'vitest';
import { dayRangeTimes } from './DateRangeFilter.tsx';

const local = (iso?: string) => {
  const d = new Date(iso as string);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
};

describe('dayRangeTimes', () => {
  it('covers whole days, from the first midnight to the last millisecond of the last day', () => {
    const { beginTime, endTime } = dayRangeTimes('2026-11-01', '2026-11-03');
    expect(local(beginTime)).toBe('2026-11-01 00:00:00.000');
    expect(local(endTime)).toBe('2026-11-03 23:59:59.999');
  });

  it('leaves out an empty end of the range', () => {
    expect(dayRangeTimes('', '')).toEqual({ beginTime: undefined, endTime: undefined });
    expect(dayRangeTimes('2026-11-01', '').endTime).toBeUndefined();
  });
});
