import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Chromium's install event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

const DISMISSED_KEY = 'installPromptDismissed';

/**
 * Offers to add the app to the home screen when the browser says it can be installed (Chrome and
 * Edge on Android fire `beforeinstallprompt`); "Not now" is remembered on this device.
 */
export function InstallPrompt() {
  const { t } = useTranslation();
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);

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

  if (!offer) return null;
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
