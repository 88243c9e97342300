import assert from 'node:assert/strict';
import { api } from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import { totpNow } from '../support/operators.mjs';
import { createOperator } from '../support/server.mjs';

const ADMIN = { username: 'e2e-console-admin', password: 'Console-admin-2026' };

test('a customer page downloads none of the operator console', async ({ page, baseUrl }) => {
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${baseUrl}/login`);
  await page
    .getByRole('button', { name: /log ?in/i })
    .first()
    .waitFor();
  assert.ok(scripts.length > 0);
  assert.deepEqual(
    scripts.filter((url) => /Ops|qrcode/i.test(url)),
    [],
  );
});

test('an operator enrols TOTP at the first sign-in, lands on the console and adds an operator', async ({
  page,
  baseUrl,
}) => {
  createOperator(ADMIN.username, ADMIN.password, 'admin');
  await page.goto(`${baseUrl}/ops`);
  await page.waitForURL((url) => url.pathname === '/ops/login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // First sign-in: the secret as a QR code and as base32 text; a code from it activates it.
  await page.waitForURL((url) => url.pathname === '/ops/enrol');
  await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
  await page.getByRole('img', { name: 'QR code of the authenticator key' }).waitFor();
  const secret = (await page.getByTestId('ops-totp-secret').locator('code').innerText()).trim();
  assert.match(secret, /^[A-Z2-7]{32}$/);
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Activate and sign in' }).click();
  await page.getByText('The authenticator code is wrong or was already used').waitFor();
  await page.getByLabel('Code').fill(totpNow(secret));
  await page.getByRole('button', { name: 'Activate and sign in' }).click();

  // The console home: the queues with their counts, the operator and the admin menu.
  await page.waitForURL((url) => url.pathname === '/ops');
  await page.getByRole('heading', { name: 'Work waiting' }).waitFor();
  await page.getByTestId('ops-operator').getByText(ADMIN.username).waitFor();
  await page.getByTestId('ops-queue-kyc').getByText('KYC / KYB').waitFor();
  const token = await page.evaluate(() => sessionStorage.getItem('pesa-ops-token'));
  assert.ok(token);
  // The operator's token opens nothing of the customer app.
  assert.equal((await api(baseUrl, '/user/info', {}, { token })).code, -1001);

  // Operators: add a compliance operator.
  await page.getByRole('menuitem', { name: 'Operators' }).click();
  await page.waitForURL((url) => url.pathname === '/ops/operators');
  await page.getByRole('button', { name: 'Add operator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add operator' });
  await dialog.getByLabel('Username').fill('e2e-compliance-1');
  await dialog.getByLabel('Password').fill('Compliance-2026-pw');
  await dialog.getByLabel('Role').click();
  await page.getByTitle('Compliance').click();
  await dialog.getByRole('button', { name: 'Add operator' }).click();
  await page.getByText('Operator e2e-compliance-1 added').waitFor();
  const row = page.getByRole('row', { name: /e2e-compliance-1/ });
  await row.getByText('Not enrolled').waitFor();
  await row.getByText('Active').waitFor();
  await row.getByText('Compliance', { exact: true }).waitFor();

  // Sign-out ends the session on the server too.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/ops/login');
  assert.equal((await api(baseUrl, '/ops/me', {}, { token })).code, -1001);
});
