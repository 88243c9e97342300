import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import {
  amountForReceived,
  buildQuote,
  convertMinor,
  invertRate,
  isQuoteExpired,
} from './quote.ts';

describe('convertMinor', () => {
  it('converts between 2-decimal currencies, rounding down', () => {
    // 100.00 USD at 1 USD = 129.45 KES → 12 945.00 KES.
    expect(convertMinor(10_000n, '129.45', 2, 2)).toBe(1_294_500n);
    // 0.01 USD → 1.2945 KES → 1.29 KES: the 0.0045 stays in the FX position.
    expect(convertMinor(1n, '129.45', 2, 2)).toBe(129n);
    // 1 KES = 19.99 TZS: 0.99 KES → 19.7901 TZS → 19.79.
    expect(convertMinor(99n, '19.99', 2, 2)).toBe(1_979n);
    // Just under a whole minor unit still rounds down, never up.
    expect(convertMinor(1n, '0.999999', 2, 2)).toBe(0n);
  });

  it('handles 0-decimal currencies (UGX) both ways', () => {
    // 1 KES = 28.7 UGX: 10.05 KES → 288.435 UGX → 288.
    expect(convertMinor(1_005n, '28.7', 2, 0)).toBe(288n);
    // 1 UGX = 0.0348 KES: 999 UGX → 34.7652 KES → 34.76 KES = 3 476 cents.
    expect(convertMinor(999n, '0.0348', 0, 2)).toBe(3_476n);
    // 1 UGX = 0.00027 USD: 1 UGX → 0.027 cents → 0.
    expect(convertMinor(1n, '0.00027', 0, 2)).toBe(0n);
    expect(convertMinor(50_000n, '1', 0, 0)).toBe(50_000n);
  });

  it('never gives more than the exact rate, and misses by less than one minor unit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (amount, rateDigits, rateScale, dA, dB) => {
          // rate = rateDigits / 10^rateScale, so the exact result is a ratio of bigints.
          const rate = (rateDigits / 10 ** rateScale).toFixed(rateScale);
          const numerator = amount * BigInt(rate.replace('.', '')) * 10n ** BigInt(dB);
          const denominator = 10n ** BigInt(rateScale + dA);
          const got = convertMinor(amount, rate, dA, dB);
          expect(got * denominator).toBeLessThanOrEqual(numerator);
          expect((got + 1n) * denominator).toBeGreaterThan(numerator);
        },
      ),
    );
  });

  it('refuses bad rates, amounts and decimals', () => {
    for (const rate of ['0', '0.000', '-1', '1e3', '', ' 1', '1.', '.5', 'abc']) {
      expect(() => convertMinor(1n, rate, 2, 2), rate).toThrow(DomainError);
    }
    expect(() => convertMinor(-1n, '1', 2, 2)).toThrow(DomainError);
    expect(() => convertMinor(1n, '1', 2, 9)).toThrow(DomainError);
    expect(() => convertMinor(1n, 1 as unknown as string, 2, 2)).toThrow(DomainError);
  });
});

describe('invertRate', () => {
  it('is 1/rate truncated to 8 significant digits, in plain notation', () => {
    expect(invertRate('129.45')).toBe('0.0077249903'); // 0.00772499034...
    expect(invertRate('3')).toBe('0.33333333');
    expect(invertRate('0.0077249903')).toBe('129.45'); // 129.450000167...
    expect(invertRate('0.00027')).toBe('3703.7037');
    expect(invertRate('0.0000001')).toBe('10000000');
    expect(invertRate('0.00000003')).toBe('33333333');
    expect(invertRate('0.000000003')).toBe('333333330');
    expect(invertRate('2')).toBe('0.5');
  });

  it('never exceeds the exact inverse and is within 1e-7 of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 0, max: 8 }), (d, s) => {
        const rate = (d / 10 ** s).toFixed(s);
        const inverse = invertRate(rate);
        // inverse × rate ≤ 1 and > 1 − 1e-7, checked with exact integers.
        const [iw, ifrac = ''] = inverse.split('.');
        const [rw, rfrac = ''] = rate.split('.');
        const product = BigInt(iw! + ifrac) * BigInt(rw! + rfrac);
        const one = 10n ** BigInt(ifrac.length + rfrac.length);
        expect(product).toBeLessThanOrEqual(one);
        expect(product * 10_000_000n).toBeGreaterThan(one * 9_999_999n);
      }),
    );
  });

  it('converts the other way round with the inverse', () => {
    // 1 USD = 129.45 KES, so 12 945.00 KES → USD at 0.0077249903 = 99.99999... → 99.99 USD.
    expect(convertMinor(1_294_500n, invertRate('129.45'), 2, 2)).toBe(9_999n);
  });
});

