/**
 * Where a session change is heading (after login: the redirect path; after logout: /login).
 * Setting or removing the token re-renders at once, while a route change is a transition;
 * without this the guard would judge the old screen with the new session state and send the
 * visitor somewhere else (e.g. the dashboard instead of the redirect path).
 */
interface SessionTarget {
  path: string;
  /** The location the change started from; recorded by the guard on its next render. */
  origin: string | null;
}

let target: SessionTarget | null = null;

export function setSessionTarget(path: string): void {
  target = { path, origin: null };
}

/** The path a session change is heading to, if one is under way (read without noting anything). */
export function sessionTargetPath(): string | null {
  return target?.path ?? null;
}

/**
 * For the guard's render: the path to go to while the visitor is still on the screen where
 * the session changed, or null. Pure apart from noting the origin, because React may render
 * (and throw away) the old screen again while the route transition is under way.
 */
export function resolveSessionTarget(here: string): string | null {
  if (!target) return null;
  target.origin ??= here;
  return here === target.origin && here !== target.path ? target.path : null;
}

/**
 * For the guard's effect, after a location was committed: once the visitor has left the
 * origin the target is spent, so a target that redirects further (/home → /home/dashboard)
 * cannot loop.
 */
export function settleSessionTarget(here: string): void {
  if (target && target.origin !== null && (here !== target.origin || here === target.path)) {
    target = null;
  }
}
