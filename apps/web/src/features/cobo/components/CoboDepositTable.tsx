import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTablePage } from '../../../components/useTablePage.ts';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import { useCoboDeposits, type CoboDeposit } from '../api.ts';

/** Credited deposits of this wallet, newest first. */
export function CoboDepositTable({ scope }: { scope: 0 | 1 }) {
  const { t } = useTranslation();
  const page = useTablePage();
  const { data, isFetching } = useCoboDeposits(scope, page.pageNum, page.pageSize);
  return (
    <Table<CoboDeposit>
      rowKey={(r) => `${r.txid}-${r.voutN}`}
      loading={isFetching}
      dataSource={data?.rows}
      scroll={{ x: 'max-content' }}
      pagination={page.pagination(data?.total)}
      columns={[
        { title: t('cobo:time'), render: (_, r) => formatDateTime(r.creditTime) },
        {
          title: t('cobo:coin'),
          render: (_, r) => t(`cobo:coins.${r.coin}`, { defaultValue: r.coin }),
        },
        { title: t('cobo:received'), render: (_, r) => `${formatAmount(r.amount)} USDT` },
        {
          title: t('cobo:credited'),
          render: (_, r) =>
            `${formatAmount(r.creditedAmount, { minDecimals: 2 })} ${r.currencyCode}`,
        },
        {
          title: t('cobo:txid'),
          render: (_, r) => (
            <Typography.Text copyable={{ text: r.txid }} style={{ maxWidth: 220 }} ellipsis>
              {r.txid}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
