import type { ApiOrderRow } from '@pesa/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { RowDetails } from './RowDetails.tsx';

/** SPEC §3 payer details of a collection, as the channel reported them. */
export function PayerDetails({ order }: { order: ApiOrderRow }) {
  const { t } = useTranslation();
  return (
    <RowDetails
      testId={`payer-${order.sn}`}
      items={[
        { label: t('apiMoney:payer.oppoAccountName'), value: order.oppoAccountName },
        { label: t('apiMoney:payer.oppoAccountId'), value: order.oppoAccountId },
        { label: t('apiMoney:payer.oppoBankName'), value: order.oppoBankName },
        { label: t('apiMoney:payer.paymentChannel'), value: order.paymentChannel },
        { label: t('apiMoney:payer.transactionNarrative'), value: order.transactionNarrative },
        { label: t('apiMoney:payer.externalTxId'), value: order.externalTxId },
        { label: t('apiMoney:field.remark'), value: order.remark },
        { label: t('apiMoney:field.updateTime'), value: formatDateTime(order.updateTime) },
        { label: t('money:field.failReason'), value: order.failReason },
      ]}
    />
  );
}
