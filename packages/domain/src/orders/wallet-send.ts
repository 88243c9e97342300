import { OrderStatus } from './order-status.ts';

/** Pay type 0 (SPEC §3 "Domestic Asset"): a send into another customer's wallet. */
export const WALLET_PAY_TYPE = 0;

/** The account a wallet send names, as stored; undefined when no account has the number. */
export interface WalletRecipient {
  userId: number;
  /** 0 for a main account; a team member's main account otherwise. */
  parentId: number;
  /** 0 active; anything else is a closed (disabled) account. */
  status: number;
  /** An operator has suspended (frozen) the business. */
  suspended: boolean;
  /** The currency of the account's country: the only one its domestic wallet is paid in. */
  nationalCurrencyId: number | null;
}

/**
 * Why a wallet send cannot go to this account, or null when it can. In order: nobody has the
 * number, or it is a team member's (members hold no money); it is the sender's own business;
 * the account is suspended, or closed; it cannot hold the currency. A recipient's domestic wallet
 * takes its country's currency only: money in another would need a conversion the recipient
 * never asked for, or is a remittance across borders.
 */
export type WalletSendRefusal = 'unknown' | 'self' | 'suspended' | 'closed' | 'currency';

export function walletSendRefusal(input: {
  senderMainUserId: number;
  currencyId: number;
  recipient: WalletRecipient | undefined;
}): WalletSendRefusal | null {
  const { recipient, senderMainUserId } = input;
  if (!recipient) return 'unknown';
  const main = recipient.parentId === 0 ? recipient.userId : recipient.parentId;
  if (main === senderMainUserId) return 'self';
  if (recipient.parentId !== 0) return 'unknown';
  if (recipient.suspended) return 'suspended';
  if (recipient.status !== 0) return 'closed';
  if (recipient.nationalCurrencyId !== input.currencyId) return 'currency';
  return null;
}

/**
 * The status a wallet send starts in, from the one the review rules give a send
 * (`initialSendStatus`). No rail ever has it, so a send that needs no review is final (PASS) the
 * moment it exists, posted in one entry; one held for review (MANUAL_PENDING) holds its funds
 * like any send, and the approval moves it through PENDING to PASS in one transaction, paying the
 * recipient then and not before.
 */
export function initialWalletSendStatus(
  reviewed: typeof OrderStatus.MANUAL_PENDING | typeof OrderStatus.PENDING,
): typeof OrderStatus.MANUAL_PENDING | typeof OrderStatus.PASS {
  return reviewed === OrderStatus.PENDING ? OrderStatus.PASS : OrderStatus.MANUAL_PENDING;
}
