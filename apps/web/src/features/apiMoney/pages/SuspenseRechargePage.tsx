import { useState } from 'react';
import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { useChannels } from '../../../lib/money/api.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { ApiBalances } from '../components/ApiBalances.tsx';
import { ApiScreenHeader } from '../components/ApiScreenHeader.tsx';
import { OrderResult } from '../components/OrderResult.tsx';
import { RechargeForm } from '../components/RechargeForm.tsx';
import { SandboxTopUpForm } from '../components/SandboxTopUpForm.tsx';
import { channelCurrencies, rechargeCurrencies } from '../channelCurrencies.ts';
import { useApiMode } from '../../../lib/apiMode.ts';

/**
 * Top up the Suspense account: with real money by bank transfer or offline proof (reviewed by
 * an operator), or in test mode with play money at once.
 */
export default function SuspenseRechargePage() {
  const { t } = useTranslation();
  const [mode] = useApiMode();
  const { data: info } = useUserInfo();
  const { data: channels, isLoading } = useChannels(info?.countryId);
  const [done, setDone] = useState<ApiOrderRow | null>(null);
  return (
    <section className="page-card" aria-labelledby="api-recharge-title">
      <ApiScreenHeader titleId="api-recharge-title" title={t('apiMoney:title.recharge')} />
      <Typography.Paragraph type="secondary">
        {t(mode === 'test' ? 'apiMoney:sandbox.intro' : 'apiMoney:recharge.intro')}
      </Typography.Paragraph>
      <ApiBalances mode={mode} />
      {mode === 'live' && done && <OrderResult order={done} onClose={() => setDone(null)} />}
      {!channels || isLoading ? (
        <Spin />
      ) : mode === 'test' ? (
        <SandboxTopUpForm currencies={channelCurrencies(channels)} />
      ) : (
        <RechargeForm currencies={rechargeCurrencies(channels)} onDone={setDone} />
      )}
    </section>
  );
}
