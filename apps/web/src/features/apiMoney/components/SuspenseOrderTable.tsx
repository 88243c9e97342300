import { Button, Table, type TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { OrderStatusTag } from '../../../components/money/OrderStatusTag.tsx';
import { accountTypeKey } from '../accountTypes.ts';
import { moneyText } from '../amounts.ts';
import { AuditStatusTag } from './StatusTags.tsx';
import { RowDetails } from './RowDetails.tsx';
import { isApiCancellable, useCancelApiOrder } from './useCancelApiOrder.tsx';

/**
 * Suspense transfers, top-ups and cash-outs with the SPEC §3 Transfer fields; a row still
 * waiting for review can be cancelled (after a warning: it cannot be undone).
 */
export function SuspenseOrderTable({
  rows,
  loading,
  pagination,
}: {
  rows?: ApiOrderRow[];
  loading: boolean;
  pagination: TablePaginationConfig | false;
}) {
  const { t } = useTranslation();
  const [confirmCancel, holder] = useCancelApiOrder();
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
      {holder}
      <Table<ApiOrderRow>
        rowKey="sn"
        loading={loading}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={pagination}
        expandable={{
          expandedRowRender: (o) => (
            <RowDetails
              items={[
                { label: t('apiMoney:field.remark'), value: o.remark },
                { label: t('apiMoney:field.companyInfo'), value: o.companyInfo },
                { label: t('apiMoney:field.taxFee'), value: moneyText(o.taxFee, o.currencyCode) },
                { label: t('apiMoney:field.auditTime'), value: formatDateTime(o.auditTime) },
                { label: t('money:field.failReason'), value: o.failReason },
                { label: t('apiMoney:field.updateTime'), value: formatDateTime(o.updateTime) },
              ]}
            />
          ),
        }}
        columns={[
          { title: t('money:field.sn'), dataIndex: 'sn' },
          { title: t('money:field.type'), render: (_, o) => t(`apiMoney:kind.${o.kind}`) },
          { title: t('money:field.currency'), dataIndex: 'currencyCode' },
          { title: t('money:field.amount'), render: (_, o) => moneyText(o.amount, o.currencyCode) },
          { title: t('money:field.fee'), render: (_, o) => moneyText(o.feeAmount, o.currencyCode) },
          { title: t('apiMoney:field.from'), render: (_, o) => from(o) },
          { title: t('apiMoney:field.to'), render: (_, o) => to(o) },
          {
            title: t('money:field.status'),
            render: (_, o) => <OrderStatusTag status={o.status} />,
          },
          {
            title: t('apiMoney:field.auditStatus'),
            render: (_, o) => <AuditStatusTag status={o.auditStatus} />,
          },
          { title: t('money:field.createTime'), render: (_, o) => formatDateTime(o.createTime) },
          {
            title: t('apiMoney:field.actions'),
            render: (_, o) =>
              isApiCancellable(o) ? (
                <Button size="small" danger onClick={() => confirmCancel(o)}>
                  {t('apiMoney:cancel.button')}
                </Button>
              ) : null,
          },
        ]}
      />
    </>
  );
}
