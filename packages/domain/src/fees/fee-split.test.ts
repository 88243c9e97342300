import { describe, expect, it } from 'vitest';
import { computeFee, splitFee } from './fee.ts';

describe('splitFee', () => {
  const schedule = { fixedMinor: 3_000n, basisPoints: 150 };

  it('is the flat charge as cost and the percentage as interest', () => {
    const fee = computeFee(schedule, 100_000n);
    expect(fee).toBe(4_500n);
    expect(splitFee(schedule, fee)).toEqual({ costMinor: 3_000n, interestMinor: 1_500n });
  });

  it('lets a maximum fee cut the interest part, and a fee under the flat charge be all cost', () => {
    const capped = { ...schedule, maxMinor: 2_000n };
    const fee = computeFee(capped, 100_000n);
    expect(splitFee(capped, fee)).toEqual({ costMinor: 2_000n, interestMinor: 0n });
  });

  it('puts what a minimum fee adds in the interest part', () => {
    const floored = { fixedMinor: 100n, basisPoints: 0, minMinor: 500n };
    expect(splitFee(floored, computeFee(floored, 1_000n))).toEqual({
      costMinor: 100n,
      interestMinor: 400n,
    });
  });

  it('always adds up to the fee', () => {
    for (const amount of [0n, 1n, 999n, 123_456_789n]) {
      const fee = computeFee(schedule, amount);
      const { costMinor, interestMinor } = splitFee(schedule, fee);
      expect(costMinor + interestMinor).toBe(fee);
    }
  });

  it('refuses a negative fee', () => {
    expect(() => splitFee(schedule, -1n)).toThrow();
  });
});
