import { Link, useLocation } from 'react-router';
import { UserType } from '@pesa/contract';
import { ApiOutlined, DashboardOutlined, MenuOutlined, WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/LanguageSwitch.tsx';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';
import { mayUseApiService } from '../../../lib/permissions/apiAccess.ts';
import { screenTitleKey } from '../../router/screenTitles.ts';
import { StatusTag } from '../../../components/plain/StatusTag.tsx';
import { UserMenu } from './UserMenu.tsx';
import { ApiCredentialsAction } from './ApiCredentialsAction.tsx';
import { NotificationBell } from '../../../features/notifications/NotificationBell.tsx';

export type ShellArea = 'home' | 'api';

interface Props {
  area: ShellArea;
  isPhone: boolean;
  onOpenMenu: () => void;
}

/** Greeting, screen title and the account actions of the logged-in header (SPEC §2). */
export function ShellHeader({ area, isPhone, onOpenMenu }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data } = useSessionAccess();
  if (!data) return null;
  const { info, view } = data;
  const titleKey = screenTitleKey(pathname);
  const hasAssets = view.routes.some((r) => r.name === 'Assets');

  return (
    <header className="shell-header">
      {isPhone && (
        <button
          type="button"
          className="shell-icon-button"
          aria-label={t('layout:nav.openMenu')}
          onClick={onOpenMenu}
        >
          <MenuOutlined />
        </button>
      )}
      <div className="shell-heading">
        {!isPhone && (
          <span className="shell-greeting">
            {t('layout:shell.greeting', { name: info.nickName || info.accountNo })}
            {/* An agent (and its team) works for customers: say so where the account is named. */}
            {info.userType === UserType.AGENT && (
              <span className="shell-badge">
                <StatusTag tone="green" data-testid="agent-badge">
                  {t('profile:userType.agent')}
                </StatusTag>
              </span>
            )}
          </span>
        )}
        <h1 className="shell-title">{titleKey ? t(titleKey) : ''}</h1>
      </div>
      <div className="shell-actions">
        {!isPhone && <LanguageSwitch />}
        {area === 'home' && view.showApiLink && (
          // The API service is its own workspace, so it opens next to the dashboard.
          <a
            href="/homeApi"
            target="_blank"
            rel="noopener"
            className="shell-action-link"
            title={t('layout:shell.apiService')}
            aria-label={isPhone ? t('layout:shell.apiService') : undefined}
          >
            <ApiOutlined /> {!isPhone && t('layout:shell.apiService')}
          </a>
        )}
        {area === 'api' && mayUseApiService(info, view) && (
          <ApiCredentialsAction isPhone={isPhone} />
        )}
        {area === 'api' && (
          <Link to="/home/dashboard" className="shell-action-link">
            <DashboardOutlined /> {!isPhone && t('layout:shell.backToDashboard')}
          </Link>
        )}
        {hasAssets && !isPhone && (
          <Link to="/home/assets" className="shell-action-link">
            <WalletOutlined /> {t('layout:shell.assets')}
          </Link>
        )}
        <NotificationBell />
        <UserMenu info={info} view={view} isPhone={isPhone} />
      </div>
    </header>
  );
}
