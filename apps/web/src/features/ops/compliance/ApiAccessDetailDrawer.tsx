import type { OpsUserApiRow } from '@pesa/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useCustomerNames } from '../customers/useCustomerNames.ts';
import { KYC_STATUS_COLOR } from '../kyc/kycView.ts';
import { complianceApi } from './complianceCalls.ts';
import { FieldList, when } from './FieldList.tsx';
import { QueueDrawer } from './QueueDrawer.tsx';
import { useQueueDecision } from './useQueueDecision.ts';

export const API_STATUS_COLOR: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red' };
const REASON_MAX = 300;

/** One API access application: what the company asked for, its KYB, and Approve / Reject. */
export function ApiAccessDetailDrawer({
  row,
  onClose,
}: {
  row: OpsUserApiRow;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ops', 'apiAccess']);
  const approve = useQueueDecision('apiAccess', () => complianceApi.approveApi(row.userId), {
    done: t('kyc.approved'),
    onClose,
  });
  const reject = useQueueDecision(
    'apiAccess',
    (reason: string) => complianceApi.rejectApi(row.userId, reason),
    { done: t('kyc.rejected'), onClose },
  );
  const f = (key: string) => t(`apiAccess:field.${key}`);
  const nameOf = useCustomerNames([row.userId]);
  const kyb = String(row.kybStatus);
  return (
    <QueueDrawer
      title={`${row.companyName} · ${t('compliance.api.detail', { accountNo: nameOf(row.userId)?.accountNo ?? '…' })}`}
      userId={row.userId}
      target={`user:${row.userId}`}
      onClose={onClose}
      decision={
        row.auditStatus === 0
          ? {
              approve: {
                confirm: t('compliance.api.confirmApprove'),
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
            <Tag key="s" color={API_STATUS_COLOR[row.auditStatus]}>
              {t(`compliance.api.statuses.${row.auditStatus}`)}
            </Tag>,
          ],
          [
            t('compliance.api.kyb'),
            <Tag key="k" color={KYC_STATUS_COLOR[kyb]}>
              {t(`kyc.statuses.${kyb}`)}
            </Tag>,
          ],
          [f('companyName'), row.companyName],
          [t('compliance.accountNo'), row.accountNo],
          [f('description'), row.description],
          [f('monthlyVolume'), row.monthlyVolume],
          [f('notifyUrl'), row.notifyUrl],
          [f('ipWhitelist'), row.ipWhitelist],
          [t('kyc.submitted'), formatDateTime(row.createTime)],
          [t('compliance.updated'), formatDateTime(row.updateTime)],
          [t('kyc.reviewed'), when(row.auditTime)],
          [t('kyc.rejectReason'), row.rejectReason],
        ]}
      />
    </QueueDrawer>
  );
}
