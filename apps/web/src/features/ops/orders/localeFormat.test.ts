import { describe, expect, it } from 'vitest';
import { formatMinor, formatWhen, minorToDecimal } from './localeFormat.ts';

describe('console amounts and times', () => {
  it('turn minor units into decimals without floats', () => {
    expect(minorToDecimal('300000', 2)).toBe('3000.00');
    expect(minorToDecimal('5', 2)).toBe('0.05');
    expect(minorToDecimal('-5', 2)).toBe('-0.05');
    expect(minorToDecimal('12', 0)).toBe('12');
    expect(minorToDecimal('9007199254740993123', 2)).toBe('90071992547409931.23');
  });

  it('group amounts per locale with the currency code', () => {
    expect(formatMinor('123456789', 2, 'KES', 'en')).toBe('KES 1,234,567.89');
    expect(formatMinor('123456789', 2, 'KES', 'zh')).toBe('KES 1,234,567.89');
    expect(formatMinor(null, 2, 'KES', 'en')).toBe('—');
  });

  it('write dates in the language of the console', () => {
    const iso = '2026-11-24T10:05:00.000Z';
    expect(formatWhen(iso, 'en')).toMatch(/2026/);
    expect(formatWhen(iso, 'zh')).toMatch(/2026年11月24日/);
    expect(formatWhen(null, 'en')).toBe('—');
  });
});
