import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../request/request.ts';
import { isFinalStatus } from './orderStatus.ts';
import { followInterval } from '../live/liveStream.ts';
import type { OrderPlacer } from './orderPlacer.ts';

export const READ = { repeatSubmit: false } as const;

/** An order as /order/list, /order/detail and the create calls return it (SPEC §3). */
export interface Order {
  /** Who made it (list and detail); null for an agent's deposit into this account. */
  createdBy?: OrderPlacer | null;
  sn: string;
  type: number;
  scope: number;
  status: number;
  payType: number;
  currencyId: number;
  currencyCode: string;
  amount: string;
  netFeeAmount: string;
  taxFee: string | null;
  payAmount: string;
  rate: string;
  toCurrencyCode: string;
  toAmount: string;
  receivedAmount: string | null;
  payeeName: string | null;
  payeeAccount: string | null;
  phonenumber: string | null;
  /** The contract worker a cross-border send named, as it was then. */
  contractWorkerName?: string | null;
  /**
   * An agent's cash deposit (kind 2): the customer for the agent who paid it, the agent for the
   * customer who got it; a wallet send (pay type 0): the recipient for the sender (/order/list
   * and /order/detail only).
   */
  counterparty?: {
    role: 'agent' | 'customer' | 'sender' | 'recipient';
    name: string | null;
    accountNo: string;
  } | null;
  remark: string | null;
  failReason: string | null;
  /** The payee's name check (docs/name-check.md); nameCheckName only with CLOSE_MATCH. */
  nameCheck?: 'MATCH' | 'CLOSE_MATCH' | 'NO_MATCH' | 'UNAVAILABLE' | null;
  nameCheckName?: string | null;
  createTime: string;
  updateTime: string;
}

export interface TimelineEntry {
  fromStatus: number | null;
  status: number;
  actorType: string;
  reason: string | null;
  time: string;
}

/** One step of a cross-border send's verification or remittance leg (docs/money.md). */
export interface LegStep {
  status: string;
  time: string;
}

/** What /order/detail and /order/list add from the order's history and owner. */
export interface OrderFacts {
  /** The operator review: null never held, 0 waiting, 1 approved, 2 refused. */
  auditStatus: number | null;
  auditTime: string | null;
  accountNo: string | null;
  /**
   * The account's own approval (AWAITING_APPROVAL, APPROVED, REJECTED, EXPIRED, CANCELLED) when
   * the order had one; else a cross-border send's verification status (SPEC §4); null otherwise.
   */
  approvalStatus: string | null;
  approvalDate: string | null;
  remittanceStatus: string | null;
  legs: { verification: LegStep[]; remittance: LegStep[] } | null;
  costFeeAmount: string | null;
  interestFeeAmount: string | null;
}

export type OrderDetail = Order & OrderFacts & { timeline: TimelineEntry[] };

export interface Currency {
  currencyId: number;
  code: string;
  nameEn: string;
  nameZh: string;
  decimals: number;
}

export interface Channel {
  countryId: number;
  payType: number;
  name: string;
  kind: string;
  scope: number;
  direction: 'payout' | 'collection';
  currencyId: number;
  currencyCode: string;
}

export function useCurrencies() {
  return useQuery({
    queryKey: ['common', 'currency'],
    queryFn: () => request.post<Currency[]>('/common/currency', {}, READ),
    staleTime: 10 * 60_000,
  });
}

export function useChannels(countryId: number | undefined) {
  return useQuery({
    queryKey: ['common', 'queryChannel', countryId],
    queryFn: () => request.post<Channel[]>('/common/queryChannel', { countryId }, READ),
    enabled: countryId !== undefined,
    staleTime: 10 * 60_000,
  });
}

/** The methods not offered here only because no provider can carry them yet (shown as such). */
export function useUpcomingChannels(countryId: number | undefined) {
  return useQuery({
    queryKey: ['common', 'queryUpcomingChannel', countryId],
    queryFn: () => request.post<Channel[]>('/common/queryUpcomingChannel', { countryId }, READ),
    enabled: countryId !== undefined,
    staleTime: 10 * 60_000,
  });
}

/**
 * Every country's methods not offered only because no provider can carry them yet: a recipient
 * saved on one (before its rail went off) is shown as not available yet, not offered to pay.
 */
export function useAllUpcomingChannels() {
  return useQuery({
    queryKey: ['common', 'queryUpcomingChannel', 'all'],
    queryFn: () => request.post<Channel[]>('/common/queryUpcomingChannel', {}, READ),
    staleTime: 10 * 60_000,
  });
}

/** Whether a method (pay type in a currency) is a payout that is not available yet. */
export function isUpcomingPayout(
  upcoming: readonly Channel[],
  method: { payType: number; currencyId: number },
): boolean {
  return upcoming.some(
    (c) =>
      c.direction === 'payout' &&
      c.payType === method.payType &&
      c.currencyId === method.currencyId,
  );
}

/**
 * One order; with `live` it follows the order until its status is final: the live stream's
 * events refetch it, and only while the stream is not connected is it polled every 2 s.
 */
export function useOrderDetail(sn: string | undefined, live = false) {
  return useQuery({
    queryKey: ['order', 'detail', sn],
    queryFn: () => request.post<OrderDetail>(`/order/detail/${sn}`, {}, READ),
    enabled: Boolean(sn),
    refetchInterval: (query) =>
      live && !(query.state.data && isFinalStatus(query.state.data.status))
        ? followInterval()
        : false,
  });
}

/** The files an upload field offers (the server checks the content itself). */
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf';

/** Uploads one file (field `file`) and resolves with its stored path. */
export async function uploadFile(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  // Sent as multipart (the client leaves the boundary to the browser). Each upload is a new
  // file, so the duplicate-submit guard (which cannot compare form data) must not refuse a
  // second document picked right after the first.
  const data = await request.post<{ filePath: string }>('/common/upload', form, {
    repeatSubmit: false,
  });
  return data.filePath;
}

export function cancelOrder(sn: string) {
  return request.post<Order>(`/order/cancel/${sn}`, {});
}

/**
 * One currency's balances (decimal strings). A balance is null when the member's role does not
 * cover that wallet (`visibleBalances` in the domain rules; the server applies the same rule).
 */
export interface AssetRow {
  currencyId: number;
  currencyCode: string;
  total: string | null;
  domestic: string | null;
  crossBorder: string | null;
  onHold: string | null;
}

export const assetRowsQuery = {
  queryKey: ['account', 'assets'],
  queryFn: () => request.post<AssetRow[]>('/account/assets', {}, READ),
};

export function useAssetRows() {
  return useQuery(assetRowsQuery);
}

export interface OrderFilters {
  pageNum: number;
  pageSize: number;
  scope?: 0 | 1;
  type?: 'receive' | 'send' | 'cash' | 'office';
  status?: number;
  sn?: string;
  beginTime?: string;
  endTime?: string;
}

export function fetchOrders(filters: OrderFilters) {
  return request.page<Order>('/order/list', { ...filters }, READ);
}

export function useOrders(filters: OrderFilters) {
  return useQuery({
    queryKey: ['order', 'list', filters],
    queryFn: () => fetchOrders(filters),
    placeholderData: keepPreviousData,
  });
}
