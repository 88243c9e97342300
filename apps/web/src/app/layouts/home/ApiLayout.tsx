import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildApiMenu } from '@pesa/domain';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';
import {
  mayUseApiService,
  useApiAccessInfo,
  useApiAuditStatus,
} from '../../../lib/permissions/apiAccess.ts';
import { ShellLayout, type MenuPlace } from './ShellLayout.tsx';
import { SideNav } from './SideNav.tsx';
import { FIXED_ICONS } from './menuIcons.tsx';

/** Sidebar of /homeApi: the account page, and the API screens once access is approved. */
function ApiSideMenu(place: MenuPlace) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data } = useSessionAccess();
  const auditStatus = useApiAuditStatus(Boolean(data && mayUseApiService(data.info, data.view)));
  if (!data) return null;
  const entries = buildApiMenu(data.view, auditStatus).map((item, index) => ({
    path: item.path,
    icon: index === 0 ? FIXED_ICONS.apiAccount : FIXED_ICONS.apiItem,
    label: t(item.titleKey),
  }));
  const selected = pathname === '/homeApi/account-create' ? '/homeApi/account' : pathname;
  return <SideNav entries={entries} selected={selected} {...place} />;
}

/**
 * The /homeApi area. It loads the API access info itself (once; the screens and the credentials
 * dialog read the same cached entry), so the menu shows the approved items on any /homeApi page.
 */
export default function ApiLayout() {
  const { data } = useSessionAccess();
  useApiAccessInfo(Boolean(data && mayUseApiService(data.info, data.view)));
  return <ShellLayout area="api" renderMenu={(place) => <ApiSideMenu {...place} />} />;
}
