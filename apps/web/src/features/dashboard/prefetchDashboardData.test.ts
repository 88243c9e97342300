import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/queryClient.ts';
import { SESSION_ACCESS_KEY } from '../../lib/permissions/sessionAccess.ts';
import { mockApi, ok, received } from '../../test/mockApi.ts';
import { prefetchDashboardData } from './prefetchDashboardData.ts';

afterEach(() => queryClient.clear());

describe('prefetchDashboardData', () => {
  it('asks for the balances, the current rates and the announcements once the session is in', async () => {
    localStorage.setItem('token', 'good');
    mockApi({
      '/account/assets': () => ok([{ currencyId: 404, currencyCode: 'KES', total: '1500' }]),
      '/common/exchangeRate/current': () => ok([]),
      '/common/sysNotice': () => ok([]),
    });
    queryClient.setQueryData(SESSION_ACCESS_KEY, { info: {}, view: {} });
    await prefetchDashboardData();
    expect(received.map((call) => call.url).sort()).toEqual([
      '/account/assets',
      '/common/exchangeRate/current',
      '/common/sysNotice',
    ]);
    // The page's queries read the same entries instead of asking again.
    expect(queryClient.getQueryData(['account', 'assets'])).toEqual([
      { currencyId: 404, currencyCode: 'KES', total: '1500' },
    ]);
  });

  it('asks for nothing while the session has not loaded (the guard handles a failed one)', async () => {
    mockApi({});
    await prefetchDashboardData();
    expect(received).toEqual([]);
  });
});
