import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import { useCurrentRates, type RateRow } from '../../../lib/money/rates.ts';
import { RateTrend } from '../components/RateTrend.tsx';
import '../fx.css';

/** Current rates and a trend chart per pair. */
export default function FxIndexPage() {
  const { t } = useTranslation();
  const { data: rates = [], isLoading } = useCurrentRates();
  return (
    <section className="page-card plain-screen" aria-labelledby="fx-title">
      <div className="plain-page-head">
        <h2 className="plain-page-title" id="fx-title">
          {t('menu:route.fxIndex')}
        </h2>
        <Link to="/home/fx-convert" className="plain-button is-primary">
          {t('menu:route.fxConvert')}
        </Link>
      </div>
      <PlainTable<RateRow>
        className="fx-rates"
        rowKey={(r) => r.pair}
        loading={isLoading}
        rows={isLoading ? undefined : rates}
        empty={t('fx:noRates')}
        columns={[
          { key: 'pair', title: t('fx:pair'), render: (r) => r.pair },
          { key: 'rate', title: t('money:field.rate'), render: (r) => formatAmount(r.rate) },
          { key: 'updated', title: t('fx:updated'), render: (r) => formatDateTime(r.updateTime) },
        ]}
      />
      {rates.length > 0 && <RateTrend pairs={rates.map((r) => r.pair)} />}
    </section>
  );
}
