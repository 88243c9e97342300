import { lazy, Suspense, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

const MemberMenu = lazy(() => import('./MemberMenu.tsx'));

interface Props {
  loggedIn: boolean;
  /** Full-width buttons for the phone menu. */
  block?: boolean;
  onNavigate?: () => void;
}

/** Sign up / Login for guests; the phone number with dashboard and logout for members. */
export function AccountButtons({ loggedIn, block = false, onNavigate }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Links (a new tab works, and the home page drawn by the build needs no script for them);
  // a plain click stays in the app.
  const go = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    void navigate(path);
  };

  if (loggedIn) {
    return (
      <Suspense fallback={null}>
        <MemberMenu block={block} onNavigate={onNavigate} />
      </Suspense>
    );
  }
  return (
    // Plain links drawn as buttons: antd's Button would add about 6 KB gzipped to every public page.
    <div className={block ? 'account-buttons is-block' : 'account-buttons'}>
      <a href="/register" className="plain-button" onClick={go('/register')}>
        {t('layout:nav.signUp')}
      </a>
      <a href="/login" className="plain-button is-primary" onClick={go('/login')}>
        {t('layout:nav.login')}
      </a>
    </div>
  );
}
