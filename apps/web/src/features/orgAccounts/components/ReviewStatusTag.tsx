import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = { 0: 'gold', 1: 'success', 2: 'error' };

/**
 * An operator's review status of an exchange account or a contract worker: 0 pending,
 * 1 approved, 2 rejected.
 */
export function ReviewStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]}>
      {t(`orgAccounts:exchange.status.${status}`, { defaultValue: String(status) })}
    </Tag>
  );
}
