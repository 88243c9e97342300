import { useQuery } from '@tanstack/react-query';
import { request } from '../request/request.ts';

/** `/user/userApi/info` (SPEC §7): the account's API access application. */
export interface ApiAccessInfo {
  /** 0 awaiting review, 1 approved, 2 rejected; null when the account has not applied. */
  auditStatus: number | null;
  accessKey?: string;
  accessSecret?: string;
}

export const API_ACCESS_KEY = ['user', 'userApi', 'info'] as const;

/** Fetches the API access info; used by the API account screen, which owns this call. */
export function fetchApiAccessInfo(): Promise<ApiAccessInfo | null> {
  return request.post<ApiAccessInfo | null>('/user/userApi/info', {}, { repeatSubmit: false });
}

/**
 * The audit status deciding the API menu; null while unknown or not applied.
 * The menu only reads what the API account screen has loaded into the cache (it does not
 * fetch by itself), so the sidebar never raises a second error toast for the same call.
 */
export function useApiAuditStatus(): number | null {
  const { data } = useQuery({
    queryKey: API_ACCESS_KEY,
    queryFn: fetchApiAccessInfo,
    enabled: false,
  });
  return data?.auditStatus ?? null;
}
