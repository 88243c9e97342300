import { DomainError } from '../errors.ts';
import { parseAccountKey, systemAccountKey, userAccountKey } from './accounts.ts';
import { assertBalanced, type JournalEntry, type SendFunds } from './entries.ts';

/**
 * A send from one customer's wallet to another's (pay type 0, "Domestic Asset"): the money never
 * leaves our books, so no rail and no settlement account is involved. The recipient gets the
 * amount, the house the fee and the tax, and the sender pays all three (docs/money.md "Wallet
 * sends").
 */
export interface WalletSendFunds extends SendFunds {
  /** The recipient's domestic wallet: another main account's, in the sender's currency. */
  recipient: string;
}

function customerDomestic(key: string, what: string) {
  const account = parseAccountKey(key);
  if (account.ownerUserId === 0 || account.kind !== 'domestic' || account.sandbox)
    throw new DomainError('ACCOUNT_KEY', `${what} ${key} is not a customer's domestic wallet`);
  return account;
}

function checked(funds: WalletSendFunds) {
  const taxFee = funds.taxFee ?? 0n;
  for (const [what, value, min] of [
    ['amount', funds.amount, 1n],
    ['fee', funds.fee, 0n],
    ['taxFee', taxFee, 0n],
  ] as const)
    if (typeof value !== 'bigint' || value < min)
      throw new DomainError('AMOUNT', `${what} must be a bigint of at least ${min}`);
  const sender = customerDomestic(funds.wallet, 'the sender');
  const recipient = customerDomestic(funds.recipient, 'the recipient');
  if (sender.ownerUserId === recipient.ownerUserId)
    throw new DomainError('ACCOUNT_KEY', 'a wallet send is between two customers');
  if (sender.currencyId !== recipient.currencyId)
    throw new DomainError('ACCOUNT_KEY', 'a wallet send stays in one currency');
  return { sender, recipient, taxFee, total: funds.amount + funds.fee + taxFee };
}

/** The legs of a wallet send after the sender's side (`from`), zero legs left out. */
function build(
  funds: WalletSendFunds,
  from: string,
  description: string,
  parts: ReturnType<typeof checked>,
): JournalEntry {
  const currencyId = parts.sender.currencyId;
  const legs: [string, bigint][] = [
    [from, -parts.total],
    [parts.recipient.accountKey, funds.amount],
    [systemAccountKey('fees', currencyId), funds.fee],
    [systemAccountKey('tax', currencyId), parts.taxFee],
  ];
  const built: JournalEntry = {
    type: 'wallet_send',
    reference: funds.reference,
    description,
    postings: legs
      .filter(([, amount]) => amount !== 0n)
      .map(([accountKey, amount]) => ({ accountKey, currencyId, amount })),
  };
  assertBalanced(built);
  return built;
}

/**
 * A wallet send that needs no review, final at once in one entry: the sender's wallet pays
 * amount + fee + tax, the recipient's wallet gets the amount, fees the fee and tax the tax.
 */
export function payWallet(funds: WalletSendFunds): JournalEntry {
  const parts = checked(funds);
  return build(funds, parts.sender.accountKey, `Wallet send ${funds.reference}`, parts);
}

/**
 * A reviewed wallet send is approved: its hold (taken by holdForSend from the sender's wallet)
 * goes to the recipient, the fees and the tax, as payWallet would have.
 */
export function settleWalletSend(funds: WalletSendFunds): JournalEntry {
  const parts = checked(funds);
  const onHold = userAccountKey(parts.sender.ownerUserId, 'on_hold', parts.sender.currencyId);
  return build(funds, onHold, `Wallet send ${funds.reference} approved`, parts);
}
