import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderTable } from '../../../components/money/OrderTable.tsx';
import { PlainCard } from '../../../components/plain/PlainCard.tsx';
import { useRechargeHistory, type RechargeHistoryFilters, type Scope } from '../api.ts';

/** The wallet's earlier top-ups under the form, each opening its detail. */
export function TopUpHistory({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<RechargeHistoryFilters>({
    pageNum: 1,
    pageSize: 5,
    scope,
  });
  const { data, isFetching } = useRechargeHistory(filters);
  return (
    <PlainCard title={t('topup:history')} className="topup-history">
      <OrderTable
        rows={data?.rows}
        total={data?.total}
        loading={isFetching}
        filters={filters}
        onPage={(pageNum, pageSize) => setFilters((f) => ({ ...f, pageNum, pageSize }))}
      />
    </PlainCard>
  );
}
