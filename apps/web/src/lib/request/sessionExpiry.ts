import { queryClient } from '../queryClient.ts';
import { removeToken } from '../tokenStorage.ts';
import { navigateTo } from '../navigation.ts';
import { setSessionTarget } from '../sessionTarget.ts';

/** Ends the local session (token and cached server state) and moves to `target`. */
export function endSession(target = '/login'): void {
  setSessionTarget(target);
  removeToken();
  queryClient.clear();
  navigateTo(target);
}