describe('amountForReceived', () => {
  it('is the smallest amount whose conversion reaches the target', () => {
    expect(amountForReceived(1_294_500n, '129.45', 2, 2)).toBe(10_000n);
    expect(amountForReceived(129n, '129.45', 2, 2)).toBe(1n);
    expect(amountForReceived(130n, '129.45', 2, 2)).toBe(2n);
    expect(amountForReceived(288n, '28.7', 2, 0)).toBe(1_004n);
    expect(amountForReceived(0n, '28.7', 2, 0)).toBe(0n);
  });

  it('always reaches the target, and one minor unit less never does', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (target, d, s, dA, dB) => {
          const rate = (d / 10 ** s).toFixed(s);
          const amount = amountForReceived(target, rate, dA, dB);
          expect(convertMinor(amount, rate, dA, dB)).toBeGreaterThanOrEqual(target);
          if (amount > 0n) expect(convertMinor(amount - 1n, rate, dA, dB)).toBeLessThan(target);
        },
      ),
    );
  });
});

describe('buildQuote', () => {
  const now = new Date('2026-11-22T05:00:00.000Z');
  const input = {
    amount: 1_294_500n,
    rate: '0.0077249903',
    fromDecimals: 2,
    toDecimals: 2,
    feeSchedule: { fixedMinor: 5_000n, basisPoints: 50 },
    now,
    lockSeconds: 30,
  };

  it('prices fee, pay amount, converted amount and expiry', () => {
    expect(buildQuote({ ...input, taxFee: 1_000n })).toEqual({
      rate: '0.0077249903',
      amount: 1_294_500n,
      // 5 000 + 0.5 % of 1 294 500 = 5 000 + 6 472.5 → 11 473 (the percentage rounds up).
      fee: 11_473n,
      payAmount: 1_306_973n,
      toAmount: 9_999n,
      receivedAmount: 9_999n,
      taxFee: 1_000n,
      expireTime: new Date('2026-11-22T05:00:30.000Z'),
    });
  });

  it('normalises the rate and expires at the end of the lock', () => {
    const quote = buildQuote({ ...input, rate: '0.00772499030' });
    expect(quote.rate).toBe('0.0077249903');
    expect(quote.taxFee).toBe(0n);
    expect(isQuoteExpired(quote, new Date('2026-11-22T05:00:29.999Z'))).toBe(false);
    expect(isQuoteExpired(quote, new Date('2026-11-22T05:00:30.000Z'))).toBe(true);
  });

  it('refuses a conversion that would deliver nothing, and a bad lock', () => {
    expect(() => buildQuote({ ...input, amount: 1n })).toThrow(
      expect.objectContaining({ code: 'AMOUNT_TOO_SMALL' }),
    );
    expect(() => buildQuote({ ...input, amount: 10n ** 14n, rate: '100' })).toThrow(
      expect.objectContaining({ code: 'AMOUNT_TOO_LARGE' }),
    );
    expect(() => buildQuote({ ...input, lockSeconds: 0 })).toThrow(
      expect.objectContaining({ code: 'AMOUNT' }),
    );
    expect(() => buildQuote({ ...input, lockSeconds: 1.5 })).toThrow(DomainError);
  });
});
