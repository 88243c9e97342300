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
            <Route path="kyc" element={<OpsKycPage />} />
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
