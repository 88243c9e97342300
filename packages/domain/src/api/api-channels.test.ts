import { describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '../identity/account-number.ts';
import { apiChannelCurrencyAllowed, merchantPaybillAccount } from './api-channels.ts';

describe('API channel currencies', () => {
  it('take each rail in its own currency only', () => {
    expect(apiChannelCurrencyAllowed(2, 404)).toBe(true);
    expect(apiChannelCurrencyAllowed(2, 834)).toBe(false);
    expect(apiChannelCurrencyAllowed(5, 404)).toBe(true);
    expect(apiChannelCurrencyAllowed(5, 834)).toBe(true);
    expect(apiChannelCurrencyAllowed(7, 834)).toBe(true);
    expect(apiChannelCurrencyAllowed(103, 404)).toBe(false);
    expect(apiChannelCurrencyAllowed(502, 404)).toBe(false);
  });
});

describe('merchant Paybill account numbers', () => {
  const accountNo = `712345678${luhnCheckDigit('712345678')}`;
  it('read "API" and a valid account number, with or without the merchant reference', () => {
    expect(merchantPaybillAccount(`API${accountNo}`)).toBe(accountNo);
    expect(merchantPaybillAccount(` api${accountNo} `)).toBe(accountNo);
    expect(merchantPaybillAccount(`API${accountNo}-INV42`)).toBe(accountNo);
    expect(merchantPaybillAccount(`API${accountNo}#cust.7`)).toBe(accountNo);
  });
  it('leave anything else to the customer top-up path', () => {
    expect(merchantPaybillAccount(accountNo)).toBeNull();
    const mistyped = `${accountNo.slice(0, 9)}${(Number(accountNo[9]) + 1) % 10}`;
    expect(merchantPaybillAccount(`API${mistyped}`)).toBeNull();
    expect(merchantPaybillAccount(`API${accountNo}X`)).toBeNull();
    expect(merchantPaybillAccount('PB42')).toBeNull();
  });
});
