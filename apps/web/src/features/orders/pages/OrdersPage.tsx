import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { useOrders, type OrderFilters } from '../../../lib/money/api.ts';
import { OrderFilterBar } from '../../../components/money/OrderFilterBar.tsx';
import { OrderTable } from '../../../components/money/OrderTable.tsx';
import { PlainAlert } from '../../../components/plain/PlainAlert.tsx';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';

/**
 * Transaction management of one service: filters, pages, detail with timeline and cancel, and the
 * server's CSV export of the filtered orders.
 */
export function OrdersPage({ scope }: { scope: 0 | 1 }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<OrderFilters>({ pageNum: 1, pageSize: 10, scope });
  const { data, isFetching } = useOrders(filters);
  // A member who sends here without this page's permission reads only their own orders.
  const ownOnly = useSessionAccess().data?.view.ownOrderScopes.includes(scope) ?? false;
  return (
    <section className="page-card plain-screen" aria-labelledby="orders-title">
      <div className="plain-page-head">
        <h2 className="plain-page-title" id="orders-title">
          {t(scope === 1 ? 'orders:titleCrossBorder' : 'orders:titleDomestic')}
        </h2>
        <ExportCsvButton path="/order/export" filters={filters} filename="orders.csv" />
      </div>
      {ownOnly && (
        <PlainAlert type="info" title={t('orders:ownOnly')} style={{ marginBottom: 16 }} />
      )}
      <OrderFilterBar
        filters={filters}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
      />
      <OrderTable
        rows={data?.rows}
        total={data?.total}
        loading={isFetching}
        filters={filters}
        onPage={(pageNum, pageSize) => setFilters((f) => ({ ...f, pageNum, pageSize }))}
      />
    </section>
  );
}
