import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';
import { listOfDetail } from '../../router/screenTitles.ts';
import { ShellLayout, type MenuPlace } from './ShellLayout.tsx';
import { SideNav, type SideNavEntry } from './SideNav.tsx';
import { FIXED_ICONS, GROUP_ICONS } from './menuIcons.tsx';

/** Sidebar of /home: dashboard, the permission groups in their sort order, notices and help. */
function HomeSideMenu(place: MenuPlace) {
  const { t } = useTranslation();
  // A detail screen lights up its list's menu entry.
  const selected = listOfDetail(useLocation().pathname);
  const { data } = useSessionAccess();
  const sections = data?.view.menu ?? [];

  const entries: SideNavEntry[] = [
    { path: '/home/dashboard', icon: FIXED_ICONS.dashboard, label: t('menu:route.dashboard') },
    ...sections.map((section) => ({
      group: section.group,
      icon: GROUP_ICONS[section.group],
      label: t(section.titleKey),
      items: section.items.map((item) => ({ path: item.path, label: t(item.titleKey) })),
    })),
    { path: '/home/notice', icon: FIXED_ICONS.notice, label: t('menu:route.notice') },
    { path: '/home/docs', icon: FIXED_ICONS.docs, label: t('menu:route.docs') },
  ];
  return <SideNav entries={entries} selected={selected} {...place} />;
}

export default function HomeLayout() {
  return <ShellLayout area="home" renderMenu={(place) => <HomeSideMenu {...place} />} />;
}
