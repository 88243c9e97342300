import { useState } from 'react';
import { App, Button, Card, Flex, Select, Table, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RatePeriod } from '@pesa/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { RateHistoryChart } from '../../../components/money/RateHistoryChart.tsx';
import { RatePeriodPicker } from '../../../components/money/RatePeriodPicker.tsx';
import { settingsApi, type OpsRate } from './settingsApi.ts';
import { SetRateModal } from './SetRateModal.tsx';
import { useMayCall } from './canChange.ts';

const RATES_KEY = ['ops', 'settings', 'rates'] as const;

/**
 * /ops/rates: every pair's current rate (what customers' FX pages show) and its history chart,
 * the chart the customers' FX page draws (its code loads only when the chart is on screen).
 */
export function OpsRatesPage() {
  const { t } = useTranslation('ops');
  const { message } = App.useApp();
  const phone = useIsPhone();
  const client = useQueryClient();
  const mayEdit = useMayCall('/ops/rate/set');
  const rates = useQuery({ queryKey: RATES_KEY, queryFn: settingsApi.rates });
  const [picked, setPicked] = useState<string>();
  const [period, setPeriod] = useState<RatePeriod>('lastMonth');
  const [editing, setEditing] = useState<OpsRate | null>(null);
  const pair = picked ?? rates.data?.[0]?.pair;
  const history = useQuery({
    queryKey: ['ops', 'settings', 'rateHistory', pair, period],
    queryFn: () => settingsApi.rateHistory(pair!, period),
    enabled: Boolean(pair),
  });

  const columns = [
    {
      title: t('settingsAudit.rates.pair'),
      dataIndex: 'pair',
      render: (value: string) => <Typography.Text strong>{value}</Typography.Text>,
    },
    { title: t('settingsAudit.rates.rate'), dataIndex: 'rate' },
    {
      title: t('settingsAudit.updated'),
      dataIndex: 'updateTime',
      render: (time: string) => formatDateTime(time),
    },
    ...(mayEdit
      ? [
          {
            title: t('operators.actions'),
            key: 'actions',
            render: (_: unknown, row: OpsRate) => (
              <Button
                size="small"
                aria-label={`${t('settingsAudit.rates.set')} ${row.pair}`}
                onClick={() => setEditing(row)}
              >
                {t('settingsAudit.rates.set')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('settingsAudit.rates.title')}
      </Typography.Title>
      <Table
        rowKey="pair"
        loading={rates.isPending}
        dataSource={rates.data ?? []}
        columns={columns}
        pagination={false}
        size={phone ? 'small' : 'middle'}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({ onClick: () => setPicked(row.pair), style: { cursor: 'pointer' } })}
        rowClassName={(row) => (row.pair === pair ? 'ant-table-row-selected' : '')}
      />
      <Card
        style={{ marginTop: 16 }}
        title={t('settingsAudit.rates.history')}
        extra={
          <Select
            aria-label={t('settingsAudit.rates.pair')}
            value={pair}
            onChange={setPicked}
            options={(rates.data ?? []).map((r) => ({ value: r.pair, label: r.pair }))}
            style={{ minWidth: 120 }}
          />
        }
      >
        <Flex vertical gap={12}>
          <RatePeriodPicker
            value={period}
            onChange={setPeriod}
            labelPrefix="ops:settingsAudit.period."
          />
          {history.isError && (
            <Typography.Text type="danger" role="alert">
              {history.error.message}
            </Typography.Text>
          )}
          {history.data && history.data.length === 0 && (
            <Typography.Text type="secondary">{t('settingsAudit.rates.noHistory')}</Typography.Text>
          )}
          {history.data && history.data.length > 0 && (
            <RateHistoryChart rows={history.data} label={pair ?? ''} />
          )}
        </Flex>
      </Card>
      <SetRateModal
        rate={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          void message.success(t('operators.saved'));
          void client.invalidateQueries({ queryKey: ['ops', 'settings'] });
        }}
      />
    </>
  );
}
