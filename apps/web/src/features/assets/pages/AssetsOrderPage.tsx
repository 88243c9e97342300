import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { StatementForm } from '../components/StatementForm.tsx';
import { TransactionFilterBar } from '../components/TransactionFilterBar.tsx';
import { TransactionTable } from '../components/TransactionTable.tsx';
import { useTransactions, type TransactionFilters } from '../transactions.ts';

/**
 * Transaction history from the ledger: every movement of the wallets (held, paid out,
 * returned, topped up, converted), with filters, paging and the server's CSV export of the filtered rows.
 * Plain elements, no antd: a phone on mobile data loads the list, not a component library.
 */
export default function AssetsOrderPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TransactionFilters>({ pageNum: 1, pageSize: 10 });
  const { data, isFetching } = useTransactions(filters);

  return (
    <section className="page-card plain-screen" aria-labelledby="history-title">
      <div className="plain-page-head">
        <h2 className="plain-page-title" id="history-title">
          {t('menu:route.assetsOrder')}
        </h2>
        <ExportCsvButton
          path="/account/transactions/export"
          filters={filters}
          filename="transactions.csv"
        />
      </div>
      <StatementForm />
      <TransactionFilterBar
        filters={filters}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
      />
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
