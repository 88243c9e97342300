import '../../../components/plain/plainControls.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RateHistoryChart } from '../../../components/money/RateHistoryChart.tsx';
import { RatePeriodPicker } from '../../../components/money/RatePeriodPicker.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PlainCard } from '../../../components/plain/PlainCard.tsx';
import { EmptyNote } from '../../../components/plain/EmptyNote.tsx';
import { useCurrentRates, useRateHistory, type RatePeriod } from '../../../lib/money/rates.ts';
import { defaultRatePair, useHomeCurrency } from '../../../lib/money/ratePairs.ts';
import { formatRate } from '../../../lib/money/rateFormat.ts';

/** FX trend: pick a pair and a preset period (yesterday, last week/month/year). */
export function FxTrendCard() {
  const { t } = useTranslation();
  const { data: current = [], isLoading: ratesLoading } = useCurrentRates();
  const [pickedPair, setPickedPair] = useState<string>();
  const [period, setPeriod] = useState<RatePeriod>('lastMonth');
  const home = useHomeCurrency();
  const pair =
    pickedPair ??
    (home.ready
      ? defaultRatePair(
          current.map((r) => r.pair),
          home.code,
        )
      : undefined);
  const { data: history = [], isLoading: historyLoading } = useRateHistory(pair, period);
  const isLoading = ratesLoading || historyLoading;
  const latest = current.find((r) => r.pair === pair);

  return (
    <PlainCard
      title={t('dashboard:fx.title')}
      className="dashboard-card"
      extra={latest ? `${t('dashboard:fx.current')}: ${formatRate(latest.rate)}` : undefined}
    >
      <div className="fx-controls">
        {/* The phone's own picker: a native select opens its system list, the easiest to tap. */}
        <select
          className="fx-pair plain-select"
          value={pair ?? ''}
          onChange={(event) => setPickedPair(event.target.value)}
          aria-label={t('dashboard:fx.pair')}
        >
          {!pair && (
            <option value="" disabled>
              {t('dashboard:fx.pair')}
            </option>
          )}
          {current.map((r) => (
            <option key={r.pair} value={r.pair}>
              {r.pair}
            </option>
          ))}
        </select>
        <RatePeriodPicker value={period} onChange={setPeriod} labelPrefix="dashboard:fx.period." />
      </div>
      {isLoading ? (
        <div className="rate-chart rate-chart-empty">
          <PageSpinner inline />
        </div>
      ) : history.length === 0 ? (
        <EmptyNote className="rate-chart-empty">{t('dashboard:fx.empty')}</EmptyNote>
      ) : (
        <RateHistoryChart rows={history} label={pair ?? ''} />
      )}
    </PlainCard>
  );
}
