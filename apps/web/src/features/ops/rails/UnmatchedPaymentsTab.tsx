import { useState } from 'react';
import { Alert, Button, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { railsApi, type UnmatchedPayment } from './railsApi.ts';
import { useCanActOnRails, usePagedRailsList } from './railsTable.ts';
import { ReversePaymentModal } from './ReversePaymentModal.tsx';

const REVERSAL_COLOR = {
  none: 'default',
  requested: 'processing',
  reversed: 'success',
  failed: 'error',
};

/** Paybill payments with no waiting top-up; "Reverse" while none is under way or the last failed. */
export function UnmatchedPaymentsTab() {
  const { t } = useTranslation('ops');
  const canAct = useCanActOnRails();
  const [reversing, setReversing] = useState<UnmatchedPayment | null>(null);
  const { list, tableProps } = usePagedRailsList(['unmatched'], railsApi.unmatched);
  const columns = [
    {
      title: t('ordersRails.rails.transId'),
      dataIndex: 'transId',
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    {
      title: t('ordersRails.rails.amount'),
      key: 'amount',
      align: 'right' as const,
      render: (_: unknown, row: UnmatchedPayment) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(row.amount, row.currencyCode)}</span>
      ),
    },
    {
      title: t('ordersRails.rails.payer'),
      key: 'payer',
      render: (_: unknown, row: UnmatchedPayment) => (
        <>
          <div>{row.name}</div>
          <Typography.Text type="secondary">{row.msisdn}</Typography.Text>
        </>
      ),
    },
    { title: t('ordersRails.rails.billRef'), dataIndex: 'billRef' },
    {
      title: t('ordersRails.rails.paidAt'),
      dataIndex: 'time',
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('ordersRails.rails.reversal'),
      key: 'reversal',
      render: (_: unknown, row: UnmatchedPayment) => (
        <>
          <Tag color={REVERSAL_COLOR[row.reversalStatus]}>
            {t(`ordersRails.rails.reversalStatuses.${row.reversalStatus}`)}
          </Tag>
          {row.reversalResult && (
            <Typography.Text type="secondary">{row.reversalResult}</Typography.Text>
          )}
        </>
      ),
    },
    ...(canAct
      ? [
          {
            title: '',
            key: 'action',
            // Kept in view while a phone scrolls the table sideways.
            fixed: 'right' as const,
            render: (_: unknown, row: UnmatchedPayment) =>
              (row.reversalStatus === 'none' || row.reversalStatus === 'failed') && (
                <Button danger size="small" onClick={() => setReversing(row)}>
                  {t('ordersRails.rails.reverse')}
                </Button>
              ),
          },
        ]
      : []),
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('ordersRails.rails.unmatchedHelp')}
      </Typography.Paragraph>
      {list.isError ? (
        <Alert type="info" showIcon message={list.error.message} />
      ) : (
        <Table
          rowKey="transId"
          columns={columns}
          {...tableProps}
          locale={{ emptyText: t('ordersRails.rails.empty') }}
        />
      )}
      <ReversePaymentModal payment={reversing} onClose={() => setReversing(null)} />
    </>
  );
}
