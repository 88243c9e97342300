import { describe, expect, it } from 'vitest';
import { MONTHS, monthRange } from './statementMonths.ts';

describe('statement months', () => {
  const today = new Date(2026, 2, 15); // 15 March 2026

  it('runs this month from its first day to today', () => {
    expect(monthRange(today, 0)).toMatchObject({ from: '2026-03-01', to: '2026-03-15' });
  });

  it('gives an earlier month whole, across a year and a leap-free February', () => {
    expect(monthRange(today, 1)).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange(today, 3)).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('offers a year of months, the oldest within the one-year statement limit', () => {
    expect(MONTHS).toHaveLength(12);
    expect(monthRange(today, 11).from).toBe('2025-04-01');
  });
});
