import { queryClient } from '../../lib/queryClient.ts';
import { SESSION_ACCESS_KEY } from '../../lib/permissions/sessionAccess.ts';
import { assetRowsQuery } from '../../lib/money/api.ts';
import { currentRatesQuery } from '../../lib/money/rates.ts';
import { sysNoticesQuery } from '../../lib/notices.ts';
import { currentLocale } from '../../lib/i18n.ts';

/**
 * The dashboard's first data (balances, current rates, announcements), asked for as soon as the
 * session is loaded on a visit that lands on the dashboard (app/router/lazyPages.ts), rather than
 * once the shell and the page have rendered: on a slowed phone that render took about a second,
 * and the balances, the screen's largest text, waited for it (issue 16). The page's own queries
 * pick up the same entries. Nothing is asked for a session that failed to load: the guard
 * handles that one error.
 */
export async function prefetchDashboardData(): Promise<void> {
  if (queryClient.getQueryState(SESSION_ACCESS_KEY)?.status !== 'success') return;
  await Promise.all([
    queryClient.prefetchQuery(assetRowsQuery),
    queryClient.prefetchQuery(currentRatesQuery),
    queryClient.prefetchQuery(sysNoticesQuery(currentLocale())),
  ]);
}
