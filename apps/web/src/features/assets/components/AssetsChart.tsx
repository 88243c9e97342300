import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetRow } from '../../../lib/money/api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { BALANCE_KINDS, balanceShares } from '../balanceShares.ts';
import { WhenVisible } from '../../../components/WhenVisible.tsx';
import { LineSkeleton } from '../../../components/plain/LineSkeleton.tsx';

const EChart = lazy(() => import('../../../components/money/BarEChart.tsx'));
const COLORS = { domestic: '#3eb489', crossBorder: '#2f7df6', onHold: '#f5a623' };

interface TooltipItem {
  dataIndex: number;
  seriesIndex: number;
  marker: string;
  seriesName: string;
}

/**
 * How each currency's balance is held (domestic, cross-border, on hold), as shares of that
 * currency: amounts in different currencies cannot share one scale. The tooltip gives the amounts.
 */
export function AssetsChart({ rows }: { rows: AssetRow[] }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const shares = rows.map(balanceShares);
    const tooltipOf = (items: TooltipItem[]) => {
      const row = rows[items[0]?.dataIndex ?? 0];
      if (!row) return '';
      const lines = items.map((item) => {
        const kind = BALANCE_KINDS[item.seriesIndex]!;
        const amount = formatMoney(row[kind] ?? '0', row.currencyCode);
        return `${item.marker} ${item.seriesName}: ${amount} (${shares[item.dataIndex]![kind]}%)`;
      });
      return [row.currencyCode, ...lines].join('<br/>');
    };
    return {
      tooltip: { trigger: 'axis', formatter: tooltipOf },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: rows.map((r) => r.currencyCode) },
      yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
      series: BALANCE_KINDS.map((kind) => ({
        name: t(`assets:${kind}`),
        type: 'bar',
        stack: 'share',
        barMaxWidth: 64,
        data: shares.map((share) => share[kind]),
        itemStyle: { color: COLORS[kind] },
      })),
    };
  }, [rows, t]);
  return (
    <WhenVisible height={280}>
      <Suspense fallback={<LineSkeleton rows={3} />}>
        <EChart option={option} label={t('assets:chart')} />
      </Suspense>
    </WhenVisible>
  );
}
