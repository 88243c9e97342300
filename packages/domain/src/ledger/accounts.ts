import { DomainError } from '../errors.ts';

/**
 * Ledger accounts and their keys. Every account holds exactly one currency, so a journal entry can
 * be checked to balance per currency from its postings alone. The key is deterministic: the server
 * finds-or-creates `ledger_accounts` rows by `account_key` (unique) instead of looking accounts up
 * by several columns, and two requests racing to create the same account collide on that key.
 *
 * Key forms (ids are canonical decimal integers, no leading zeros, so key ↔ account is one to one):
 *   user:{userId}:{domestic|cross_border|on_hold|suspense|b2c|api_hold}:{currencyId}
 *   user:{userId}:c2b:{channel}:{currencyId}
 *   channel:{channel}:settlement:{currencyId}
 *   system:{fees|fx_position|tax}:{currencyId}
 * and any of these behind `test:` for the sandbox book (`sandboxKey`): the merchant API's test mode
 * moves play money through the same rules on accounts that never meet live ones.
 */

/** A customer's own money, per main account and currency. */
export const USER_ACCOUNT_KINDS = ['domestic', 'cross_border', 'on_hold'] as const;
/**
 * API service accounts of a merchant (main account); C2B has one per collection channel. API
 * payouts and cash-outs in flight wait in `api_hold`, so they never show in the customer's on-hold.
 */
export const API_ACCOUNT_KINDS = ['suspense', 'b2c', 'c2b', 'api_hold'] as const;
/** Accounts of the house, per currency. */
export const SYSTEM_ACCOUNT_KINDS = ['fees', 'fx_position', 'tax'] as const;

export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];
export type ApiAccountKind = (typeof API_ACCOUNT_KINDS)[number];
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];
export type AccountKind = UserAccountKind | ApiAccountKind | SystemAccountKind | 'settlement';

/** The wallets a customer spends from and is paid into (order scope 0 domestic, 1 cross-border). */
export type WalletKind = 'domestic' | 'cross_border';

/** What a key says about its account: the columns the server stores next to `account_key`. */
export interface LedgerAccount {
  accountKey: string;
  /** The main account's user id; 0 for channel and system accounts. */
  ownerUserId: number;
  kind: AccountKind;
  currencyId: number;
  /** The pay type (SPEC §3 enumeration) for settlement and C2B accounts, else null. */
  channel: number | null;
  /** True for the sandbox book (`test:` keys): play money of the merchant API's test mode. */
  sandbox: boolean;
}

/** The prefix of every sandbox-book key. */
export const SANDBOX_KEY_PREFIX = 'test:';

/** Stored in a VARCHAR(80); the longest key with 16-digit ids, sandbox prefix included, is shorter. */
export const ACCOUNT_KEY_MAX_LENGTH = 80;

function checkId(value: number, what: string, allowZero: boolean): void {
  if (!Number.isSafeInteger(value) || value < (allowZero ? 0 : 1)) {
    throw new DomainError(
      'ACCOUNT_KEY',
      `${what} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got ${value}`,
    );
  }
}

export function userAccountKey(
  userId: number,
  kind: Exclude<UserAccountKind | ApiAccountKind, 'c2b'>,
  currencyId: number,
): string {
  checkId(userId, 'userId', false);
  checkId(currencyId, 'currencyId', false);
  return `user:${userId}:${kind}:${currencyId}`;
}

export function c2bAccountKey(userId: number, channel: number, currencyId: number): string {
  checkId(userId, 'userId', false);
  checkId(channel, 'channel', true);
  checkId(currencyId, 'currencyId', false);
  return `user:${userId}:c2b:${channel}:${currencyId}`;
}

export function channelSettlementKey(channel: number, currencyId: number): string {
  checkId(channel, 'channel', true);
  checkId(currencyId, 'currencyId', false);
  return `channel:${channel}:settlement:${currencyId}`;
}

export function systemAccountKey(kind: SystemAccountKind, currencyId: number): string {
  checkId(currencyId, 'currencyId', false);
  return `system:${kind}:${currencyId}`;
}

const ID = '(0|[1-9]\\d{0,15})';
const USER_KEY = new RegExp(
  `^user:${ID}:(domestic|cross_border|on_hold|suspense|b2c|api_hold):${ID}$`,
);
const C2B_KEY = new RegExp(`^user:${ID}:c2b:${ID}:${ID}$`);
const CHANNEL_KEY = new RegExp(`^channel:${ID}:settlement:${ID}$`);
const SYSTEM_KEY = new RegExp(`^system:(fees|fx_position|tax):${ID}$`);

