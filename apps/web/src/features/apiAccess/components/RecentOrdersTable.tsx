import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { OrderStatusTag } from '../../../components/money/OrderStatusTag.tsx';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import { accountTypeKey } from '../accountTypes.ts';

/** Which accounts an order touched: a transfer's two, otherwise its rail. */
function useRouteLabel() {
  const { t } = useTranslation();
  const account = (type: number | null) =>
    type === null ? '-' : t(accountTypeKey(type), { defaultValue: String(type) });
  return (row: ApiOrderRow) =>
    row.kind === 'transfer'
      ? `${account(row.fromAccountType)} → ${
          row.toAccountType === 1 ? t('apiAccess:accountType.wallet') : account(row.toAccountType)
        }`
      : t(`money:payType.${row.payType}`, { defaultValue: String(row.payType) });
}

/** The dashboard's last API orders of the shown mode. */
export function RecentOrdersTable({
  rows,
  loading,
}: {
  rows: readonly ApiOrderRow[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const routeOf = useRouteLabel();
  const money = (value: string, code: string) =>
    `${formatAmount(value, { minDecimals: 2 })} ${code}`;
  return (
    <Table<ApiOrderRow>
      rowKey="sn"
      size="small"
      loading={loading}
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('apiAccess:recent.empty') }}
      columns={[
        { title: t('money:field.sn'), dataIndex: 'sn' },
        {
          title: t('apiAccess:field.merchantOrderNo'),
          render: (_, row) => row.merchantOrderNo ?? '-',
        },
        { title: t('money:field.type'), render: (_, row) => t(`apiAccess:kind.${row.kind}`) },
        { title: t('apiAccess:field.route'), render: (_, row) => routeOf(row) },
        {
          title: t('money:field.amount'),
          align: 'right',
          render: (_, row) => money(row.amount, row.currencyCode),
        },
        {
          title: t('money:field.fee'),
          align: 'right',
          render: (_, row) => money(row.feeAmount, row.currencyCode),
        },
        {
          title: t('money:field.status'),
          render: (_, row) => <OrderStatusTag status={row.status} />,
        },
        { title: t('money:field.createTime'), render: (_, row) => formatDateTime(row.createTime) },
      ]}
    />
  );
}
