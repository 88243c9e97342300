import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request/request.ts';
import { queryClient } from '../../lib/queryClient.ts';
import { USER_INFO_KEY, type UserInfo } from '../../lib/session.ts';
import type { KycValues } from './kycFields.ts';

/** /user/auth: the application of the main account (docs/identity.md), fields null until given. */
export type KycApplication = KycValues & {
  /** null before the first save */
  id: number | null;
  /** 1 company (KYB), 2 individual (KYC) */
  userType: number;
  auditStatus: number | string;
  rejectReason: string | null;
  submitTime: string | null;
  reviewTime: string | null;
};

const READ = { repeatSubmit: false } as const;
export const KYC_KEY = ['kyc', 'application'] as const;

/** The cached /user/info follows the status read here, so the dashboard never disagrees. */
function keepUserInfoInStep(application: KycApplication) {
  queryClient.setQueryData<UserInfo>(USER_INFO_KEY, (info) =>
    info && info.auditStatus !== application.auditStatus
      ? { ...info, auditStatus: application.auditStatus }
      : info,
  );
  return application;
}

export function useKycApplication() {
  return useQuery({
    queryKey: KYC_KEY,
    queryFn: async () =>
      keepUserInfoInStep(await request.post<KycApplication>('/user/auth', {}, READ)),
  });
}

export function saveKycDraft(values: Partial<KycValues>) {
  return request.post<{ id: number }>('/user/auth/save', values);
}

/** Submits; the reply is the application in its new status, for this page and the dashboard. */
export async function submitKyc(id: number) {
  const application = await request.post<KycApplication>(`/user/startAuth/${id}`, {});
  queryClient.setQueryData(KYC_KEY, keepUserInfoInStep(application));
  return application;
}
