import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { useApiMode } from '../../../lib/apiMode.ts';
import { useChannels } from '../../../lib/money/api.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { channelCurrencies, rechargeCurrencies } from '../channelCurrencies.ts';
import { ApiBalances } from '../components/ApiBalances.tsx';
import { ApiScreenHeader } from '../components/ApiScreenHeader.tsx';
import { OrderResult } from '../components/OrderResult.tsx';
import { RechargeForm } from '../components/RechargeForm.tsx';
import { SandboxTopUpForm } from '../components/SandboxTopUpForm.tsx';

/**
 * Top up the Suspense account: with real money by bank transfer or offline proof (reviewed by
 * an operator), or in test mode with play money at once. Plain elements, so that a phone's
 * first visit stays within its budget (issue 16).
 */
export default function SuspenseRechargePage() {
  const { t } = useTranslation();
  const [mode] = useApiMode();
  const { data: info } = useUserInfo();
  const { data: channels, isLoading } = useChannels(info?.countryId);
  const [done, setDone] = useState<ApiOrderRow | null>(null);
  return (
    <section className="page-card plain-screen" aria-labelledby="api-recharge-title">
      <ApiScreenHeader titleId="api-recharge-title" title={t('apiMoney:title.recharge')} />
      <p className="api-intro">
        {t(mode === 'test' ? 'apiMoney:sandbox.intro' : 'apiMoney:recharge.intro')}
      </p>
      <ApiBalances mode={mode} />
      {mode === 'live' && done && <OrderResult order={done} onClose={() => setDone(null)} />}
      {!channels || isLoading ? (
        <PageSpinner inline />
      ) : mode === 'test' ? (
        <SandboxTopUpForm currencies={channelCurrencies(channels)} />
      ) : (
        <RechargeForm currencies={rechargeCurrencies(channels)} onDone={setDone} />
      )}
    </section>
  );
}
