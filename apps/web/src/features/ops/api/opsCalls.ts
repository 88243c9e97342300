import type { OperatorRole, OperatorSessionStage } from '@pesa/domain';
import { opsCall, opsCallPaged } from './opsClient.ts';

export interface OperatorMe {
  username: string;
  role: OperatorRole;
  stage: OperatorSessionStage;
}

export interface OperatorRow {
  id: number;
  username: string;
  role: OperatorRole;
  enabled: boolean;
  totpEnrolled: boolean;
  lockedUntil: string | null;
  createTime: string;
}

export type QueueCounts = Record<
  | 'kyc'
  | 'kyb'
  | 'payees'
  | 'manualPending'
  | 'offlineTopUps'
  | 'va'
  | 'exchangeAccounts'
  | 'contractWorkers'
  | 'apiAccess',
  number
>;

export const opsApi = {
  login: (username: string, password: string) =>
    opsCall<string>('/ops/login', { username, password }),
  verifyTotp: (code: string) => opsCall<string>('/ops/login/totp', { code }),
  enrolTotp: () => opsCall<{ secret: string; uri: string }>('/ops/totp/enrol'),
  confirmTotp: (code: string) => opsCall<string>('/ops/totp/confirm', { code }),
  me: () => opsCall<OperatorMe>('/ops/me'),
  logout: () => opsCall<null>('/ops/logout'),
  queueCounts: () => opsCall<QueueCounts>('/ops/queue/counts'),
  operators: () => opsCall<OperatorRow[]>('/ops/operator/list'),
  addOperator: (input: { username: string; password: string; role: OperatorRole }) =>
    opsCall<{ id: number }>('/ops/operator/add', input),
  setEnabled: (id: number, enabled: boolean) =>
    opsCall<null>(enabled ? '/ops/operator/enable' : '/ops/operator/disable', { id }),
  setRole: (id: number, role: OperatorRole) => opsCall<null>('/ops/operator/role', { id, role }),
  resetTotp: (id: number) => opsCall<null>('/ops/operator/resetTotp', { id }),
};

/** A KYC (userType 0) or KYB (1) application as /ops/kyc/list gives it, answers included. */
export type KycApplication = {
  id: number | null;
  userId: number;
  userType: number;
  auditStatus: string | number;
  firstReviewerId: number | null;
  /** The operator who gave a company's first approval (KYB awaiting its second). */
  firstReviewer: string | null;
  rejectReason: string | null;
  submitTime: string | null;
  reviewTime: string | null;
} & Record<string, unknown>;

export const opsKycApi = {
  /** userType 2 lists individuals (KYC), 1 companies (KYB). */
  list: (pageNum: number, pageSize: number, userType: 1 | 2, status?: string) =>
    opsCallPaged<KycApplication>('/ops/kyc/list', { pageNum, pageSize, status, userType }),
  approve: (userId: number) =>
    opsCall<{ auditStatus: string | number }>('/ops/kyc/approve', { userId }),
  reject: (userId: number, reason: string) => opsCall<null>('/ops/kyc/reject', { userId, reason }),
  fileUrl: (userId: number, filePath: string) =>
    opsCall<string>('/ops/file/url', { userId, filePath }),
};
