import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiAccountType } from '@pesa/domain';
import type { ApiOrderRow } from '@pesa/contract';
import { PlainAlert } from '../../../components/plain/PlainAlert.tsx';
import { ApiBalances } from '../components/ApiBalances.tsx';
import { ApiScreenHeader } from '../components/ApiScreenHeader.tsx';
import { CashOutForm } from '../components/CashOutForm.tsx';
import { OrderResult } from '../components/OrderResult.tsx';
import { SuspenseOrderTable } from '../components/SuspenseOrderTable.tsx';
import { useApiOrderList } from '../components/useApiOrderList.ts';

const SUSPENSE = [ApiAccountType.SUSPENSE];

/**
 * Withdraw from the Suspense account to a settlement account. Real money only: the sandbox has
 * no bank to pay into, so test mode explains that instead of offering the form. Plain elements
 * (the password dialog loads when asked for), so that a phone's first visit stays within its
 * budget (issue 16).
 */
export default function SuspenseCashOutPage() {
  const { t } = useTranslation();
  const recent = useApiOrderList('cashOut', 5);
  const [done, setDone] = useState<ApiOrderRow | null>(null);
  return (
    <section className="page-card plain-screen" aria-labelledby="api-cash-out-title">
      <ApiScreenHeader titleId="api-cash-out-title" title={t('apiMoney:title.cashOut')} />
      {recent.mode === 'test' ? (
        <PlainAlert type="info" title={t('apiMoney:cashOut.liveOnly')} />
      ) : (
        <>
          <p className="api-intro">{t('apiMoney:cashOut.intro')}</p>
          <ApiBalances mode="live" accountTypes={SUSPENSE} />
          {done && <OrderResult order={done} onClose={() => setDone(null)} />}
          <CashOutForm onDone={setDone} />
          <h3 className="api-section-title">{t('apiMoney:cashOut.recent')}</h3>
          <SuspenseOrderTable
            rows={recent.result.data?.rows}
            loading={recent.result.isFetching}
            pager={recent.pager}
          />
        </>
      )}
    </section>
  );
}
