import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { computeFee, meetsMinimumAmount, payAmount, type FeeSchedule } from './fee.ts';

const pct = (basisPoints: number, extra: Partial<FeeSchedule> = {}): FeeSchedule => ({
  fixedMinor: 0n,
  basisPoints,
  ...extra,
});

describe('computeFee', () => {
  it('rounds the percentage up to the minor unit', () => {
    // 1 % of 49 = 0.49 → 1 (it used to round to 0: a free send); of 50 = 0.5 → 1; of 150 = 1.5
    // → 2; of 201 = 2.01 → 3; an exact 1 % of 500 stays 5; of 0 is 0.
    expect(computeFee(pct(100), 49n)).toBe(1n);
    expect(computeFee(pct(100), 50n)).toBe(1n);
    expect(computeFee(pct(100), 150n)).toBe(2n);
    expect(computeFee(pct(100), 201n)).toBe(3n);
    expect(computeFee(pct(100), 500n)).toBe(5n);
    expect(computeFee(pct(100), 0n)).toBe(0n);
    // 150 bp of 33 = 0.495 → 1; of 100 = 1.5 → 2; of 1 = 0.015 → 1.
    expect(computeFee(pct(150), 33n)).toBe(1n);
    expect(computeFee(pct(150), 100n)).toBe(2n);
    expect(computeFee(pct(150), 1n)).toBe(1n);
    // 1 bp of 10 000 = 1 exactly → 1; of 10 001 = 1.0001 → 2; of 1 = 0.0001 → 1.
    expect(computeFee(pct(1), 10_000n)).toBe(1n);
    expect(computeFee(pct(1), 10_001n)).toBe(2n);
    expect(computeFee(pct(1), 1n)).toBe(1n);
  });

  it('never charges less than the minimum fee, even where the percentage is tiny', () => {
    // The seeded M-Pesa (KES) schedule: 1 %, at least 10.00, at most 500.00.
    const mpesa = pct(100, { minMinor: 1_000n, maxMinor: 50_000n });
    expect(computeFee(mpesa, 1_000n)).toBe(1_000n);
    expect(computeFee(mpesa, 49n)).toBe(1_000n);
    expect(computeFee(mpesa, 100_001n)).toBe(1_001n);
    expect(computeFee(mpesa, 10_000_000n)).toBe(50_000n);
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

  it('is at least the exact percentage, less than one minor unit above it, and never decreases', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, step, bp) => {
          const fee = computeFee(pct(bp), amount);
          const exactTimes10k = amount * BigInt(bp);
          // exact ≤ fee < exact + 1, in units of 1/10 000 of a minor unit.
          expect(fee * 10_000n).toBeGreaterThanOrEqual(exactTimes10k);
          expect(fee * 10_000n - exactTimes10k).toBeLessThan(10_000n);
          if (amount > 0n && bp > 0) expect(fee).toBeGreaterThan(0n);
          expect(computeFee(pct(bp), amount + step)).toBeGreaterThanOrEqual(fee);
        },
      ),
    );
  });

  it('stays within the minimum and maximum fee whatever the amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        (amount, bp, min, extra) => {
          const fee = computeFee(pct(bp, { minMinor: min, maxMinor: min + extra }), amount);
          expect(fee).toBeGreaterThanOrEqual(min);
          expect(fee).toBeLessThanOrEqual(min + extra);
        },
      ),
    );
  });
});

describe('meetsMinimumAmount', () => {
  it('takes the minimum itself and more, refuses less, zero and negatives', () => {
    expect(meetsMinimumAmount(1_000n, 1_000n)).toBe(true);
    expect(meetsMinimumAmount(1_001n, 1_000n)).toBe(true);
    expect(meetsMinimumAmount(999n, 1_000n)).toBe(false);
    // The case: 0.49 KES against M-Pesa's KES 10.00.
    expect(meetsMinimumAmount(49n, 1_000n)).toBe(false);
    expect(meetsMinimumAmount(1n, undefined)).toBe(true);
    expect(meetsMinimumAmount(0n, undefined)).toBe(false);
    expect(meetsMinimumAmount(0n, 0n)).toBe(false);
    expect(meetsMinimumAmount(-5n, undefined)).toBe(false);
  });

  it('refuses a malformed minimum', () => {
    expect(() => meetsMinimumAmount(1n, -1n)).toThrow(DomainError);
    expect(() => meetsMinimumAmount(1n, 1 as unknown as bigint)).toThrow(DomainError);
    expect(() => meetsMinimumAmount(1 as unknown as bigint, 1n)).toThrow(DomainError);
  });
});

describe('payAmount', () => {
  it('is what leaves the wallet: amount + fee (+ tax)', () => {
    expect(payAmount(100_000n, 1_500n)).toBe(101_500n);
    expect(payAmount(100_000n, 1_500n, 300n)).toBe(101_800n);
    expect(() => payAmount(1n, -1n)).toThrow(DomainError);
  });
});
