import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/plain/StatusTag.tsx';
import { auditStatusKey, payoutStatusColor, payoutStatusKey } from '../payoutStatus.ts';

/** SPEC §4 payout status: pending, processing, success, rejected, in their colours. */
export function PayoutStatusTag({ status }: { status: number | null }) {
  const { t } = useTranslation();
  return (
    <StatusTag tone={payoutStatusColor(status)} data-status={status ?? undefined}>
      {t(payoutStatusKey(status))}
    </StatusTag>
  );
}

const AUDIT_TONES: Record<number, string> = { [-1]: 'gold', 1: 'success', 2: 'error' };

/** An operator's review of a suspense order; a dash when it needs none. */
export function AuditStatusTag({ status }: { status: number | null }) {
  const { t } = useTranslation();
  if (status === null || !(status in AUDIT_TONES)) return <>{t(auditStatusKey(status))}</>;
  return <StatusTag tone={AUDIT_TONES[status]}>{t(auditStatusKey(status))}</StatusTag>;
}
