import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { convertMinor } from '../fx/quote.ts';
import { ORDER_STATUSES, OrderStatus } from './order-status.ts';
import {
  ALLOWANCE_STATUSES,
  allowanceBreach,
  allowanceLeft,
  allowanceWindowStart,
  usdValueMinor,
} from './unverified-allowance.ts';

const use = (window: 'daily' | 'monthly', limit: bigint, used: bigint) => ({
  window,
  limitUsdMinor: limit,
  usedUsdMinor: used,
});

describe('ALLOWANCE_STATUSES', () => {
  it('counts every order that may still move money or has moved it, not refused ones', () => {
    expect([...ALLOWANCE_STATUSES].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1]);
    const left = ORDER_STATUSES.filter((s) => !ALLOWANCE_STATUSES.includes(s));
    expect(left.sort()).toEqual([OrderStatus.REJECT, OrderStatus.CANCEL]);
  });
});

describe('allowanceWindowStart', () => {
  it('is 24 hours back for a day and 30 days back for a month', () => {
    const now = new Date('2026-03-31T12:00:00.000Z');
    expect(allowanceWindowStart(now, 'daily').toISOString()).toBe('2026-03-30T12:00:00.000Z');
    expect(allowanceWindowStart(now, 'monthly').toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });
});

describe('usdValueMinor', () => {
  it('is exact when the division is, and rounds up otherwise', () => {
    const kes = (amountMinor: bigint, usdRate = '129.2') =>
      usdValueMinor({ amountMinor, decimals: 2, usdRate, usdDecimals: 2 });
    expect(kes(1_292_000n)).toBe(10_000n);
    expect(kes(1_292_001n)).toBe(10_001n);
    expect(kes(1n)).toBe(1n);
    expect(kes(0n)).toBe(0n);
    expect(usdValueMinor({ amountMinor: 12_345n, decimals: 2, usdRate: '1', usdDecimals: 2 })).toBe(
      12_345n,
    );
    // UGX has no minor unit: 3 660 UGX at 3660 is one dollar.
    expect(
      usdValueMinor({ amountMinor: 3_660n, decimals: 0, usdRate: '3660', usdDecimals: 2 }),
    ).toBe(100n);
  });

  it('never values an amount below what the USD limit converts to', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), (amountMinor) => {
        const usd = usdValueMinor({ amountMinor, decimals: 2, usdRate: '2455', usdDecimals: 2 });
        expect(convertMinor(usd, '2455', 2, 2)).toBeGreaterThanOrEqual(amountMinor);
        if (usd > 0n) expect(convertMinor(usd - 1n, '2455', 2, 2)).toBeLessThan(amountMinor);
      }),
    );
  });
});

describe('allowanceBreach', () => {
  it('lets an order reach the limit exactly, and refuses one cent more', () => {
    expect(allowanceBreach(5_000n, [use('daily', 20_000n, 15_000n)])).toBeNull();
    expect(allowanceBreach(5_001n, [use('daily', 20_000n, 15_000n)])).toEqual({
      window: 'daily',
      limitUsdMinor: 20_000n,
      remainingUsdMinor: 5_000n,
    });
  });

  it('reports the window with less left when both are overrun, and none when none is', () => {
    const uses = [use('daily', 20_000n, 5_000n), use('monthly', 100_000n, 95_000n)];
    expect(allowanceBreach(16_000n, uses)).toMatchObject({
      window: 'monthly',
      remainingUsdMinor: 5_000n,
    });
    expect(allowanceBreach(6_000n, uses)).toMatchObject({ window: 'monthly' });
    expect(allowanceBreach(5_000n, uses)).toBeNull();
    const dailyTighter = [use('daily', 20_000n, 19_000n), use('monthly', 100_000n, 50_000n)];
    expect(allowanceBreach(60_000n, dailyTighter)).toMatchObject({
      window: 'daily',
      remainingUsdMinor: 1_000n,
    });
  });

  it('says nothing remains when a window is already over (rates moved since)', () => {
    expect(allowanceBreach(1n, [use('daily', 20_000n, 25_000n)])).toMatchObject({
      remainingUsdMinor: 0n,
    });
  });

  it('admits exactly what fits, order after order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 50_000n }), { maxLength: 30 }),
        fc.bigInt({ min: 0n, max: 200_000n }),
        (orders, limit) => {
          let used = 0n;
          for (const order of orders) {
            if (allowanceBreach(order, [use('daily', limit, used)]) === null) used += order;
            else expect(used + order).toBeGreaterThan(limit);
          }
          expect(used).toBeLessThanOrEqual(limit);
        },
      ),
    );
  });

  it('refuses negative figures', () => {
    expect(() => allowanceBreach(-1n, [])).toThrow(DomainError);
    expect(() => allowanceBreach(1n, [use('daily', -1n, 0n)])).toThrow(DomainError);
  });
});

describe('allowanceLeft', () => {
  const day = { window: 'daily' as const, limitUsdMinor: 20_000n };
  const month = { window: 'monthly' as const, limitUsdMinor: 100_000n };

  it('allows now the smaller of what each window has left, and tells both', () => {
    expect(
      allowanceLeft([
        { ...day, usedUsdMinor: 15_000n },
        { ...month, usedUsdMinor: 40_000n },
      ]),
    ).toEqual({
      allowedNowUsdMinor: 5_000n,
      windows: [
        { window: 'daily', limitUsdMinor: 20_000n, leftUsdMinor: 5_000n },
        { window: 'monthly', limitUsdMinor: 100_000n, leftUsdMinor: 60_000n },
      ],
    });
  });

  it('lets the 30-day window decide when it has less left than the day', () => {
    const left = allowanceLeft([
      { ...day, usedUsdMinor: 0n },
      { ...month, usedUsdMinor: 99_000n },
    ]);
    expect(left.allowedNowUsdMinor).toBe(1_000n);
  });

  it('never says less than nothing is left', () => {
    const left = allowanceLeft([
      { ...day, usedUsdMinor: 25_000n },
      { ...month, usedUsdMinor: 25_000n },
    ]);
    expect(left.allowedNowUsdMinor).toBe(0n);
    expect(left.windows[0]!.leftUsdMinor).toBe(0n);
  });
});
