import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

const LINKS = [
  { to: '/aboutUs', key: 'aboutUs' },
  { to: '/contactUs', key: 'contactUs' },
  { to: '/press', key: 'press' },
  { to: '/privacyNotice', key: 'privacyNotice' },
  { to: '/termsConditions', key: 'termsConditions' },
] as const;

export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className="public-footer">
      <nav className="public-footer-links" aria-label={t('layout:footer.label')}>
        {LINKS.map((link) => (
          <Link key={link.key} to={link.to}>
            {t(`layout:footer.${link.key}`)}
          </Link>
        ))}
      </nav>
      <p className="public-footer-note">
        {t('layout:footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
