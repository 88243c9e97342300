import { useTranslation } from 'react-i18next';
import type { Order, OrderFilters } from '../../lib/money/api.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { Pager } from '../plain/Pager.tsx';
import { PlainTable } from '../plain/PlainTable.tsx';
import { LazyOrderDetailDrawer } from './LazyOrderDetailDrawer.tsx';
import { OrderStatusTag } from './OrderStatusTag.tsx';
import { payeeText } from './orderPayee.ts';
import { placerText } from '../../lib/money/orderPlacer.ts';
import type { PagedTableProps } from './pagedTable.ts';
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
  // Who made each order matters once team members make them: the column shows when one did.
  const byMembers = rows?.some((o) => o.createdBy?.member) ?? false;
  return (
    <>
      <PlainTable<Order>
        rowKey={(o) => o.sn}
        loading={loading}
        rows={rows}
        empty={t('money:noOrders')}
        columns={[
          {
            key: 'sn',
            title: t('money:field.sn'),
            render: (o) => (
              <button type="button" className="plain-link" onClick={() => open(o.sn)}>
                {o.sn}
              </button>
            ),
          },
          { key: 'type', title: t('money:field.type'), render: (o) => t(`money:kind.${o.type}`) },
          {
            key: 'payType',
            title: t('money:field.payType'),
            render: (o) => t(`money:payType.${o.payType}`, { defaultValue: String(o.payType) }),
          },
          {
            key: 'amount',
            title: t('money:field.amount'),
            render: (o) => formatMoney(o.amount, o.currencyCode),
          },
          {
            key: 'fee',
            title: t('money:field.fee'),
            render: (o) => formatMoney(o.netFeeAmount, o.currencyCode),
          },
          { key: 'payee', title: t('money:field.payee'), render: (o) => payeeText(o, t) },
          ...(byMembers
            ? [
                {
                  key: 'createdBy',
                  title: t('orders:createdBy.label'),
                  render: (o: Order) => (o.createdBy ? placerText(o.createdBy, t) : '-'),
                },
              ]
            : []),
          {
            key: 'status',
            title: t('money:field.status'),
            render: (o) => <OrderStatusTag status={o.status} />,
          },
          {
            key: 'createTime',
            title: t('money:field.createTime'),
            render: (o) => formatDateTime(o.createTime),
          },
        ]}
      />
      <Pager {...filters} total={total} onPage={onPage} />
      <LazyOrderDetailDrawer sn={openSn} onClose={close} />
    </>
  );
}
