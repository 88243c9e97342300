import { lazy } from 'react';
import { loadAllCatalogs, loadNamespaces } from '../../lib/i18n.ts';
import { lazyAntdPage } from './lazyAntdPage.tsx';

// Every page is its own chunk, so the public home page ships only what it shows. Pages that
// use antd load antd's providers with them; the home page and the legal texts use none
// (antdFreePages.test.ts keeps it so).
export const HomePage = lazy(() => import('../../features/marketing/pages/HomePage.tsx'));
export const PrivacyNoticePage = lazy(
  () => import('../../features/marketing/pages/PrivacyNoticePage.tsx'),
);
export const TermsConditionsPage = lazy(
  () => import('../../features/marketing/pages/TermsConditionsPage.tsx'),
);
// The public service pages ("Our Service") bring their own catalog and no antd: phones load them.
const withServiceTexts = <T>(load: Promise<T>) =>
  Promise.all([load, loadNamespaces(['services'])]).then(([module]) => module);
export const GlobalServicePage = lazy(() =>
  withServiceTexts(import('../../features/marketing/pages/GlobalServicePage.tsx')),
);
export const FxServicePage = lazy(() =>
  withServiceTexts(import('../../features/marketing/pages/FxServicePage.tsx')),
);
export const AboutUsPage = lazyAntdPage(
  () => import('../../features/marketing/pages/AboutUsPage.tsx'),
);
export const ContactUsPage = lazyAntdPage(
  () => import('../../features/marketing/pages/ContactUsPage.tsx'),
);
export const PressPage = lazyAntdPage(() => import('../../features/marketing/pages/PressPage.tsx'));
export const UnauthorizedPage = lazyAntdPage(
  () => import('../../features/marketing/pages/UnauthorizedPage.tsx'),
);
export const NotFoundPage = lazyAntdPage(
  () => import('../../features/marketing/pages/NotFoundPage.tsx'),
);
export const LoggedInUnknownPage = lazyAntdPage(() => import('./LoggedInUnknownPage.tsx'));

export const LoginPage = lazyAntdPage(() => import('../../features/auth/pages/LoginPage.tsx'));
export const RegisterPage = lazyAntdPage(
  () => import('../../features/auth/pages/RegisterPage.tsx'),
);
export const RegisterSuccessPage = lazyAntdPage(
  () => import('../../features/auth/pages/RegisterSuccessPage.tsx'),
);
export const ForgotPasswordPage = lazyAntdPage(
  () => import('../../features/auth/pages/ForgotPasswordPage.tsx'),
);

// The logged-in area's catalogs and antd's providers load with its layouts (the public site
// only loads its own catalogs); the screens inside render within the layout's providers.
const withAllCatalogs = <T>(load: Promise<T>) =>
  Promise.all([load, loadAllCatalogs()]).then(([module]) => module);
export const HomeLayout = lazyAntdPage(() =>
  withAllCatalogs(import('../layouts/home/HomeLayout.tsx')),
);
export const ApiLayout = lazyAntdPage(() =>
  withAllCatalogs(import('../layouts/home/ApiLayout.tsx')),
);
export const DashboardPage = lazy(() => import('../../features/dashboard/pages/DashboardPage.tsx'));
export const NoticePage = lazy(() => import('../../features/notice/pages/NoticePage.tsx'));
export const DocsPage = lazy(() => import('../../features/docs/pages/DocsPage.tsx'));
export const OperationLogPage = lazy(
  () => import('../../features/operationLog/pages/OperationLogPage.tsx'),
);
export const KycAuthPage = lazy(() => import('../../features/kyc/pages/KycAuthPage.tsx'));
export const ExchangeAccountsPage = lazy(
  () => import('../../features/orgAccounts/pages/ExchangeAccountsPage.tsx'),
);
export const ContractWorkersPage = lazy(
  () => import('../../features/orgAccounts/pages/ContractWorkersPage.tsx'),
);
/** Titled empty page for screens whose own issue has not landed yet. */
export const PendingScreenPage = lazy(
  () => import('../../features/pending/pages/PendingScreenPage.tsx'),
);
// The operator console (/ops/*): its own chunk with its own texts; no customer page loads it.
export const OpsConsole = lazy(() =>
  Promise.all([
    import('../../features/ops/OpsConsole.tsx'),
    import('../../features/ops/opsTexts.ts').then(({ loadOpsTexts }) => loadOpsTexts()),
  ]).then(([module]) => module),
);
