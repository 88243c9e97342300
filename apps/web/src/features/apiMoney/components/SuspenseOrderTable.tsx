import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { OrderStatusTag } from '../../../components/money/OrderStatusTag.tsx';
import { Pager } from '../../../components/plain/Pager.tsx';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { accountTypeKey } from '../accountTypes.ts';
import { formatMoney } from '../../../lib/format.ts';
import { isApiCancellable } from '../cancellable.ts';
import { LazyCancelOrderDialog, prefetchCancelOrderDialog } from './LazyCancelOrderDialog.tsx';
import { RowDetails } from './RowDetails.tsx';
import { AuditStatusTag } from './StatusTags.tsx';

/**
 * Suspense transfers, top-ups and cash-outs with the SPEC §3 Transfer fields; a row still
 * waiting for review can be cancelled (after a warning: it cannot be undone).
 */
export function SuspenseOrderTable({
  rows,
  loading,
  pager,
}: {
  rows?: ApiOrderRow[];
  loading: boolean;
  pager: ComponentProps<typeof Pager>;
}) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState<ApiOrderRow | null>(null);
  const account = (type: number | null) => (type === null ? '-' : t(accountTypeKey(type)));
  // A top-up comes from outside (its way of paying) and a cash-out leaves to a settlement account.
  const from = (o: ApiOrderRow) =>
    o.fromAccountType === null && o.kind === 'recharge'
      ? t(`money:payType.${o.payType}`, { defaultValue: String(o.payType) })
      : account(o.fromAccountType);
  const to = (o: ApiOrderRow) =>
    o.toAccountType === null && o.kind === 'cashOut'
      ? [o.recipientName, o.recipient].filter(Boolean).join(' · ') || '-'
      : account(o.toAccountType);
  return (
    <>
      <PlainTable<ApiOrderRow>
        rowKey={(o) => o.sn}
        loading={loading}
        rows={rows}
        empty={t('apiMoney:empty')}
        expandedRow={(o) => (
          <RowDetails
            items={[
              { label: t('apiMoney:field.remark'), value: o.remark },
              { label: t('apiMoney:field.companyInfo'), value: o.companyInfo },
              { label: t('apiMoney:field.taxFee'), value: formatMoney(o.taxFee, o.currencyCode) },
              { label: t('apiMoney:field.auditTime'), value: formatDateTime(o.auditTime) },
              { label: t('money:field.failReason'), value: o.failReason },
              { label: t('apiMoney:field.updateTime'), value: formatDateTime(o.updateTime) },
            ]}
          />
        )}
        columns={[
          { key: 'sn', title: t('money:field.sn'), render: (o) => o.sn },
          {
            key: 'kind',
            title: t('money:field.type'),
            render: (o) => t(`apiMoney:kind.${o.kind}`),
          },
          { key: 'currency', title: t('money:field.currency'), render: (o) => o.currencyCode },
          {
            key: 'amount',
            title: t('money:field.amount'),
            render: (o) => formatMoney(o.amount, o.currencyCode),
          },
          {
            key: 'fee',
            title: t('money:field.fee'),
            render: (o) => formatMoney(o.feeAmount, o.currencyCode),
          },
          { key: 'from', title: t('apiMoney:field.from'), render: from },
          { key: 'to', title: t('apiMoney:field.to'), render: to },
          {
            key: 'status',
            title: t('money:field.status'),
            render: (o) => <OrderStatusTag status={o.status} />,
          },
          {
            key: 'audit',
            title: t('apiMoney:field.auditStatus'),
            render: (o) => <AuditStatusTag status={o.auditStatus} />,
          },
          {
            key: 'createTime',
            title: t('money:field.createTime'),
            render: (o) => formatDateTime(o.createTime),
          },
          {
            key: 'actions',
            title: t('apiMoney:field.actions'),
            render: (o) =>
              isApiCancellable(o) ? (
                <button
                  type="button"
                  className="plain-button is-small is-danger"
                  onClick={() => setCancelling(o)}
                  onPointerEnter={prefetchCancelOrderDialog}
                  onFocus={prefetchCancelOrderDialog}
                >
                  {t('apiMoney:cancel.button')}
                </button>
              ) : null,
          },
        ]}
      />
      <Pager {...pager} />
      <LazyCancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
