import { describe, expect, it } from 'vitest';
import { groupBalances } from './accountTypes.ts';
import { defaultVolumeCurrency, volumeCurrencies, volumeSeries } from './volume.ts';

const balance = (accountType: number, currencyCode: string, currencyId: number) => ({
  accountType,
  currencyId,
  currencyCode,
  balance: '1.00',
});

describe('API balances on the dashboard', () => {
  it('group per account type in SPEC order (Suspense, B2C, then C2B), currencies by code', () => {
    const groups = groupBalances([
      balance(6, 'TZS', 834),
      balance(0, 'TZS', 834),
      balance(-1, 'TZS', 834),
      balance(0, 'KES', 404),
    ]);
    expect(groups.map((g) => g.accountType)).toEqual([-1, 0, 6]);
    expect(groups[1]!.rows.map((r) => r.currencyCode)).toEqual(['KES', 'TZS']);
  });

  it('leave out account types without any balance', () => {
    expect(groupBalances([])).toEqual([]);
  });
});

describe('the 30-day volume chart', () => {
  const volume = [
    { date: '2026-11-02', currencyId: 404, c2b: '10.50', b2c: '0' },
    { date: '2026-11-01', currencyId: 404, c2b: '0', b2c: '3' },
    { date: '2026-11-01', currencyId: 834, c2b: '0', b2c: '0' },
  ];

  it('draws one currency at a time, oldest day first', () => {
    expect(volumeCurrencies(volume)).toEqual([404, 834]);
    expect(volumeSeries(volume, 404)).toEqual({
      dates: ['2026-11-01', '2026-11-02'],
      c2b: [0, 10.5],
      b2c: [3, 0],
      empty: false,
    });
  });

  it('opens on the first currency that moved', () => {
    expect(defaultVolumeCurrency([...volume].reverse())).toBe(404);
    expect(defaultVolumeCurrency(volume.filter((v) => v.currencyId === 834))).toBe(834);
    expect(defaultVolumeCurrency([])).toBeUndefined();
  });

  it('says when nothing moved instead of drawing a flat chart', () => {
    expect(volumeSeries(volume, 834).empty).toBe(true);
    expect(volumeSeries([], undefined).empty).toBe(true);
  });
});
