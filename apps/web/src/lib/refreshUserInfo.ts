import { queryClient } from './queryClient.ts';
import { SESSION_ACCESS_KEY, type SessionAccess } from './permissions/sessionAccess.ts';
import { fetchUserInfo, USER_INFO_KEY, type UserInfo } from './userInfo.ts';

/**
 * Reloads `/user/info` after the user changed it (nickname, avatar, phone …) and hands it to
 * the session view the header greets from. The permission view is kept as it is: profile
 * changes never touch what it is built from, and re-running the session load would log the
 * user out if that one call failed.
 */
export async function refreshUserInfo(): Promise<UserInfo> {
  const info = await queryClient.fetchQuery({
    queryKey: USER_INFO_KEY,
    queryFn: fetchUserInfo,
    staleTime: 0,
  });
  queryClient.setQueryData<SessionAccess>(SESSION_ACCESS_KEY, (prev) => prev && { ...prev, info });
  return info;
}
