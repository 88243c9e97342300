import { useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { ApiBalances } from '../components/ApiBalances.tsx';
import { ApiScreenHeader } from '../components/ApiScreenHeader.tsx';
import { OrderResult } from '../components/OrderResult.tsx';
import { SuspenseOrderTable } from '../components/SuspenseOrderTable.tsx';
import { TransferForm } from '../components/TransferForm.tsx';
import { useApiOrderList } from '../components/useApiOrderList.ts';

/** Move money between the API accounts, or from Suspense to the domestic wallet. */
export default function SuspenseTransferPage() {
  const { t } = useTranslation();
  const recent = useApiOrderList('transfer', 5);
  const [done, setDone] = useState<ApiOrderRow | null>(null);
  return (
    <section className="page-card" aria-labelledby="api-transfer-title">
      <ApiScreenHeader titleId="api-transfer-title" title={t('apiMoney:title.transfer')} />
      <Typography.Paragraph type="secondary">{t('apiMoney:transfer.intro')}</Typography.Paragraph>
      <ApiBalances mode={recent.mode} />
      {done && done.mode === recent.mode && (
        <OrderResult order={done} onClose={() => setDone(null)} />
      )}
      <TransferForm key={recent.mode} mode={recent.mode} onDone={setDone} />
      <Typography.Title level={4} style={{ marginTop: 32 }}>
        {t('apiMoney:transfer.recent')}
      </Typography.Title>
      <SuspenseOrderTable
        rows={recent.result.data?.rows}
        loading={recent.result.isFetching}
        pagination={recent.pagination()}
      />
    </section>
  );
}
