import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../../lib/money/csv.ts';
import { TransactionFilterBar } from '../components/TransactionFilterBar.tsx';
import { TransactionTable } from '../components/TransactionTable.tsx';
import {
  fetchAllTransactions,
  transactionsCsv,
  useTransactions,
  type TransactionFilters,
} from '../transactions.ts';

/**
 * Transaction history from the ledger: every movement of the wallets (held, paid out,
 * returned, topped up, converted), with filters, paging and a CSV export of the filtered rows.
 */
export default function AssetsOrderPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TransactionFilters>({ pageNum: 1, pageSize: 10 });
  const [exporting, setExporting] = useState(false);
  const { data, isFetching } = useTransactions(filters);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllTransactions(filters);
      const day = new Date().toISOString().slice(0, 10);
      downloadCsv(`transactions-${day}.csv`, transactionsCsv(rows, t));
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
      <TransactionFilterBar onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} />
      <TransactionTable
        rows={data?.rows}
        total={data?.total}
        loading={isFetching}
        filters={filters}
        onPage={(pageNum, pageSize) => setFilters((f) => ({ ...f, pageNum, pageSize }))}
      />
    </section>
  );
}
