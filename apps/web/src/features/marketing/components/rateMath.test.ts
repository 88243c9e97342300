import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/services.json';
import zh from '../../../locales/zh/services.json';
import { convertAmount, directionsOf, formatConverted } from './rateMath.ts';

const row = (pair: string, forwardRate: string, reverseRate = forwardRate) => {
  const [fromCurrency = '', toCurrency = ''] = pair.split('/');
  const updateTime = '2026-11-24T08:00:00.000Z';
  return {
    pair,
    fromCurrency,
    toCurrency,
    rate: forwardRate,
    forwardRate,
    reverseRate,
    updateTime,
  };
};

describe('public converter arithmetic', () => {
  // The customer's rates either way: 129.2 less 0.5 %, and 1 / 129.2 less 0.5 %.
  const [usdKes, kesUsd] = directionsOf([row('USD/KES', '128.554', '0.0077012383')]);

  it('offers each quoted pair both ways and skips a rate that is not positive', () => {
    expect([usdKes?.key, kesUsd?.key]).toEqual(['USD/KES', 'KES/USD']);
    expect(directionsOf([row('USD/RWF', '0'), row('USD/UGX', 'x')])).toEqual([]);
  });

  it('converts typed amounts, with or without thousands separators', () => {
    expect(convertAmount('1,000', usdKes!)).toBeCloseTo(128_554);
    expect(convertAmount(' 2.5 ', usdKes!)).toBeCloseTo(321.385);
    // A round trip at the customer's rates ends with less, never more.
    expect(convertAmount('128.554', kesUsd!)).toBeCloseTo(0.99);
  });

  it('refuses text that is not a positive amount', () => {
    for (const text of ['', '0', '-5', '1e9', 'abc', '1.1234567', '1234567890123456'])
      expect(convertAmount(text, usdKes!)).toBeNull();
  });

  it('shows two decimals, and more for amounts under one', () => {
    expect(formatConverted(32300, 'en')).toBe('32,300.00');
    expect(formatConverted(0.007739, 'en')).toBe('0.007739');
  });
});

describe('services catalogs', () => {
  const keys = (node: unknown, path = ''): string[] =>
    node !== null && typeof node === 'object'
      ? Object.entries(node).flatMap(([k, v]) => keys(v, path ? `${path}.${k}` : k))
      : [path];
  it('have the same keys in English and Chinese', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });
});
