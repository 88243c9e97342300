import { useState } from 'react';
import { App, Button, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { settingsApi, type OpsFee } from './settingsApi.ts';
import { EditFeeModal } from './EditFeeModal.tsx';
import { useMayCall } from './canChange.ts';

const FEES_KEY = ['ops', 'settings', 'fees'] as const;
const feeKey = (f: OpsFee) => `${f.scope}:${f.payType}:${f.currencyId}`;

/** /ops/fees: each channel's fee schedule (fixed + basis points, bounded), editable by finance. */
export function OpsFeesPage() {
  const { t } = useTranslation('ops');
  const { message } = App.useApp();
  const phone = useIsPhone();
  const client = useQueryClient();
  const mayEdit = useMayCall('/ops/fee/set');
  const fees = useQuery({ queryKey: FEES_KEY, queryFn: settingsApi.fees });
  const [editing, setEditing] = useState<OpsFee | null>(null);
  const money = (value: string | null, code: string) =>
    value === null ? '—' : formatMoney(value, code);

  const columns = [
    {
      title: t('settingsAudit.fees.channel'),
      key: 'channel',
      render: (_: unknown, row: OpsFee) => (
        <Typography.Text strong>
          {row.channelName ?? t('settingsAudit.fees.payType', { payType: row.payType })}
        </Typography.Text>
      ),
    },
    {
      title: t('settingsAudit.fees.scope'),
      dataIndex: 'scope',
      render: (scope: number) => (
        <Tag color={scope === 1 ? 'purple' : 'blue'}>
          {t(scope === 1 ? 'settingsAudit.fees.crossBorder' : 'settingsAudit.fees.domestic')}
        </Tag>
      ),
    },
    { title: t('settingsAudit.currency'), dataIndex: 'currency' },
    {
      title: t('settingsAudit.fees.fee'),
      key: 'fee',
      render: (_: unknown, row: OpsFee) =>
        t('settingsAudit.fees.feeValue', {
          fixed: formatMoney(row.fixedAmount, row.currency),
          percent: formatAmount(row.basisPoints / 100, { maxDecimals: 2 }),
        }),
    },
    {
      title: t('settingsAudit.fees.bounds'),
      key: 'bounds',
      render: (_: unknown, row: OpsFee) =>
        row.minAmount === null && row.maxAmount === null
          ? '—'
          : `${money(row.minAmount, row.currency)} – ${money(row.maxAmount, row.currency)}`,
    },
    {
      title: t('settingsAudit.fees.minOrder'),
      dataIndex: 'minOrderAmount',
      render: (value: string | null, row: OpsFee) => money(value, row.currency),
    },
    {
      title: t('settingsAudit.updated'),
      dataIndex: 'updateTime',
      responsive: ['lg' as const],
      render: (time: string) => formatDateTime(time),
    },
    ...(mayEdit
      ? [
          {
            title: t('operators.actions'),
            key: 'actions',
            render: (_: unknown, row: OpsFee) => (
              <Button size="small" onClick={() => setEditing(row)}>
                {t('settingsAudit.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('settingsAudit.fees.title')}
      </Typography.Title>
      <Table
        rowKey={feeKey}
        loading={fees.isPending}
        dataSource={fees.data ?? []}
        columns={columns}
        pagination={false}
        size={phone ? 'small' : 'middle'}
        scroll={{ x: 'max-content' }}
      />
      <EditFeeModal
        fee={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          void message.success(t('operators.saved'));
          void client.invalidateQueries({ queryKey: FEES_KEY });
        }}
      />
    </>
  );
}
