import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/providers/AppProviders.tsx';
import { NavigationGuard } from '../app/router/NavigationGuard.tsx';
import { AppRoutes } from '../app/router/AppRoutes.tsx';
import { queryClient } from '../lib/queryClient.ts';
import { ChatLink } from '../components/ChatLink.tsx';

/** Exposes the current location so tests can assert where the guard sent the visitor. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders the real providers, guard and routes at `path` (no network: use mockApi). */
export function renderApp(path: string) {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <NavigationGuard>
          <AppRoutes />
        </NavigationGuard>
        <LocationProbe />
        <ChatLink />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** A user-info reply; override what a test is about. */
export function userInfo(overrides: Record<string, unknown> = {}) {
  return {
    userId: 1,
    parentId: 0,
    nickName: 'Amina',
    accountNo: '8803535858',
    avatar: '',
    phone: '+254712345678',
    email: '',
    sex: '',
    createTime: '2026-11-22T04:57:28.524Z',
    userType: 2,
    auditStatus: -1,
    countryId: 254,
    countryName: 'Kenya',
    permissions: [],
    pspFlag: 0,
    mrpFlag: 0,
    channelTypeList: [
      { type: 0, channelType: -1 },
      { type: 0, channelType: 0 },
    ],
    fundPasswordFlag: 0,
    ...overrides,
  };
}
