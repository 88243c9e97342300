import { useLocation, useNavigate } from 'react-router';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';
import { listOfDetail } from '../../router/screenTitles.ts';
import { ShellLayout } from './ShellLayout.tsx';
import { FIXED_ICONS, GROUP_ICONS } from './menuIcons.tsx';

/** Sidebar of /home: dashboard, the permission groups in their sort order, notices and help. */
function HomeSideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A detail screen lights up its list's menu entry.
  const pathname = listOfDetail(useLocation().pathname);
  const { data } = useSessionAccess();
  const sections = data?.view.menu ?? [];

  const items: MenuProps['items'] = [
    { key: '/home/dashboard', icon: FIXED_ICONS.dashboard, label: t('menu:route.dashboard') },
    ...sections.map((section) => ({
      key: section.group,
      icon: GROUP_ICONS[section.group],
      label: t(section.titleKey),
      children: section.items.map((item) => ({ key: item.path, label: t(item.titleKey) })),
    })),
    { key: '/home/notice', icon: FIXED_ICONS.notice, label: t('menu:route.notice') },
    { key: '/home/docs', icon: FIXED_ICONS.docs, label: t('menu:route.docs') },
  ];
  const openGroup = sections.find((s) => s.items.some((i) => i.path === pathname))?.group;

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      defaultOpenKeys={openGroup ? [openGroup] : []}
      onClick={({ key }) => {
        navigate(key);
        onNavigate();
      }}
    />
  );
}

export default function HomeLayout() {
  return <ShellLayout area="home" renderMenu={(close) => <HomeSideMenu onNavigate={close} />} />;
}
