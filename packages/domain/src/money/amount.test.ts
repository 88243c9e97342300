import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDecimalMoneyText,
  formatMinor,
  formatMoneyText,
  groupedDecimal,
  parseMajor,
} from './amount.ts';

describe('formatMinor', () => {
  it('writes minor units as a major-unit decimal string', () => {
    expect(formatMinor(150000n, 2)).toBe('1500.00');
    expect(formatMinor(5n, 2)).toBe('0.05');
    expect(formatMinor(0n, 2)).toBe('0.00');
    expect(formatMinor(-1234n, 2)).toBe('-12.34');
    expect(formatMinor(2500n, 0)).toBe('2500');
  });
});

describe('formatMoneyText', () => {
  it('writes the code first and groups thousands, as the screens do', () => {
    expect(formatMoneyText(250_000n, 2, 'KES')).toBe('KES 2,500.00');
    expect(formatMoneyText(1_000n, 2, 'KES')).toBe('KES 10.00');
    expect(formatMoneyText(123_456_789_012n, 2, 'TZS')).toBe('TZS 1,234,567,890.12');
    expect(formatMoneyText(-100_000n, 2, 'USD')).toBe('USD -1,000.00');
    expect(formatMoneyText(5n, 6, 'USDT')).toBe('USDT 0.000005');
    expect(formatMoneyText(1_000n, 0, 'JPY')).toBe('JPY 1,000');
  });

  it('never changes the figure: without the code and commas it is formatMinor', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.integer({ min: 0, max: 8 }),
        (n, d) => {
          const text = formatMoneyText(n, d, 'KES');
          expect(text.startsWith('KES ')).toBe(true);
          expect(text.slice(4).replaceAll(',', '')).toBe(formatMinor(n, d));
        },
      ),
    );
  });
});

describe('groupedDecimal and formatDecimalMoneyText', () => {
  it('group a wire decimal by thousands and keep its decimals', () => {
    expect(groupedDecimal('5000.00')).toBe('5,000.00');
    expect(groupedDecimal('-1234567.5')).toBe('-1,234,567.5');
    expect(groupedDecimal('999')).toBe('999');
    expect(formatDecimalMoneyText('2500.00', 'KES')).toBe('KES 2,500.00');
  });

  it('leave what is not a decimal as it is', () => {
    expect(groupedDecimal('')).toBe('');
    expect(groupedDecimal('1e5')).toBe('1e5');
  });

  it('read the same as formatMoneyText for every amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.integer({ min: 0, max: 8 }),
        (n, d) => {
          expect(formatDecimalMoneyText(formatMinor(n, d), 'TZS')).toBe(
            formatMoneyText(n, d, 'TZS'),
          );
        },
      ),
    );
  });
});

describe('parseMajor', () => {
  it('reads major-unit strings into minor units', () => {
    expect(parseMajor('1500', 2)).toBe(150000n);
    expect(parseMajor('1500.5', 2)).toBe(150050n);
    expect(parseMajor('0.05', 2)).toBe(5n);
    expect(parseMajor('2500', 0)).toBe(2500n);
  });

  it('refuses extra decimals and junk instead of rounding', () => {
    expect(parseMajor('1.005', 2)).toBeNull();
    expect(parseMajor('12.5', 0)).toBeNull();
    expect(parseMajor('1e5', 2)).toBeNull();
    expect(parseMajor('', 2)).toBeNull();
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n - 1n), max: 10n ** 15n - 1n }),
        fc.integer({ min: 0, max: 3 }),
        (minor, decimals) => {
          expect(parseMajor(formatMinor(minor, decimals), decimals)).toBe(minor);
        },
      ),
    );
  });
});
