import { lazy, Suspense } from 'react';
import type { RateRow } from '../../lib/money/rates.ts';
import { LineSkeleton } from '../plain/LineSkeleton.tsx';
import { WhenVisible } from '../WhenVisible.tsx';

const RateLineChart = lazy(() => import('./RateLineChart.tsx'));

/**
 * Line chart of one pair's rates, oldest first; the chart code loads when the first chart comes
 * into view.
 */
export function RateHistoryChart({ rows, label }: { rows: RateRow[]; label: string }) {
  return (
    <WhenVisible height={280}>
      <Suspense fallback={<LineSkeleton rows={4} />}>
        <RateLineChart rows={rows} label={label} />
      </Suspense>
    </WhenVisible>
  );
}
