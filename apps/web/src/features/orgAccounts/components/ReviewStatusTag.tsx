import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/plain/StatusTag.tsx';

const TONES: Record<number, string> = { 0: 'gold', 1: 'success', 2: 'error' };

/**
 * An operator's review status of an exchange account or a contract worker: 0 pending,
 * 1 approved, 2 rejected. Plain, so that the lists draw it without antd (issue 16).
 */
export function ReviewStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <StatusTag tone={TONES[status]}>
      {t(`orgAccounts:exchange.status.${status}`, { defaultValue: String(status) })}
    </StatusTag>
  );
}
