import { opsCall, opsCallPaged } from '../api/opsClient.ts';

/** An order as /ops/order/search lists it: amounts in minor units with their decimals. */
export interface OpsOrderRow {
  orderId: number;
  sn: string;
  kind: number;
  scope: number;
  status: number;
  payType: number;
  currencyCode: string;
  decimals: number;
  amountMinor: string;
  feeMinor: string;
  taxFeeMinor: string;
  payAmountMinor: string;
  toCurrencyCode: string | null;
  toDecimals: number | null;
  toAmountMinor: string | null;
  apiKind: string | null;
  /** A merchant API sandbox order: test money, never a real payment. */
  sandbox: boolean;
  customer: {
    mainUserId: number;
    userId: number;
    accountNo: string;
    phone: string | null;
    email: string | null;
    name: string | null;
  };
  /** Who placed it: the main account or one of its team members (docs/permissions.md). */
  createdBy: OpsOrderPlacer | null;
  createTime: string;
  updateTime: string;
}

export interface OpsOrderPlacer {
  accountNo: string;
  member: boolean;
  name: string | null;
  phone: string | null;
  email: string | null;
}

export interface OpsOrderEvent {
  fromStatus: number | null;
  status: number;
  actorType: 'user' | 'operator' | 'channel' | 'system';
  actorName: string | null;
  reason: string;
  time: string;
}

export interface OpsOrderDetail extends OpsOrderRow {
  rate: string | null;
  receivedAmountMinor: string | null;
  payee: { name: string | null; account: string | null } | null;
  remark: string | null;
  thirdOrderNo: string | null;
  failReason: string | null;
  timeline: OpsOrderEvent[];
}

export interface OrderSearchFilters {
  sn?: string;
  phone?: string;
  status?: number;
  payType?: number;
  kind?: number;
  beginTime?: string;
  endTime?: string;
  includeSandbox?: boolean;
}

export const opsOrdersApi = {
  search: (filters: OrderSearchFilters, pageNum: number, pageSize: number) =>
    opsCallPaged<OpsOrderRow>('/ops/order/search', { ...filters, pageNum, pageSize }),
  detail: (orderId: number) => opsCall<OpsOrderDetail>('/ops/order/detail', { orderId }),
  channels: () => opsCall<Array<{ payType: number; name: string }>>('/ops/order/channels'),
};
