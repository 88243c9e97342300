import { useState } from 'react';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { useOrders, type OrderFilters } from '../../../lib/money/api.ts';
import { OrderFilterBar } from '../../../components/money/OrderFilterBar.tsx';
import { OrderTable } from '../../../components/money/OrderTable.tsx';

/**
 * Transaction management of one service: filters, pages, detail with timeline and cancel, and the
 * server's CSV export of the filtered orders.
 */
export function OrdersPage({ scope }: { scope: 0 | 1 }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<OrderFilters>({ pageNum: 1, pageSize: 10, scope });
  const { data, isFetching } = useOrders(filters);
  return (
    <section className="page-card" aria-labelledby="orders-title">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={2} id="orders-title">
          {t(scope === 1 ? 'orders:titleCrossBorder' : 'orders:titleDomestic')}
        </Typography.Title>
        <ExportCsvButton path="/order/export" filters={filters} filename="orders.csv" />
      </Space>
      <OrderFilterBar onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} />
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
