import { queryClient } from '../queryClient.ts';
import { getToken, removeToken } from '../tokenStorage.ts';
import { navigateTo } from '../navigation.ts';
import { setSessionTarget } from '../sessionTarget.ts';

/** Ends the local session (token and cached server state) and moves to `target`. */
export function endSession(target = '/login'): void {
  queryClient.clear();
  if (getToken() === null) {
    navigateTo(target);
    return;
  }
  // Removing the token re-renders the guard, which takes the visitor to the target.
  setSessionTarget(target);
  removeToken();
}
