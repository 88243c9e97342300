import assert from 'node:assert/strict';
import { latestCode, registerByEmailViaApi, strongPassword, uniquePhone } from '../support/api.mjs';
import { expectNoAxeViolations } from '../support/a11y.mjs';
import { test } from '../support/harness.mjs';
import { expectDashboard, loginByEmail, loginByPhone } from '../support/ui.mjs';

test('registers by phone with the code from the dev outbox, then logs in to the dashboard', async ({
  page,
  baseUrl,
}) => {
  const phone = uniquePhone();
  await page.goto('/register');
  await page.locator('input[autocomplete=tel-national]').waitFor();
  await expectNoAxeViolations(page, { label: 'register (en)' });
  await page.locator('input[autocomplete=tel-national]').fill(phone);
  const codeSent = page.waitForResponse((r) => r.url().endsWith('/api/common/sendCode'));
  await page.getByRole('button', { name: 'Send code' }).click();
  assert.equal((await (await codeSent).json()).code, 200, 'the server refused to send a code');
  const code = await latestCode(baseUrl, phone);
  assert.match(code, /^\d{6}$/);
  await page.locator('input[autocomplete=one-time-code]').fill(code);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Next' }).click();
  const passwords = page.locator('input[autocomplete=new-password]');
  await passwords.nth(1).waitFor();
  await expectNoAxeViolations(page, { label: 'register, password step (en)' });
  await passwords.nth(0).fill(strongPassword);
  await passwords.nth(1).fill(strongPassword);
  await page.getByRole('button', { name: 'Create account' }).click();

  await page.waitForURL((url) => url.pathname === '/register/success');
  await page.getByText('Registration successful').waitFor();
  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await expectDashboard(page);

  // A fresh visit without the session: log in with the new phone number and password.
  await page.evaluate(() => localStorage.removeItem('token'));
  await loginByPhone(page, { countryId: 254, phone, password: strongPassword });
  await expectDashboard(page);
  await expectNoAxeViolations(page, { label: 'dashboard (en)' });
  const title = await page.locator('.shell-title').innerText();
  assert.equal(title.trim(), 'Dashboard');
});

test('logs in by email', async ({ page, baseUrl, pageErrors }) => {
  const account = await registerByEmailViaApi(baseUrl);
  await loginByEmail(page, account);
  await expectDashboard(page);
  // The sign-in page's own build hands over to the app without drawing what it cannot (its
  // header's member menu reads server state that only the app holds).
  assert.deepEqual(pageErrors, []);
});

test('a wrong password keeps the visitor on the login page with an error', async ({
  page,
  baseUrl,
}) => {
  const account = await registerByEmailViaApi(baseUrl);
  await loginByEmail(page, { ...account, password: 'Wrong2026Pass' });
  await page.getByText('Wrong account password').first().waitFor();
  // The login page as it shows an error: the message must be readable and announced too.
  await expectNoAxeViolations(page, { label: 'login with an error (en)' });
  assert.equal(new URL(page.url()).pathname, '/login');
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
});
