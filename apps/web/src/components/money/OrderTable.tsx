import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order, OrderFilters } from '../../lib/money/api.ts';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { OrderDetailDrawer } from './OrderDetailDrawer.tsx';
import { OrderStatusTag } from './OrderStatusTag.tsx';
import { payeeText } from './orderPayee.ts';
import { serverPagination, type PagedTableProps } from './pagedTable.ts';
import { useOpenOrder } from './useOpenOrder.ts';

/** A page of orders; a row's sn opens its detail (and `?sn=` in the address opens one at once). */
export function OrderTable({
  rows,
  total,
  loading,
  filters,
  onPage,
}: PagedTableProps<Order, OrderFilters>) {
  const { t } = useTranslation();
  const { openSn, open, close } = useOpenOrder();
  const money = (v: string | null, code: string) =>
    v ? `${formatAmount(v, { minDecimals: 2 })} ${code}` : '-';
  return (
    <>
      <Table<Order>
        rowKey="sn"
        loading={loading}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={serverPagination({ filters, total, onPage })}
        columns={[
          {
            title: t('money:field.sn'),
            dataIndex: 'sn',
            render: (sn: string) => (
              <Button type="link" style={{ padding: 0 }} onClick={() => open(sn)}>
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
          { title: t('money:field.payee'), render: (_, o) => payeeText(o, t) },
          {
            title: t('money:field.status'),
            dataIndex: 'status',
            render: (s: number) => <OrderStatusTag status={s} />,
          },
          { title: t('money:field.createTime'), render: (_, o) => formatDateTime(o.createTime) },
        ]}
      />
      <OrderDetailDrawer sn={openSn} onClose={close} />
    </>
  );
}
