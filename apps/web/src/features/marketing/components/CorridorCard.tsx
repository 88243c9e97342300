import { useTranslation } from 'react-i18next';
import type { PublicCorridor, PublicMethod } from '@pesa/contract';

function Methods({ title, methods }: { title: string; methods: readonly PublicMethod[] }) {
  const { t } = useTranslation('services');
  if (methods.length === 0) return null;
  return (
    <>
      <strong>{title}</strong>
      <ul className="mk-tags">
        {methods.map((m) => (
          <li key={`${m.payType}-${m.currencyCode}`} className="mk-tag">
            {t('global.methodCurrency', { name: m.name, currency: m.currencyCode })}
          </li>
        ))}
      </ul>
    </>
  );
}

/** One sending country's cross-border routes, as the reference data lists them. */
export function CorridorCard({ corridor }: { corridor: PublicCorridor }) {
  const { t } = useTranslation('services');
  return (
    <article className="mk-card" data-testid={`corridor-${corridor.countryId}`}>
      <h3 style={{ fontSize: 22 }}>{t('global.from', { country: corridor.countryName })}</h3>
      <dl className="mk-facts">
        <dt>{t('global.localCurrency')}</dt>
        <dd>{corridor.currencyCode}</dd>
      </dl>
      <Methods title={t('global.payouts')} methods={corridor.payouts} />
      <Methods title={t('global.fundings')} methods={corridor.fundings} />
    </article>
  );
}
