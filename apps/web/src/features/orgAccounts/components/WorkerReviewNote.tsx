import { useTranslation } from 'react-i18next';
import type { ContractWorker } from '../api.ts';
import '../orgAccounts.css';

/**
 * Under a worker's name: why a send cannot name it yet. Pending says it waits for our review; a
 * rejection gives the operator's reason, so the customer knows what to correct. An approved
 * worker needs no note.
 */
export function WorkerReviewNote({
  worker,
}: {
  worker: Pick<ContractWorker, 'auditStatus' | 'auditRemark'>;
}) {
  const { t } = useTranslation();
  if (worker.auditStatus === 0)
    return (
      <span className="org-review-note" data-testid="worker-review-note">
        {t('orgAccounts:worker.review.pending')}
      </span>
    );
  if (worker.auditStatus !== 2) return null;
  return (
    <span className="org-review-note is-rejected" data-testid="worker-review-note">
      {worker.auditRemark
        ? t('orgAccounts:worker.review.rejected', { reason: worker.auditRemark })
        : t('orgAccounts:worker.review.rejectedNoReason')}
    </span>
  );
}
