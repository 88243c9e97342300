import { describe, expect, it } from 'vitest';
import { agentCashInLookupBody } from '@pesa/contract';
import { cashCurrencyOf, customerKeyOf } from './cashInForm.ts';

describe('customerKeyOf', () => {
  it('sends the account number alone, trimmed, and the server’s schema takes it', () => {
    const key = customerKeyOf({ by: 'accountNo', accountNo: ' 8803535858 ', phone: '0712' });
    expect(key).toEqual({ accountNo: '8803535858' });
    expect(agentCashInLookupBody.safeParse(key).success).toBe(true);
  });
  it('sends the phone with its country, and nothing of a number typed before', () => {
    const key = customerKeyOf({
      by: 'phone',
      accountNo: '8803535858',
      countryId: 255,
      phone: ' 0754 123 456 ',
    });
    expect(key).toEqual({ countryId: 255, phone: '0754 123 456' });
    expect(agentCashInLookupBody.safeParse(key).success).toBe(true);
  });
});

describe('cashCurrencyOf', () => {
  it('takes the domestic service’s currency, not a cross-border one', () => {
    expect(
      cashCurrencyOf([
        { scope: 1, currencyId: 840, currencyCode: 'USD' },
        { scope: 0, currencyId: 834, currencyCode: 'TZS' },
      ]),
    ).toEqual({ currencyId: 834, code: 'TZS' });
    expect(cashCurrencyOf([])).toBeNull();
  });
});
