import { useTranslation } from 'react-i18next';
import { LinkButton } from './LinkButton.tsx';
import { PageContainer } from './PageContainer.tsx';

export function HomeCallToAction() {
  const { t } = useTranslation('marketing');
  const onBrand = { color: 'var(--mk-on-primary)' };
  return (
    <section data-testid="home-cta" style={{ background: 'var(--mk-primary)' }}>
      <PageContainer style={{ textAlign: 'center' }}>
        <h2 style={{ ...onBrand, fontSize: 'clamp(22px, 4vw, 30px)' }}>{t('home.cta.title')}</h2>
        <p style={{ ...onBrand, fontSize: 16 }}>{t('home.cta.body')}</p>
        <div className="mk-actions mk-actions-center" style={{ marginTop: 24 }}>
          <LinkButton size="large" to="/register">
            {t('common.getStarted')}
          </LinkButton>
          <LinkButton size="large" ghost to="/contactUs">
            {t('common.contactUs')}
          </LinkButton>
        </div>
      </PageContainer>
    </section>
  );
}
