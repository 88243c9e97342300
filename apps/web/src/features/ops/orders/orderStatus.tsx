import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC §3 order statuses, as the search's filter offers them. */
export const ORDER_STATUSES = [-2, -1, 0, 1, 2, 3] as const;
export const ORDER_KINDS = [-1, 0, 1, 2] as const;

const COLOR: Record<number, string> = {
  [-2]: 'orange',
  [-1]: 'gold',
  0: 'processing',
  1: 'success',
  2: 'error',
  3: 'default',
};

export function OrderStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('ops');
  return (
    <Tag color={COLOR[status] ?? 'default'}>
      {t(`ordersRails.status.${status}`, { defaultValue: String(status) })}
    </Tag>
  );
}
