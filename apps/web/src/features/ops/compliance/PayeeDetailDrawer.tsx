import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { complianceApi, type PayeeQueueRow } from './complianceCalls.ts';
import { FieldList, when } from './FieldList.tsx';
import { QueueDrawer } from './QueueDrawer.tsx';
import { useQueueDecision } from './useQueueDecision.ts';
import { useReferenceNames } from './useReferenceNames.ts';

export const PAYEE_STATUS_COLOR: Record<number, string> = { [-1]: 'gold', 1: 'green', 2: 'red' };
/** The server's limit of a recipient decision's remark. */
const REMARK_MAX = 200;

/** One cross-border recipient: every field the customer gave, and Approve / Reject. */
export function PayeeDetailDrawer({ row, onClose }: { row: PayeeQueueRow; onClose: () => void }) {
  const { t } = useTranslation(['ops', 'money', 'payees']);
  const names = useReferenceNames();
  const approve = useQueueDecision('payees', () => complianceApi.approvePayee(row.id), {
    done: t('kyc.approved'),
    onClose,
  });
  const reject = useQueueDecision(
    'payees',
    (remark: string) => complianceApi.rejectPayee(row.id, remark),
    { done: t('kyc.rejected'), onClose },
  );
  const f = (key: string) => t(`compliance.payee.${key}`);
  return (
    <QueueDrawer
      title={`${row.name} · ${t('compliance.payee.detail', { id: row.id })}`}
      userId={row.mainUserId}
      target={`payee:${row.id}`}
      onClose={onClose}
      decision={
        row.auditStatus === -1
          ? {
              approve: {
                confirm: t('compliance.payee.confirmApprove'),
                pending: approve.isPending,
                run: () => approve.mutate(undefined),
              },
              reject: { max: REMARK_MAX, pending: reject.isPending, run: reject.mutate },
            }
          : undefined
      }
    >
      <FieldList
        items={[
          [
            f('status'),
            <Tag key="s" color={PAYEE_STATUS_COLOR[row.auditStatus]}>
              {t(`payees:audit.${row.auditStatus}`)}
            </Tag>,
          ],
          [f('name'), row.name],
          [f('type'), t(`payees:holder.${row.type}`, { defaultValue: String(row.type) })],
          [f('country'), names.country(row.countryId)],
          [f('currency'), names.currency(row.currencyId)],
          [f('payType'), t(`money:payType.${row.payType}`, { defaultValue: String(row.payType) })],
          [f('scope'), t(`money:scope.${row.scope}`)],
          [f('phone'), row.phone],
          [f('mobile'), row.mobile],
          [f('userAccountNo'), row.userAccountNo],
          [f('bankName'), row.bankName],
          [f('bankUser'), row.bankUser],
          [f('bankNo'), row.bankNo],
          [f('bankSwiftCode'), row.bankSwiftCode],
          [f('bankBranch'), row.bankBranch],
          [f('bankAddress'), row.bankAddrees],
          [f('bankCity'), row.bankCity],
          [f('bankState'), row.bankState],
          [f('bankZipcode'), row.bankZipcode],
          [f('choiceBankCode'), row.choiceBankCode],
          [f('accountId'), row.accountId],
          [f('accountName'), row.accountName],
          [f('remark'), row.remark],
          [f('createTime'), formatDateTime(row.createTime)],
          [f('updateTime'), formatDateTime(row.updateTime)],
          ...(row.auditStatus !== -1
            ? ([
                [f('auditor'), row.auditor],
                [f('auditTime'), when(row.auditTime)],
                [f('auditRemark'), row.auditRemark],
              ] satisfies Array<[string, string | null]>)
            : []),
        ]}
      />
    </QueueDrawer>
  );
}
