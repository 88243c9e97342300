import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { LEDGER_WALLET_KINDS } from '@pesa/contract';
import { READ, type Order } from '../../lib/money/api.ts';
import { request } from '../../lib/request/request.ts';

export type WalletKind = (typeof LEDGER_WALLET_KINDS)[number];

/** One movement of a wallet, as the ledger posted it (`/account/transactions`). */
export interface Transaction {
  id: number;
  createTime: string;
  /** send_hold, send_settle, send_release, top_up, fx_convert, wallet_send, reversal, … */
  entryType: string;
  /** The order number (sn) or FX quote that caused it. */
  reference: string;
  description: string;
  wallet: WalletKind;
  currencyId: number;
  currencyCode: string;
  /** Signed decimal string: positive into the wallet, negative out of it. */
  amount: string;
  /**
   * A movement between two customers names the other side: an agent's cash deposit the agent to
   * the customer and back, a wallet send the sender to the recipient and back.
   */
  counterparty?: Order['counterparty'];
  /**
   * The ledger postings this line sums up, oldest first (a send's hold, then its payout or
   * return): the history lists one line per payment and shows these when it is opened.
   */
  movements?: Movement[];
}

/** One ledger posting inside a payment's line. */
export interface Movement {
  id: number;
  createTime: string;
  entryType: string;
  wallet: WalletKind;
  amount: string;
}

/** A wallet send, and the correction that credited one made before they were paid in full. */
const WALLET_SENDS = new Set(['wallet_send', 'wallet_send_correction']);

/**
 * What a movement was, in the user's language: "Cash deposit by agent Duka Letu" on a
 * customer's deposit, "Cash deposit for W***u K***u" on the agent's, "Received from Amani Mwangi
 * (4000000011)" on a wallet send's recipient, "Sent to Baraka (4000000029)" on its sender;
 * otherwise its entry type.
 */
export function movementLabel(r: Transaction, t: TFunction): string {
  const party = r.counterparty;
  if (r.entryType === 'cash_in' && party)
    return t(`assets:cashInBy.${party.role}`, { name: party.name ?? party.accountNo });
  if (WALLET_SENDS.has(r.entryType) && party)
    return t(`assets:walletSend.${party.role}`, {
      name: party.name || party.accountNo,
      accountNo: party.accountNo,
    });
  return t(`assets:entryType.${r.entryType}`, { defaultValue: r.entryType });
}

/**
 * Whether the reference opens an order of this account: a cash deposit is the agent's order and
 * a wallet send the sender's, so only the side that paid links to it.
 */
export function opensOrder(r: Transaction): boolean {
  if (r.entryType === 'cash_in') return r.counterparty?.role === 'customer';
  if (WALLET_SENDS.has(r.entryType)) return r.counterparty?.role !== 'sender';
  return ORDER_ENTRY_TYPES.has(r.entryType);
}

export interface TransactionFilters {
  pageNum: number;
  pageSize: number;
  currencyId?: number;
  kind?: WalletKind;
  reference?: string;
  beginTime?: string;
  endTime?: string;
}

/** Entry types whose reference is an order number, so the order's detail can open from it. */
// A move to the cross-border balance (wallet_transfer) is an order of its own too.
export const ORDER_ENTRY_TYPES = new Set([
  'send_hold',
  'send_settle',
  'send_release',
  'top_up',
  'wallet_transfer',
]);

/** One line per payment, its postings inside (`view: payments`); the export keeps the postings. */
export function fetchTransactions(filters: TransactionFilters) {
  return request.page<Transaction>('/account/transactions', { ...filters, view: 'payments' }, READ);
}

export function useTransactions(filters: TransactionFilters) {
  return useQuery({
    queryKey: ['account', 'transactions', filters],
    queryFn: () => fetchTransactions(filters),
    placeholderData: keepPreviousData,
  });
}
