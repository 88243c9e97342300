import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { Pager } from '../../../components/plain/Pager.tsx';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';
import { useTablePage } from '../../../components/useTablePage.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useFxHistory, type FxHistoryRow } from '../api.ts';
import { formatRate } from '../../../lib/money/rateFormat.ts';

/** Past conversions, newest first, and the server's CSV export of them. */
export default function FxHistoryPage() {
  const { t } = useTranslation();
  const page = useTablePage();
  const { data, isFetching } = useFxHistory(page.pageNum, page.pageSize);
  return (
    <section className="page-card plain-screen" aria-labelledby="fx-history-title">
      <div className="plain-page-head">
        <h2 className="plain-page-title" id="fx-history-title">
          {t('menu:route.fxHistory')}
        </h2>
        {/* The history has no filter: the file holds every conversion. */}
        <ExportCsvButton path="/fx/history/export" filters={{}} filename="fx-history.csv" />
      </div>
      <PlainTable<FxHistoryRow>
        rowKey={(r) => r.quoteId}
        loading={isFetching}
        rows={data?.rows}
        empty={t('fx:noHistory')}
        columns={[
          { key: 'time', title: t('fx:time'), render: (r) => formatDateTime(r.createTime) },
          {
            key: 'from',
            title: t('fx:from'),
            render: (r) => formatMoney(r.amount, r.currencyCode),
          },
          {
            key: 'to',
            title: t('fx:to'),
            render: (r) => formatMoney(r.receivedAmount, r.toCurrencyCode),
          },
          { key: 'rate', title: t('money:field.rate'), render: (r) => formatRate(r.rate) },
          {
            key: 'scope',
            title: t('money:field.scope'),
            render: (r) => t(`money:scope.${r.scope}`),
          },
        ]}
      />
      <Pager {...page} total={data?.total} />
    </section>
  );
}
