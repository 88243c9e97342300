import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request/request.ts';

const READ = { repeatSubmit: false } as const;

export type ApprovalScope = 'mine' | 'all';

/** One payment of the approvals queue (POST /approval/list). */
export interface ApprovalRow {
  kind: 'order' | 'batch';
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
  reason: string | null;
  createTime: string;
  expireTime: string;
  canDecide: boolean;
}

export interface ApprovalPolicy {
  enabled: boolean;
  approvalsRequired: 1 | 2;
  thresholds: { currencyId: number; amount: string }[];
  updateTime: string | null;
}

export function useApprovals(scope: ApprovalScope, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: ['approvals', scope, pageNum, pageSize],
    queryFn: () => request.page<ApprovalRow>('/approval/list', { scope, pageNum, pageSize }, READ),
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
      mutationFn: (input: { id: string; fundPassword: string }) =>
        request.post<ApprovalRow>('/approval/approve', { kind: 'order', ...input }),
      onSuccess: refresh,
    }),
    reject: useMutation({
      mutationFn: (input: { id: string; reason: string }) =>
        request.post<ApprovalRow>('/approval/reject', { kind: 'order', ...input }),
      onSuccess: refresh,
    }),
    savePolicy: useMutation({
      mutationFn: (policy: Omit<ApprovalPolicy, 'updateTime'>) =>
        request.post<ApprovalPolicy>('/approval/policy/save', policy),
      onSuccess: refresh,
    }),
  };
}
