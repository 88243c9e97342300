import { useState } from 'react';
import { Badge, Button, Drawer, Flex, Layout, Menu, Spin, Tag, Typography } from 'antd';
import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { useIsPhone } from '../../components/useIsPhone.ts';
import { opsApi, type QueueCounts } from './api/opsCalls.ts';
import { setOpsToken } from './api/opsClient.ts';
import { QUEUE_PATHS, QUEUES, queueLabelKey } from './queues.ts';
import { STAGE_PATH, useOpsSession } from './useOpsSession.ts';
import { useOpsEvents } from './live/useOpsEvents.ts';
import { settingsScreensFor } from './settings/settingsMenu.ts';

/** The console's frame: its own menu (queues with counts, administration) and header. */
export function OpsLayout() {
  const { t } = useTranslation('ops');
  const session = useOpsSession();
  const me = session.data;
  const phone = useIsPhone();
  const [drawer, setDrawer] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const counts = useQuery({
    queryKey: ['ops', 'counts'],
    queryFn: opsApi.queueCounts,
    enabled: me?.stage === 'active',
    // No polling: every call counts as activity, and a console left open must still time out
    // after 15 idle minutes. Counts refresh on navigation, decisions, window focus and with
    // every batch of other operators' decisions (live/useOpsEvents.ts).
  });
  useOpsEvents(me?.stage === 'active' ? me.username : undefined);

  if (session.isPending) return <Spin fullscreen />;
  if (!me || session.isError) return <Navigate to="/ops/login" replace />;
  if (me.stage !== 'active') return <Navigate to={STAGE_PATH[me.stage]} replace />;

  const signOut = async () => {
    await opsApi.logout().catch(() => null);
    setOpsToken(null);
    client.removeQueries({ queryKey: ['ops'] });
    await navigate('/ops/login', { replace: true });
  };
  const badge = (key: keyof QueueCounts) => (
    <Flex justify="space-between" align="center" gap={8}>
      <span>{t(queueLabelKey(key))}</span>
      <Badge count={counts.data?.[key] ?? 0} showZero={false} overflowCount={999} />
    </Flex>
  );
  const items = [
    { key: '/ops', label: t('menu.home') },
    { key: '/ops/customers', label: t('customers.menu') },
    {
      key: 'queues',
      type: 'group' as const,
      label: t('menu.queues'),
      // A queue with its screen links to it; the others show their count until theirs come.
      children: QUEUES.map((key) =>
        QUEUE_PATHS[key]
          ? { key: QUEUE_PATHS[key], label: badge(key) }
          : { key: `queue:${key}`, label: badge(key), disabled: true },
      ),
    },
    {
      key: 'lookups',
      type: 'group' as const,
      label: t('ordersRails.menu.group'),
      // The rails are read by support and finance (and admin); compliance has no call there.
      children: [
        { key: '/ops/orders', label: t('ordersRails.menu.orders') },
        ...(me.role === 'compliance'
          ? []
          : [{ key: '/ops/rails', label: t('ordersRails.menu.rails') }]),
      ],
    },
    {
      key: 'settings',
      type: 'group' as const,
      label: t('settingsAudit.menu.settings'),
      children: settingsScreensFor(me.role).map((screen) => ({
        key: screen.path,
        label: t(`settingsAudit.menu.${screen.label}`),
      })),
    },
    ...(me.role === 'admin'
      ? [
          {
            key: 'admin',
            type: 'group' as const,
            label: t('menu.admin'),
            children: [{ key: '/ops/operators', label: t('menu.operators') }],
          },
        ]
      : []),
  ];
  const menu = (
    <Menu
      mode="inline"
      // A customer's page (/ops/customers/12) keeps Customers selected.
      selectedKeys={[pathname.replace(/\/$/, '').replace(/^(\/ops\/customers)\/.*/, '$1')]}
      items={items}
      onClick={({ key }) => {
        setDrawer(false);
        if (key.startsWith('/')) void navigate(key);
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          background: '#fff',
          borderBottom: '1px solid #f0f0f0',
          display: 'flex',
          alignItems: 'center',
          gap: phone ? 4 : 12,
          paddingInline: phone ? 12 : 24,
        }}
      >
        {phone && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('menu.home')}
            onClick={() => setDrawer(true)}
          />
        )}
        <Typography.Text
          strong
          ellipsis
          style={{ flex: 1, minWidth: 0, fontSize: phone ? 14 : 16 }}
        >
          {t('title')}
        </Typography.Text>
        <LanguageSwitch compact={phone} />
        {!phone && <Typography.Text data-testid="ops-operator">{me.username}</Typography.Text>}
        {!phone && <Tag color="blue">{t(`roles.${me.role}`)}</Tag>}
        <Button icon={<LogoutOutlined />} aria-label={t('signOut')} onClick={() => void signOut()}>
          {phone ? null : t('signOut')}
        </Button>
      </Layout.Header>
      <Layout>
        {phone ? (
          <Drawer open={drawer} onClose={() => setDrawer(false)} placement="left" width={280}>
            {menu}
          </Drawer>
        ) : (
          <Layout.Sider width={260} theme="light">
            {menu}
          </Layout.Sider>
        )}
        <Layout.Content style={{ padding: phone ? 12 : 24 }}>
          <Outlet context={counts} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
