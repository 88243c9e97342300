import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request/request.ts';
import { READ, type Order } from '../../lib/money/api.ts';

export type Scope = 0 | 1;

export interface BankDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
  swift: string;
}

export interface Shop {
  name: string;
  address: string;
  hours: string;
}

/** What the customer does next (server: top-up instructions per method). */
export interface TopUpInstructions {
  kind: 'stkPush' | 'bank' | 'paybill' | 'cash' | 'offline';
  reference: string;
  bank?: BankDetails;
  paybill?: { businessNumber: string; accountNumber: string };
  shops?: Shop[];
  steps: string[];
}

export type TopUpOrder = Order & { instructions: TopUpInstructions };

export interface TopUpInput {
  sn: string;
  scope: Scope;
  payType: number;
  currencyId: number;
  amount: string;
  phone?: string;
  proofFile?: string;
}

export function createTopUp(input: TopUpInput) {
  return request.post<TopUpOrder>('/recharge/create', input);
}

export interface RechargeHistoryFilters {
  pageNum: number;
  pageSize: number;
  scope: Scope;
}

/** This wallet's top-ups, newest first (SPEC §7 `/account/rechargeHistory/list`). */
export function useRechargeHistory(filters: RechargeHistoryFilters) {
  return useQuery({
    // Under ['order', 'list'], so a new top-up refreshes it with the other order lists.
    queryKey: ['order', 'list', 'recharge', filters],
    queryFn: () => request.page<Order>('/account/rechargeHistory/list', { ...filters }, READ),
    placeholderData: keepPreviousData,
  });
}
