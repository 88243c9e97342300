import assert from 'node:assert/strict';
import { test } from '../support/harness.mjs';

// The installable app and its offline shell (issue 16, docs/performance.md). A guest's home page
// runs without the app (issue 36), so the worker is registered from the app's pages; these start
// on one of them.

/* global caches */

/** Waits until the service worker is in charge and has saved every file the page loaded. */
async function waitForSavedShell(page) {
  await page.waitForFunction(async () => {
    if (!navigator.serviceWorker.controller) {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) return false;
    }
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/'));
    const names = await caches.keys();
    if (names.length === 0) return false;
    const cache = await caches.open(names[0]);
    const saved = (await cache.keys()).map((request) => new URL(request.url).pathname);
    return loaded.every((path) => saved.includes(path));
  });
}

test('the app names a manifest whose icons exist', async ({ page, baseUrl }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await fetch(baseUrl + href)).json();
  assert.equal(manifest.name, 'PesaBridge');
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.icons.some((icon) => icon.sizes === '512x512' && icon.purpose === 'maskable'));
  for (const icon of manifest.icons) {
    const reply = await fetch(baseUrl + icon.src);
    assert.equal(reply.status, 200, icon.src);
    assert.equal(reply.headers.get('content-type')?.split(';')[0], icon.type, icon.src);
  }
});

test('offline, a page seen before opens from the saved shell and says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/aboutUs');
  await page.getByTestId('about-page').waitFor();
  await waitForSavedShell(page);
  await context.setOffline(true);
  await page.reload();
  await page.getByTestId('about-page').waitFor();
  await page.getByTestId('offline-banner').getByText('You are offline.').waitFor();
  await context.setOffline(false);
  await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
});

test('offline, a screen never opened on this phone shows the offline page, not a blank one', async ({
  page,
  context,
}) => {
  await page.goto('/aboutUs');
  await page.getByTestId('about-page').waitFor();
  await waitForSavedShell(page);
  await context.setOffline(true);
  await page.goto('/login');
  const offline = page.getByTestId('offline-page');
  await offline.getByText('You are offline').waitFor();
  await offline.getByText('您已离线').waitFor();
});

test('API replies never come from the service worker or its cache', async ({ page }) => {
  await page.goto('/aboutUs');
  await page.getByTestId('about-page').waitFor();
  await waitForSavedShell(page);
  // A second load, now under the worker: its API calls still go to the server.
  const apiReply = page.waitForResponse((response) => response.url().includes('/api/'));
  await page.reload();
  const reply = await apiReply;
  assert.equal(reply.fromServiceWorker(), false, `${reply.url()} came from the service worker`);
  const cached = await page.evaluate(async () => {
    const urls = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  assert.ok(cached.length > 0, 'the worker saved the shell');
  assert.deepEqual(
    cached.filter((url) => new URL(url).pathname.startsWith('/api/')),
    [],
    'no API reply is stored',
  );
});
