import { lazy, Suspense, useMemo } from 'react';
import { Skeleton } from 'antd';
import { MINT_GREEN } from '../../app/theme.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { RateRow } from '../../lib/money/rates.ts';
import { WhenVisible } from '../WhenVisible.tsx';

const EChart = lazy(() => import('./LineEChart.tsx'));

/** Line chart of one pair's rates, oldest first; the chart code loads when the first chart comes into view. */
export function RateHistoryChart({ rows, label }: { rows: RateRow[]; label: string }) {
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
          name: label,
          type: 'line',
          smooth: true,
          showSymbol: false,
          data: rows.map((r) => Number(r.rate)),
          lineStyle: { color: MINT_GREEN },
          itemStyle: { color: MINT_GREEN },
          areaStyle: { color: 'rgba(62, 180, 137, 0.15)' },
        },
      ],
    }),
    [rows, label],
  );
  return (
    <WhenVisible height={280}>
      <Suspense fallback={<Skeleton active />}>
        <EChart option={option} label={label} />
      </Suspense>
    </WhenVisible>
  );
}
