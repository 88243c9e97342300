import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderStatusColor, orderStatusKey } from '../../lib/money/orderStatus.ts';

export function OrderStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={orderStatusColor(status)} data-status={status}>
      {t(orderStatusKey(status))}
    </Tag>
  );
}
