import type { ReactNode } from 'react';
import { Alert, Descriptions, Drawer, Spin, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { OrderStatusTag } from '../../../components/money/OrderStatusTag.tsx';
import { formatDateTime, formatMinorMoney } from '../../../lib/format.ts';
import { opsOrdersApi, type OpsOrderDetail, type OpsOrderEvent } from './ordersApi.ts';
import { createdByText } from './createdByText.ts';

const TIMELINE_COLOR: Record<number, string> = { 1: 'green', 2: 'red', 3: 'gray' };

/** One step of the timeline: the status reached, who moved it, and the recorded reason. */
function TimelineStep({ event }: { event: OpsOrderEvent }) {
  const { t } = useTranslation('ops');
  // Reasons the server writes itself are translated; a rail's or an operator's words stay as given.
  const reason = t(`ordersRails.orders.reasons.${event.reason}`, { defaultValue: event.reason });
  return (
    <>
      <div>
        <OrderStatusTag status={event.status} />
        <Typography.Text type="secondary">{formatDateTime(event.time)}</Typography.Text>
      </div>
      <div>
        {t(`ordersRails.orders.actors.${event.actorType}`, {
          name: event.actorName ?? '',
          defaultValue: event.actorType,
        })}
        {' · '}
        {reason}
      </div>
    </>
  );
}

function OrderFacts({ order, channelName }: { order: OpsOrderDetail; channelName: string }) {
  const { t } = useTranslation('ops');
  const phone = useIsPhone();
  const money = (minor: string | null) =>
    formatMinorMoney(minor, order.decimals, order.currencyCode);
  // [label, value, shown]: optional facts appear only when the order has them.
  const facts: Array<[string, ReactNode, unknown]> = [
    [t('ordersRails.orders.status'), <OrderStatusTag key="s" status={order.status} />, true],
    [t('ordersRails.orders.kind'), t(`ordersRails.orders.kinds.${order.kind}`), true],
    [t('ordersRails.orders.sandbox'), t('ordersRails.orders.sandboxHelp'), order.sandbox],
    [t('ordersRails.orders.channel'), channelName, true],
    [t('ordersRails.orders.customer'), order.customer.phone ?? order.customer.email ?? '—', true],
    [t('ordersRails.orders.account'), order.customer.accountNo, true],
    [
      t('ordersRails.orders.createdBy'),
      order.createdBy && createdByText(order.createdBy, t),
      order.createdBy,
    ],
    [t('ordersRails.orders.amount'), money(order.amountMinor), true],
    [t('ordersRails.orders.fee'), money(order.feeMinor), true],
    [t('ordersRails.orders.taxFee'), money(order.taxFeeMinor), true],
    [t('ordersRails.orders.payAmount'), money(order.payAmountMinor), true],
    [
      t('ordersRails.orders.toAmount'),
      formatMinorMoney(order.toAmountMinor, order.toDecimals ?? 2, order.toCurrencyCode),
      order.toAmountMinor !== null,
    ],
    [t('ordersRails.orders.rate'), order.rate, order.rate],
    [
      t('ordersRails.orders.payee'),
      [order.payee?.name, order.payee?.account].filter(Boolean).join(' · '),
      order.payee,
    ],
    [t('ordersRails.orders.remark'), order.remark, order.remark],
    [t('ordersRails.orders.thirdOrderNo'), order.thirdOrderNo, order.thirdOrderNo],
    [t('ordersRails.orders.failReason'), order.failReason, order.failReason],
    [t('ordersRails.orders.created'), formatDateTime(order.createTime), true],
    [t('ordersRails.orders.updated'), formatDateTime(order.updateTime), true],
  ];
  const items = facts.filter(([, , shown]) => Boolean(shown));
  return (
    <Descriptions
      bordered
      size="small"
      column={phone ? 1 : 2}
      items={items.map(([label, children]) => ({ key: label, label, children }))}
    />
  );
}

/** An order's facts and its status timeline (order_events), read-only. */
export function OrderDetailDrawer({
  orderId,
  channelName,
  onClose,
}: {
  orderId: number | null;
  channelName: (payType: number) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation('ops');
  const phone = useIsPhone();
  const detail = useQuery({
    queryKey: ['ops', 'order', orderId],
    queryFn: () => opsOrdersApi.detail(orderId!),
    enabled: orderId !== null,
  });
  if (orderId === null) return null;
  const order = detail.data;
  return (
    <Drawer
      open
      onClose={onClose}
      width={phone ? '100%' : 760}
      title={order ? t('ordersRails.orders.detailTitle', { sn: order.sn }) : ' '}
    >
      {detail.isPending && <Spin />}
      {detail.isError && <Alert type="error" showIcon message={detail.error.message} />}
      {order && (
        <>
          <OrderFacts order={order} channelName={channelName(order.payType)} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('ordersRails.orders.timeline')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {t('ordersRails.orders.timelineHelp')}
          </Typography.Paragraph>
          <Timeline
            data-testid="ops-order-timeline"
            items={order.timeline.map((event, i) => ({
              key: i,
              color: TIMELINE_COLOR[event.status] ?? 'blue',
              children: <TimelineStep event={event} />,
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
