import { describe, expect, it } from 'vitest';
import { formatRate, rateAxisLabels, rateDecimals } from './rateFormat.ts';

describe('formatRate', () => {
  it('keeps the significant digits of a small rate (TZS to USD)', () => {
    expect(formatRate('0.00041223')).toBe('0.00041223');
    expect(formatRate('0.0004122345678')).toBe('0.000412235');
    expect(formatRate(0.00041223)).toBe('0.00041223');
  });

  it('shows an ordinary rate as amounts are shown, with grouping', () => {
    expect(formatRate('129.4567891')).toBe('129.4568');
    expect(formatRate('2425.5')).toBe('2,425.5');
    expect(formatRate('0.0575')).toBe('0.0575');
    expect(formatRate('1')).toBe('1');
  });

  it('says "-" when there is no rate', () => {
    expect(formatRate(null)).toBe('-');
    expect(formatRate('')).toBe('-');
    expect(formatRate(Number.NaN)).toBe('-');
  });

  it('never uses an exponent for a tiny number', () => {
    expect(formatRate(1e-7)).toBe('0.0000001');
  });
});

describe('rateDecimals', () => {
  it('counts the leading zeros of a fraction before the significant digits', () => {
    expect(rateDecimals('0.00041223')).toBe(9);
    expect(rateDecimals('0.5')).toBe(6);
    expect(rateDecimals('19.87')).toBe(4);
    expect(rateDecimals('123456.7')).toBe(4);
  });
});

describe('rateAxisLabels', () => {
  it('never shows one value on every label of a TZS axis', () => {
    const labels = rateAxisLabels([0.000411, 0.000412, 0.000413, 0.000414]);
    expect(labels).toEqual(['0.000411', '0.000412', '0.000413', '0.000414']);
    expect(new Set(labels).size).toBe(4);
  });

  it('uses no more decimals than the ticks need', () => {
    expect(rateAxisLabels([128, 129, 130])).toEqual(['128', '129', '130']);
    expect(rateAxisLabels([128.5, 129, 129.5])).toEqual(['128.5', '129.0', '129.5']);
    expect(rateAxisLabels([2400, 2500])).toEqual(['2,400', '2,500']);
  });
});
