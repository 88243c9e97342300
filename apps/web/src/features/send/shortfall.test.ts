import { describe, expect, it } from 'vitest';
import { shortfallOf } from './shortfall.ts';

const kes = (available: string) => ({ available, decimals: 2 });

describe('shortfallOf', () => {
  it('says what is missing when amount and fee exceed the balance', () => {
    expect(
      shortfallOf({ amount: '999999.00', netFeeAmount: '100.00', taxFee: '0.00' }, kes('3000.00')),
    ).toEqual({ available: '3000.00', total: '1000099.00', missing: '997099.00' });
  });

  it('is null when the balance covers the whole debit, to the cent', () => {
    expect(
      shortfallOf({ amount: '2900.00', netFeeAmount: '99.50', taxFee: '0.50' }, kes('3000.00')),
    ).toBeNull();
  });

  it('leaves the decision to the server when a figure cannot be read', () => {
    expect(shortfallOf({ amount: 'abc', netFeeAmount: '0', taxFee: '0' }, kes('1'))).toBeNull();
    expect(shortfallOf({ amount: '5', netFeeAmount: '0', taxFee: '0' }, kes('-1.00'))).toBeNull();
  });
});
