import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiModeSwitch } from '../../../components/ApiModeSwitch.tsx';
import { OnceOpened } from '../../../components/plain/OnceOpened.tsx';
import { PlainAlert } from '../../../components/plain/PlainAlert.tsx';
import { PlainCard } from '../../../components/plain/PlainCard.tsx';
import { LineSkeleton } from '../../../components/plain/LineSkeleton.tsx';
import { lazyAntdPage } from '../../../app/router/lazyAntdPage.tsx';
import { useApiMode } from '../../../lib/apiMode.ts';
import { useCurrencies } from '../../../lib/money/api.ts';
import { useApiDashboard } from '../api.ts';
import { BalanceCards } from './BalanceCards.tsx';
import { RecentOrdersTable } from './RecentOrdersTable.tsx';
import { VolumeChart } from './VolumeChart.tsx';
import { WebhookDeliveriesCard } from './WebhookDeliveriesCard.tsx';
import '../../../components/plain/plainControls.css';

// The sandbox top-up form (antd's form and selects) loads when the merchant first opens it.
const SandboxTopUpModal = lazyAntdPage(() => import('./SandboxTopUpModal.tsx'));

/**
 * The approved merchant's API dashboard, in the mode of the shared Live/Sandbox switch:
 * balances per account, 30 days of C2B and B2C volume, the last orders and the webhook log.
 */
export default function ApiDashboardView() {
  const { t } = useTranslation();
  const [mode] = useApiMode();
  const { data, isPending, isFetching } = useApiDashboard(mode);
  const { data: currencies = [] } = useCurrencies();
  const [toppingUp, setToppingUp] = useState(false);
  const codeOf = (currencyId: number) =>
    currencies.find((c) => c.currencyId === currencyId)?.code ??
    data?.balances.find((b) => b.currencyId === currencyId)?.currencyCode ??
    String(currencyId);

  return (
    <div className="api-dashboard plain-screen" data-mode={mode}>
      <div className="api-dashboard-bar">
        <h2 className="plain-page-title" id="api-account-title">
          {t('menu:route.apiAccount')}
        </h2>
        <div className="api-dashboard-actions">
          <ApiModeSwitch />
          {mode === 'test' && (
            <button type="button" className="plain-button" onClick={() => setToppingUp(true)}>
              <PlusOutlined /> {t('apiAccess:topUp.button')}
            </button>
          )}
        </div>
      </div>
      {mode === 'test' && (
        <PlainAlert type="warning" title={t('apiAccess:dashboard.sandboxNote')} />
      )}
      <PlainCard title={t('apiAccess:dashboard.balances')} className="api-card">
        {isPending ? <LineSkeleton rows={2} /> : <BalanceCards balances={data?.balances ?? []} />}
      </PlainCard>
      <PlainCard title={t('apiAccess:chart.title')} className="api-card">
        {isPending ? (
          <LineSkeleton rows={4} />
        ) : (
          <VolumeChart volume={data?.volume ?? []} currencyCode={codeOf} />
        )}
      </PlainCard>
      <PlainCard title={t('apiAccess:recent.title')} className="api-card" data-testid="api-recent">
        <RecentOrdersTable rows={data?.recent ?? []} loading={isFetching} />
      </PlainCard>
      <WebhookDeliveriesCard key={mode} mode={mode} />
      <OnceOpened open={toppingUp}>
        <SandboxTopUpModal open={toppingUp} onClose={() => setToppingUp(false)} />
      </OnceOpened>
    </div>
  );
}
