import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { LinkButton } from './LinkButton.tsx';

/** The sign-up invitation at the foot of a public service page (not shown once signed in). */
export function ServiceCallToAction() {
  const { t } = useTranslation('services');
  if (useIsLoggedIn()) return null;
  return (
    <section className="mk-card" data-testid="service-cta" style={{ textAlign: 'center' }}>
      <h2 style={{ fontSize: 22 }}>{t('cta.title')}</h2>
      <p className="mk-muted">{t('cta.body')}</p>
      <div className="mk-actions mk-actions-center">
        <LinkButton type="primary" to="/register">
          {t('cta.signUp')}
        </LinkButton>
        <LinkButton to="/login">{t('cta.login')}</LinkButton>
      </div>
    </section>
  );
}
