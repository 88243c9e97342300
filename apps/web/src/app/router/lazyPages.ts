import { lazy } from 'react';
import {
  AUTH_NAMESPACE,
  loadAllCatalogs,
  loadNamespaces,
  MARKETING_NAMESPACE,
} from '../../lib/i18n.ts';
import { lazyAntdPage } from './lazyAntdPage.tsx';
import { preloadableLazy } from './preloadableLazy.tsx';
import { FullApp } from './fullApp.ts';
import { isGuestHomeVisit, isGuestSignInVisit, isGuestSignUpVisit } from './guestHome.ts';

// Every page is its own chunk, so the public home page ships only what it shows. Pages that
// use antd load antd's providers with them; the home page and the legal texts use none
// (antdFreePages.test.ts keeps it so).
// A guest's first visit renders the home page only once it has loaded (main.tsx), without
// a fallback first.
// The public site's pages bring their texts, which a visit that starts on the sign-in or
// sign-up page has not loaded, and the auth pages theirs, which a visit that starts elsewhere
// has not (lib/i18n.ts); already there, they cost nothing.
const withTexts =
  (namespace: string) =>
  <T>(load: Promise<T>) =>
    Promise.all([load, loadNamespaces([namespace])]).then(([module]) => module);
const withMarketingTexts = withTexts(MARKETING_NAMESPACE);
const withAuthTexts = withTexts(AUTH_NAMESPACE);
export const HomePage = preloadableLazy(() =>
  withMarketingTexts(import('../../features/marketing/pages/HomePage.tsx')),
);
const loadHomePage = HomePage.preload;
export const PrivacyNoticePage = lazy(() =>
  withMarketingTexts(import('../../features/marketing/pages/PrivacyNoticePage.tsx')),
);
export const TermsConditionsPage = lazy(() =>
  withMarketingTexts(import('../../features/marketing/pages/TermsConditionsPage.tsx')),
);
// The public service pages ("Our Service") bring their own catalog and no antd: phones load them.
const withServiceTexts = <T>(load: Promise<T>) =>
  Promise.all([load, loadNamespaces(['services', MARKETING_NAMESPACE])]).then(([module]) => module);
export const GlobalServicePage = lazy(() =>
  withServiceTexts(import('../../features/marketing/pages/GlobalServicePage.tsx')),
);
export const FxServicePage = lazy(() =>
  withServiceTexts(import('../../features/marketing/pages/FxServicePage.tsx')),
);
export const AboutUsPage = lazyAntdPage(() =>
  withMarketingTexts(import('../../features/marketing/pages/AboutUsPage.tsx')),
);
export const ContactUsPage = lazyAntdPage(() =>
  withMarketingTexts(import('../../features/marketing/pages/ContactUsPage.tsx')),
);
export const PressPage = lazyAntdPage(() =>
  withMarketingTexts(import('../../features/marketing/pages/PressPage.tsx')),
);
export const VerifyDocumentPage = lazyAntdPage(() =>
  withMarketingTexts(import('../../features/marketing/pages/VerifyDocumentPage.tsx')),
);
export const UnauthorizedPage = lazyAntdPage(() =>
  withMarketingTexts(import('../../features/marketing/pages/UnauthorizedPage.tsx')),
);
export const NotFoundPage = lazyAntdPage(() =>
  withMarketingTexts(import('../../features/marketing/pages/NotFoundPage.tsx')),
);
export const LoggedInUnknownPage = lazyAntdPage(() => import('./LoggedInUnknownPage.tsx'));

// The sign-in page is built without antd (people land on it): its chunk is all it loads.
export const LoginPage = preloadableLazy(() =>
  withAuthTexts(import('../../features/auth/pages/LoginPage.tsx')),
);
const loadLoginPage = LoginPage.preload;
// Sign-up too: a new customer's phone starts here (issue 36).
export const RegisterPage = preloadableLazy(() =>
  withAuthTexts(import('../../features/auth/pages/RegisterPage.tsx')),
);
const loadRegisterPage = RegisterPage.preload;
export const RegisterSuccessPage = lazyAntdPage(() =>
  withAuthTexts(import('../../features/auth/pages/RegisterSuccessPage.tsx')),
);
export const ForgotPasswordPage = lazyAntdPage(() =>
  withAuthTexts(import('../../features/auth/pages/ForgotPasswordPage.tsx')),
);

// The logged-in area's catalogs load with its layouts (the public site only loads its own
// catalogs). The /home shell is plain elements, so antd's providers load with the screens that
// use antd (lazyAntdPage), not with the shell: the dashboard and the lists need none. The same
// holds for the /homeApi shell.
const withAllCatalogs = <T>(load: Promise<T>) =>
  Promise.all([load, loadAllCatalogs()]).then(([module]) => module);
