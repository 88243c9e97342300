import { Route } from 'react-router';
import { canUseOrgAccounts, type PermissionView } from '@pesa/domain';
import { childPath, FIXED_API_SCREENS } from './screens.ts';
import * as Pages from './lazyPages.ts';
import { API_SCREEN_PAGES, DETAIL_PAGES, SCREEN_PAGES } from './screenPages.ts';

function screenElement(name: string, titleKey: string) {
  const Page = SCREEN_PAGES[name];
  return Page ? <Page /> : <Pages.PendingScreenPage titleKey={titleKey} />;
}

function apiScreenElement(path: string, titleKey: string) {
  const Page = API_SCREEN_PAGES[path];
  return Page ? <Page /> : <Pages.PendingScreenPage titleKey={titleKey} />;
}

/** Exchange accounts and contract workers: for whoever may send or hold assets (SPEC §6 is silent). */
function orgAccountRoutes(view: PermissionView) {
  if (!canUseOrgAccounts(view)) return [];
  return [
    <Route
      key="exchange-account"
      path="exchange-account"
      element={<Pages.ExchangeAccountsPage />}
    />,
    <Route key="contract-worker" path="contract-worker" element={<Pages.ContractWorkersPage />} />,
  ];
}

/**
 * Detail screens under a granted list screen (`<list>/detail/:id`), by the list's permission
 * name: whoever may open the list may open one of its rows.
 */
function detailRoutes(view: PermissionView) {
  return view.routes
    .filter((entry) => DETAIL_PAGES[entry.name])
    .map((entry) => {
      const Page = DETAIL_PAGES[entry.name]!;
      return (
        <Route
          key={`${entry.name}-detail`}
          path={`${childPath(entry.path)}/detail/:id`}
          element={<Page />}
        />
      );
    });
}

/** Screens of the logged-in area: fixed ones plus one route per granted permission. */
export function homeAreaRoutes(view: PermissionView) {
  return [
    <Route key="dashboard" path="dashboard" element={<Pages.DashboardPage />} />,
    <Route key="notice" path="notice" element={<Pages.NoticePage />} />,
    <Route key="docs" path="docs" element={<Pages.DocsPage />} />,
    <Route key="operation-log" path="operation-log" element={<Pages.OperationLogPage />} />,
    ...orgAccountRoutes(view),
    <Route key="kyc-auth" path="kyc-auth" element={<Pages.KycAuthPage />} />,
    ...detailRoutes(view),
    ...view.routes
      .filter((entry) => entry.group !== 'api')
      .map((entry) => (
        <Route
          key={entry.name}
          path={childPath(entry.path)}
          element={screenElement(entry.name, entry.titleKey)}
        />
      )),
  ];
}

/** The API service area: account pages and docs, plus the granted API screens. */
export function apiAreaRoutes(view: PermissionView) {
  return [
    ...FIXED_API_SCREENS.map((screen) => (
      <Route
        key={screen.path}
        path={childPath(screen.path)}
        element={apiScreenElement(screen.path, screen.titleKey)}
      />
    )),
    ...view.routes
      .filter((entry) => entry.group === 'api')
      .map((entry) => (
        <Route
          key={entry.name}
          path={childPath(entry.path)}
          element={apiScreenElement(entry.path, entry.titleKey)}
        />
      )),
  ];
}
