import { useQuery } from '@tanstack/react-query';
import type { PermissionView } from '@pesa/domain';
import { queryClient } from '../queryClient.ts';
import { request } from '../request/request.ts';
import { fetchUserInfo, USER_INFO_KEY, type UserInfo } from '../userInfo.ts';
import { useToken } from '../session.ts';

export interface SessionAccess {
  info: UserInfo;
  view: PermissionView;
}

export const SESSION_ACCESS_KEY = ['session', 'access'] as const;

/**
 * Loads what the route guard needs on the first navigation: the user info and, for a team
 * member, the permission names of its role; then generates the menus and routes.
 */
export async function loadSessionAccess(): Promise<SessionAccess> {
  // The rules load with the session, not with the public pages a guest sees.
  const { buildPermissionView, parseTeamMenus } = await import('@pesa/domain');
  const info = await queryClient.fetchQuery({
    queryKey: USER_INFO_KEY,
    queryFn: fetchUserInfo,
    staleTime: Infinity,
  });
  const memberNames =
    info.parentId > 0
      ? parseTeamMenus(await request.post<unknown>('/user/team/menus', {}, { repeatSubmit: false }))
      : [];
  return { info, view: buildPermissionView(info, memberNames) };
}

export function useSessionAccess() {
  const token = useToken();
  return useQuery({
    queryKey: SESSION_ACCESS_KEY,
    queryFn: loadSessionAccess,
    enabled: token !== null,
    staleTime: Infinity,
  });
}
