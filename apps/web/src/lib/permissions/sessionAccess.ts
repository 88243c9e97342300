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
 * The two rules the session needs. Destructured where they are imported, so that the bundler
 * puts only them (not all of @pesa/domain, with its phone number metadata) in their chunk.
 */
async function loadRules() {
  const { buildPermissionView, parseTeamMenus } = await import('@pesa/domain');
  return { buildPermissionView, parseTeamMenus };
}

/**
 * Loads what the route guard needs on the first navigation: the user info and, for a team
 * member, the permission names of its role; then generates the menus and routes.
 */
export async function loadSessionAccess(): Promise<SessionAccess> {
  // The rules load with the session, not with the public pages a guest sees; their chunk and
  // the user info are fetched side by side, not one after the other (a round trip on a phone).
  const [{ buildPermissionView, parseTeamMenus }, info] = await Promise.all([
    loadRules(),
    queryClient.fetchQuery({
      queryKey: USER_INFO_KEY,
      queryFn: fetchUserInfo,
      staleTime: Infinity,
    }),
  ]);
  const memberNames =
    info.parentId > 0
      ? parseTeamMenus(await request.post<unknown>('/user/team/menus', {}, { repeatSubmit: false }))
      : [];
  return { info, view: buildPermissionView(info, memberNames) };
}

const sessionAccessQuery = {
  queryKey: SESSION_ACCESS_KEY,
  queryFn: loadSessionAccess,
  staleTime: Infinity,
  // A failed load ends the session (NavigationGuard); the guard mounting after a failed early
  // load (prefetchSessionAccess) must not ask again and show the same error twice.
  retryOnMount: false,
} as const;

export function useSessionAccess() {
  const token = useToken();
  return useQuery({ ...sessionAccessQuery, enabled: token !== null });
}

/**
 * Starts loading the session as soon as a signed-in visit begins, before the guard that
 * reads it has loaded (app/router/lazyPages.ts): the user info then travels with the app's
 * code instead of after it (issue 16). The guard's query picks up the same request.
 */
export function prefetchSessionAccess(): Promise<void> {
  return queryClient.prefetchQuery(sessionAccessQuery);
}
