import { useTranslation } from 'react-i18next';
import { useOnline } from './useOnline.ts';

/**
 * Says plainly that the phone is offline, on every page, while it is: the screens saved on the
 * phone still open, but balances and payments need the server (docs/performance.md). Plain
 * elements, no antd: it shows on the public pages too.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <strong>{t('offline.title')}</strong> <span>{t('offline.body')}</span>
    </div>
  );
}
