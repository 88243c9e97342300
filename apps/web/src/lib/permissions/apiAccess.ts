import { useQuery } from '@tanstack/react-query';
import { request } from '../request/request.ts';

/** `/user/userApi/info` (SPEC §7): the API access application of the account. */
export interface ApiAccessInfo {
  /** 0 awaiting review, 1 approved, 2 rejected; null when the account has not applied. */
  auditStatus: number | null;
  accessKey?: string;
  accessSecret?: string;
}

export const API_ACCESS_KEY = ['user', 'userApi', 'info'] as const;

export function useApiAccessInfo() {
  return useQuery({
    queryKey: API_ACCESS_KEY,
    queryFn: () =>
      request.post<ApiAccessInfo | null>('/user/userApi/info', {}, { repeatSubmit: false }),
  });
}

/** The audit status deciding the API menu; null while unknown or not applied. */
export function useApiAuditStatus(): number | null {
  const { data } = useApiAccessInfo();
  return data?.auditStatus ?? null;
}
