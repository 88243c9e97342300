import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { computeFee, payAmount, type FeeSchedule } from './fee.ts';

const pct = (basisPoints: number, extra: Partial<FeeSchedule> = {}): FeeSchedule => ({
  fixedMinor: 0n,
  basisPoints,
  ...extra,
});

describe('computeFee', () => {
  it('rounds the percentage half-up to the minor unit', () => {
    // 1 % of 50 = 0.5 → 1; of 49 = 0.49 → 0; of 150 = 1.5 → 2; of 250 = 2.5 → 3 (not banker's 2).
    expect(computeFee(pct(100), 50n)).toBe(1n);
    expect(computeFee(pct(100), 49n)).toBe(0n);
    expect(computeFee(pct(100), 150n)).toBe(2n);
    expect(computeFee(pct(100), 250n)).toBe(3n);
    // 150 bp of 33 = 0.495 → 0; of 100 = 1.5 → 2; of 1 = 0.015 → 0.
    expect(computeFee(pct(150), 33n)).toBe(0n);
    expect(computeFee(pct(150), 100n)).toBe(2n);
    expect(computeFee(pct(150), 1n)).toBe(0n);
    // 1 bp of 5 000 = 0.5 → 1; of 4 999 = 0.4999 → 0.
    expect(computeFee(pct(1), 5_000n)).toBe(1n);
    expect(computeFee(pct(1), 4_999n)).toBe(0n);
  });

  it('adds the fixed part after rounding, then clamps to min and max', () => {
    expect(computeFee({ fixedMinor: 3_000n, basisPoints: 50 }, 100_000n)).toBe(3_500n);
    expect(computeFee(pct(100, { minMinor: 1_000n }), 10_000n)).toBe(1_000n);
    expect(computeFee(pct(100, { maxMinor: 50_000n }), 100_000_000n)).toBe(50_000n);
    expect(computeFee(pct(100, { minMinor: 10n, maxMinor: 10n }), 0n)).toBe(10n);
    expect(computeFee(pct(0), 123_456n)).toBe(0n);
    expect(computeFee(pct(10_000), 123_456n)).toBe(123_456n);
  });

  it('refuses bad schedules and amounts', () => {
    for (const schedule of [
      pct(-1),
      pct(1.5),
      pct(10_001),
      { fixedMinor: -1n, basisPoints: 0 },
      pct(0, { minMinor: 5n, maxMinor: 4n }),
      pct(0, { maxMinor: -1n }),
    ]) {
      expect(() => computeFee(schedule, 1n)).toThrow(DomainError);
    }
    expect(() => computeFee(pct(1), -1n)).toThrow(DomainError);
    expect(() => computeFee(pct(1), 1 as unknown as bigint)).toThrow(DomainError);
  });

  it('is within half a minor unit of the exact percentage and never decreases with the amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, step, bp) => {
          const fee = computeFee(pct(bp), amount);
          const exactTimes10k = amount * BigInt(bp);
          // |fee − exact| ≤ 0.5, in units of 1/10 000 of a minor unit; exactly .5 rounds up.
          expect(fee * 10_000n - exactTimes10k).toBeLessThanOrEqual(5_000n);
          expect(exactTimes10k - fee * 10_000n).toBeLessThan(5_000n);
          expect(computeFee(pct(bp), amount + step)).toBeGreaterThanOrEqual(fee);
        },
      ),
    );
  });
});

describe('payAmount', () => {
  it('is what leaves the wallet: amount + fee (+ tax)', () => {
    expect(payAmount(100_000n, 1_500n)).toBe(101_500n);
    expect(payAmount(100_000n, 1_500n, 300n)).toBe(101_800n);
    expect(() => payAmount(1n, -1n)).toThrow(DomainError);
  });
});
