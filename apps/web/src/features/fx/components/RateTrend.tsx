import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RateHistoryChart } from '../../../components/money/RateHistoryChart.tsx';
import { RatePeriodPicker } from '../../../components/money/RatePeriodPicker.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { EmptyNote } from '../../../components/plain/EmptyNote.tsx';
import { PlainCard } from '../../../components/plain/PlainCard.tsx';
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
    <PlainCard
      title={t('fx:trend')}
      className="rate-card"
      extra={
        <select
          className="plain-select fx-trend-pair"
          value={current ?? ''}
          onChange={(event) => setPair(event.target.value)}
          aria-label={t('fx:pair')}
        >
          {!current && <option value="" disabled />}
          {pairs.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      }
    >
      <div className="fx-trend-body">
        <RatePeriodPicker value={period} onChange={setPeriod} labelPrefix="fx:period." />
        {isLoading ? (
          <div className="rate-chart rate-chart-empty">
            <PageSpinner inline />
          </div>
        ) : rows.length === 0 ? (
          <EmptyNote className="rate-chart-empty">{t('fx:noTrend')}</EmptyNote>
        ) : (
          <RateHistoryChart rows={rows} label={`${t('fx:trend')} ${current}`} />
        )}
      </div>
    </PlainCard>
  );
}
