import type { PermissionView } from './buildPermissionView.ts';

/** API access audit status: 0 awaiting review, 1 approved, 2 rejected (SPEC §4). */
export const API_AUDIT_APPROVED = 1;

export interface ApiMenuItem {
  path: string;
  titleKey: string;
}

const ACCOUNT_ITEM: ApiMenuItem = { path: '/homeApi/account', titleKey: 'menu:route.apiAccount' };
const DOCS_ITEM: ApiMenuItem = { path: '/homeApi/docs', titleKey: 'menu:route.apiDocs' };

/**
 * Sidebar of the /homeApi area. The account page (application and status) is always there;
 * the C2B/B2C/Suspense items and the docs are offered only once API access is approved.
 */
export function buildApiMenu(view: PermissionView, apiAuditStatus: number | null): ApiMenuItem[] {
  if (apiAuditStatus !== API_AUDIT_APPROVED) return [ACCOUNT_ITEM];
  const granted = view.routes
    .filter((r) => r.group === 'api')
    .map((r) => ({ path: r.path, titleKey: r.titleKey }));
  return [ACCOUNT_ITEM, ...granted, DOCS_ITEM];
}
