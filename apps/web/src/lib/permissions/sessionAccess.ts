import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ChannelTypeEntry, PermissionView } from '@pesa/domain';
import { queryClient } from '../queryClient.ts';
import { request } from '../request/request.ts';
import { fetchUserInfo, USER_INFO_KEY, type UserInfo } from '../userInfo.ts';
import { useToken } from '../session.ts';
import { sameChannelTypes, useChannelTypes } from './channelTypes.ts';

export interface SessionAccess {
  info: UserInfo;
  view: PermissionView;
  /** A team member's permission names (`/user/team/menus`), kept to rebuild the view. */
  memberNames?: string[];
}

export const SESSION_ACCESS_KEY = ['session', 'access'] as const;

/**
 * The two rules the session needs. Destructured where they are imported, so that the bundler
 * puts only them (not all of @pesa/domain, with its phone number metadata) in their chunk.
 */
interface Rules {
  buildPermissionView: typeof import('@pesa/domain').buildPermissionView;
  parseTeamMenus: typeof import('@pesa/domain').parseTeamMenus;
}

async function loadRules(): Promise<Rules> {
  const { buildPermissionView, parseTeamMenus } = await import('@pesa/domain');
  rules = { buildPermissionView, parseTeamMenus };
  return rules;
}

/** The rules once loaded: the view is rebuilt with them when the channel types answer. */
let rules: Rules | null = null;

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
  return { info, view: buildPermissionView(info, memberNames), memberNames };
}

/**
 * The session with the channel types the server lists for the user's country (SPEC §7). Until
 * that call answers, or when it failed, the list the user info carried stands.
 */
function withChannelTypes(access: SessionAccess, types: ChannelTypeEntry[] | undefined) {
  if (!types || !rules || sameChannelTypes(types, access.info.channelTypeList)) return access;
  const info = { ...access.info, channelTypeList: types };
  return { ...access, info, view: rules.buildPermissionView(info, access.memberNames ?? []) };
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
  const countryId = useQuery({ ...sessionAccessQuery, enabled: token !== null }).data?.info
    .countryId;
  const types = useChannelTypes(token === null ? undefined : countryId);
  const select = useCallback((access: SessionAccess) => withChannelTypes(access, types), [types]);
  return useQuery({ ...sessionAccessQuery, enabled: token !== null, select });
}

/**
 * Starts loading the session as soon as a signed-in visit begins, before the guard that
 * reads it has loaded (app/router/lazyPages.ts): the user info then travels with the app's
 * code instead of after it (issue 16). The guard's query picks up the same request.
 */
export function prefetchSessionAccess(): Promise<void> {
  return queryClient.prefetchQuery(sessionAccessQuery);
}
