import { queryClient } from '../queryClient.ts';
import { getToken, removeToken } from '../tokenStorage.ts';
import { navigateTo } from '../navigation.ts';
import { setSessionTarget } from '../sessionTarget.ts';

/** Ends the local session (token and cached server state) and moves to `target`. */
export function endSession(target = '/login'): void {
  queryClient.clear();
  if (getToken() === null) {
    // Already there (a refused sign-in on the sign-in page): staying keeps the message that
    // says why on screen; a guest's sign-in page has no router, and navigating would reload it.
    if (!isAt(target)) navigateTo(target);
    return;
  }
  // Removing the token re-renders the guard, which takes the visitor to the target.
  setSessionTarget(target);
  removeToken();
}

const isAt = (target: string) => {
  const path = window.location.pathname;
  return path === target || path.startsWith(`${target}/`);
};
