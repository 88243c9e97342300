import type { ReactNode } from 'react';
import { Tag, Typography } from 'antd';
import type { ExchangePayeeChange } from '@pesa/contract';
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
 * For an approved account with a payee update waiting, the new details come first and the
 * decision is on them: approve puts them in use, reject keeps the approved ones.
 */
export function ExchangeDetailDrawer({
  row,
  onClose,
}: {
  row: ExchangeQueueRow;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ops', 'orgAccounts']);
  // An approved account whose payee update waits: the decision is on the update, not the account.
  const change = row.payeeChange?.status === 0 ? row.payeeChange : undefined;
  const approve = useQueueDecision(
    'exchange',
    () =>
      change
        ? complianceApi.decideExchangePayeeChange(row, true)
        : complianceApi.decideExchange(row, 1),
    { done: t('kyc.approved'), onClose },
  );
  const reject = useQueueDecision(
    'exchange',
    (reason: string) =>
      change
        ? complianceApi.decideExchangePayeeChange(row, false, reason)
        : complianceApi.decideExchange(row, 2, reason),
    { done: t('kyc.rejected'), onClose },
  );
  const f = (key: string) => t(`orgAccounts:exchange.field.${key}`);
  const status = (value: number) => (
    <Tag color={EXCHANGE_STATUS_COLOR[value]}>{t(`orgAccounts:exchange.status.${value}`)}</Tag>
  );
  const waiting = row.exchangeStatus === 0 || row.paymentStatus === 0 || change !== undefined;
  const details = (d: ExchangePayeeChange | ExchangeQueueRow): Array<[string, ReactNode]> => [
    [f('accountName'), d.accountName],
    [f('type'), t(`orgAccounts:exchange.holder.${d.type}`, { defaultValue: '' })],
    [f('idNo'), d.idNo],
    [f('cardNo'), d.cardNo],
    [f('accountNumber'), d.accountNumber],
    [f('bankName'), d.bankName],
    [f('branchName'), d.branchName],
    [f('province'), d.province],
    [f('city'), d.city],
    [f('lineNumber'), d.lineNumber],
    [f('applyReason'), d.applyReason],
  ];
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
                confirm: t(
                  change
                    ? 'compliance.exchange.confirmApprovePayee'
                    : 'compliance.exchange.confirmApprove',
                ),
                pending: approve.isPending,
                run: () => approve.mutate(undefined),
              },
              reject: { max: REASON_MAX, pending: reject.isPending, run: reject.mutate },
            }
          : undefined
      }
    >
      {change && (
        <>
          <Typography.Title level={5} data-testid="payee-change-details">
            {t('compliance.exchange.newDetails')}
          </Typography.Title>
          <FieldList
            items={[...details(change), [t('kyc.submitted'), formatDateTime(change.submitTime)]]}
          />
        </>
      )}
      <FieldList
        items={[
          [f('exchangeStatus'), status(row.exchangeStatus)],
          [f('paymentStatus'), status(row.paymentStatus)],
          ...details(row),
          [t('kyc.submitted'), formatDateTime(row.createTime)],
          [f('updateTime'), formatDateTime(row.updateTime)],
        ]}
      />
    </QueueDrawer>
  );
}
