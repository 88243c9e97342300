import { useTranslation } from 'react-i18next';
import type { PublicRateRow } from '@pesa/contract';

const cell = {
  padding: '10px 12px',
  borderBottom: '1px solid #f0f0f0',
  textAlign: 'left',
} as const;

/** Today's quoted pairs as a plain table (it stays readable at 360 px: two short columns). */
export function RateTable({ rates }: { rates: readonly PublicRateRow[] }) {
  const { t, i18n } = useTranslation('services');
  if (rates.length === 0) return <p className="mk-muted">{t('fx.noRates')}</p>;
  const latest = rates
    .map((r) => r.updateTime)
    .sort()
    .at(-1);
  const time = latest
    ? new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(latest))
    : '';
  return (
    <>
      <table data-testid="rate-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={cell}>{t('fx.pair')}</th>
            <th style={cell}>{t('fx.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((row) => (
            <tr key={row.pair} data-testid={`rate-${row.pair}`}>
              <td style={cell}>{row.pair}</td>
              <td style={cell}>
                {t('fx.rateText', { from: row.fromCurrency, rate: row.rate, to: row.toCurrency })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {time && (
        <p className="mk-muted" style={{ marginTop: 8 }}>
          {t('fx.updated', { time })}
        </p>
      )}
    </>
  );
}
