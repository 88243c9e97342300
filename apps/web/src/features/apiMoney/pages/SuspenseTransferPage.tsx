import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { ApiBalances } from '../components/ApiBalances.tsx';
import { ApiScreenHeader } from '../components/ApiScreenHeader.tsx';
import { OrderResult } from '../components/OrderResult.tsx';
import { SuspenseOrderTable } from '../components/SuspenseOrderTable.tsx';
import { TransferForm } from '../components/TransferForm.tsx';
import { useApiOrderList } from '../components/useApiOrderList.ts';

/**
 * Move money between the API accounts, or from Suspense to the domestic wallet. Plain elements
 * (the password dialog loads when asked for), so that a phone's first visit stays within its
 * budget (issue 16).
 */
export default function SuspenseTransferPage() {
  const { t } = useTranslation();
  const recent = useApiOrderList('transfer', 5);
  const [done, setDone] = useState<ApiOrderRow | null>(null);
  return (
    <section className="page-card plain-screen" aria-labelledby="api-transfer-title">
      <ApiScreenHeader titleId="api-transfer-title" title={t('apiMoney:title.transfer')} />
      <p className="api-intro">{t('apiMoney:transfer.intro')}</p>
      <ApiBalances mode={recent.mode} />
      {done && done.mode === recent.mode && (
        <OrderResult order={done} onClose={() => setDone(null)} />
      )}
      <TransferForm key={recent.mode} mode={recent.mode} onDone={setDone} />
      <h3 className="api-section-title">{t('apiMoney:transfer.recent')}</h3>
      <SuspenseOrderTable
        rows={recent.result.data?.rows}
        loading={recent.result.isFetching}
        pager={recent.pager}
      />
    </section>
  );
}
