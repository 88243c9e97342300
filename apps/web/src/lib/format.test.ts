import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCardNumber,
  formatDateTime,
  formatMinorMoney,
  formatMoney,
  formatSignedMoney,
  formatUnbrokenMoney,
  minorToDecimal,
} from './format.ts';

describe('formatAmount', () => {
  it('groups with en-US separators and shows at most 4 decimals', () => {
    expect(formatAmount(1234567.891234)).toBe('1,234,567.8912');
    expect(formatAmount('1500')).toBe('1,500');
    expect(formatAmount('0.5')).toBe('0.5');
  });

  it('keeps the exact digits of decimal strings beyond float precision', () => {
    expect(formatAmount('90071992547409931.25')).toBe('90,071,992,547,409,931.25');
  });

  it('pads to a minimum number of decimals when asked', () => {
    expect(formatAmount('1500', { minDecimals: 2 })).toBe('1,500.00');
    expect(formatAmount(-3.1, { minDecimals: 2 })).toBe('-3.10');
  });

  it('shows a dash for missing or malformed values', () => {
    expect(formatAmount(null)).toBe('-');
    expect(formatAmount('')).toBe('-');
    expect(formatAmount('12abc')).toBe('-');
    expect(formatAmount(Number.NaN)).toBe('-');
  });
});

describe('formatMoney', () => {
  it('writes the code, then the amount grouped with its decimals, without rounding', () => {
    expect(formatMoney('2500', 'KES')).toBe('KES 2,500.00');
    expect(formatMoney('1234567.891', 'TZS')).toBe('TZS 1,234,567.891');
    expect(formatMoney('12', 'JPY', 0)).toBe('JPY 12');
    expect(formatMoney('-0.5', 'USD')).toBe('USD -0.50');
    expect(formatMoney(null, 'KES')).toBe('-');
    expect(formatMoney('abc', 'KES')).toBe('-');
  });

  it('joins the code to its amount with a no-break space for text that wraps', () => {
    expect(formatUnbrokenMoney('12.5', 'KES')).toBe('KES\u00a012.50');
    expect(formatUnbrokenMoney(null, 'KES')).toBe('-');
  });

  it('marks a credit with a plus after the code and keeps the minus of a debit', () => {
    expect(formatSignedMoney('2000', 'KES')).toBe('KES +2,000.00');
    expect(formatSignedMoney('-150.5', 'KES')).toBe('KES -150.50');
    expect(formatSignedMoney('0.25', null)).toBe('+0.25');
    expect(formatSignedMoney(undefined, 'KES')).toBe('-');
  });

  it('reads minor units by string arithmetic, never through a float', () => {
    expect(minorToDecimal('300000', 2)).toBe('3000.00');
    expect(minorToDecimal('5', 2)).toBe('0.05');
    expect(minorToDecimal('-5', 2)).toBe('-0.05');
    expect(minorToDecimal('12', 0)).toBe('12');
    expect(minorToDecimal('9007199254740993123', 2)).toBe('90071992547409931.23');
    expect(formatMinorMoney('250000', 2, 'KES')).toBe('KES 2,500.00');
    expect(formatMinorMoney('9007199254740993123', 2, 'KES')).toBe('KES 90,071,992,547,409,931.23');
    expect(formatMinorMoney(null, 2, 'KES')).toBe('-');
  });
});

describe('formatCardNumber', () => {
  it('groups digits in fours', () => {
    expect(formatCardNumber('1234567890123456')).toBe('1234 5678 9012 3456');
    expect(formatCardNumber('12345')).toBe('1234 5');
    expect(formatCardNumber('1234 5678 90')).toBe('1234 5678 90');
    expect(formatCardNumber(8803535858)).toBe('8803 5358 58');
  });
});

describe('formatDateTime', () => {
  it('shows a dash for no value and formats a valid time', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('2026-11-22T04:57:28.524Z', false)).toMatch(/^2026-11-2[12]$/);
  });
});
