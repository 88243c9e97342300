import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { sendShortfall } from './send-shortfall.ts';

const cost = (amountMinor: bigint, feeMinor = 0n, taxFeeMinor = 0n) => ({
  amountMinor,
  feeMinor,
  taxFeeMinor,
});

describe('sendShortfall', () => {
  it('is nothing when the balance covers amount, fee and tax exactly', () => {
    expect(sendShortfall(cost(15_000n, 1_000n, 200n), 16_200n)).toBe(0n);
    expect(sendShortfall(cost(15_000n, 1_000n, 200n), 300_000n)).toBe(0n);
  });

  it('counts the fee and the tax, not only the amount', () => {
    // 999,999 KES with a 100 KES fee against 3,000 KES.
    expect(sendShortfall(cost(99_999_900n, 10_000n), 300_000n)).toBe(99_709_900n);
    // The amount alone fits; the fee does not.
    expect(sendShortfall(cost(300_000n, 1_000n), 300_000n)).toBe(1_000n);
    expect(sendShortfall(cost(300_000n, 0n, 1n), 300_000n)).toBe(1n);
  });

  it('is the whole cost from an empty wallet', () => {
    expect(sendShortfall(cost(1n), 0n)).toBe(1n);
  });

  it('refuses negative or non-bigint figures', () => {
    expect(() => sendShortfall(cost(-1n), 0n)).toThrow(DomainError);
    expect(() => sendShortfall(cost(1n), -1n)).toThrow(DomainError);
    expect(() => sendShortfall(cost(1n, 2 as unknown as bigint), 0n)).toThrow(DomainError);
  });

  it('plus the balance is always at least the cost, and exactly it when short', () => {
    const minor = fc.bigInt({ min: 0n, max: 10n ** 15n });
    fc.assert(
      fc.property(minor, minor, minor, minor, (amount, fee, tax, available) => {
        const short = sendShortfall(cost(amount, fee, tax), available);
        const total = amount + fee + tax;
        expect(short >= 0n).toBe(true);
        expect(available + short >= total).toBe(true);
        if (short > 0n) expect(available + short).toBe(total);
      }),
    );
  });
});
