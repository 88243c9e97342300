import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { complianceApi, type ExchangeQueueRow } from './complianceCalls.ts';
import { FieldList } from './FieldList.tsx';
import { QueueDrawer } from './QueueDrawer.tsx';
import { useQueueDecision } from './useQueueDecision.ts';

export const EXCHANGE_STATUS_COLOR: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red' };
const REASON_MAX = 500;

/**
 * One exchange (settlement) account: every detail the customer gave. Approve or reject sets both
 * statuses (exchange and payment) at once, from the ones shown, so a later decision is refused.
 */
export function ExchangeDetailDrawer({
  row,
  onClose,
}: {
  row: ExchangeQueueRow;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ops', 'orgAccounts']);
  const approve = useQueueDecision('exchange', () => complianceApi.decideExchange(row, 1), {
    done: t('kyc.approved'),
    onClose,
  });
  const reject = useQueueDecision(
    'exchange',
    (reason: string) => complianceApi.decideExchange(row, 2, reason),
    { done: t('kyc.rejected'), onClose },
  );
  const f = (key: string) => t(`orgAccounts:exchange.field.${key}`);
  const status = (value: number) => (
    <Tag color={EXCHANGE_STATUS_COLOR[value]}>{t(`orgAccounts:exchange.status.${value}`)}</Tag>
  );
  const waiting = row.exchangeStatus === 0 || row.paymentStatus === 0;
  return (
    <QueueDrawer
      title={`${row.accountName} · ${t('compliance.exchange.detail', { id: row.id })}`}
      userId={row.userId}
      target={`exchange:${row.id}`}
      onClose={onClose}
      decision={
        waiting
          ? {
              approve: {
                confirm: t('compliance.exchange.confirmApprove'),
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
          [f('exchangeStatus'), status(row.exchangeStatus)],
          [f('paymentStatus'), status(row.paymentStatus)],
          [f('accountName'), row.accountName],
          [f('type'), t(`orgAccounts:exchange.holder.${row.type}`, { defaultValue: '' })],
          [f('idNo'), row.idNo],
          [f('cardNo'), row.cardNo],
          [f('accountNumber'), row.accountNumber],
          [f('bankName'), row.bankName],
          [f('branchName'), row.branchName],
          [f('province'), row.province],
          [f('city'), row.city],
          [f('lineNumber'), row.lineNumber],
          [f('applyReason'), row.applyReason],
          [t('kyc.submitted'), formatDateTime(row.createTime)],
          [f('updateTime'), formatDateTime(row.updateTime)],
        ]}
      />
    </QueueDrawer>
  );
}
