import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFollowedOrder } from '../../../lib/money/useFollowedOrder.ts';
import { orderStatusKey } from '../../../lib/money/orderStatus.ts';
import { OrderStatusTag } from '../../../components/money/OrderStatusTag.tsx';
import { formatMoney } from '../../../lib/format.ts';

/** A wallet push (M-Pesa, Tigo Pesa…): follows the order until the rail's callback settles it. */
export function StkPushStatus({ sn, payType }: { sn: string; payType: number }) {
  const { t } = useTranslation();
  const { order, final } = useFollowedOrder(sn);
  const status = order?.status ?? -1;
  return (
    <Result
      status={!final ? 'info' : status === 1 ? 'success' : 'error'}
      icon={final ? undefined : <Spin size="large" />}
      title={final ? t(orderStatusKey(status)) : t('topup:stkWaiting')}
      subTitle={
        <span data-testid="topup-status">
          {order && `${formatMoney(order.amount, order.currencyCode)} · `}
          <OrderStatusTag status={status} />
          <br />
          {final ? null : t('topup:stkHint', { wallet: t(`topup:wallet.${payType}`) })}
        </span>
      }
    />
  );
}
