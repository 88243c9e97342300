import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrders, type OrderFilters } from '../../../lib/money/api.ts';
import { OrderFilterBar } from '../../../components/money/OrderFilterBar.tsx';
import { OrderTable } from '../../../components/money/OrderTable.tsx';
import { OrderDetailDrawer } from '../../../components/money/OrderDetailDrawer.tsx';

/** Transaction management of one service: filters, pages, detail with timeline and cancel. */
export function OrdersPage({ scope }: { scope: 0 | 1 }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<OrderFilters>({ pageNum: 1, pageSize: 10, scope });
  // `?sn=` opens that order's detail at once (the link shown after a send or a top-up).
  const [params, setParams] = useSearchParams();
  const [openSn, setOpenSn] = useState(params.get('sn') ?? undefined);
  const close = () => {
    setOpenSn(undefined);
    if (params.has('sn')) setParams({}, { replace: true });
  };
  const { data, isFetching } = useOrders(filters);
  return (
    <section className="page-card" aria-labelledby="orders-title">
      <Typography.Title level={2} id="orders-title">
        {t(scope === 1 ? 'orders:titleCrossBorder' : 'orders:titleDomestic')}
      </Typography.Title>
      <OrderFilterBar onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} />
      <OrderTable
        rows={data?.rows}
        total={data?.total}
        loading={isFetching}
        filters={filters}
        onPage={(pageNum, pageSize) => setFilters((f) => ({ ...f, pageNum, pageSize }))}
        onOpen={setOpenSn}
      />
      <OrderDetailDrawer sn={openSn} onClose={close} />
    </section>
  );
}
