import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { MINT_GREEN } from '../../app/brand.ts';
import { formatDateTime } from '../../lib/format.ts';
import { formatRate, rateAxisLabels } from '../../lib/money/rateFormat.ts';
import type { RateRow } from '../../lib/money/rates.ts';

const HEIGHT = 280;
/** Room under the plot for the legend, which shows the date and rate under the cursor. */
const LEGEND = 48;

/**
 * A pair's rates over time, drawn by uPlot (about 20 KB on the wire against ECharts' 140 KB):
 * the dashboard's trend is the one chart a signed-in phone may show near its first screen
 * (docs/performance.md). Lazily loaded; the axes and the legend speak the reader's language.
 */
export default function RateLineChart({ rows, label }: { rows: RateRow[]; label: string }) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const times = rows.map((row) => Date.parse(row.updateTime.replace(' ', 'T')) / 1000);
    const rates = rows.map((row) => Number(row.rate));
    const dateOf = (seconds: number) => formatDateTime(new Date(seconds * 1000).toISOString());
    const dayOf = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric' });
    // Without a cursor on the chart, the legend shows the latest rate rather than a dash.
    const last = rows.length - 1;
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT - LEGEND,
        scales: { x: { time: true } },
        axes: [
          {
            space: 64,
            values: (_, ticks) => ticks.map((tick) => dayOf.format(new Date(tick * 1000))),
          },
          // Enough decimals that neighbouring labels differ (a TZS rate moves in its 6th decimal).
          { values: (_, ticks) => rateAxisLabels(ticks), size: 80 },
        ],
        series: [
          {
            label: t('chartTime'),
            value: (_, v, _series, index) => dateOf(index == null ? times[last]! : v),
          },
          {
            label,
            stroke: MINT_GREEN,
            width: 2,
            fill: 'rgba(62, 180, 137, 0.15)',
            points: { show: false },
            value: (_, v, _series, index) => {
              const rate = index == null ? rates[last] : v;
              return rate == null ? '-' : formatRate(rate);
            },
          },
        ],
      },
      [times, rates],
      element,
    );
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT - LEGEND }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [rows, label, t, i18n.language]);

  return (
    <div
      ref={container}
      className="rate-line-chart"
      style={{ width: '100%', minHeight: HEIGHT }}
      role="img"
      aria-label={label}
    />
  );
}
