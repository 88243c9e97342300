import { useTranslation } from 'react-i18next';
import { orderStatusColor, orderStatusKey } from '../../lib/money/orderStatus.ts';
import { StatusTag } from '../plain/StatusTag.tsx';

export function OrderStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <StatusTag tone={orderStatusColor(status)} data-status={status}>
      {t(orderStatusKey(status))}
    </StatusTag>
  );
}
