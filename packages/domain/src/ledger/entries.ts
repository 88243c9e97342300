import { DomainError } from '../errors.ts';
import {
  channelSettlementKey,
  parseAccountKey,
  sandboxKey,
  systemAccountKey,
  userAccountKey,
  type LedgerAccount,
} from './accounts.ts';

/**
 * Journal entries. A posting's amount is the change of its account's balance: positive adds to
 * the account, negative takes from it. An entry is one money movement, written in one database
 * transaction with the order change that caused it; its postings sum to zero per currency, so money
 * is only ever moved, never created or lost. Postings are never edited: a mistake is undone by a
 * new entry (`reverseEntry`).
 */

export interface Posting {
  accountKey: string;
  currencyId: number;
  amount: bigint;
}

export type EntryType =
  | 'send_hold'
  | 'send_settle'
  | 'send_release'
  | 'top_up'
  | 'fx_convert'
  | 'reversal'
  | 'api_transfer'
  | 'wallet_transfer'
  | 'cash_in'
  | 'wallet_send';

export interface JournalEntry {
  type: EntryType;
  /** The order or transfer number (sn) that caused the movement. */
  reference: string;
  description: string;
  postings: readonly Posting[];
}

function unbalanced(message: string): DomainError {
  return new DomainError('LEDGER_UNBALANCED', message);
}

/**
 * Throws LEDGER_UNBALANCED (ACCOUNT_KEY for a malformed key) unless the entry has at least two
 * postings, every amount is a non-zero bigint on a valid account key of the posting's currency,
 * and the amounts sum to zero per currency. Every builder below runs it, and the server runs it
 * again before writing.
 */
export function assertBalanced(entry: JournalEntry): void {
  if (!entry.reference) throw unbalanced('an entry needs a reference');
  if (entry.postings.length < 2) throw unbalanced('an entry needs at least two postings');
  const sums = new Map<number, bigint>();
  for (const { accountKey, currencyId, amount } of entry.postings) {
    if (typeof amount !== 'bigint' || amount === 0n) {
      throw unbalanced(`posting to ${accountKey} must be a non-zero bigint amount`);
    }
    if (parseAccountKey(accountKey).currencyId !== currencyId) {
      throw unbalanced(`posting to ${accountKey} is in currency ${currencyId}`);
    }
    sums.set(currencyId, (sums.get(currencyId) ?? 0n) + amount);
  }
  for (const [currencyId, sum] of sums) {
    if (sum !== 0n) throw unbalanced(`postings in currency ${currencyId} sum to ${sum}, not 0`);
  }
}

function checkAmount(value: bigint, what: string, min: bigint): void {
  if (typeof value !== 'bigint' || value < min) {
    throw new DomainError('AMOUNT', `${what} must be a bigint of at least ${min}`);
  }
}

/** Zero legs (no fee, no tax) are left out: a zero posting says nothing and is refused. */
function entry(
  type: EntryType,
  reference: string,
  description: string,
  legs: readonly [string, bigint][],
): JournalEntry {
  const postings = legs
    .filter(([, amount]) => amount !== 0n)
    .map(([accountKey, amount]) => ({
      accountKey,
      currencyId: parseAccountKey(accountKey).currencyId,
      amount,
    }));
  const built = { type, reference, description, postings };
  assertBalanced(built);
  return built;
}

/** The wallet must be a customer's own spendable account, never on-hold or a house account. */
function userWallet(key: string): LedgerAccount {
  const account = parseAccountKey(key);
  if (account.ownerUserId === 0 || account.kind === 'on_hold' || account.kind === 'api_hold') {
    throw new DomainError('ACCOUNT_KEY', `${key} is not a customer wallet`);
  }
  if (account.sandbox) {
    throw new DomainError(
      'ACCOUNT_KEY',
      `${key}: build live entries, then move them with toSandbox`,
    );
  }
  return account;
}

const API_KINDS: ReadonlySet<string> = new Set(['suspense', 'b2c', 'c2b']);

/** Where a send's money waits: API money in the merchant's API hold, a customer's in on-hold. */
function onHoldOf(wallet: LedgerAccount): string {
  const hold = API_KINDS.has(wallet.kind) ? 'api_hold' : 'on_hold';
  return userAccountKey(wallet.ownerUserId, hold, wallet.currencyId);
}

/**
 * The same movement in the sandbox book: every posting moves to the `test:` twin of its account,
 * house accounts included, so test mode runs the live rules and never touches live money.
 */
export function toSandbox(journal: JournalEntry): JournalEntry {
  const moved = {
    ...journal,
    postings: journal.postings.map((p) => ({ ...p, accountKey: sandboxKey(p.accountKey) })),
  };
  assertBalanced(moved);
  return moved;
}

/**
 * Money moves at once between two accounts of one owner in one currency (a merchant's API
 * accounts, or an API account and their domestic wallet).
 */
export function transferBetween(input: {
  from: string;
  to: string;
  amount: bigint;
  reference: string;
}): JournalEntry {
  checkAmount(input.amount, 'amount', 1n);
  const from = userWallet(input.from);
  const to = userWallet(input.to);
  if (from.ownerUserId !== to.ownerUserId || from.currencyId !== to.currencyId || from === to) {
    throw new DomainError('ACCOUNT_KEY', 'a transfer is between two accounts of one owner');
  }
  return entry('api_transfer', input.reference, `Transfer ${input.reference}`, [
    [from.accountKey, -input.amount],
    [to.accountKey, input.amount],
  ]);
}

/**
 * A held transfer is approved: the hold (taken by holdForSend from `from`) goes to `to`.
 */
