import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './tokenStorage.ts';

// Kept apart from session.ts (which brings the request client and TanStack Query) so that a
// guest's home page can ask "signed in?" without loading either (issue 16).

/** The current token; components re-render when it is set or removed. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

export function useIsLoggedIn(): boolean {
  return useToken() !== null;
}
