import { useState } from 'react';
import { Alert, Button, Card, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiModeSwitch } from '../../../components/ApiModeSwitch.tsx';
import { useApiMode } from '../../../lib/apiMode.ts';
import { useCurrencies } from '../../../lib/money/api.ts';
import { useApiDashboard } from '../api.ts';
import { BalanceCards } from './BalanceCards.tsx';
import { RecentOrdersTable } from './RecentOrdersTable.tsx';
import { SandboxTopUpModal } from './SandboxTopUpModal.tsx';
import { VolumeChart } from './VolumeChart.tsx';
import { WebhookDeliveriesCard } from './WebhookDeliveriesCard.tsx';

/**
 * The approved merchant's API dashboard, in the mode of the shared Live/Sandbox switch:
 * balances per account, 30 days of C2B and B2C volume, the last orders and the webhook log.
 */
export function ApiDashboardView() {
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
    <div className="api-dashboard" data-mode={mode}>
      <div className="api-dashboard-bar">
        <Typography.Title level={2} id="api-account-title">
          {t('menu:route.apiAccount')}
        </Typography.Title>
        <div className="api-dashboard-actions">
          <ApiModeSwitch />
          {mode === 'test' && (
            <Button icon={<PlusOutlined />} onClick={() => setToppingUp(true)}>
              {t('apiAccess:topUp.button')}
            </Button>
          )}
        </div>
      </div>
      {mode === 'test' && (
        <Alert type="warning" showIcon title={t('apiAccess:dashboard.sandboxNote')} />
      )}
      <Card title={t('apiAccess:dashboard.balances')} className="api-card" loading={isPending}>
        <BalanceCards balances={data?.balances ?? []} />
      </Card>
      <Card title={t('apiAccess:chart.title')} className="api-card" loading={isPending}>
        <VolumeChart volume={data?.volume ?? []} currencyCode={codeOf} />
      </Card>
      <Card title={t('apiAccess:recent.title')} className="api-card" data-testid="api-recent">
        <RecentOrdersTable rows={data?.recent ?? []} loading={isFetching} />
      </Card>
      <WebhookDeliveriesCard key={mode} mode={mode} />
      <SandboxTopUpModal open={toppingUp} onClose={() => setToppingUp(false)} />
    </div>
  );
}
