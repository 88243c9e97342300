import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logout, useUserInfo } from '../../../lib/session.ts';
import { MenuButton } from '../../../components/MenuButton.tsx';

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
  const { data: info } = useUserInfo();
  const go = (path: string) => {
    onNavigate?.();
    navigate(path);
  };

  if (!loggedIn) {
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

  return (
    <MenuButton
      className={block ? 'account-menu is-block' : 'account-menu'}
      label={
        <>
          <UserOutlined /> {info?.phone ?? info?.email ?? info?.accountNo}
        </>
      }
      items={[
        { key: 'dashboard', label: t('layout:nav.dashboard') },
        { key: 'logout', label: t('layout:user.logout') },
      ]}
      onSelect={(key) => {
        onNavigate?.();
        // Logout always ends on /login, also when the server call fails.
        if (key === 'logout') void logout();
        else navigate('/home/dashboard');
      }}
    />
  );
}
