import assert from 'node:assert/strict';
import { registerByPhoneViaApi } from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import { loginByPhone } from '../support/ui.mjs';

test('a guest opening /home/assets logs in and lands back on /home/assets', async ({
  page,
  baseUrl,
}) => {
  const account = await registerByPhoneViaApi(baseUrl);
  await page.goto('/home/assets');
  await page.waitForURL((url) => url.pathname === '/login');
  const url = new URL(page.url());
  assert.equal(url.search, '?redirect=%2Fhome%2Fassets');

  await loginByPhone(page, account, null);
  await page.waitForURL((u) => u.pathname === '/home/assets');
  assert.equal(new URL(page.url()).search, '');
});

test('a logged-in visitor opening /login goes to the dashboard', async ({ page, baseUrl }) => {
  const { token } = await registerByPhoneViaApi(baseUrl);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto('/login');
  await page.waitForURL((url) => url.pathname === '/home/dashboard');
});
