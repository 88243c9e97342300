import { useState } from 'react';
import { Button, Select, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useOrders, type OrderFilters } from '../../../lib/money/api.ts';
import { downloadCsv } from '../../../lib/money/csv.ts';
import { OrderFilterBar } from '../../../components/money/OrderFilterBar.tsx';
import { OrderTable } from '../../../components/money/OrderTable.tsx';
import { OrderDetailDrawer } from '../../../components/money/OrderDetailDrawer.tsx';
import { fetchAllOrders, ordersCsv } from '../orderCsv.ts';

/** Transaction history of both services, with a CSV export of the filtered rows. */
export default function AssetsOrderPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<OrderFilters>({ pageNum: 1, pageSize: 10 });
  const [openSn, setOpenSn] = useState<string>();
  const [exporting, setExporting] = useState(false);
  const { data, isFetching } = useOrders(filters);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllOrders(filters);
      downloadCsv(`transactions-${new Date().toISOString().slice(0, 10)}.csv`, ordersCsv(rows, t));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="page-card" aria-labelledby="history-title">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={2} id="history-title">
          {t('menu:route.assetsOrder')}
        </Typography.Title>
        <Button icon={<DownloadOutlined />} onClick={exportCsv} loading={exporting}>
          {t('assets:exportCsv')}
        </Button>
      </Space>
      <Space wrap align="start">
        <Select
          allowClear
          style={{ width: 160, marginBottom: 16 }}
          placeholder={t('money:field.scope')}
          aria-label={t('money:field.scope')}
          options={[0, 1].map((v) => ({ value: v, label: t(`money:scope.${v}`) }))}
          onChange={(scope?: 0 | 1) => setFilters((f) => ({ ...f, scope, pageNum: 1 }))}
        />
        <OrderFilterBar onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} />
      </Space>
      <OrderTable
        rows={data?.rows}
        total={data?.total}
        loading={isFetching}
        filters={filters}
        onPage={(pageNum, pageSize) => setFilters((f) => ({ ...f, pageNum, pageSize }))}
        onOpen={setOpenSn}
      />
      <OrderDetailDrawer sn={openSn} onClose={() => setOpenSn(undefined)} />
    </section>
  );
}
