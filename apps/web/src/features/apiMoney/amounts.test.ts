import { describe, expect, it } from 'vitest';
import { amountRule, isPositiveAmount } from './amounts.ts';

describe('amounts', () => {
  it('accept a positive amount with at most two decimals', () => {
    expect(['1', '10.5', '0.01', ' 25.00 '].every(isPositiveAmount)).toBe(true);
    expect(['0', '0.00', '-1', '1.234', 'abc', '', undefined].some(isPositiveAmount)).toBe(false);
  });

  it('as a form rule that leaves an empty field to `required`', () => {
    const rule = amountRule('bad');
    expect(rule('')).toBeUndefined();
    expect(rule('12.50')).toBeUndefined();
    expect(rule('0')).toBe('bad');
  });
});
