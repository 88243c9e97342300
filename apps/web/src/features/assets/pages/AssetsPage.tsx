import { ScreenLink } from '../../../components/ScreenLink.tsx';
import { useTranslation } from 'react-i18next';
import { PlainCard } from '../../../components/plain/PlainCard.tsx';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';
import { useAssetRows, type AssetRow } from '../../../lib/money/api.ts';
import { formatAmount } from '../../../lib/format.ts';
import { AssetsChart } from '../components/AssetsChart.tsx';
import '../../../components/plain/plainControls.css';
import '../assets.css';

/** Balances per currency: total, domestic, cross-border and on hold, with a chart. */
export default function AssetsPage() {
  const { t } = useTranslation();
  const { data: rows, isLoading } = useAssetRows();
  // Whoever opens this screen sees every balance; a hidden one (null) would read as a dash.
  const amount = (v: string | null) => (v === null ? '—' : formatAmount(v, { minDecimals: 2 }));
  return (
    <section className="page-card plain-screen" aria-labelledby="assets-title">
      <div className="plain-page-head">
        <h2 className="plain-page-title" id="assets-title">
          {t('menu:route.assets')}
        </h2>
        <div className="plain-actions">
          <ScreenLink to="/home/psp-recharge" className="plain-button is-primary">
            {t('assets:topUp')}
          </ScreenLink>
          <ScreenLink to="/home/assets-order" className="plain-button">
            {t('menu:route.assetsOrder')}
          </ScreenLink>
        </div>
      </div>
      <PlainTable<AssetRow>
        rowKey={(r) => r.currencyId}
        loading={isLoading}
        rows={rows}
        empty={t('assets:empty')}
        columns={[
          { key: 'currency', title: t('money:field.currency'), render: (r) => r.currencyCode },
          {
            key: 'total',
            title: t('assets:total'),
            render: (r) => <strong>{amount(r.total)}</strong>,
          },
          { key: 'domestic', title: t('assets:domestic'), render: (r) => amount(r.domestic) },
          {
            key: 'crossBorder',
            title: t('assets:crossBorder'),
            render: (r) => amount(r.crossBorder),
          },
          { key: 'onHold', title: t('assets:onHold'), render: (r) => amount(r.onHold) },
        ]}
      />
      {rows && rows.length > 0 && (
        <PlainCard title={t('assets:chart')} className="assets-chart-card">
          <AssetsChart rows={rows} />
        </PlainCard>
      )}
    </section>
  );
}
