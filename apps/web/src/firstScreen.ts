import { preloadFirstRoute } from './app/router/lazyPages.ts';
import { getToken } from './lib/tokenStorage.ts';

/**
 * The first screen's chunks, requested as soon as this module runs: main.tsx imports it before
 * React's DOM renderer, so the requests leave while the rest of the entry is still being
 * evaluated (a few hundred milliseconds on a slowed phone CPU, issue 16). Settles when the
 * first screen may render (lazyPages.ts).
 */
export const firstRouteReady = preloadFirstRoute(window.location.pathname, getToken() !== null);
