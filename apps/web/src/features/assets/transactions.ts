import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { LEDGER_WALLET_KINDS } from '@pesa/contract';
import { READ } from '../../lib/money/api.ts';
import { request } from '../../lib/request/request.ts';

export type WalletKind = (typeof LEDGER_WALLET_KINDS)[number];

/** One movement of a wallet, as the ledger posted it (`/account/transactions`). */
export interface Transaction {
  id: number;
  createTime: string;
  /** send_hold, send_settle, send_release, top_up, fx_convert or reversal. */
  entryType: string;
  /** The order number (sn) or FX quote that caused it. */
  reference: string;
  description: string;
  wallet: WalletKind;
  currencyId: number;
  currencyCode: string;
  /** Signed decimal string: positive into the wallet, negative out of it. */
  amount: string;
  /** An agent's cash deposit names the other side: the agent to the customer, and back. */
  counterparty?: { role: 'agent' | 'customer'; name: string | null; accountNo: string } | null;
}

/**
 * What a movement was, in the user's language: "Cash deposit by agent Duka Letu" on a
 * customer's deposit, "Cash deposit for W***u K***u" on the agent's; otherwise its entry type.
 */
export function movementLabel(r: Transaction, t: TFunction): string {
  if (r.entryType === 'cash_in' && r.counterparty)
    return t(`assets:cashInBy.${r.counterparty.role}`, {
      name: r.counterparty.name ?? r.counterparty.accountNo,
    });
  return t(`assets:entryType.${r.entryType}`, { defaultValue: r.entryType });
}

/**
 * Whether the reference opens an order of this account: a cash deposit is the agent's order, so
 * only the agent's side links to it.
 */
export function opensOrder(r: Transaction): boolean {
  if (r.entryType === 'cash_in') return r.counterparty?.role === 'customer';
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

export function fetchTransactions(filters: TransactionFilters) {
  return request.page<Transaction>('/account/transactions', { ...filters }, READ);
}

export function useTransactions(filters: TransactionFilters) {
  return useQuery({
    queryKey: ['account', 'transactions', filters],
    queryFn: () => fetchTransactions(filters),
    placeholderData: keepPreviousData,
  });
}
