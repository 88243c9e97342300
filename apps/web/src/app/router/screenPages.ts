import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyAntdPage } from './lazyAntdPage.tsx';

/**
 * Pages of the permission-generated screens that have landed, by permission name. A screen
 * missing here keeps its titled placeholder. Every page is its own lazy chunk; a page that uses
 * antd loads antd's providers with it (lazyAntdPage), a plain one does not
 * (plainPages.test.ts checks which is which).
 */
export const SCREEN_PAGES: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  Info: lazyAntdPage(() => import('../../features/profile/pages/ProfilePage.tsx')),
  Kyc: lazyAntdPage(() => import('../../features/kyc/pages/KycStatusPage.tsx')),
  AssetsPayee: lazyAntdPage(() => import('../../features/payees/pages/PayeesPage.tsx')),
  AssetsVaAccount: lazyAntdPage(() => import('../../features/va/pages/VaAccountPage.tsx')),
  PspIndex: lazy(() => import('../../features/send/pages/PspSendPage.tsx')),
  MrpIndex: lazy(() => import('../../features/send/pages/MrpSendPage.tsx')),
  PspRecharge: lazyAntdPage(() => import('../../features/topup/pages/PspTopUpPage.tsx')),
  MrpRecharge: lazyAntdPage(() => import('../../features/topup/pages/MrpTopUpPage.tsx')),
  PspRechargeCobo: lazyAntdPage(() => import('../../features/cobo/pages/PspCoboPage.tsx')),
  MrpRechargeCobo: lazyAntdPage(() => import('../../features/cobo/pages/MrpCoboPage.tsx')),
  PspOrder: lazy(() => import('../../features/orders/pages/PspOrdersPage.tsx')),
  PspBatch: lazyAntdPage(() => import('../../features/bulkPayments/pages/PspBulkPaymentsPage.tsx')),
  AgentCashIn: lazyAntdPage(() => import('../../features/agentCashIn/pages/AgentCashInPage.tsx')),
  MrpOrder: lazy(() => import('../../features/orders/pages/MrpOrdersPage.tsx')),
  MrpBatch: lazyAntdPage(() => import('../../features/bulkPayments/pages/MrpBulkPaymentsPage.tsx')),
  Assets: lazy(() => import('../../features/assets/pages/AssetsPage.tsx')),
  AssetsOrder: lazy(() => import('../../features/assets/pages/AssetsOrderPage.tsx')),
  FxIndex: lazy(() => import('../../features/fx/pages/FxIndexPage.tsx')),
  FxConvert: lazyAntdPage(() => import('../../features/fx/pages/FxConvertPage.tsx')),
  FxHistory: lazy(() => import('../../features/fx/pages/FxHistoryPage.tsx')),
  SystemUserRole: lazy(() => import('../../features/team/pages/RolesPage.tsx')),
  SystemUserTeam: lazy(() => import('../../features/team/pages/TeamPage.tsx')),
  SystemApprovals: lazyAntdPage(() => import('../../features/approvals/pages/ApprovalsPage.tsx')),
};

/**
 * Detail pages opened from a list screen at `<list path>/detail/:id`, by the list's permission
 * name (docs/files-and-recipients.md, "Recipient screens").
 */
export const DETAIL_PAGES: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  AssetsPayee: lazyAntdPage(() => import('../../features/payees/pages/PayeeDetailPage.tsx')),
};

/**
 * Pages of the /homeApi screens that have landed, by path (the fixed ones have no permission
 * name). A screen missing here keeps its titled placeholder. As under /home, the shell is plain
 * and a page that uses antd brings antd's providers (lazyAntdPage); the money screens are plain.
 */
export const API_SCREEN_PAGES: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/homeApi/account': lazy(() => import('../../features/apiAccess/pages/ApiAccountPage.tsx')),
  '/homeApi/account-create': lazyAntdPage(
    () => import('../../features/apiAccess/pages/ApiAccountCreatePage.tsx'),
  ),
  '/homeApi/docs': lazy(() => import('../../features/apiDocs/pages/ApiDocsPage.tsx')),
  '/homeApi/c2b': lazy(() => import('../../features/apiMoney/pages/C2bPage.tsx')),
  '/homeApi/b2c': lazy(() => import('../../features/apiMoney/pages/B2cPage.tsx')),
  '/homeApi/suspense-record': lazy(
    () => import('../../features/apiMoney/pages/SuspenseRecordPage.tsx'),
  ),
  '/homeApi/suspense-recharge': lazy(
    () => import('../../features/apiMoney/pages/SuspenseRechargePage.tsx'),
  ),
  '/homeApi/suspense-cashOut': lazy(
    () => import('../../features/apiMoney/pages/SuspenseCashOutPage.tsx'),
  ),
  '/homeApi/suspense-transfer': lazy(
    () => import('../../features/apiMoney/pages/SuspenseTransferPage.tsx'),
  ),
};
