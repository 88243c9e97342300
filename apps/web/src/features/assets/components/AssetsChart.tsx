import { lazy, Suspense, useMemo } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AssetRow } from '../../../lib/money/api.ts';

const EChart = lazy(() => import('../../../components/money/BarEChart.tsx'));

/** Domestic, cross-border and on-hold balances per currency, stacked. */
export function AssetsChart({ rows }: { rows: AssetRow[] }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const series = (['domestic', 'crossBorder', 'onHold'] as const).map((key, i) => ({
      name: t(`assets:${key}`),
      type: 'bar',
      stack: 'total',
      data: rows.map((r) => Number(r[key])),
      itemStyle: { color: ['#3eb489', '#2f7df6', '#f5a623'][i] },
    }));
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: rows.map((r) => r.currencyCode) },
      yAxis: { type: 'value' },
      series,
    };
  }, [rows, t]);
  return (
    <Suspense fallback={<Skeleton active />}>
      <EChart option={option} label={t('assets:chart')} />
    </Suspense>
  );
}
