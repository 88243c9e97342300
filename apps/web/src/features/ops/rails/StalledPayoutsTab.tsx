import { useState } from 'react';
import { Alert, Button, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { railsApi, type StalledPayout } from './railsApi.ts';
import { useCanActOnRails, usePagedRailsList } from './railsTable.ts';
import { ResolvePayoutModal } from './ResolvePayoutModal.tsx';

/** M-Pesa payouts every status query left pending, each with "Resolve" for finance. */
export function StalledPayoutsTab() {
  const { t } = useTranslation('ops');
  const canAct = useCanActOnRails();
  const [resolving, setResolving] = useState<StalledPayout | null>(null);
  const { list, tableProps } = usePagedRailsList(['stalled'], railsApi.stalled);
  const columns = [
    {
      title: t('ordersRails.rails.sn'),
      dataIndex: 'sn',
      render: (sn: string) => <Typography.Text strong>{sn}</Typography.Text>,
    },
    {
      title: t('ordersRails.rails.amount'),
      key: 'amount',
      align: 'right' as const,
      render: (_: unknown, row: StalledPayout) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(row.amount, row.currencyCode)}</span>
      ),
    },
    { title: t('ordersRails.rails.conversationId'), dataIndex: 'thirdOrderNo' },
    {
      title: t('ordersRails.rails.created'),
      dataIndex: 'createTime',
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('ordersRails.rails.lastCheck'),
      dataIndex: 'lastCheckTime',
      render: (v: string) => formatDateTime(v),
    },
    ...(canAct
      ? [
          {
            title: '',
            key: 'action',
            // Kept in view while a phone scrolls the table sideways.
            fixed: 'right' as const,
            render: (_: unknown, row: StalledPayout) => (
              <Button
                type="primary"
                size="small"
                disabled={!row.thirdOrderNo}
                onClick={() => setResolving(row)}
              >
                {t('ordersRails.rails.resolve')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('ordersRails.rails.stalledHelp')}
      </Typography.Paragraph>
      {list.isError ? (
        <Alert type="info" showIcon message={list.error.message} data-testid="ops-rails-message" />
      ) : (
        <Table
          rowKey="sn"
          data-testid="ops-stalled-table"
          columns={columns}
          {...tableProps}
          locale={{ emptyText: t('ordersRails.rails.empty') }}
        />
      )}
      <ResolvePayoutModal payout={resolving} onClose={() => setResolving(null)} />
    </>
  );
}
