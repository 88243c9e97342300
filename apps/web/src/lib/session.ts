import { useQuery } from '@tanstack/react-query';
import { getToken, removeToken, setToken, TOKEN_STORAGE_KEY } from './tokenStorage.ts';
import { useIsLoggedIn, useToken } from './sessionToken.ts';
import { fetchUserInfo, USER_INFO_KEY, type UserInfo } from './userInfo.ts';
import { request } from './request/request.ts';
import { endSession } from './request/sessionExpiry.ts';
export { startSession } from './sessionStart.ts';

/**
 * Session API for every feature: the token helpers, the logged-in user, login and logout.
 */
export { getToken, removeToken, setToken, TOKEN_STORAGE_KEY, USER_INFO_KEY, type UserInfo };

export { useIsLoggedIn, useToken };

/** The logged-in user's info; disabled (no call) while there is no token. */
export function useUserInfo() {
  const token = useToken();
  return useQuery({
    queryKey: USER_INFO_KEY,
    queryFn: fetchUserInfo,
    enabled: token !== null,
    staleTime: Infinity,
  });
}

/**
 * Logs out on the server, then always ends the local session and goes to /login, even when
 * the server call fails (SPEC §2). Resolves true when the server confirmed the logout.
 */
export async function logout(): Promise<boolean> {
  try {
    await request.post('/user/logout', {}, { repeatSubmit: false });
    return true;
  } catch {
    return false;
  } finally {
    endSession('/login');
  }
}
