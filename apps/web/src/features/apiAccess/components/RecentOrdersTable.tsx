import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { OrderStatusTag } from '../../../components/money/OrderStatusTag.tsx';
import { PlainTable, type PlainColumn } from '../../../components/plain/PlainTable.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
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
  const columns: PlainColumn<ApiOrderRow>[] = [
    { key: 'sn', title: t('money:field.sn'), render: (row) => row.sn },
    {
      key: 'merchantOrderNo',
      title: t('apiAccess:field.merchantOrderNo'),
      render: (row) => row.merchantOrderNo ?? '-',
    },
    { key: 'kind', title: t('money:field.type'), render: (row) => t(`apiAccess:kind.${row.kind}`) },
    { key: 'route', title: t('apiAccess:field.route'), render: routeOf },
    {
      key: 'amount',
      title: t('money:field.amount'),
      align: 'right',
      render: (row) => formatMoney(row.amount, row.currencyCode),
    },
    {
      key: 'fee',
      title: t('money:field.fee'),
      align: 'right',
      render: (row) => formatMoney(row.feeAmount, row.currencyCode),
    },
    {
      key: 'status',
      title: t('money:field.status'),
      render: (row) => <OrderStatusTag status={row.status} />,
    },
    {
      key: 'createTime',
      title: t('money:field.createTime'),
      render: (row) => formatDateTime(row.createTime),
    },
  ];
  return (
    <PlainTable<ApiOrderRow>
      rowKey={(row) => row.sn}
      loading={loading}
      rows={[...rows]}
      empty={t('apiAccess:recent.empty')}
      label={t('apiAccess:recent.title')}
      columns={columns}
    />
  );
}
