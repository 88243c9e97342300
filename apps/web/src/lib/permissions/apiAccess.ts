import { useQuery } from '@tanstack/react-query';
import { ApiAuditStatus, type UserApiInfo } from '@pesa/contract';
import type { PermissionView } from '@pesa/domain';
import { request } from '../request/request.ts';
import { useToken } from '../session.ts';
import type { UserInfo } from '../userInfo.ts';

/** `/user/userApi/info` (SPEC §7): the account's API access application and key pairs. */
export type ApiAccessInfo = UserApiInfo;

export const API_ACCESS_KEY = ['user', 'userApi', 'info'] as const;

/** Fetches the API access info; null stands for "never applied" like `auditStatus: null`. */
export function fetchApiAccessInfo(): Promise<ApiAccessInfo | null> {
  return request.post<ApiAccessInfo | null>('/user/userApi/info', {}, { repeatSubmit: false });
}

/**
 * Who may use the API service's own screens (issue 14): a company's main account, or a team
 * member holding any HomeApi name. An individual's main account sees the API link (SPEC §6) but
 * is told the service is for businesses instead of calling for an application it cannot make.
 */
export function mayUseApiService(
  info: Pick<UserInfo, 'parentId' | 'userType'>,
  view: Pick<PermissionView, 'showApiLink'>,
): boolean {
  if (info.parentId === 0) return info.userType === 1;
  return view.showApiLink;
}

/**
 * The API access info, shared by the /homeApi sidebar, the credentials dialog and the account
 * screens: one cached call (the layout makes it once; screens read the same entry). It is read
 * again when the tab regains focus, so an approval made meanwhile shows without a reload.
 */
export function useApiAccessInfo(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: API_ACCESS_KEY,
    queryFn: fetchApiAccessInfo,
    enabled: enabled && token !== null,
    refetchOnWindowFocus: true,
  });
}

/** The audit status deciding the API menu; null while unknown or not applied. */
export function useApiAuditStatus(enabled = true): number | null {
  return useApiAccessInfo(enabled).data?.auditStatus ?? null;
}

export function isApiApproved(info: ApiAccessInfo | null | undefined): boolean {
  return info?.auditStatus === ApiAuditStatus.APPROVED;
}
