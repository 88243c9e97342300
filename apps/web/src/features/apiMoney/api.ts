import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ApiCashOutQuote,
  ApiDashboard,
  ApiMode,
  ApiOrderKind,
  ApiOrderRow,
} from '@pesa/contract';
import { request } from '../../lib/request/request.ts';
import { READ } from '../../lib/money/api.ts';

/** The filter of the C2B, B2C and suspense lists (contract `apiOrderListBody`). */
export interface ApiOrderFilters {
  pageNum: number;
  pageSize: number;
  status?: number;
  payoutStatus?: number;
  payType?: number;
  currencyId?: number;
  sn?: string;
  merchantOrderNo?: string;
  beginTime?: string;
  endTime?: string;
}

export type ApiOrderQuery = ApiOrderFilters & { mode: ApiMode; kind: ApiOrderKind };

/** Every API order query sits under this key, so a money call can refresh them all at once. */
export const API_ORDERS_KEY = ['userApi', 'orders'] as const;
export const API_DASHBOARD_KEY = ['userApi', 'dashboard'] as const;

export function useApiOrders(query: ApiOrderQuery) {
  return useQuery({
    queryKey: [...API_ORDERS_KEY, query],
    queryFn: () => request.page<ApiOrderRow>('/user/userApi/orders/list', { ...query }, READ),
    placeholderData: keepPreviousData,
  });
}

/** The CSV export of an order list, by the list's filter without paging (SPEC §7 download). */
export const API_ORDERS_EXPORT_PATH = '/user/userApi/orders/export';

export function cancelApiOrder(sn: string) {
  return request.post<ApiOrderRow>('/user/userApi/orders/cancel', { sn });
}

/** The API accounts' balances in one mode (the dashboard call; its other parts go unused here). */
export function useApiBalances(mode: ApiMode) {
  return useQuery({
    queryKey: [...API_DASHBOARD_KEY, mode],
    queryFn: () => request.post<ApiDashboard>('/user/userApi/dashboard', { mode }, READ),
    select: (dashboard) => dashboard.balances,
  });
}

export interface ApiTransferInput {
  sn: string;
  mode: ApiMode;
  fromAccountType: number;
  toAccountType: number;
  currencyId: number;
  amount: string;
  remark: string;
  fundPassword?: string;
}

export function createApiTransfer(input: ApiTransferInput) {
  return request.post<ApiOrderRow>('/user/userApi/transfer', input);
}

/** Published collection details of one way to pay, as the customer top-up shows them. */
export interface RechargeMethod {
  payType: number;
  kind: string;
  reference: string;
  bank?: {
    bankName: string;
    accountName: string;
    accountNumber: string;
    branch: string;
    swift: string;
  };
  steps: string[];
}

export interface RechargeInstructions {
  currencyId: number;
  currencyCode: string;
  /** The merchant's account number, which ties a bank deposit to the account. */
  reference: string;
  methods: RechargeMethod[];
}

export function useRechargeInstructions(currencyId: number | undefined) {
  return useQuery({
    queryKey: ['userApi', 'recharge', 'instructions', currencyId],
    queryFn: () =>
      request.post<RechargeInstructions>(
        '/user/userApi/recharge/instructions',
        { currencyId },
        READ,
      ),
    enabled: currencyId !== undefined,
    staleTime: 10 * 60_000,
  });
}

export interface ApiRechargeInput {
  sn: string;
  payType: number;
  currencyId: number;
  amount: string;
  proofFile: string;
  remark: string;
}

export function createApiRecharge(input: ApiRechargeInput) {
  return request.post<ApiOrderRow>('/user/userApi/recharge', input);
}

export function sandboxTopUp(input: { accountType: number; currencyId: number; amount: string }) {
  return request.post<ApiOrderRow>('/user/userApi/sandbox/topUp', input);
}

export function quoteCashOut(input: { currencyId: number; amount: string }) {
  return request.post<ApiCashOutQuote>('/user/userApi/cashOut/quote', input, READ);
}

export interface ApiCashOutInput {
  sn: string;
  exchangeAccountId: number;
  currencyId: number;
  amount: string;
  remark: string;
  fundPassword: string;
}

export function createCashOut(input: ApiCashOutInput) {
  return request.post<ApiOrderRow>('/user/userApi/cashOut', input);
}

/** The fields of an exchange (settlement) account a cash-out needs (SPEC §3). */
export interface SettlementAccount {
  id: number;
  accountName: string;
  accountNumber: string;
  bankName: string;
  /** 0 pending, 1 approved, 2 rejected: both reviews must be approved to receive money. */
  exchangeStatus: number;
  paymentStatus: number;
}

/** The account's exchange accounts that may receive a cash-out (the newest 100). */
export function useApprovedSettlementAccounts() {
  return useQuery({
    queryKey: ['exchangeAccount', 'list', { pageNum: 1, pageSize: 100 }],
    queryFn: () =>
      request.page<SettlementAccount>(
        '/user/exchangeAccount/list',
        { pageNum: 1, pageSize: 100 },
        READ,
      ),
    select: (page) => page.rows.filter((a) => a.exchangeStatus === 1 && a.paymentStatus === 1),
  });
}

/** An account type of the API service as the server names it (`/common/queryTransferType`). */
export interface TransferType {
  type: number;
  name: string;
}

/** The server names the types in the caller's language, so each language has its own copy. */
export function useTransferTypes(language: string) {
  return useQuery({
    queryKey: ['common', 'queryTransferType', language],
    queryFn: () => request.post<TransferType[]>('/common/queryTransferType', {}, READ),
    staleTime: 10 * 60_000,
  });
}
