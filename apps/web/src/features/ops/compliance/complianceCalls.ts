import type {
  ExchangeAccountView,
  OpsContractWorker,
  OpsUserApiRow,
  PayeeView,
  VaAccountView,
} from '@pesa/contract';
import { opsCall, opsCallPaged } from '../api/opsClient.ts';

/** The customer behind a queue item (/ops/customer/identity). */
export interface CustomerIdentity {
  userId: number;
  accountNo: string;
  userType: number;
  name: string;
  phone: string;
  email: string;
  countryId: number;
  auditStatus: number | '00';
  createTime: string;
}

/** A cross-border recipient as /ops/payee/list gives it. */
export type PayeeQueueRow = PayeeView & {
  mainUserId: number;
  auditRemark: string;
  auditor: string | null;
};

export type VaQueueRow = VaAccountView & { userId: number; agreeTime: string | null };

/** An exchange account as /ops/exchangeAccount/list gives it: the owner's details and its owner. */
export type ExchangeQueueRow = ExchangeAccountView & { userId: number };

/**
 * A contract worker as /ops/contractWorker/list gives it: every field, its review (the deciding
 * operator's username in `auditor`), its owner.
 */
export type ContractWorkerQueueRow = OpsContractWorker;

export type VaCompletion = {
  accountId: string;
  accountName: string;
  bankName: string;
  bankAddress?: string;
  payBillNum?: string;
  branchCode?: string;
  bankCode?: string;
};

/** The compliance queues' calls: each the existing /ops service, so rules stay the server's. */
export const complianceApi = {
  identity: (userId: number) => opsCall<CustomerIdentity>('/ops/customer/identity', { userId }),
  payees: (pageNum: number, pageSize: number, auditStatus: number) =>
    opsCallPaged<PayeeQueueRow>('/ops/payee/list', { pageNum, pageSize, auditStatus }),
  approvePayee: (id: number) => opsCall<null>('/ops/payee/approve', { id }),
  rejectPayee: (id: number, remark: string) => opsCall<null>('/ops/payee/reject', { id, remark }),
  vas: (pageNum: number, pageSize: number, status: string) =>
    opsCallPaged<VaQueueRow>('/ops/va/list', { pageNum, pageSize, status }),
  confirmVa: (id: number) => opsCall<VaAccountView>('/ops/va/confirm', { id }),
  completeVa: (id: number, details: VaCompletion) =>
    opsCall<VaAccountView>('/ops/va/complete', { id, ...details }),
  exchangeAccounts: (pageNum: number, pageSize: number, exchangeStatus: number) =>
    opsCallPaged<ExchangeQueueRow>('/ops/exchangeAccount/list', {
      pageNum,
      pageSize,
      exchangeStatus,
    }),
  /** Both statuses at once, from the ones the operator saw (so a later decision is refused). */
  decideExchange: (row: ExchangeQueueRow, status: 1 | 2, reason?: string) =>
    opsCall<ExchangeQueueRow>('/ops/exchangeAccount/status', {
      id: row.id,
      exchangeStatus: status,
      paymentStatus: status,
      from: { exchangeStatus: row.exchangeStatus, paymentStatus: row.paymentStatus },
      ...(reason && { reason }),
    }),
  /** An approved account's payee update, the one the operator saw (a later one is refused). */
  decideExchangePayeeChange: (row: ExchangeQueueRow, approve: boolean, reason?: string) =>
    opsCall<ExchangeQueueRow>('/ops/exchangeAccount/payee', {
      id: row.id,
      approve,
      submitTime: row.payeeChange?.submitTime ?? '',
      ...(reason && { reason }),
    }),
  contractWorkers: (pageNum: number, pageSize: number, auditStatus: number) =>
    opsCallPaged<ContractWorkerQueueRow>('/ops/contractWorker/list', {
      pageNum,
      pageSize,
      auditStatus,
    }),
  /** From the worker as the operator saw it: an edit or a decision since is refused (-1019). */
  approveWorker: (row: ContractWorkerQueueRow) =>
    opsCall<ContractWorkerQueueRow>('/ops/contractWorker/approve', {
      id: row.id,
      updateTime: row.updateTime,
    }),
  rejectWorker: (row: ContractWorkerQueueRow, reason: string) =>
    opsCall<ContractWorkerQueueRow>('/ops/contractWorker/reject', {
      id: row.id,
      updateTime: row.updateTime,
      reason,
    }),
  apiApplications: (pageNum: number, pageSize: number, auditStatus: number) =>
    opsCallPaged<OpsUserApiRow>('/ops/userApi/list', { pageNum, pageSize, auditStatus }),
  approveApi: (userId: number) => opsCall<null>('/ops/userApi/approve', { userId }),
  rejectApi: (userId: number, reason: string) =>
    opsCall<null>('/ops/userApi/reject', { userId, reason }),
};
