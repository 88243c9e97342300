import { DomainError } from '../errors.ts';
import { c2bAccountKey, userAccountKey } from '../ledger/accounts.ts';

/**
 * The merchant API's account types (SPEC §3 "Suspense/B2C account types"): one Suspense and one
 * B2C account per currency, and one C2B account per collection channel and currency.
 */
export const ApiAccountType = {
  SUSPENSE: -1,
  B2C: 0,
  MPESA_KES: 2,
  HALOPESA: 3,
  AIRTEL_MONEY: 5,
  TIGOPESA: 6,
  MPESA: 7,
} as const;
export type ApiAccountTypeValue = (typeof ApiAccountType)[keyof typeof ApiAccountType];

export const API_ACCOUNT_TYPES: readonly ApiAccountTypeValue[] = Object.values(ApiAccountType);
/** The C2B account types: each is also the pay type of the channel that collects into it. */
export const C2B_ACCOUNT_TYPES: readonly ApiAccountTypeValue[] = [2, 3, 5, 6, 7];

/**
 * Where a web transfer may send money besides the API accounts: the merchant's domestic wallet.
 * 1 is not an account type of SPEC §3, so it cannot be mistaken for one.
 */
export const DOMESTIC_WALLET_TARGET = 1;

export function isApiAccountType(value: number): value is ApiAccountTypeValue {
  return (API_ACCOUNT_TYPES as readonly number[]).includes(value);
}

export function isC2bAccountType(value: number): boolean {
  return (C2B_ACCOUNT_TYPES as readonly number[]).includes(value);
}

/** The live ledger key of a merchant's API account (the sandbox twin is `sandboxKey` of it). */
export function apiAccountKey(
  merchantUserId: number,
  accountType: number,
  currencyId: number,
): string {
  if (accountType === ApiAccountType.SUSPENSE)
    return userAccountKey(merchantUserId, 'suspense', currencyId);
  if (accountType === ApiAccountType.B2C) return userAccountKey(merchantUserId, 'b2c', currencyId);
  if (isC2bAccountType(accountType)) return c2bAccountKey(merchantUserId, accountType, currencyId);
  throw new DomainError('ACCOUNT_KEY', `not an API account type: ${accountType}`);
}

/** The account type of an API ledger account's kind and channel, or null for any other account. */
export function accountTypeOf(kind: string, channel: number | null): ApiAccountTypeValue | null {
  const bare = kind.startsWith('test_') ? kind.slice(5) : kind;
  if (bare === 'suspense') return ApiAccountType.SUSPENSE;
  if (bare === 'b2c') return ApiAccountType.B2C;
  if (bare === 'c2b' && channel !== null && isC2bAccountType(channel))
    return channel as ApiAccountTypeValue;
  return null;
}

/**
 * Which way money may move between a merchant's own accounts. C2B accounts only fill from their
 * channel's collections, so nothing is moved into them; anything may go to Suspense or B2C, and
 * only Suspense pays out to the domestic wallet (the one door between API money and the wallet).
 */
export function transferAllowed(from: number, to: number): boolean {
  if (!isApiAccountType(from) || from === to) return false;
  if (to === DOMESTIC_WALLET_TARGET) return from === ApiAccountType.SUSPENSE;
  return to === ApiAccountType.SUSPENSE || to === ApiAccountType.B2C;
}
