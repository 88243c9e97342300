import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';
import { LinkButton } from './LinkButton.tsx';

type ServiceGoToProps = {
  /** Which screens of the app this page describes: the first the user may open is linked. */
  paths: readonly string[];
  label: 'fx' | 'global';
};

/**
 * A signed-in visitor sees the same public page plus a way into the app: the screen the page
 * describes when their permissions (or a team role) allow it, else the dashboard.
 */
export function ServiceGoTo({ paths, label }: ServiceGoToProps) {
  const { t } = useTranslation('services');
  const loggedIn = useIsLoggedIn();
  const { data: access } = useSessionAccess();
  if (!loggedIn || !access) return null;
  const screen = access.view.routes.find((route) => paths.includes(route.path));
  return (
    <p className="mk-card" data-testid="service-go-to" style={{ marginBottom: 32 }}>
      <span className="mk-muted">{t('goTo.signedIn')} </span>
      <LinkButton type="primary" to={screen?.path ?? '/home/dashboard'}>
        {screen ? t(`goTo.${label}`) : t('goTo.dashboard')}
      </LinkButton>
    </p>
  );
}
