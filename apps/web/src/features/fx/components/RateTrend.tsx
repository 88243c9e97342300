import { useState } from 'react';
import { Card, Empty, Segmented, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RateHistoryChart } from '../../../components/money/RateHistoryChart.tsx';
import { RATE_PERIODS, useRateHistory, type RatePeriod } from '../../../lib/money/rates.ts';

/** One pair's rate over a preset period (yesterday, last week, last month, last year). */
export function RateTrend({ pairs }: { pairs: string[] }) {
  const { t } = useTranslation();
  const [pair, setPair] = useState<string>();
  const [period, setPeriod] = useState<RatePeriod>('lastWeek');
  const current = pair ?? pairs[0];
  const { data: rows = [], isLoading } = useRateHistory(current, period);
  return (
    <Card
      title={t('fx:trend')}
      extra={
        <Select
          value={current}
          onChange={setPair}
          options={pairs.map((p) => ({ value: p, label: p }))}
          style={{ width: 130 }}
          aria-label={t('fx:pair')}
        />
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented
            value={period}
            onChange={(v) => setPeriod(v as RatePeriod)}
            options={RATE_PERIODS.map((p) => ({ value: p, label: t(`fx:period.${p}`) }))}
          />
        </div>
        {isLoading ? (
          <Skeleton active />
        ) : rows.length === 0 ? (
          <Empty />
        ) : (
          <RateHistoryChart rows={rows} label={`${t('fx:trend')} ${current}`} />
        )}
      </Space>
    </Card>
  );
}
