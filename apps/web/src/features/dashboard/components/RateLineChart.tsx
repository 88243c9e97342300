import { useEffect, useRef } from 'react';
import { echarts } from './echartsSetup.ts';
import type { RateRow } from '../api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { MINT } from '../colors.ts';

/** Line chart of one pair's rates, oldest first; resizes with its container. */
export function RateLineChart({ rows, label }: { rows: RateRow[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = echarts.init(element);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, []);

  useEffect(() => {
    const element = container.current;
    const chart = element ? echarts.getInstanceByDom(element) : undefined;
    chart?.setOption({
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis' },
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
          lineStyle: { color: MINT },
          itemStyle: { color: MINT },
          areaStyle: { color: 'rgba(62, 180, 137, 0.15)' },
        },
      ],
    });
  }, [rows, label]);

  return <div ref={container} className="rate-chart" role="img" aria-label={label} />;
}
