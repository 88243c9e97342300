import { Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { useTablePage } from '../../../components/useTablePage.ts';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import { useFxHistory, type FxHistoryRow } from '../api.ts';

/** Past conversions, newest first, and the server's CSV export of them. */
export default function FxHistoryPage() {
  const { t } = useTranslation();
  const page = useTablePage();
  const { data, isFetching } = useFxHistory(page.pageNum, page.pageSize);
  return (
    <section className="page-card" aria-labelledby="fx-history-title">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={2} id="fx-history-title">
          {t('menu:route.fxHistory')}
        </Typography.Title>
        {/* The history has no filter: the file holds every conversion. */}
        <ExportCsvButton path="/fx/history/export" filters={{}} filename="fx-history.csv" />
      </Space>
      <Table<FxHistoryRow>
        rowKey="quoteId"
        loading={isFetching}
        dataSource={data?.rows}
        scroll={{ x: 'max-content' }}
        pagination={page.pagination(data?.total)}
        columns={[
          { title: t('fx:time'), render: (_, r) => formatDateTime(r.createTime) },
          {
            title: t('fx:from'),
            render: (_, r) => `${formatAmount(r.amount, { minDecimals: 2 })} ${r.currencyCode}`,
          },
          {
            title: t('fx:to'),
            render: (_, r) =>
              `${formatAmount(r.receivedAmount, { minDecimals: 2 })} ${r.toCurrencyCode}`,
          },
          { title: t('money:field.rate'), render: (_, r) => formatAmount(r.rate) },
          { title: t('money:field.scope'), render: (_, r) => t(`money:scope.${r.scope}`) },
        ]}
      />
    </section>
  );
}
