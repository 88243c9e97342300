import { useState } from 'react';
import { App, Button, Card, Flex, Select, Space, Table, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RatePeriod } from '@pesa/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { RateHistoryChart } from '../../../components/money/RateHistoryChart.tsx';
import { RatePeriodPicker } from '../../../components/money/RatePeriodPicker.tsx';
import { settingsApi, type OpsRate } from './settingsApi.ts';
import { SetRateModal, type RateChange } from './SetRateModal.tsx';
import { useMayCall } from './canChange.ts';

const RATES_KEY = ['ops', 'settings', 'rates'] as const;

/** A pair whose mid is set directly: one side is USD. The others are derived from those. */
const isAnchor = (rate: OpsRate) => rate.fromCurrency === 'USD' || rate.toCurrency === 'USD';

/**
 * /ops/rates: every pair's mid, spread and what customers get either way, and the history chart
 * the customers' FX page draws (its code loads only when the chart is on screen). Only the USD
 * pairs' mids are set here; every pair's spread is.
 */
export function OpsRatesPage() {
  const { t } = useTranslation('ops');
  const { message } = App.useApp();
  const phone = useIsPhone();
  const client = useQueryClient();
  const mayEdit = useMayCall('/ops/rate/set');
  const maySpread = useMayCall('/ops/rate/spread');
  const rates = useQuery({ queryKey: RATES_KEY, queryFn: settingsApi.rates });
  const [picked, setPicked] = useState<string>();
  const [period, setPeriod] = useState<RatePeriod>('lastMonth');
  const [editing, setEditing] = useState<RateChange | null>(null);
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
    {
      title: t('settingsAudit.rates.rate'),
      key: 'rate',
      render: (_: unknown, row: OpsRate) => (
        <Flex vertical>
          <span>{row.rate}</span>
          {!isAnchor(row) && (
            <Typography.Text type="secondary">{t('settingsAudit.rates.derived')}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('settingsAudit.rates.spread'),
      key: 'spread',
      render: (_: unknown, row: OpsRate) => `${(row.spreadBps / 100).toFixed(2)}%`,
    },
    {
      title: t('settingsAudit.rates.customerRates'),
      key: 'customer',
      render: (_: unknown, row: OpsRate) => (
        <Flex vertical>
          <span>{`1 ${row.fromCurrency} = ${row.forwardRate} ${row.toCurrency}`}</span>
          <span>{`1 ${row.toCurrency} = ${row.reverseRate} ${row.fromCurrency}`}</span>
        </Flex>
      ),
    },
    {
      title: t('settingsAudit.updated'),
      dataIndex: 'updateTime',
      render: (time: string) => formatDateTime(time),
    },
    ...(mayEdit || maySpread
      ? [
          {
            title: t('operators.actions'),
            key: 'actions',
            render: (_: unknown, row: OpsRate) => (
              <Space wrap>
                {mayEdit && isAnchor(row) && (
                  <Button
                    size="small"
                    aria-label={`${t('settingsAudit.rates.set')} ${row.pair}`}
                    onClick={() => setEditing({ kind: 'mid', rate: row })}
                  >
                    {t('settingsAudit.rates.set')}
                  </Button>
                )}
                {maySpread && (
                  <Button
                    size="small"
                    aria-label={`${t('settingsAudit.rates.setSpread')} ${row.pair}`}
                    onClick={() => setEditing({ kind: 'spread', rate: row })}
                  >
                    {t('settingsAudit.rates.setSpread')}
                  </Button>
                )}
              </Space>
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
        change={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          void message.success(t('operators.saved'));
          void client.invalidateQueries({ queryKey: ['ops', 'settings'] });
        }}
      />
    </>
  );
}
