import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { PlainAlert } from '../../../components/plain/PlainAlert.tsx';
import { formatMoney } from '../../../lib/format.ts';

/**
 * What a suspense money call just made: done at once, or waiting for an operator (then it may
 * still be cancelled from the record, which the link opens on the right kind).
 */
export function OrderResult({ order, onClose }: { order: ApiOrderRow; onClose: () => void }) {
  const { t } = useTranslation();
  const waiting = order.status === -2 || order.status === -1 || order.status === 0;
  const values = {
    sn: order.sn,
    amount: formatMoney(order.amount, order.currencyCode),
    fee: formatMoney(order.feeAmount, order.currencyCode),
  };
  return (
    <PlainAlert
      data-testid="api-order-result"
      type={waiting ? 'info' : 'success'}
      onClose={onClose}
      title={t(`apiMoney:result.${order.kind}.${waiting ? 'waiting' : 'done'}`, values)}
      description={
        <Link to={`/homeApi/suspense-record?kind=${order.kind}`}>
          {t('apiMoney:result.viewRecord')}
        </Link>
      }
      style={{ marginBottom: 16, maxWidth: 560 }}
    />
  );
}