export function settleTransfer(input: {
  from: string;
  to: string;
  amount: bigint;
  reference: string;
}): JournalEntry {
  checkAmount(input.amount, 'amount', 1n);
  const from = userWallet(input.from);
  const to = userWallet(input.to);
  return entry('api_transfer', input.reference, `Transfer ${input.reference} approved`, [
    [onHoldOf(from), -input.amount],
    [to.accountKey, input.amount],
  ]);
}

/** One send order's money, all in the wallet's currency. payAmount = amount + fee + taxFee. */
export interface SendFunds {
  /** Key of the wallet the money leaves (domestic, cross_border, or an API account such as b2c). */
  wallet: string;
  /** Principal: what goes out through the channel. */
  amount: bigint;
  fee: bigint;
  taxFee?: bigint;
  /** The order number (sn). */
  reference: string;
}

function sendParts(funds: SendFunds) {
  const taxFee = funds.taxFee ?? 0n;
  checkAmount(funds.amount, 'amount', 1n);
  checkAmount(funds.fee, 'fee', 0n);
  checkAmount(taxFee, 'taxFee', 0n);
  const wallet = userWallet(funds.wallet);
  return { wallet, taxFee, total: funds.amount + funds.fee + taxFee };
}

/** Order created (or entering any held status): amount + fee + tax leave the wallet for on-hold. */
export function holdForSend(funds: SendFunds): JournalEntry {
  const { wallet, total } = sendParts(funds);
  return entry('send_hold', funds.reference, `Hold for order ${funds.reference}`, [
    [wallet.accountKey, -total],
    [onHoldOf(wallet), total],
  ]);
}

/** The channel paid out: the principal goes to the channel, fee and tax to the house. */
export function settleSend(funds: SendFunds & { channel: number }): JournalEntry {
  const { wallet, taxFee, total } = sendParts(funds);
  const currency = wallet.currencyId;
  return entry('send_settle', funds.reference, `Order ${funds.reference} paid out`, [
    [onHoldOf(wallet), -total],
    [channelSettlementKey(funds.channel, currency), funds.amount],
    [systemAccountKey('fees', currency), funds.fee],
    [systemAccountKey('tax', currency), taxFee],
  ]);
}

/** Failure, rejection or cancellation: the whole hold goes back to the wallet it came from. */
export function releaseHold(funds: SendFunds): JournalEntry {
  const { wallet, total } = sendParts(funds);
  return entry('send_release', funds.reference, `Hold released for order ${funds.reference}`, [
    [onHoldOf(wallet), -total],
    [wallet.accountKey, total],
  ]);
}

/**
 * Money arrived through a channel: `amount` is what the channel collected; the wallet gets it less
 * the top-up fee, which must leave something to credit.
 */
export function creditTopUp(input: {
  wallet: string;
  channel: number;
  amount: bigint;
  fee?: bigint;
  reference: string;
}): JournalEntry {
  const fee = input.fee ?? 0n;
  checkAmount(fee, 'fee', 0n);
  checkAmount(input.amount, 'amount', fee + 1n);
  const wallet = userWallet(input.wallet);
  const currency = wallet.currencyId;
  return entry('top_up', input.reference, `Top-up ${input.reference}`, [
    [channelSettlementKey(input.channel, currency), -input.amount],
    [wallet.accountKey, input.amount - fee],
    [systemAccountKey('fees', currency), fee],
  ]);
}

/**
 * A customer converts between their own wallets. Currency A: the wallet pays amount + fee, the FX
 * position takes the amount and fees the fee. Currency B: the FX position pays receivedAmount into
 * the wallet. Each currency balances on its own; the FX position is where the house's exposure
 * (and any rounding remainder in its favour) accumulates.
 */
export function convertCurrency(input: {
  from: string;
  to: string;
  amount: bigint;
  fee?: bigint;
  receivedAmount: bigint;
  reference: string;
}): JournalEntry {
  const fee = input.fee ?? 0n;
  checkAmount(input.amount, 'amount', 1n);
  checkAmount(fee, 'fee', 0n);
  checkAmount(input.receivedAmount, 'receivedAmount', 1n);
  const from = userWallet(input.from);
  const to = userWallet(input.to);
  if (from.ownerUserId !== to.ownerUserId || from.currencyId === to.currencyId) {
    throw new DomainError(
      'ACCOUNT_KEY',
      'a conversion is between one owner’s wallets in two currencies',
    );
  }
  return entry('fx_convert', input.reference, `Currency conversion ${input.reference}`, [
    [from.accountKey, -(input.amount + fee)],
    [systemAccountKey('fx_position', from.currencyId), input.amount],
    [systemAccountKey('fees', from.currencyId), fee],
    [systemAccountKey('fx_position', to.currencyId), -input.receivedAmount],
    [to.accountKey, input.receivedAmount],
  ]);
}

/**
 * Undoes an entry by a new one with every posting negated; the original stays as written. The
 * reversal keeps the original's reference so both are found together. It can be refused by the
 * database like any entry, e.g. reversing a top-up whose money has already been spent.
 */
export function reverseEntry(original: JournalEntry, reason?: string): JournalEntry {
  assertBalanced(original);
  const description = `Reversal of ${original.type} ${original.reference}${reason ? `: ${reason}` : ''}`;
  const reversed: JournalEntry = {
    type: 'reversal',
    reference: original.reference,
    description,
    postings: original.postings.map((p) => ({ ...p, amount: -p.amount })),
  };
  assertBalanced(reversed);
  return reversed;
}

/** The net change per account, for applying an entry with one conditional update per account. */
export function netChanges(journal: JournalEntry): Map<string, bigint> {
  const changes = new Map<string, bigint>();
  for (const p of journal.postings) {
    changes.set(p.accountKey, (changes.get(p.accountKey) ?? 0n) + p.amount);
  }
  return changes;
}
