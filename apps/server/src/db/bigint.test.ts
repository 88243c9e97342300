import { describe, expect, it } from 'vitest';
import { toBigInt, toNumber } from './bigint.ts';

describe('toBigInt', () => {
  it('normalises every driver shape to bigint', () => {
    expect(toBigInt('9007199254740993')).toBe(9007199254740993n);
    expect(toBigInt(42)).toBe(42n);
    expect(toBigInt(-7n)).toBe(-7n);
    expect(toBigInt(null)).toBe(0n);
  });

  it('refuses values that would lose precision or are not integers', () => {
    expect(() => toBigInt(2 ** 60)).toThrow(RangeError);
    expect(() => toBigInt('12.5')).toThrow(RangeError);
  });

  it('reads counts as numbers', () => {
    expect(toNumber('12')).toBe(12);
  });
});
