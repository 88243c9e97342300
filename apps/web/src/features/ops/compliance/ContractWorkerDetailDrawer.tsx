import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { KycDocument } from '../kyc/KycDocument.tsx';
import { complianceApi, type ContractWorkerQueueRow } from './complianceCalls.ts';
import { FieldList, when } from './FieldList.tsx';
import { QueueDrawer } from './QueueDrawer.tsx';
import { useQueueDecision } from './useQueueDecision.ts';

export const WORKER_STATUS_COLOR: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red' };
/** The server's limit of a rejection's reason. */
const REASON_MAX = 500;
const FILES = ['contractFile', 'incomeProofFile', 'relationFile'] as const;

/**
 * One contract worker: every field the customer gave, the uploaded documents inline, and
 * Approve / Reject (with the reason the customer reads) while it waits. A decision names the
 * worker as shown (its last change), so a decision or an edit that came first makes it stale.
 */
export function ContractWorkerDetailDrawer({
  row,
  onClose,
}: {
  row: ContractWorkerQueueRow;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ops', 'orgAccounts']);
  const phone = useIsPhone();
  const approve = useQueueDecision('workers', () => complianceApi.approveWorker(row), {
    done: t('kyc.approved'),
    onClose,
  });
  const reject = useQueueDecision(
    'workers',
    (reason: string) => complianceApi.rejectWorker(row, reason),
    { done: t('kyc.rejected'), onClose },
  );
  const f = (key: string) => t(`orgAccounts:worker.field.${key}`);
  const files = FILES.filter((field) => row[field]);
  return (
    <QueueDrawer
      title={`${row.name} · ${t('compliance.worker.detail', { id: row.id })}`}
      userId={row.userId}
      target={`contractWorker:${row.id}`}
      onClose={onClose}
      decision={
        row.auditStatus === 0
          ? {
              approve: {
                confirm: t('compliance.worker.confirmApprove'),
                pending: approve.isPending,
                run: () => approve.mutate(undefined),
              },
              reject: { max: REASON_MAX, pending: reject.isPending, run: reject.mutate },
            }
          : undefined
      }
    >
      <FieldList
        items={[
          [
            t('kyc.status'),
            <Tag key="s" color={WORKER_STATUS_COLOR[row.auditStatus]}>
              {t(`orgAccounts:exchange.status.${row.auditStatus}`)}
            </Tag>,
          ],
          [f('name'), row.name],
          [f('idNo'), row.idNo],
          [f('payeeRelation'), t(`orgAccounts:worker.relation.${row.payeeRelation}`)],
          [f('payeeIdCardNo'), row.payeeIdCardNo],
          [f('workArea'), row.workArea],
          [f('workAddress'), row.workAddress],
          [f('residence'), row.residence],
          ...FILES.map((field): [string, string] => [
            f(field),
            row[field] ? t('compliance.worker.shownBelow') : t('orgAccounts:worker.noFile'),
          ]),
          [f('createTime'), formatDateTime(row.createTime)],
          [f('updateTime'), formatDateTime(row.updateTime)],
          ...(row.auditStatus !== 0
            ? ([
                [t('compliance.payee.auditor'), row.auditor],
                [t('compliance.payee.auditTime'), when(row.auditTime)],
                [t('compliance.payee.auditRemark'), row.auditRemark],
              ] satisfies Array<[string, string | null]>)
            : []),
        ]}
      />
      {files.length > 0 && (
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('compliance.worker.documents')}
        </Typography.Title>
      )}
      <div
        style={{ display: 'grid', gridTemplateColumns: phone ? '1fr' : '1fr 1fr', gap: 12 }}
        data-testid="worker-documents"
      >
        {files.map((field) => (
          <KycDocument key={field} userId={row.userId} filePath={row[field]} label={f(field)} />
        ))}
      </div>
    </QueueDrawer>
  );
}
