import { describe, expect, it } from 'vitest';
import { defaultRatePair } from './ratePairs.ts';

const pairs = ['USD/KES', 'USD/TZS', 'USD/CNY', 'KES/TZS', 'KES/CNY', 'TZS/CNY'];

describe('defaultRatePair', () => {
  it("opens on the customer's currency against the yuan", () => {
    expect(defaultRatePair(pairs, 'TZS')).toBe('TZS/CNY');
    expect(defaultRatePair(pairs, 'KES')).toBe('KES/CNY');
  });

  it('falls back to any pair with that currency, then to the first pair', () => {
    expect(defaultRatePair(['USD/KES', 'USD/TZS'], 'TZS')).toBe('USD/TZS');
    expect(defaultRatePair(pairs, 'UGX')).toBe('USD/KES');
    expect(defaultRatePair(pairs, undefined)).toBe('USD/KES');
    expect(defaultRatePair([], 'TZS')).toBeUndefined();
  });
});
