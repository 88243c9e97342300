import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { complianceApi, type VaCompletion, type VaQueueRow } from './complianceCalls.ts';
import { FieldList, when } from './FieldList.tsx';
import { QueueDrawer } from './QueueDrawer.tsx';
import { useQueueDecision } from './useQueueDecision.ts';
import { useReferenceNames } from './useReferenceNames.ts';
import { VaCompleteForm } from './VaCompleteForm.tsx';
import { useOpsSession } from '../useOpsSession.ts';

export const VA_STATUS_COLOR: Record<string, string> = {
  Submitted: 'gold',
  Confirmed: 'blue',
  Successful: 'green',
};

/**
 * One VA application: Submitted → Confirm; Confirmed → the bank's details complete it. The VA
 * service has no rejection (SPEC §5): an application is confirmed, then opened.
 */
export function VaDetailDrawer({ row, onClose }: { row: VaQueueRow; onClose: () => void }) {
  const { t } = useTranslation(['ops', 'va']);
  const names = useReferenceNames();
  const role = useOpsSession().data?.role;
  const confirm = useQueueDecision('va', () => complianceApi.confirmVa(row.id), {
    done: t('compliance.va.confirmed'),
    onClose,
  });
  const complete = useQueueDecision(
    'va',
    (details: VaCompletion) => complianceApi.completeVa(row.id, details),
    { done: t('compliance.va.completed'), onClose },
  );
  const f = (key: string) => t(`va:field.${key}`);
  return (
    <QueueDrawer
      title={`${names.country(row.countryId)} · ${names.currency(row.currencyId)} · ${t('compliance.va.detail', { id: row.id })}`}
      userId={row.userId}
      target={`va:${row.id}`}
      onClose={onClose}
      decision={
        row.status === 'Submitted'
          ? {
              approve: {
                label: t('compliance.va.confirm'),
                confirm: t('compliance.va.confirmHelp'),
                pending: confirm.isPending,
                run: () => confirm.mutate(undefined),
              },
            }
          : undefined
      }
    >
      <FieldList
        items={[
          [
            t('kyc.status'),
            <Tag key="s" color={VA_STATUS_COLOR[row.status]}>
              {t(`va:status.${row.status}`)}
            </Tag>,
          ],
          [f('country'), names.country(row.countryId)],
          [f('currency'), names.currency(row.currencyId)],
          [t('compliance.va.agreed'), when(row.agreeTime)],
          [t('kyc.submitted'), formatDateTime(row.createTime)],
          [f('accountId'), row.accountId],
          [f('accountName'), row.accountName],
          [f('bankName'), row.bankName],
          [f('bankAddress'), row.bankAddress],
          [f('payBillNum'), row.payBillNum],
          [f('branchCode'), row.branchCode],
          [f('bankCode'), row.bankCode],
        ]}
      />
      {row.status === 'Confirmed' && (role === 'compliance' || role === 'admin') && (
        <VaCompleteForm pending={complete.isPending} onComplete={complete.mutate} />
      )}
    </QueueDrawer>
  );
}
