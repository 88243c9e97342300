import type { PermissionView } from './buildPermissionView.ts';

/**
 * SPEC §6 names no permission for the exchange (settlement) account and contract worker screens.
 * They serve sends and assets, so any one of these route names opens them; the server checks
 * the same list on every call. A main account always holds `Assets`.
 */
export const ORG_ACCOUNT_ROUTE_NAMES = ['PspIndex', 'MrpIndex', 'Assets'] as const;

/** Whether the user may open the exchange account and contract worker screens. */
export function canUseOrgAccounts(view: Pick<PermissionView, 'routes'>): boolean {
  return view.routes.some((route) =>
    (ORG_ACCOUNT_ROUTE_NAMES as readonly string[]).includes(route.name),
  );
}
