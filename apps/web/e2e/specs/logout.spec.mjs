import assert from 'node:assert/strict';
import { api, registerByPhoneViaApi } from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import { expectDashboard, loginByPhone, pickMenuItem } from '../support/ui.mjs';

test('logout shows "Exit Success!", goes to /login and ends the session', async ({
  page,
  baseUrl,
}) => {
  const account = await registerByPhoneViaApi(baseUrl);
  await loginByPhone(page, account);
  await expectDashboard(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));

  await page.getByRole('button', { name: 'Account menu' }).click();
  await pickMenuItem(page, 'Log out');
  await page.getByText('Exit Success!').waitFor();
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);

  // The server revoked the token too: it no longer opens the user info.
  const reply = await api(baseUrl, '/user/info', {}, { token });
  assert.equal(reply.code, -1001);
});