const loadHomeLayout = () => import('../layouts/home/HomeLayout.tsx');
export const HomeLayout = lazy(() => withAllCatalogs(loadHomeLayout()));
export const ApiLayout = lazy(() => withAllCatalogs(import('../layouts/home/ApiLayout.tsx')));
const loadDashboardPage = () => import('../../features/dashboard/pages/DashboardPage.tsx');
export const DashboardPage = lazy(loadDashboardPage);
export const NoticePage = lazyAntdPage(() => import('../../features/notice/pages/NoticePage.tsx'));
export const DocsPage = lazyAntdPage(() => import('../../features/docs/pages/DocsPage.tsx'));
export const OperationLogPage = lazy(
  () => import('../../features/operationLog/pages/OperationLogPage.tsx'),
);
export const KycAuthPage = lazy(() => import('../../features/kyc/pages/KycAuthPage.tsx'));
// A company's exchange accounts and contract workers are plain lists: their dialogs bring antd.
export const ExchangeAccountsPage = lazy(
  () => import('../../features/orgAccounts/pages/ExchangeAccountsPage.tsx'),
);
export const ContractWorkersPage = lazy(
  () => import('../../features/orgAccounts/pages/ContractWorkersPage.tsx'),
);
/** Titled empty page for screens whose own issue has not landed yet. */
export const PendingScreenPage = lazyAntdPage(
  () => import('../../features/pending/pages/PendingScreenPage.tsx'),
);

const loadAntdProviders = () => import('../providers/AntdProviders.tsx');

/**
 * Starts fetching the chunks of the screen a visit lands on (the most common ones) while the
 * entry waits for its catalogs. Otherwise each lazy layer (layout, antd's providers, page) is
 * requested only once the one above it has rendered: on a 150 ms link, a round trip each
 * (issue 16). React.lazy later gets the same, already loaded modules. Settles when the first
 * screen may render.
 */
export function preloadFirstRoute(pathname: string, signedIn: boolean): Promise<void> {
  const path = pathname.replace(/\/+$/, '') || '/';
  // A failed fetch here is retried by the lazy component, which reports it.
  if (isGuestHomeVisit(path, signedIn)) return loadHomePage().then(noop, noop);
  // A guest's sign-in and sign-up pages render without the full app, and without antd (App.tsx).
  if (isGuestSignInVisit(path, signedIn)) return loadLoginPage().then(noop, noop);
  if (isGuestSignUpVisit(path, signedIn)) return loadRegisterPage().then(noop, noop);
  // The app's routes and guard first: with them the header and footer paint, and the link is
  // not shared with the screen's (larger) chunks until then. They render without a fallback
  // when the first render waits for them; the screen suspends as before.
  // A signed-in visit also needs the logged-in area's catalogs (requested at once) and the
  // session the guard loads: its rules' chunk, the request client and the user info are
  // requested as soon as the app's chunk is in, before the screen's chunks. Asked for by the
  // guard when it rendered, they queued behind about a hundred of those on the phone's six
  // connections, and the first paint waited for them (about 4 s, issue 16).
  const signedInVisit = signedIn && isGuarded(path);
  if (signedInVisit) loadAllCatalogs().catch(noop);
  const app = FullApp.preload().then((module) => {
    if (!signedInVisit) return;
    // The dashboard's data leaves with the session's answer, not after the first render.
    module
      .prefetchSessionAccess()
      .then(() => (landsOnDashboard(path) ? module.prefetchDashboardData() : undefined))
      .catch(noop);
  }, noop);
  void app.then(() => {
    for (const load of screenChunks(path, signedIn)) load().catch(noop);
  });
  return app;
}

const noop = () => undefined;

const landsOnDashboard = (path: string) =>
  path === '/login' || path === '/home' || path === '/home/dashboard';

const isGuarded = (path: string) =>
  path === '/login' || path === '/home' || path.startsWith('/home/');

/** Where the visit really ends: the guard sends /home without a session to /login, and back. */
function screenChunks(path: string, signedIn: boolean) {
  if (path === '/') return [loadHomePage];
  if (!isGuarded(path)) return [];
  if (!signedIn) return [loadLoginPage];
  if (landsOnDashboard(path)) return [loadHomeLayout, loadDashboardPage];
  // Most other screens use antd: its providers come with the layout rather than a round trip
  // after it. The plain lists skip them (a guess that is wrong costs time, never correctness).
  return PLAIN_LISTS.test(path) ? [loadHomeLayout] : [loadHomeLayout, loadAntdProviders];
}

/** Screens built without antd (screenPages.ts loads them with plain `lazy`). */
const PLAIN_LISTS =
  /^\/home\/(operation-log|assets|assets-order|psp-order|mrp-order|psp-index|mrp-index|fx-index|fx-history|exchange-account|contract-worker|system-userRole|system-userTeam)$/;

// The operator console (/ops/*): its own chunk with its own texts; no customer page loads it.
export const OpsConsole = lazy(() =>
  Promise.all([
    import('../../features/ops/OpsConsole.tsx'),
    import('../../features/ops/opsTexts.ts').then(({ loadOpsTexts }) => loadOpsTexts()),
  ]).then(([module]) => module),
);
