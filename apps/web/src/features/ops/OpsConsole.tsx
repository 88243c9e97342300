import { Navigate, Route, Routes } from 'react-router';
import { App as AntdApp } from 'antd';
import { AntdProviders } from '../../app/providers/AntdProviders.tsx';
import { OpsLayout } from './OpsLayout.tsx';
import { OpsEnrolPage } from './pages/OpsEnrolPage.tsx';
import { OpsHomePage } from './pages/OpsHomePage.tsx';
import { OpsKycPage } from './pages/OpsKycPage.tsx';
import { OpsLoginPage } from './pages/OpsLoginPage.tsx';
import { OpsOperatorsPage } from './pages/OpsOperatorsPage.tsx';
import { OpsTotpPage } from './pages/OpsTotpPage.tsx';
import { OpsOrdersPage } from './orders/OpsOrdersPage.tsx';
import { OpsRailsPage } from './rails/OpsRailsPage.tsx';
import { OpsRatesPage } from './settings/OpsRatesPage.tsx';
import { OpsFeesPage } from './settings/OpsFeesPage.tsx';
import { OpsThresholdsPage } from './settings/OpsThresholdsPage.tsx';
import { OpsNoticesPage } from './settings/OpsNoticesPage.tsx';
import { OpsAuditPage } from './audit/OpsAuditPage.tsx';
import { OpsCustomerPage } from './customers/OpsCustomerPage.tsx';
import { OpsCustomersPage } from './customers/OpsCustomersPage.tsx';
import { OpsApiAccessPage } from './compliance/OpsApiAccessPage.tsx';
import { OpsExchangeAccountsPage } from './compliance/OpsExchangeAccountsPage.tsx';
import { OpsContractWorkersPage } from './compliance/OpsContractWorkersPage.tsx';
import { OpsPayeesPage } from './compliance/OpsPayeesPage.tsx';
import { OpsVaPage } from './compliance/OpsVaPage.tsx';
import { FinanceQueuePage } from './finance/FinanceQueuePage.tsx';

/**
 * The operator console under /ops: one lazily loaded chunk (app/router/lazyPages.ts), so no
 * customer page downloads it. Sign-in steps stand alone; the rest sits in the console layout.
 */
export default function OpsConsole() {
  return (
    <AntdProviders>
      <AntdApp>
        <Routes>
          <Route path="login" element={<OpsLoginPage />} />
          <Route path="verify" element={<OpsTotpPage />} />
          <Route path="enrol" element={<OpsEnrolPage />} />
          <Route element={<OpsLayout />}>
            <Route index element={<OpsHomePage />} />
            <Route path="operators" element={<OpsOperatorsPage />} />
            <Route path="kyc" element={<OpsKycPage userType={2} />} />
            <Route path="kyb" element={<OpsKycPage userType={1} />} />
            <Route path="payees" element={<OpsPayeesPage />} />
            <Route path="va" element={<OpsVaPage />} />
            <Route path="exchange-accounts" element={<OpsExchangeAccountsPage />} />
            <Route path="contract-workers" element={<OpsContractWorkersPage />} />
            <Route path="api-access" element={<OpsApiAccessPage />} />
            <Route path="orders" element={<OpsOrdersPage />} />
            <Route path="rails" element={<OpsRailsPage />} />
            <Route path="rates" element={<OpsRatesPage />} />
            <Route path="fees" element={<OpsFeesPage />} />
            <Route path="threshold" element={<OpsThresholdsPage />} />
            <Route path="notices" element={<OpsNoticesPage />} />
            <Route path="audit" element={<OpsAuditPage />} />
            <Route path="customers" element={<OpsCustomersPage />} />
            <Route path="customers/:userId" element={<OpsCustomerPage />} />
            <Route
              path="orders-review"
              element={<FinanceQueuePage key="orders" queue="orders" />}
            />
            <Route path="top-ups" element={<FinanceQueuePage key="topUps" queue="topUps" />} />
          </Route>
          <Route path="*" element={<Navigate to="/ops" replace />} />
        </Routes>
      </AntdApp>
    </AntdProviders>
  );
}
