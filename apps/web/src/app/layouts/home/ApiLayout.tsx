import { useLocation, useNavigate } from 'react-router';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildApiMenu } from '@pesa/domain';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';
import {
  mayUseApiService,
  useApiAccessInfo,
  useApiAuditStatus,
} from '../../../lib/permissions/apiAccess.ts';
import { ShellLayout } from './ShellLayout.tsx';
import { FIXED_ICONS } from './menuIcons.tsx';

/** Sidebar of /homeApi: the account page, and the API screens once access is approved. */
function ApiSideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data } = useSessionAccess();
  const auditStatus = useApiAuditStatus(Boolean(data && mayUseApiService(data.info, data.view)));
  if (!data) return null;
  const items = buildApiMenu(data.view, auditStatus).map((item, index) => ({
    key: item.path,
    icon: index === 0 ? FIXED_ICONS.apiAccount : FIXED_ICONS.apiItem,
    label: t(item.titleKey),
  }));
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[pathname === '/homeApi/account-create' ? '/homeApi/account' : pathname]}
      onClick={({ key }) => {
        navigate(key);
        onNavigate();
      }}
    />
  );
}

/**
 * The /homeApi area. It loads the API access info itself (once; the screens and the credentials
 * dialog read the same cached entry), so the menu shows the approved items on any /homeApi page.
 */
export default function ApiLayout() {
  const { data } = useSessionAccess();
  useApiAccessInfo(Boolean(data && mayUseApiService(data.info, data.view)));
  return <ShellLayout area="api" renderMenu={(close) => <ApiSideMenu onNavigate={close} />} />;
}
