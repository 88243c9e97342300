import { describe, expect, it } from 'vitest';
import { formatAmount, formatCardNumber, formatDateTime } from './format.ts';

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