function invalidKey(key: string): DomainError {
  return new DomainError('ACCOUNT_KEY', `not a ledger account key: ${JSON.stringify(key)}`);
}

/**
 * Reads a key back into its owner, kind, currency and channel. Throws ACCOUNT_KEY for anything the
 * builders above would not have produced, so a typo can never create a stray account.
 */
export function parseAccountKey(key: string): Readonly<LedgerAccount> {
  // A send parses the same few keys several times (checks, then postings); a valid key always
  // reads back the same, so its frozen reading is kept.
  const known = typeof key === 'string' ? parsedKeys.get(key) : undefined;
  if (known) return known;
  const account = readAccountKey(key);
  if (parsedKeys.size >= MAX_PARSED_KEYS) parsedKeys.clear();
  parsedKeys.set(key, Object.freeze(account));
  return account;
}

const MAX_PARSED_KEYS = 10_000;
const parsedKeys = new Map<string, Readonly<LedgerAccount>>();

function readAccountKey(key: string): LedgerAccount {
  const text = typeof key === 'string' ? key : '';
  const sandbox = text.startsWith(SANDBOX_KEY_PREFIX);
  const account =
    text.length > ACCOUNT_KEY_MAX_LENGTH
      ? undefined
      : matchKey(sandbox ? text.slice(SANDBOX_KEY_PREFIX.length) : text);
  if (account) {
    account.accountKey = text;
    account.sandbox = sandbox;
  }
  const ids = [account?.ownerUserId ?? 0, account?.currencyId ?? 0, account?.channel ?? 0];
  // User 0 and currency 0 fit the digit pattern but are not accounts, and an id beyond 2^53 would
  // be read back as a different number.
  if (
    !account ||
    account.currencyId === 0 ||
    (account.kind in OWNED_KINDS && account.ownerUserId === 0) ||
    !ids.every(Number.isSafeInteger)
  ) {
    throw invalidKey(String(key));
  }
  return account;
}

const OWNED_KINDS: Record<string, true> = Object.fromEntries(
  [...USER_ACCOUNT_KINDS, ...API_ACCOUNT_KINDS].map((kind) => [kind, true]),
);

function matchKey(key: string): LedgerAccount | undefined {
  let m: RegExpExecArray | null;
  if ((m = USER_KEY.exec(key))) return accountOf(key, m[1]!, m[2]!, m[3]!);
  if ((m = C2B_KEY.exec(key))) return accountOf(key, m[1]!, 'c2b', m[3]!, m[2]!);
  if ((m = CHANNEL_KEY.exec(key))) return accountOf(key, '0', 'settlement', m[2]!, m[1]!);
  if ((m = SYSTEM_KEY.exec(key))) return accountOf(key, '0', m[1]!, m[2]!);
  return undefined;
}

function accountOf(
  key: string,
  ownerUserId: string,
  kind: string,
  currencyId: string,
  channel?: string,
): LedgerAccount {
  return {
    accountKey: key,
    ownerUserId: Number(ownerUserId),
    kind: kind as AccountKind,
    currencyId: Number(currencyId),
    channel: channel === undefined ? null : Number(channel),
    sandbox: false,
  };
}

/** The same account in the sandbox book; a sandbox key is returned as it is. */
export function sandboxKey(key: string): string {
  parseAccountKey(key);
  return key.startsWith(SANDBOX_KEY_PREFIX) ? key : `${SANDBOX_KEY_PREFIX}${key}`;
}

/**
 * The `kind` column stored beside a key: sandbox accounts get `test_` before their kind, so that
 * no query of live balances by kind (a customer's wallets, their on-hold) can ever count them.
 */
export function storedAccountKind(account: LedgerAccount): string {
  return account.sandbox ? `test_${account.kind}` : account.kind;
}

export function isAccountKey(key: string): boolean {
  try {
    parseAccountKey(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * User-owned accounts hold a customer's money and must never go negative (the database enforces it
 * with a CHECK and conditional updates). Channel and system accounts are the house's mirror of the
 * outside world and may be negative: a channel settlement account is negative by exactly the money
 * that came in through that channel and has not gone out again.
 */
export function isUserOwned(key: string): boolean {
  return parseAccountKey(key).ownerUserId > 0;
}
