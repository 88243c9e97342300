/** Screens every logged-in user has, whatever the permissions (SPEC §2). */
export const FIXED_HOME_SCREENS = [
  { path: '/home/dashboard', titleKey: 'menu:route.dashboard' },
  { path: '/home/kyc-auth', titleKey: 'menu:route.kycAuth' },
  { path: '/home/notice', titleKey: 'menu:route.notice' },
  { path: '/home/docs', titleKey: 'menu:route.docs' },
  { path: '/home/operation-log', titleKey: 'menu:route.operationLog' },
] as const;

/** Exchange accounts and contract workers, opened by `canUseOrgAccounts` (docs/identity.md). */
export const ORG_ACCOUNT_SCREENS = [
  { path: '/home/exchange-account', titleKey: 'menu:route.exchangeAccount' },
  { path: '/home/contract-worker', titleKey: 'menu:route.contractWorker' },
] as const;

/** List screens that open one row at `<list>/detail/<id>` (screenPages.ts `DETAIL_PAGES`). */
export const LISTS_WITH_DETAIL: readonly string[] = ['/home/assets-payee'];

export const FIXED_API_SCREENS = [
  { path: '/homeApi/account', titleKey: 'menu:route.apiAccount' },
  { path: '/homeApi/account-create', titleKey: 'menu:route.apiAccountCreate' },
  { path: '/homeApi/docs', titleKey: 'menu:route.apiDocs' },
] as const;

/** Route path relative to its area (`/home/psp-index` → `psp-index`). */
export function childPath(path: string): string {
  return path.split('/').slice(2).join('/');
}
