import { setToken } from './tokenStorage.ts';
import { setSessionTarget } from './sessionTarget.ts';

const resets = new Set<() => void>();

/**
 * Registers what a new session must drop first (the server-state cache). A store that was never
 * loaded on this page holds nothing to drop, so the sign-in page can start a session without
 * loading TanStack Query (issue 16).
 */
export function onSessionStart(reset: () => void): void {
  resets.add(reset);
}

/**
 * Starts a session with a fresh token and heads for `target`; cached data of any earlier
 * session is dropped first.
 */
export function startSession(token: string, target: string): void {
  resets.forEach((reset) => reset());
  // The guard re-renders on the token change and takes the visitor to the target.
  setSessionTarget(target);
  setToken(token);
}
