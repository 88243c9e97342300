import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { auditStatusKey, payoutStatusColor, payoutStatusKey } from '../payoutStatus.ts';

/** SPEC §4 payout status: pending, processing, success, rejected, in their colours. */
export function PayoutStatusTag({ status }: { status: number | null }) {
  const { t } = useTranslation();
  return (
    <Tag color={payoutStatusColor(status)} data-payout-status={status ?? ''}>
      {t(payoutStatusKey(status))}
    </Tag>
  );
}

const AUDIT_COLORS: Record<number, string> = { [-1]: 'gold', 1: 'success', 2: 'error' };

/** An operator's review of a suspense order; a dash when it needs none. */
export function AuditStatusTag({ status }: { status: number | null }) {
  const { t } = useTranslation();
  if (status === null || !(status in AUDIT_COLORS)) return <>{t(auditStatusKey(status))}</>;
  return <Tag color={AUDIT_COLORS[status]}>{t(auditStatusKey(status))}</Tag>;
}
