import { useEffect } from 'react';
import { Result, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOrderDetail } from '../../../lib/money/api.ts';
import { isFinalStatus, orderStatusKey } from '../../../lib/money/orderStatus.ts';
import { OrderStatusTag } from '../../../components/money/OrderStatusTag.tsx';
import { formatAmount } from '../../../lib/format.ts';

/** A wallet push (M-Pesa, Tigo Pesa…): follows the order until the rail's callback settles it. */
export function StkPushStatus({ sn, payType }: { sn: string; payType: number }) {
  const { t } = useTranslation();
  const { data: order } = useOrderDetail(sn, true);
  const status = order?.status ?? -1;
  const final = isFinalStatus(status);
  const queryClient = useQueryClient();
  // Once the payment has ended, the lists and balances on screen show it too.
  useEffect(() => {
    if (!final) return;
    void queryClient.invalidateQueries({ queryKey: ['order', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['account'] });
  }, [final, queryClient]);
  return (
    <Result
      status={!final ? 'info' : status === 1 ? 'success' : 'error'}
      icon={final ? undefined : <Spin size="large" />}
      title={final ? t(orderStatusKey(status)) : t('topup:stkWaiting')}
      subTitle={
        <span data-testid="topup-status">
          {order && `${formatAmount(order.amount, { minDecimals: 2 })} ${order.currencyCode} · `}
          <OrderStatusTag status={status} />
          <br />
          {final ? null : t('topup:stkHint', { wallet: t(`topup:wallet.${payType}`) })}
        </span>
      }
    />
  );
}
