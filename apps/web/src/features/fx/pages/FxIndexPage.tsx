import { ScreenLink } from '../../../components/ScreenLink.tsx';
import { useTranslation } from 'react-i18next';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import { useCurrentRates, type CurrentRate } from '../../../lib/money/rates.ts';
import { RateTrend } from '../components/RateTrend.tsx';
import '../fx.css';

/** A rate with every digit it was quoted with (not cut to the four decimals of amounts). */
const rateText = (rate: string) => formatAmount(rate, { maxDecimals: 10 });

/**
 * Current rates and a trend chart per pair: the mid-market rate, and what a customer converting
 * either way gets once the pair's spread is taken (docs/money.md, "Exchange rates").
 */
export default function FxIndexPage() {
  const { t } = useTranslation();
  const { data: rates = [], isLoading } = useCurrentRates();
  return (
    <section className="page-card plain-screen" aria-labelledby="fx-title">
      <div className="plain-page-head">
        <h2 className="plain-page-title" id="fx-title">
          {t('menu:route.fxIndex')}
        </h2>
        <ScreenLink to="/home/fx-convert" className="plain-button is-primary">
          {t('menu:route.fxConvert')}
        </ScreenLink>
      </div>
      <PlainTable<CurrentRate>
        className="fx-rates"
        rowKey={(r) => r.pair}
        loading={isLoading}
        rows={isLoading ? undefined : rates}
        empty={t('fx:noRates')}
        columns={[
          { key: 'pair', title: t('fx:pair'), render: (r) => r.pair },
          { key: 'rate', title: t('fx:midRate'), render: (r) => rateText(r.rate) },
          {
            key: 'yours',
            title: t('fx:yourRate'),
            render: (r) => (
              <span className="fx-your-rate">
                <span>{`1 ${r.fromCurrency} = ${rateText(r.forwardRate)} ${r.toCurrency}`}</span>
                <span>{`1 ${r.toCurrency} = ${rateText(r.reverseRate)} ${r.fromCurrency}`}</span>
              </span>
            ),
          },
          {
            key: 'spread',
            title: t('fx:spread'),
            render: (r) => `${formatAmount(r.spreadBps / 100, { minDecimals: 2 })}%`,
          },
          { key: 'updated', title: t('fx:updated'), render: (r) => formatDateTime(r.updateTime) },
        ]}
      />
      {rates.length > 0 && <RateTrend pairs={rates.map((r) => r.pair)} />}
    </section>
  );
}
