import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useIsLoggedIn } from '../../lib/session.ts';
import { useSessionAccess } from '../../lib/permissions/sessionAccess.ts';
import { decideNavigation } from '../../lib/navigationRules.ts';
import { registerNavigator } from '../../lib/navigation.ts';
import { endSession } from '../../lib/request/sessionExpiry.ts';
import { resolveSessionTarget, settleSessionTarget } from '../../lib/sessionTarget.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';

/**
 * The SPEC §2 navigation guard: guests only reach public pages, logged-in visitors skip the
 * login pages, and the user info plus generated routes are loaded before the first screen.
 */
export function NavigationGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const access = useSessionAccess();

  useEffect(() => registerNavigator((path) => navigate(path)), [navigate]);

  // Loading the session failed: the stored token is useless, so log out and start over at "/".
  useEffect(() => {
    if (loggedIn && access.isError) endSession('/');
  }, [loggedIn, access.isError]);

  // A session that just started or ended goes where it was sent, before any other rule.
  const here = pathname + search;
  useEffect(() => settleSessionTarget(here), [here]);
  const target = resolveSessionTarget(here);
  if (target !== null) return <Navigate to={target} replace />;

  const decision = decideNavigation({
    pathname,
    search,
    loggedIn,
    accessReady: access.isSuccess,
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'loadAccess') return <PageSpinner />;
  return children;
}
