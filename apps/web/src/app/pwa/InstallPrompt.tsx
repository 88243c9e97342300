import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Chromium's install event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

const DISMISSED_KEY = 'installPromptDismissed';

/**
 * How far the page must be scrolled down before the prompt shows: more than the banner's own
 * height with its margin (about 140 px on a 390 px phone, wrapped onto two lines), so the
 * banner at the bottom of the screen never covers any of the page's first screen.
 */
export const SCROLLED_PAST_FIRST_SCREEN = 240;
const scrolledDown = () => window.scrollY >= SCROLLED_PAST_FIRST_SCREEN;

/**
 * Offers to add the app to the home screen when the browser says it can be installed (Chrome and
 * Edge on Android fire `beforeinstallprompt`); "Not now" is remembered on this device.
 * It shows only while the visitor has scrolled down the page (issue 36): it never covers the
 * first screen, and as it comes only after the visitor's own scroll, the browser has stopped
 * looking for the largest paint by then, so it is never taken for the page's main content
 * (it was, on the sign-in page and the dashboard).
 */
export function InstallPrompt() {
  const { t } = useTranslation();
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    if (!offer) return;
    const follow = () => setScrolled(scrolledDown());
    follow();
    window.addEventListener('scroll', follow, { passive: true });
    return () => window.removeEventListener('scroll', follow);
  }, [offer]);

  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      if (localStorage.getItem(DISMISSED_KEY) !== '1') setOffer(event as InstallPromptEvent);
    };
    const forget = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', forget);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', forget);
    };
  }, []);

  if (!offer || !scrolled) return null;
  const install = () => {
    setOffer(null);
    void offer.prompt();
  };
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setOffer(null);
  };
  return (
    <div
      className="install-prompt"
      role="dialog"
      aria-label={t('install.title')}
      data-testid="install-prompt"
    >
      <img src="/icons/icon.svg" width={40} height={40} alt="" />
      <div className="install-prompt-text">
        <strong>{t('install.title')}</strong>
        <span>{t('install.body')}</span>
      </div>
      <div className="install-prompt-actions">
        <button type="button" className="install-prompt-later" onClick={dismiss}>
          {t('install.later')}
        </button>
        <button type="button" className="install-prompt-install" onClick={install}>
          {t('install.install')}
        </button>
      </div>
    </div>
  );
}
