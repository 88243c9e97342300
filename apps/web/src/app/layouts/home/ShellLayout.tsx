import { Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Drawer, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/BrandLogo.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { SIDER_COLLAPSED_WIDTH, siderWidth } from '../../../lib/layout.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { ShellHeader, type ShellArea } from './ShellHeader.tsx';

interface Props {
  area: ShellArea;
  /** The side menu; `onNavigate` closes the phone drawer after a pick. */
  renderMenu: (onNavigate: () => void) => ReactNode;
}

/**
 * Frame of the logged-in areas: a collapsible sidebar (80 px, or 200/270 px by language) on
 * desktop, a drawer on phones, the header, and the lazily loaded screen.
 */
export function ShellLayout({ area, renderMenu }: Props) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const width = siderWidth(currentLocale(), false);

  return (
    <Layout className="shell-layout">
      {isPhone ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={width}
          title={<BrandLogo />}
          styles={{ body: { padding: 0 } }}
        >
          {renderMenu(() => setDrawerOpen(false))}
        </Drawer>
      ) : (
        <Layout.Sider
          className="shell-sider"
          theme="light"
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          width={width}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          aria-label={t('layout:shell.sidebar')}
        >
          <div className="shell-logo">
            <BrandLogo iconOnly={collapsed} />
          </div>
          {renderMenu(() => undefined)}
        </Layout.Sider>
      )}
      <Layout>
        <ShellHeader area={area} isPhone={isPhone} onOpenMenu={() => setDrawerOpen(true)} />
        <Layout.Content className="shell-content">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
