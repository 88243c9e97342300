/**
 * Registers the service worker the build writes (/sw.js, see pwa/service-worker.js) once the
 * page has loaded, so it never competes with the first screen. Only production builds have one;
 * a browser without service workers (or an insecure origin) simply goes without.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage(assetsThisPageLoaded()))
      .catch((error: unknown) => {
        // The app works the same without it; only the offline shell is missing.
        console.warn('The service worker was not registered', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The hashed files this page fetched before the worker was in charge (they are in the HTTP cache). */
function assetsThisPageLoaded() {
  const paths = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  return { type: 'save-assets', paths: [...new Set(paths)] };
}
