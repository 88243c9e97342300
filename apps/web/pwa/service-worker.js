// The app's service worker (docs/performance.md, issue 16). The build (pwa/serviceWorkerPlugin.ts)
// writes it to /sw.js with VERSION and SHELL filled in: a new build is a new worker, which saves
// the new shell and drops the old one.
//
// What it does, and never more:
// - saves the app shell (index.html, the first page's scripts and styles, the offline page, the
//   manifest and icons) when it installs; these come from the browser's HTTP cache the first
//   visit just filled, so installing downloads almost nothing;
// - serves hashed /assets/ files from its cache, saving each one a page loads (they never change),
//   and, when the page that registered it asks, the ones that page loaded before it was in charge;
// - answers a page load from the network, and only when the network fails with the saved shell
//   (the app then shows that it is offline) or, without one, the offline page;
// - never touches /api/ or /open/: balances, payments and every other call always go to the
//   server, and no reply of theirs is ever stored.
/* global self, caches, __SHELL__ */
const VERSION = '__VERSION__';
const SHELL = __SHELL__;
const CACHE = `pesa-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(['/', OFFLINE_PAGE, ...SHELL]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('pesa-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// The first visit's page loaded its screen before this worker existed; it sends the list of what
// it loaded (registerServiceWorker.ts), and those files, still in the HTTP cache, are saved too.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'save-assets' || !Array.isArray(event.data.paths)) return;
  const paths = event.data.paths.filter((path) => /^\/assets\/[\w.-]+$/.test(path));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          paths.map((path) =>
            cache.match(path, { ignoreVary: true }).then((hit) => hit ?? cache.add(path)),
          ),
        ),
      ),
  );
});

const neverCached = (url) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/open/');

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || neverCached(url)) return;
  if (request.mode === 'navigate' && url.pathname !== OFFLINE_PAGE) {
    event.respondWith(pageOrOfflineShell(request));
  } else if (url.pathname === OFFLINE_PAGE) {
    event.respondWith(savedOrFetched(request));
  } else if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) {
    event.respondWith(savedOrFetched(request));
  }
});

/** A page from the network; offline, the saved shell (any route renders in it) or the offline page. */
async function pageOrOfflineShell(request) {
  try {
    return await fetch(request);
  } catch {
    const cache = await caches.open(CACHE);
    return (
      (await cache.match('/', { ignoreVary: true })) ??
      (await cache.match(OFFLINE_PAGE, { ignoreVary: true })) ??
      Response.error()
    );
  }
}

/** A file that never changes: from the cache, else fetched and saved for next time. */
async function savedOrFetched(request) {
  const cache = await caches.open(CACHE);
  const saved = await cache.match(request, { ignoreVary: true });
  if (saved) return saved;
  const response = await fetch(request);
  // A missing asset is answered with index.html (the SPA fallback): never save that as a file.
  const isPage = (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (response.ok && !isPage) await cache.put(request, response.clone());
  return response;
}
