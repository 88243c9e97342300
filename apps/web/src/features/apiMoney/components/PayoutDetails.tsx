import type { ApiOrderRow } from '@pesa/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { OrderStatusTag } from '../../../components/money/OrderStatusTag.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { RowDetails } from './RowDetails.tsx';

/** A payout's further fields: the order status behind its payout status, and why it failed. */
export function PayoutDetails({ order }: { order: ApiOrderRow }) {
  const { t } = useTranslation();
  return (
    <RowDetails
      testId={`payout-${order.sn}`}
      items={[
        { label: t('money:field.status'), value: <OrderStatusTag status={order.status} /> },
        { label: t('apiMoney:field.recipientName'), value: order.recipientName },
        { label: t('apiMoney:field.recipient'), value: order.recipient },
        { label: t('apiMoney:field.taxFee'), value: formatMoney(order.taxFee, order.currencyCode) },
        { label: t('apiMoney:field.remark'), value: order.remark },
        { label: t('money:field.failReason'), value: order.failReason },
        { label: t('apiMoney:field.updateTime'), value: formatDateTime(order.updateTime) },
      ]}
    />
  );
}
