import type { ReactNode } from 'react';
import { Button, Result, Spin, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { ScreenLink } from '../../../components/ScreenLink.tsx';
import { useTranslation } from 'react-i18next';
import { PayType } from '@pesa/contract';
import type { Order } from '../../../lib/money/api.ts';
import { useFollowedOrder } from '../../../lib/money/useFollowedOrder.ts';
import { timelineNoteKey } from '../../../lib/money/timelineNote.ts';
import { OrderStatusTag } from '../../../components/money/OrderStatusTag.tsx';
import {
  ReceiptDownloadButton,
  type ReceiptCarrier,
} from '../../../components/money/ReceiptDownloadButton.tsx';
import { formatMoney } from '../../../lib/format.ts';

type ResultStatus = 'success' | 'error' | 'info' | 'warning';

/** How each order status looks on the result: the icon, the title and the line under it. */
const LOOKS: Record<number, { status: ResultStatus; title: string; hint?: string }> = {
  [-2]: { status: 'info', title: 'waitingReview', hint: 'reviewHint' },
  [-1]: { status: 'info', title: 'waitingReview', hint: 'reviewHint' },
  0: { status: 'info', title: 'processing', hint: 'processingHint' },
  1: { status: 'success', title: 'success' },
  2: { status: 'error', title: 'failed', hint: 'returned' },
  3: { status: 'warning', title: 'cancelled', hint: 'returned' },
};

/**
 * The end of a send: it follows the order (the same hook as the STK top-up) until it is final,
 * so the icon and the words always say where the money is: on its way (spinner), waiting for a
 * review (clock), sent (tick), or failed (cross, with the reason and the money back).
 */
export function SendResult({
  created,
  ordersPath,
  onRestart,
}: {
  created: Order;
  ordersPath: string;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const { order: followed } = useFollowedOrder(created.sn);
  const order = followed ?? created;
  // A send above the account's approval threshold waits for its approvers first.
  const awaitingApproval =
    (order as { approvalStatus?: string | null }).approvalStatus === 'AWAITING_APPROVAL';
  const look = awaitingApproval
    ? { status: 'info' as const, title: 'awaitingApproval', hint: 'approvalHint' }
    : (LOOKS[order.status] ?? LOOKS[0]!);
  const icon: ReactNode =
    order.status === 0 ? (
      <Spin size="large" />
    ) : order.status < 0 ? (
      <ClockCircleOutlined />
    ) : undefined;
  const lastChange = followed?.timeline.at(-1);
  // A send into another customer's wallet has no rail to wait for: it is there at once.
  const hint = order.status === 1 && order.payType === PayType.WALLET ? 'walletArrived' : look.hint;
  const words = {
    name: order.payeeName ?? '',
    amount: formatMoney(order.toAmount, order.toCurrencyCode),
  };

  return (
    <Result
      status={look.status}
      icon={icon}
      title={<span data-testid="send-result-title">{t(`send:result.${look.title}`, words)}</span>}
      subTitle={
        <>
          <span data-testid="send-result">
            {t('money:field.sn')}: {order.sn} · <OrderStatusTag status={order.status} /> ·{' '}
            {formatMoney(order.payAmount, order.currencyCode)}
          </span>
          {order.status === 2 && (
            <Typography.Paragraph type="danger" data-testid="send-result-reason">
              {lastChange && t(timelineNoteKey(lastChange))}
              {order.failReason && ` · ${t('money:field.failReason')}: ${order.failReason}`}
            </Typography.Paragraph>
          )}
          {hint && (
            <Typography.Paragraph data-testid="send-result-hint">
              {t(`send:result.${hint}`, words)}
            </Typography.Paragraph>
          )}
        </>
      }
      extra={[
        <ScreenLink key="orders" to={`${ordersPath}?sn=${encodeURIComponent(order.sn)}`}>
          <Button type="primary">{t('send:viewOrder')}</Button>
        </ScreenLink>,
        // Once final, the followed detail carries the receipt code and the button appears.
        <ReceiptDownloadButton key="receipt" order={order as ReceiptCarrier} />,
        <Button key="again" onClick={onRestart}>
          {t('send:sendAgain')}
        </Button>,
      ]}
    />
  );
}
