import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order, OrderFilters } from '../../lib/money/api.ts';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { OrderStatusTag } from './OrderStatusTag.tsx';

/** A page of orders; a row's sn opens its detail. */
export function OrderTable({
  rows,
  total,
  loading,
  filters,
  onPage,
  onOpen,
}: {
  rows?: Order[];
  total?: number;
  loading: boolean;
  filters: OrderFilters;
  onPage: (pageNum: number, pageSize: number) => void;
  onOpen: (sn: string) => void;
}) {
  const { t } = useTranslation();
  const money = (v: string | null, code: string) =>
    v ? `${formatAmount(v, { minDecimals: 2 })} ${code}` : '-';
  return (
    <Table<Order>
      rowKey="sn"
      loading={loading}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: filters.pageNum,
        pageSize: filters.pageSize,
        total,
        showSizeChanger: true,
        onChange: onPage,
      }}
      columns={[
        {
          title: t('money:field.sn'),
          dataIndex: 'sn',
          render: (sn: string) => (
            <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(sn)}>
              {sn}
            </Button>
          ),
        },
        { title: t('money:field.type'), render: (_, o) => t(`money:kind.${o.type}`) },
        {
          title: t('money:field.payType'),
          render: (_, o) => t(`money:payType.${o.payType}`, { defaultValue: String(o.payType) }),
        },
        { title: t('money:field.amount'), render: (_, o) => money(o.amount, o.currencyCode) },
        { title: t('money:field.fee'), render: (_, o) => money(o.netFeeAmount, o.currencyCode) },
        { title: t('money:field.payee'), render: (_, o) => o.payeeName ?? '-' },
        {
          title: t('money:field.status'),
          dataIndex: 'status',
          render: (s: number) => <OrderStatusTag status={s} />,
        },
        { title: t('money:field.createTime'), render: (_, o) => formatDateTime(o.createTime) },
      ]}
    />
  );
}
