import { feedback } from '../../../lib/feedback.ts';
import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canUseOrgAccounts, type PermissionView } from '@pesa/domain';
import { MenuButton, type MenuButtonItem } from '../../../components/MenuButton.tsx';
import { logout, type UserInfo } from '../../../lib/session.ts';
import { changeLocale, currentLocale } from '../../../lib/i18n.ts';
import { AVATAR_SIZE } from '../../../lib/layout.ts';
import { useAvatarUrl } from '../../../lib/avatar.ts';

interface Props {
  info: UserInfo;
  view: PermissionView;
  isPhone: boolean;
}

/**
 * Avatar menu: profile, exchange accounts, contract workers and logout; on phones it also
 * carries the language and assets links.
 */
export function UserMenu({ info, view, isPhone }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The stored avatar is a private file path; it is shown through a signed URL.
  const avatarUrl = useAvatarUrl(info.avatar);
  const has = (name: string) => view.routes.some((r) => r.name === name);
  // Exchange accounts and contract workers have no sidebar entry (SPEC §6 names no permission).
  const orgAccounts = canUseOrgAccounts(view);
  const size = isPhone ? 36 : AVATAR_SIZE;

  const items: (MenuButtonItem | null)[] = [
    { key: 'who', label: info.nickName || info.accountNo, disabled: true },
    has('Info') ? { key: 'profile', label: t('layout:user.profile'), dividerBefore: true } : null,
    {
      key: 'operation-log',
      label: t('menu:route.operationLog'),
      dividerBefore: !has('Info'),
    },
    orgAccounts ? { key: 'exchange-account', label: t('menu:route.exchangeAccount') } : null,
    orgAccounts ? { key: 'contract-worker', label: t('menu:route.contractWorker') } : null,
    isPhone && has('Assets') ? { key: 'assets', label: t('layout:shell.assets') } : null,
    isPhone ? { key: 'language', label: currentLocale() === 'zh' ? 'English' : '中文' } : null,
    { key: 'logout', label: t('layout:user.logout'), danger: true },
  ];

  const onSelect = async (key: string) => {
    if (key === 'profile') navigate('/home/info');
    if (key === 'operation-log') navigate('/home/operation-log');
    if (key === 'assets') navigate('/home/assets');
    if (key === 'exchange-account' || key === 'contract-worker') navigate(`/home/${key}`);
    if (key === 'language') await changeLocale(currentLocale() === 'zh' ? 'en' : 'zh');
    if (key === 'logout') {
      await logout();
      feedback().message.success(t('layout:user.exitSuccess'));
    }
  };

  return (
    <MenuButton
      className="shell-avatar"
      ariaLabel={t('layout:user.menu')}
      itemRole="menuitem"
      items={items.filter((item): item is MenuButtonItem => item !== null)}
      onSelect={(key) => void onSelect(key)}
      label={
        <span className="shell-avatar-face" style={{ width: size, height: size }}>
          {avatarUrl ? <img src={avatarUrl} alt="" /> : <UserOutlined />}
        </span>
      }
    />
  );
}
