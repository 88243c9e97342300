import { useState } from 'react';
import { Card, Empty, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format.ts';
import { RateHistoryChart } from '../../../components/money/RateHistoryChart.tsx';
import { RatePeriodPicker } from '../../../components/money/RatePeriodPicker.tsx';
import { useCurrentRates, useRateHistory, type RatePeriod } from '../../../lib/money/rates.ts';
import { defaultRatePair, useHomeCurrency } from '../../../lib/money/ratePairs.ts';

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
    <Card
      title={t('dashboard:fx.title')}
      className="dashboard-card"
      extra={latest ? `${t('dashboard:fx.current')}: ${formatAmount(latest.rate)}` : undefined}
    >
      <div className="fx-controls">
        <Select
          value={pair}
          onChange={setPickedPair}
          options={current.map((r) => ({ value: r.pair, label: r.pair }))}
          placeholder={t('dashboard:fx.pair')}
          aria-label={t('dashboard:fx.pair')}
          className="fx-pair"
        />
        <RatePeriodPicker value={period} onChange={setPeriod} labelPrefix="dashboard:fx.period." />
      </div>
      {isLoading ? (
        <div className="rate-chart rate-chart-empty">
          <Spin />
        </div>
      ) : history.length === 0 ? (
        <Empty className="rate-chart-empty" description={t('dashboard:fx.empty')} />
      ) : (
        <RateHistoryChart rows={history} label={pair ?? ''} />
      )}
    </Card>
  );
}
