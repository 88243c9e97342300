import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logout, useUserInfo } from '../../../lib/session.ts';
import { MenuButton } from '../../../components/MenuButton.tsx';

interface Props {
  /** Full-width menu for the phone menu. */
  block?: boolean;
  onNavigate?: () => void;
}

/**
 * A member's phone number with dashboard and logout. Its own chunk: it needs the session's
 * user info (the request client and TanStack Query), which a guest's home page never loads.
 */
export default function MemberMenu({ block = false, onNavigate }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: info } = useUserInfo();
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
