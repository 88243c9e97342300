/**
 * Paths a visitor who is not logged in may open (SPEC §2, plus the 401 page and the public
 * "Our Service" pages: docs/customer-journeys.md).
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/aboutUs',
  '/forgotPassword',
  '/press',
  '/contactUs',
  '/services/global',
  '/services/fx',
  '/termsConditions',
  '/privacyNotice',
  '/login/254',
  '/login/255',
  '/401',
];

/** Pages only for visitors who are not logged in; a logged-in visitor goes to the dashboard. */
export const GUEST_ONLY_PATHS: readonly string[] = [
  '/login',
  '/login/254',
  '/login/255',
  '/register',
  '/forgotPassword',
];

export const DASHBOARD_PATH = '/home/dashboard';

/** Public routes of the site; any other path that is not in a logged-in area is the 404 page. */
const LOGGED_IN_PREFIXES = ['/home', '/homeApi', '/register/success'];

export type GuardDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'loadAccess' };

export interface GuardInput {
  pathname: string;
  /** Query string including `?`, or empty. */
  search: string;
  loggedIn: boolean;
  /** User info loaded and routes generated. */
  accessReady: boolean;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function isInLoggedInArea(path: string): boolean {
  return LOGGED_IN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function loginRedirectPath(wanted: string): string {
  return `/login?redirect=${encodeURIComponent(wanted)}`;
}

/** Decides what happens on a navigation (the SPEC §2 navigation guard). Pure for testing. */
export function decideNavigation({
  pathname,
  search,
  loggedIn,
  accessReady,
}: GuardInput): GuardDecision {
  const path = normalise(pathname);
  if (loggedIn) {
    if (GUEST_ONLY_PATHS.includes(path)) return { kind: 'redirect', to: DASHBOARD_PATH };
    if (!accessReady) return { kind: 'loadAccess' };
    return { kind: 'allow' };
  }
  if (PUBLIC_PATHS.includes(path) || !isInLoggedInArea(path)) return { kind: 'allow' };
  return { kind: 'redirect', to: loginRedirectPath(pathname + search) };
}

/** Where to land after login: the `redirect` parameter if it is a safe in-app path. */
export function afterLoginPath(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return DASHBOARD_PATH;
  return GUEST_ONLY_PATHS.includes(redirect.split('?')[0] ?? '') ? DASHBOARD_PATH : redirect;
}
