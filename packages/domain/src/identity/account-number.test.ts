import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidAccountNumber, luhnCheckDigit, newAccountNumber } from './account-number.ts';

describe('account numbers', () => {
  it('computes the Luhn check digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe('3');
  });

  it('generates valid 10-digit numbers', () => {
    for (let i = 0; i < 200; i++)
      expect(isValidAccountNumber(newAccountNumber((min) => randomInt(min, 10)))).toBe(true);
  });

  it('catches a single mistyped digit', () => {
    const n = newAccountNumber((min) => randomInt(min, 10));
    const wrong = n.slice(0, 3) + String((Number(n[3]) + 1) % 10) + n.slice(4);
    expect(isValidAccountNumber(wrong)).toBe(false);
  });
});
