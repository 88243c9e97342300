import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicRateRow } from '@pesa/contract';
import { convertAmount, directionsOf, formatConverted } from './rateMath.ts';

/** A small converter on the public FX page: an amount at today's rate, either way of a pair. */
export function RateConverter({ rates }: { rates: readonly PublicRateRow[] }) {
  const { t, i18n } = useTranslation('services');
  const directions = useMemo(() => directionsOf(rates), [rates]);
  const [amount, setAmount] = useState('100');
  // Most visitors price a dollar amount first (suppliers invoice in USD).
  const [key, setKey] = useState(
    () => (directions.find((d) => d.from === 'USD') ?? directions[0])?.key ?? '',
  );
  const amountId = useId();
  const directionId = useId();
  const direction = directions.find((d) => d.key === key) ?? directions[0];
  if (!direction) return null;
  const result = convertAmount(amount, direction);
  const locale = i18n.language === 'zh' ? 'zh-CN' : 'en';
  const field = { display: 'grid', gap: 6, flex: '1 1 160px' } as const;
  const control = { height: 36, padding: '0 10px', fontSize: 16, borderRadius: 6 } as const;
  return (
    <section className="mk-card" data-testid="rate-converter" style={{ marginBottom: 32 }}>
      <h2 style={{ fontSize: 22 }}>{t('fx.converterTitle')}</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 16 }}>
        <label htmlFor={amountId} style={field}>
          {t('fx.amount')}
          <input
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            style={{ ...control, border: '1px solid #d9d9d9' }}
          />
        </label>
        <label htmlFor={directionId} style={field}>
          {t('fx.direction')}
          <select
            id={directionId}
            value={direction.key}
            onChange={(event) => setKey(event.target.value)}
            style={control}
          >
            {directions.map((d) => (
              <option key={d.key} value={d.key}>
                {t('fx.directionOption', { from: d.from, to: d.to })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p aria-live="polite" data-testid="converter-result" style={{ fontSize: 18 }}>
        {result === null
          ? t('fx.enterAmount')
          : t('fx.result', {
              amount: amount.trim(),
              from: direction.from,
              result: formatConverted(result, locale),
              to: direction.to,
            })}
      </p>
      <p className="mk-muted">{t('fx.indicative')}</p>
    </section>
  );
}
