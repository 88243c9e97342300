import { lazy, Suspense, useMemo, useState } from 'react';
import { Card, Empty, Segmented, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { RATE_PERIODS, useRateHistory, type RatePeriod } from '../api.ts';

const EChart = lazy(() => import('../../../components/money/EChart.tsx'));

/** One pair's rate over a preset period (yesterday, last week, last month, last year). */
export function RateTrend({ pairs }: { pairs: string[] }) {
  const { t } = useTranslation();
  const [pair, setPair] = useState<string>();
  const [period, setPeriod] = useState<RatePeriod>('lastWeek');
  const current = pair ?? pairs[0];
  const { data: rows = [], isLoading } = useRateHistory(current, period);
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        boundaryGap: false,
        data: rows.map((r) => formatDateTime(r.updateTime)),
      },
      yAxis: { type: 'value', scale: true },
      series: [
        {
          name: current,
          type: 'line',
          smooth: true,
          showSymbol: false,
          data: rows.map((r) => Number(r.rate)),
          itemStyle: { color: '#3eb489' },
          areaStyle: { color: 'rgba(62, 180, 137, 0.15)' },
        },
      ],
    }),
    [rows, current],
  );
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
          <Suspense fallback={<Skeleton active />}>
            <EChart option={option} label={`${t('fx:trend')} ${current}`} />
          </Suspense>
        )}
      </Space>
    </Card>
  );
}
