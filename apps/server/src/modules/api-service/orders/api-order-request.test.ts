import { describe, expect, it } from 'vitest';
import { openPayoutBody } from '@pesa/contract';
import { canonicalJson, newApiSn, requestHash } from './api-order-request.ts';

describe('API order requests', () => {
  it('write JSON with sorted keys at every level, leaving out undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 'x' }, z: undefined })).toBe(
      '{"a":{"c":"x","d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });

  it('hash a parsed body the same whatever its key order and amount type', () => {
    const one = openPayoutBody.parse({
      merchantOrderNo: 'P-1',
      payType: 2,
      currencyId: 404,
      amount: 100,
      phone: '+254722000111',
      name: ' Wanjiku ',
    });
    const two = openPayoutBody.parse({
      name: 'Wanjiku',
      phone: '+254722000111',
      amount: '100',
      currencyId: 404,
      payType: 2,
      merchantOrderNo: 'P-1',
      narrative: '',
    });
    expect(requestHash('payout', one)).toBe(requestHash('payout', two));
    expect(requestHash('payout', one)).not.toBe(requestHash('collect', one));
    expect(requestHash('payout', { ...one, amount: '101' })).not.toBe(requestHash('payout', one));
  });

  it('number orders within the contract sn rule, differently each time', () => {
    const now = new Date(Date.UTC(2026, 10, 24));
    const a = newApiSn(now);
    expect(a).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
    expect(a).toMatch(/^API/);
    expect(newApiSn(now)).not.toBe(a);
  });
});
