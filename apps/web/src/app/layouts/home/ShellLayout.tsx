import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/BrandLogo.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { siderWidth } from '../../../lib/layout.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { ShellHeader, type ShellArea } from './ShellHeader.tsx';
import { PhoneDrawer } from './PhoneDrawer.tsx';
import { LiveEventsBridge } from '../../../lib/live/LiveEventsBridge.tsx';
import './shell.css';

/** Where a side menu is drawn: the desktop bar (maybe collapsed) or the phone's drawer. */
export interface MenuPlace {
  collapsed: boolean;
  onExpand: () => void;
  /** Called after a pick; closes the phone drawer. */
  onNavigate: () => void;
}

interface Props {
  area: ShellArea;
  renderMenu: (place: MenuPlace) => ReactNode;
}

/**
 * Frame of the logged-in areas: a collapsible sidebar (80 px, or 200/270 px by language) on
 * desktop, a drawer on phones, the header, and the lazily loaded screen. Plain elements: this
 * frame is on every signed-in screen, so what it costs a phone it costs on each first visit.
 */
export function ShellLayout({ area, renderMenu }: Props) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const locale = currentLocale();
  const noop = () => undefined;

  return (
    <div className="shell-layout">
      {/* One live stream per signed-in session: screens update without polling. */}
      <LiveEventsBridge />
      {isPhone ? (
        <PhoneDrawer
          open={drawerOpen}
          onClose={closeDrawer}
          width={siderWidth(locale, false)}
          title={<BrandLogo />}
        >
          {renderMenu({ collapsed: false, onExpand: noop, onNavigate: closeDrawer })}
        </PhoneDrawer>
      ) : (
        <aside
          className="shell-sider"
          style={{ width: siderWidth(locale, collapsed) }}
          aria-label={t('layout:shell.sidebar')}
        >
          <div className="shell-sider-inner">
            <div className="shell-logo">
              <BrandLogo iconOnly={collapsed} />
            </div>
            <nav className="shell-sider-menu">
              {renderMenu({ collapsed, onExpand: () => setCollapsed(false), onNavigate: noop })}
            </nav>
            <button
              type="button"
              className="shell-sider-trigger"
              aria-expanded={!collapsed}
              aria-label={t(collapsed ? 'layout:shell.expand' : 'layout:shell.collapse')}
              onClick={() => setCollapsed((was) => !was)}
            >
              {collapsed ? <RightOutlined /> : <LeftOutlined />}
            </button>
          </div>
        </aside>
      )}
      <div className="shell-main">
        <ShellHeader area={area} isPhone={isPhone} onOpenMenu={() => setDrawerOpen(true)} />
        <main className="shell-content">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
