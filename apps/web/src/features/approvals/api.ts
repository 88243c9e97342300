import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request/request.ts';

const READ = { repeatSubmit: false } as const;

export type ApprovalScope = 'mine' | 'all';

/** One payment of the approvals queue (POST /approval/list). */
export interface ApprovalRow {
  /** A send, a bulk file, or a merchant API batch (its id the batchSn). */
  kind: 'order' | 'batch' | 'apiBatch';
  id: string;
  status: 'AWAITING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'EXPIRED' | 'CANCELLED';
  approvalsRequired: number;
  approvals: { userName: string; time: string }[];
  maker: string;
  currencyCode: string;
  amount: string;
  fee: string;
  payeeName: string | null;
  payeeAccount: string | null;
  firstPayment: boolean;
  lastPaidTime: string | null;
  /** How many times the account has paid this recipient successfully. */
  paidCount: number;
  /** The name check kept on the send; null for a file. */
  nameCheck: 'MATCH' | 'CLOSE_MATCH' | 'NO_MATCH' | 'UNAVAILABLE' | null;
  /** The registered name, only with CLOSE_MATCH. */
  nameCheckName: string | null;
  /** A bulk file: its rows to pay, how many carry warnings, and its totals per currency. */
  file: {
    rows: number;
    warnedRows: number;
    totals: { currencyId: number; currencyCode: string; amount: string; fee: string }[];
  } | null;
  reason: string | null;
  createTime: string;
  expireTime: string;
  canDecide: boolean;
}

/** One row of a waiting file, as /batch/rows/list shows it. */
export interface FileRow {
  rowNo: number;
  status: string;
  cells: Partial<Record<'name' | 'phone' | 'bankNo' | 'payeeId', string>>;
  warnings: { key: string; message: string }[];
  currencyCode: string | null;
  amount: string | null;
}

export interface ApprovalPolicy {
  enabled: boolean;
  approvalsRequired: 1 | 2;
  thresholds: { currencyId: number; amount: string }[];
  /** Merchant API batches above a threshold wait too. */
  apiBatches: boolean;
  updateTime: string | null;
}

export function useApprovals(scope: ApprovalScope, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: ['approvals', scope, pageNum, pageSize],
    queryFn: () => request.page<ApprovalRow>('/approval/list', { scope, pageNum, pageSize }, READ),
    placeholderData: keepPreviousData,
  });
}

/** The rows of a file waiting for approval (approvers may read them without the bulk page). */
export function useFileRows(batchId: string, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: ['approvals', 'file', batchId, pageNum, pageSize],
    queryFn: () =>
      request.page<FileRow>(
        '/batch/rows/list',
        { batchId: Number(batchId), pageNum, pageSize },
        READ,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useApprovalPolicy() {
  return useQuery({
    queryKey: ['approvals', 'policy'],
    queryFn: () => request.post<ApprovalPolicy>('/approval/policy/get', {}, READ),
  });
}

/** Approve, reject and save the policy; each refreshes the queue and the policy. */
export function useApprovalActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['approvals'] });
  return {
    approve: useMutation({
      mutationFn: (input: { kind: ApprovalRow['kind']; id: string; fundPassword: string }) =>
        request.post<ApprovalRow>('/approval/approve', input),
      onSuccess: refresh,
    }),
    reject: useMutation({
      mutationFn: (input: { kind: ApprovalRow['kind']; id: string; reason: string }) =>
        request.post<ApprovalRow>('/approval/reject', input),
      onSuccess: refresh,
    }),
    savePolicy: useMutation({
      mutationFn: (policy: Omit<ApprovalPolicy, 'updateTime'>) =>
        request.post<ApprovalPolicy>('/approval/policy/save', policy),
      onSuccess: refresh,
    }),
  };
}
