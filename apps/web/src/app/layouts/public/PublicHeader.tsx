import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/LanguageSwitch.tsx';
import { BrandLogo } from '../../../components/BrandLogo.tsx';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { drawnPage } from '../../../lib/drawnByBuild.ts';
import { useIsLoggedIn } from '../../../lib/sessionToken.ts';
import { PublicNav } from './PublicNav.tsx';
import { AccountButtons } from './AccountButtons.tsx';

/** Public header: brand, site links, language menu and account buttons; a fold-out menu on phones. */
export function PublicHeader() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const loggedIn = useIsLoggedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const menuId = useId();

  return (
    <header className="public-header">
      <div className="public-header-bar">
        <Link
          to="/"
          className="public-brand"
          // The visible brand name starts the name (WCAG 2.5.3, label in name).
          aria-label={`${t('brand')}: ${t('layout:nav.home')}`}
        >
          <BrandLogo />
        </Link>
        {!isPhone && <PublicNav />}
        <div className="public-header-actions">
          <LanguageSwitch compact={isPhone} />
          {isPhone ? (
            <button
              type="button"
              className="icon-button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={t(menuOpen ? 'layout:nav.closeMenu' : 'layout:nav.openMenu')}
              // Both names and both icons are drawn for the home page's own script (prerender/).
              data-open-label={drawnPage.alone ? t('layout:nav.openMenu') : undefined}
              data-close-label={drawnPage.alone ? t('layout:nav.closeMenu') : undefined}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {drawnPage.alone ? (
                <>
                  <CloseOutlined hidden />
                  <MenuOutlined />
                </>
              ) : menuOpen ? (
                <CloseOutlined />
              ) : (
                <MenuOutlined />
              )}
            </button>
          ) : (
            <AccountButtons loggedIn={loggedIn} />
          )}
        </div>
      </div>
      {isPhone && (menuOpen || drawnPage.alone) && (
        <div id={menuId} className="public-phone-menu" hidden={!menuOpen}>
          <PublicNav vertical onNavigate={close} />
          <AccountButtons loggedIn={loggedIn} block onNavigate={close} />
        </div>
      )}
    </header>
  );
}
