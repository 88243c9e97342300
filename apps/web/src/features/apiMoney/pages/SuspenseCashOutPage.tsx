import { useState } from 'react';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiAccountType } from '@pesa/domain';
import type { ApiOrderRow } from '@pesa/contract';
import { ApiBalances } from '../components/ApiBalances.tsx';
import { ApiScreenHeader } from '../components/ApiScreenHeader.tsx';
import { CashOutForm } from '../components/CashOutForm.tsx';
import { OrderResult } from '../components/OrderResult.tsx';
import { SuspenseOrderTable } from '../components/SuspenseOrderTable.tsx';
import { useApiOrderList } from '../components/useApiOrderList.ts';

const SUSPENSE = [ApiAccountType.SUSPENSE];

/**
 * Withdraw from the Suspense account to a settlement account. Real money only: the sandbox has
 * no bank to pay into, so test mode explains that instead of offering the form.
 */
export default function SuspenseCashOutPage() {
  const { t } = useTranslation();
  const recent = useApiOrderList('cashOut', 5);
  const [done, setDone] = useState<ApiOrderRow | null>(null);
  return (
    <section className="page-card" aria-labelledby="api-cash-out-title">
      <ApiScreenHeader titleId="api-cash-out-title" title={t('apiMoney:title.cashOut')} />
      {recent.mode === 'test' ? (
        <Alert type="info" showIcon title={t('apiMoney:cashOut.liveOnly')} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {t('apiMoney:cashOut.intro')}
          </Typography.Paragraph>
          <ApiBalances mode="live" accountTypes={SUSPENSE} />
          {done && <OrderResult order={done} onClose={() => setDone(null)} />}
          <CashOutForm onDone={setDone} />
          <Typography.Title level={4} style={{ marginTop: 32 }}>
            {t('apiMoney:cashOut.recent')}
          </Typography.Title>
          <SuspenseOrderTable
            rows={recent.result.data?.rows}
            loading={recent.result.isFetching}
            pagination={recent.pagination()}
          />
        </>
      )}
    </section>
  );
}
