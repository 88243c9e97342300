import { AppProviders } from './providers/AppProviders.tsx';
import { NavigationGuard } from './router/NavigationGuard.tsx';
import { AppRoutes } from './router/AppRoutes.tsx';

// A signed-in first visit starts loading the session as soon as this chunk is in (lazyPages.ts).
export { prefetchSessionAccess } from '../lib/permissions/sessionAccess.ts';
export { prefetchDashboardData } from '../features/dashboard/prefetchDashboardData.ts';

/**
 * Every route with the navigation guard, server state (TanStack Query) and toasts. Its own
 * chunk: a guest's first visit of the home page renders without it (App.tsx).
 */
export default function FullApp() {
  return (
    <AppProviders>
      <NavigationGuard>
        <AppRoutes />
      </NavigationGuard>
    </AppProviders>
  );
}
