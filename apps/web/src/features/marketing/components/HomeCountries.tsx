import { useTranslation } from 'react-i18next';
import { LinkButton } from './LinkButton.tsx';
import { SectionBlock } from './SectionBlock.tsx';

// Rails per country follow the channel list in SPEC §3; CNY payouts go to China from both.
const countries = [
  { key: 'kenya', countryId: 254, rails: ['M-Pesa', 'RTGS', 'Pesalink'] },
  {
    key: 'tanzania',
    countryId: 255,
    rails: ['M-Pesa', 'Airtel Money', 'Tigo Pesa', 'HaloPesa', 'TISS', 'TIPS'],
  },
] as const;

export function HomeCountries() {
  const { t } = useTranslation('marketing');
  return (
    <SectionBlock
      id="countries"
      title={t('home.countries.title')}
      subtitle={t('home.countries.subtitle')}
      background="var(--mk-fill)"
    >
      <div className="mk-grid mk-grid-md-2">
        {countries.map(({ key, countryId, rails }) => (
          <article key={key} className="mk-card" data-testid={`country-${countryId}`}>
            <h3 style={{ fontSize: 22 }}>{t(`home.countries.${key}.name`)}</h3>
            <dl className="mk-facts">
              <dt>{t('home.countries.dialCode')}</dt>
              <dd>+{countryId}</dd>
              <dt>{t('home.countries.currency')}</dt>
              <dd>{t(`home.countries.${key}.currency`)}</dd>
            </dl>
            <p className="mk-muted" style={{ lineHeight: 1.7 }}>
              {t(`home.countries.${key}.body`)}
            </p>
            <strong>{t('home.countries.rails')}</strong>
            <ul className="mk-tags">
              {rails.map((rail) => (
                <li key={rail} className="mk-tag">
                  {rail}
                </li>
              ))}
              <li className="mk-tag mk-tag-brand">{t('home.countries.cnyAccount')}</li>
            </ul>
            <LinkButton to={`/login/${countryId}`}>{t(`home.countries.${key}.login`)}</LinkButton>
          </article>
        ))}
      </div>
    </SectionBlock>
  );
}
