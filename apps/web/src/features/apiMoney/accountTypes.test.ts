import { describe, expect, it } from 'vitest';
import {
  accountTypeKey,
  balanceOf,
  currenciesOf,
  destinationsFrom,
  needsReview,
  SOURCE_ACCOUNT_TYPES,
} from './accountTypes.ts';

const balances = [
  { accountType: -1, currencyId: 404, currencyCode: 'KES', balance: '900.00' },
  { accountType: -1, currencyId: 840, currencyCode: 'USD', balance: '0.00' },
  { accountType: 2, currencyId: 404, currencyCode: 'KES', balance: '50.00' },
];

describe('transfer directions', () => {
  it('send from every API account and never from the wallet', () => {
    expect(SOURCE_ACCOUNT_TYPES).toEqual([-1, 0, 2, 3, 5, 6, 7]);
  });

  it('reach Suspense or B2C from another account, and the wallet only from live Suspense', () => {
    expect(destinationsFrom(-1, 'live')).toEqual([0, 1]);
    expect(destinationsFrom(0, 'live')).toEqual([-1]);
    expect(destinationsFrom(2, 'live')).toEqual([-1, 0]);
    expect(destinationsFrom(-1, 'test')).toEqual([0]);
    expect(destinationsFrom(undefined, 'live')).toEqual([]);
  });

  it('ask the transaction password and a review only on the way to the wallet', () => {
    expect(needsReview(1)).toBe(true);
    expect(needsReview(0)).toBe(false);
    expect(needsReview(undefined)).toBe(false);
  });
});

describe('account labels and balances', () => {
  it('name every account type, and a dash for none', () => {
    expect(accountTypeKey(-1)).toBe('apiMoney:accountType.-1');
    expect(accountTypeKey(null)).toBe('apiMoney:accountType.none');
  });

  it('find the currencies and the balance of one account', () => {
    expect(currenciesOf(balances, -1).map((b) => b.currencyCode)).toEqual(['KES', 'USD']);
    expect(currenciesOf(undefined, -1)).toEqual([]);
    expect(balanceOf(balances, 2, 404)?.balance).toBe('50.00');
    expect(balanceOf(balances, 0, 404)).toBeUndefined();
  });
});
