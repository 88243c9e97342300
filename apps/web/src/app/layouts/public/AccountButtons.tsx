import { lazy, Suspense } from 'react';
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
  const go = (path: string) => {
    onNavigate?.();
    navigate(path);
  };

  if (loggedIn) {
    return (
      <Suspense fallback={null}>
        <MemberMenu block={block} onNavigate={onNavigate} />
      </Suspense>
    );
  }
  return (
    // Plain buttons: antd's Button would add about 6 KB gzipped to every public page.
    <div className={block ? 'account-buttons is-block' : 'account-buttons'}>
      <button type="button" className="plain-button" onClick={() => go('/register')}>
        {t('layout:nav.signUp')}
      </button>
      <button type="button" className="plain-button is-primary" onClick={() => go('/login')}>
        {t('layout:nav.login')}
      </button>
    </div>
  );
}
