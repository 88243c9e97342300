import { describe, expect, it } from 'vitest';
import { newOrderSn } from './sn.ts';

const SERVER_RULE = /^[A-Za-z0-9_-]{6,64}$/;

describe('newOrderSn', () => {
  it('matches the server rule and starts with the cleaned prefix', () => {
    const sn = newOrderSn('P-x!', 1_795_000_000_000, () => 'abcdefghij');
    expect(sn).toBe(`Px${(1_795_000_000_000).toString(36)}abcdefghij`);
    expect(sn).toMatch(SERVER_RULE);
  });

  it('gives a different number on every call, even in the same millisecond', () => {
    const now = Date.now();
    const numbers = new Set(Array.from({ length: 500 }, () => newOrderSn('R', now)));
    expect(numbers.size).toBe(500);
    for (const sn of numbers) expect(sn).toMatch(SERVER_RULE);
  });

  it('stays within 64 characters for a long prefix', () => {
    expect(newOrderSn('averyveryverylongprefix').length).toBeLessThanOrEqual(64);
  });
});
