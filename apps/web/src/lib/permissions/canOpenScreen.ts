import { PERMISSION_TABLE, type PermissionView } from '@pesa/domain';
import { useSessionAccess } from './sessionAccess.ts';

/** The screen part of a link: no query, no hash, no trailing slash, no detail suffix. */
function screenOf(to: string): string {
  const path = to.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return path.replace(/\/detail\/[^/]+$/, '');
}

/**
 * Whether the user may open the screen a link leads to: a permission-gated screen
 * (`PERMISSION_TABLE`) only when their view grants it, anything else always (fixed screens and
 * public pages are the router's business). The same rule the router builds its routes from, so a
 * link shown is a link that opens (docs/permissions.md, "Links").
 */
export function canOpenScreen(view: PermissionView | undefined, to: string): boolean {
  const screen = screenOf(to);
  if (!PERMISSION_TABLE.some((entry) => entry.path === screen)) return true;
  return view?.routes.some((route) => route.path === screen) ?? false;
}

export function useCanOpenScreen(to: string): boolean {
  return canOpenScreen(useSessionAccess().data?.view, to);
}
