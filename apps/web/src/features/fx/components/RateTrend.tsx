import { useState } from 'react';
import { Card, Empty, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RateHistoryChart } from '../../../components/money/RateHistoryChart.tsx';
import { RatePeriodPicker } from '../../../components/money/RatePeriodPicker.tsx';
import { useRateHistory, type RatePeriod } from '../../../lib/money/rates.ts';
import { defaultRatePair, useHomeCurrency } from '../../../lib/money/ratePairs.ts';

/** One pair's rate over a preset period (yesterday, last week, last month, last year). */
export function RateTrend({ pairs }: { pairs: string[] }) {
  const { t } = useTranslation();
  const [pair, setPair] = useState<string>();
  const [period, setPeriod] = useState<RatePeriod>('lastWeek');
  const home = useHomeCurrency();
  const current = pair ?? (home.ready ? defaultRatePair(pairs, home.code) : undefined);
  const { data: rows = [], isLoading } = useRateHistory(current, period);
  return (
    <Card
      title={t('fx:trend')}
      className="rate-card"
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
        <RatePeriodPicker value={period} onChange={setPeriod} labelPrefix="fx:period." />
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
