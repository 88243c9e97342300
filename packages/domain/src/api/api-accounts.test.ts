import { describe, expect, it } from 'vitest';
import { merchantApiAccountKeys } from './api-channels.ts';
import { DomainError } from '../errors.ts';
import {
  accountTypeOf,
  apiAccountKey,
  DOMESTIC_WALLET_TARGET,
  transferAllowed,
} from './api-accounts.ts';
import { payoutStatusOf } from './payout-status.ts';
import { sandboxOutcome } from './sandbox-outcomes.ts';
import { canonicalRequest } from './signature.ts';

describe('API accounts', () => {
  it('map each account type to its ledger key and back', () => {
    expect(apiAccountKey(9, -1, 404)).toBe('user:9:suspense:404');
    expect(apiAccountKey(9, 0, 404)).toBe('user:9:b2c:404');
    expect(apiAccountKey(9, 6, 834)).toBe('user:9:c2b:6:834');
    expect(() => apiAccountKey(9, 4, 404)).toThrow(DomainError);
    expect(accountTypeOf('test_c2b', 7)).toBe(7);
    expect(accountTypeOf('suspense', null)).toBe(-1);
    expect(accountTypeOf('domestic', null)).toBeNull();
  });

  it('move money into Suspense or B2C, never into C2B, and to the wallet only from Suspense', () => {
    expect(transferAllowed(2, -1)).toBe(true);
    expect(transferAllowed(-1, 0)).toBe(true);
    expect(transferAllowed(0, 2)).toBe(false);
    expect(transferAllowed(0, 0)).toBe(false);
    expect(transferAllowed(-1, DOMESTIC_WALLET_TARGET)).toBe(true);
    expect(transferAllowed(0, DOMESTIC_WALLET_TARGET)).toBe(false);
    expect(transferAllowed(4, -1)).toBe(false);
  });
});

describe('payout status', () => {
  it('reads the order status as a merchant would', () => {
    expect([-2, -1, 0, 1, 2, 3].map(payoutStatusOf)).toEqual([0, 0, 1, 2, 3, 3]);
  });
});

describe('sandbox outcomes', () => {
  it('follow the documented magic numbers in any country', () => {
    expect(sandboxOutcome('+254700000001')).toBe('failure');
    expect(sandboxOutcome('255700000002')).toBe('no_answer');
    expect(sandboxOutcome('0700000003')).toBe('delayed_success');
    expect(sandboxOutcome('+254712345678')).toBe('success');
  });
});

describe('canonical request', () => {
  it('joins method, path, time, nonce and body hash on new lines', () => {
    expect(
      canonicalRequest({
        method: 'post',
        path: '/open/v1/balance',
        timestamp: '1',
        nonce: 'n',
        bodySha256Hex: 'AB',
      }),
    ).toBe('POST\n/open/v1/balance\n1\nn\nab');
  });
});

describe('accounts opened on approval', () => {
  it('are Suspense, B2C and the C2B channels of each currency', () => {
    expect(merchantApiAccountKeys(9, [404, 840])).toEqual([
      'user:9:suspense:404',
      'user:9:b2c:404',
      'user:9:c2b:2:404',
      'user:9:c2b:5:404',
    ]);
    expect(merchantApiAccountKeys(9, [834]).filter((k) => k.includes(':c2b:'))).toEqual([
      'user:9:c2b:3:834',
      'user:9:c2b:5:834',
      'user:9:c2b:6:834',
      'user:9:c2b:7:834',
    ]);
  });
});
