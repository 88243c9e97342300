import { describe, expect, it } from 'vitest';
import { shortfall } from './crossBorderFunding.ts';

describe('shortfall', () => {
  it('is what the cross-border balance lacks, or 0', () => {
    expect(shortfall('100.00', '250.50')).toBe(150.5);
    expect(shortfall(undefined, '10.01')).toBe(10.01);
    expect(shortfall('300', '250')).toBe(0);
    expect(shortfall('250', '250')).toBe(0);
    expect(shortfall('0.1', '0.3')).toBe(0.2);
  });
});
