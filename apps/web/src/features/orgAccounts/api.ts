import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContractWorkerView, ExchangeAccountView, ExchangePayeeChange } from '@pesa/contract';
import { request } from '../../lib/request/request.ts';
import { READ } from '../../lib/money/api.ts';
import type { PageQuery } from '../../lib/usePagedFilters.ts';

/**
 * Exchange (settlement) account (SPEC §3), as the server answers it: `type` 1 company,
 * 2 individual, 3 my own account; `exchangeStatus` 0 pending, 1 approved, 2 rejected, set by
 * operators only; `payeeChange` the latest "update payee" of approved details, or null.
 */
export type ExchangeAccount = ExchangeAccountView;

/** The detail fields an account holder fills in. */
export type ExchangeAccountDetails = Pick<
  ExchangeAccount,
  | 'accountName'
  | 'type'
  | 'idNo'
  | 'cardNo'
  | 'accountNumber'
  | 'bankName'
  | 'branchName'
  | 'province'
  | 'city'
  | 'lineNumber'
  | 'applyReason'
>;

/** New details of an approved account, waiting, approved or rejected (packages/contract). */
export type PayeeChange = ExchangePayeeChange;

export type ExchangeAccountInput = ExchangeAccountDetails & { id?: number };

export function useExchangeAccounts(filters: PageQuery) {
  return useQuery({
    queryKey: ['exchangeAccount', 'list', filters],
    queryFn: () =>
      request.page<ExchangeAccount>('/user/exchangeAccount/list', { ...filters }, READ),
    placeholderData: keepPreviousData,
  });
}

export function saveExchangeAccount(input: ExchangeAccountInput) {
  return input.id
    ? request.post<null>('/user/exchangeAccount/edit', input)
    : request.post<{ id: number }>('/user/exchangeAccount/add', input);
}

/** Contract worker (SPEC §3), as the contract's schema of the list and detail replies says. */
export type ContractWorker = ContractWorkerView;

export type ContractWorkerInput = Omit<
  ContractWorker,
  'id' | 'createTime' | 'updateTime' | 'auditStatus' | 'auditRemark' | 'auditTime'
> & {
  id?: number;
};

/** The review status that lets a send name the worker. */
export const WORKER_APPROVED = 1;

export const PAYEE_RELATIONS = [0, 1, 2, 3, 4, 5] as const;

export type ContractWorkerFilters = PageQuery & { name?: string };

export function useContractWorkers(filters: ContractWorkerFilters) {
  return useQuery({
    queryKey: ['contractWorker', 'list', filters],
    queryFn: () => request.page<ContractWorker>('/user/ContractWorker/list', { ...filters }, READ),
    placeholderData: keepPreviousData,
  });
}

export function useContractWorker(id: number | undefined) {
  return useQuery({
    queryKey: ['contractWorker', 'info', id],
    queryFn: () => request.get<ContractWorker>(`/user/ContractWorker/info/${id}`, undefined, READ),
    enabled: id !== undefined,
  });
}

export function saveContractWorker(input: ContractWorkerInput) {
  return request.post<{ id: number }>('/user/ContractWorker/handle', input);
}
