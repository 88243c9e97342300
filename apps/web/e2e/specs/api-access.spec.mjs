import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import {
  api,
  apiData,
  latestCode,
  strongPassword,
  uniqueEmail,
  uniquePhone,
} from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import { FUND_PASSWORD, operatorCall } from '../support/money.mjs';
import { expectDashboard, loginByPhone, settled, sidebar } from '../support/ui.mjs';

// The server refuses an identical call to the same path within 300 ms (duplicate guard).
const spaced = () => delay(350);

/** Registers a company (userType 1) by phone through the API. */
async function registerCompany(baseUrl) {
  const countryId = 254;
  const phone = uniquePhone();
  await apiData(baseUrl, '/common/sendCode', { countryId, phone, scene: 'register' });
  const code = await latestCode(baseUrl, phone);
  const token = await apiData(baseUrl, '/user/register', {
    userType: 1,
    countryId,
    phone,
    code,
    password: strongPassword,
  });
  return { countryId, phone, password: strongPassword, token };
}

/** Opens the browser signed in with `token`, in English. */
async function signIn(page, token) {
  await page.context().addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('locale', 'en');
  }, token);
}

const field = (page, label) => page.getByLabel(label, { exact: true });

test('a company applies, an operator approves it, and the credentials dialog shows the keys, reveals a secret with the transaction password and resets the keys', async ({
  page,
  baseUrl,
}) => {
  const company = await registerCompany(baseUrl);
  const { userId } = await apiData(baseUrl, '/user/info', {}, { token: company.token });
  await spaced();
  await apiData(baseUrl, '/common/sendCode', {
    countryId: company.countryId,
    phone: company.phone,
    scene: 'fundPwd',
  });
  const pinCode = await latestCode(baseUrl, company.phone);
  await apiData(
    baseUrl,
    '/user/resetFundPwd',
    { code: pinCode, fundPassword: FUND_PASSWORD },
    { token: company.token },
  );
  await signIn(page, company.token);

  // Before applying: a call to action; the menu has only the account page.
  await page.goto('/homeApi/account');
  await page.getByRole('link', { name: 'Apply for API access' }).click();
  await page.waitForURL((url) => url.pathname === '/homeApi/account-create');
  await page.getByText('comma-separated addresses or CIDR ranges', { exact: false }).waitFor();
  await field(page, 'Company name').fill('Duka Payments Ltd');
  await field(page, 'What you will use the API for').fill('Collect school fees by M-Pesa');
  await field(page, 'Expected monthly volume (USD)').fill('25000');
  await field(page, 'Notify URL').fill('https://duka.example/hooks');
  await field(page, 'IP allow-list').fill('203.0.113.5, 198.51.100.0/24');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/userApi/save'));
  await page.getByRole('button', { name: 'Submit application' }).click();
  assert.equal((await (await saved).json()).code, 200);
  await page.waitForURL((url) => url.pathname === '/homeApi/account');
  await page.getByText('Your application is awaiting review').waitFor();
  assert.equal(await sidebar(page).getByText('API Documentation').count(), 0);

  // Before approval the dialog has no keys.
  await page.getByRole('button', { name: 'API credentials' }).click();
  const dialog = page.getByRole('dialog', { name: 'API credentials' });
  await dialog.getByTestId('api-credentials-not-approved').waitFor();
  assert.equal(await dialog.getByRole('button', { name: /Reset keys/ }).count(), 0);
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

  await operatorCall(baseUrl, '/ops/userApi/approve', { userId });
  const approved = await apiData(baseUrl, '/user/userApi/info', {}, { token: company.token });
  assert.equal(approved.auditStatus, 1);

  // Approved: the dashboard, and the menu loaded by the layout itself.
  await page.reload();
  await page.getByTestId('api-webhooks').waitFor();
  await sidebar(page).getByText('API Documentation').waitFor();
  await page.getByRole('button', { name: 'API credentials' }).click();
  const live = dialog.getByTestId('api-keys-live');
  const liveKey = live.getByTestId('api-access-key-live');
  const liveSecret = live.getByTestId('api-secret-live');
  await liveKey.filter({ hasText: approved.accessKey }).waitFor();
  await dialog
    .getByTestId('api-access-key-test')
    .filter({ hasText: approved.testAccessKey })
    .waitFor();
  // The info carries no secret; the dialog shows it masked.
  assert.equal(approved.accessSecret, undefined);
  assert.match(await liveSecret.innerText(), /^•+$/, 'secret is masked');
  // The owner's Reset button joins the row once the session is read; wait for that layout so
  // the Reveal click cannot land while the row is still moving.
  await live.getByRole('button', { name: /Reset keys/ }).waitFor();

  // Revealing asks for the transaction password (6 boxes with the phone's digit pad): a wrong
  // one keeps the secret masked, the right one shows it and writes the operation log.
  await live.getByRole('button', { name: /^Reveal Secret/ }).click();
  const pad = page.locator('.ant-modal', { has: page.getByTestId('fund-password-pad') });
  await pad.getByText('to show the Live secret', { exact: false }).waitFor();
  const boxes = pad.locator('input');
  assert.equal(await boxes.count(), 6);
  for (let i = 0; i < 6; i++) assert.equal(await boxes.nth(i).getAttribute('inputmode'), 'numeric');
  await boxes.first().click();
  await page.keyboard.type('000000');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/user/userApi/secret'));
  await pad.getByRole('button', { name: 'Show secret' }).click();
  assert.equal((await (await refused).json()).code, -1023);
  await pad.getByText('Incorrect transaction password').waitFor();
  assert.match(await liveSecret.innerText(), /^•+$/, 'still masked after a wrong password');
  await boxes.first().click();
  await page.keyboard.type(FUND_PASSWORD);
  const read = page.waitForResponse((r) => r.url().endsWith('/api/user/userApi/secret'));
  await pad.getByRole('button', { name: 'Show secret' }).click();
  const shown = (await (await read).json()).data;
  assert.equal(shown.accessKey, approved.accessKey);
  assert.match(shown.accessSecret, /^sk_live_/);
  await liveSecret.filter({ hasText: shown.accessSecret }).waitFor();
  await pad.waitFor({ state: 'hidden' });
  // The sandbox secret stays masked: each is read on its own.
  assert.match(await dialog.getByTestId('api-secret-test').innerText(), /^•+$/);
  await dialog.getByText('203.0.113.5, 198.51.100.0/24').waitFor();
  const log = await api(
    baseUrl,
    '/user/log',
    { pageNum: 1, pageSize: 5 },
    { token: company.token },
  );
  assert.equal(log.rows[0].eventType, 'apiSecretRead');

  // Reset asks first; cancelling changes nothing.
  await live.getByRole('button', { name: /Reset keys/ }).click();
  const confirm = page.locator('.ant-modal-confirm', { hasText: 'Reset the Live keys?' });
  await confirm.getByText('The old pair stops working at once', { exact: false }).waitFor();
  await settled(confirm);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'hidden' });
  // /user/userApi/info is a read without the duplicate guard, like /user/info.
  const unchanged = await apiData(baseUrl, '/user/userApi/info', {}, { token: company.token });
  assert.equal(unchanged.accessKey, approved.accessKey);

  await live.getByRole('button', { name: /Reset keys/ }).click();
  await settled(confirm);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/user/userApi/refresh'));
  await confirm.getByRole('button', { name: 'Reset keys' }).click();
  const reply = await (await refreshed).json();
  assert.equal(reply.code, 200);
  const newKey = reply.data.accessKey;
  assert.notEqual(newKey, approved.accessKey);
  await liveKey.filter({ hasText: newKey }).waitFor();
  // The sandbox pair was not touched.
  await dialog
    .getByTestId('api-access-key-test')
    .filter({ hasText: approved.testAccessKey })
    .waitFor();
  // A new pair starts masked again, and its reply carries no secret either.
  assert.equal(reply.data.accessSecret, undefined);
  assert.match(await liveSecret.innerText(), /^•+$/);
});

test('a team member without HomeApi names does not see the API link; one with a name does', async ({
  page,
  baseUrl,
}) => {
  const main = await registerCompany(baseUrl);
  const member = async (name, menus) => {
    await spaced();
    const { id: roleId } = await apiData(
      baseUrl,
      '/user/role/add',
      { name, menus, status: 0 },
      { token: main.token },
    );
    const person = { countryId: 254, phone: uniquePhone(), password: 'Team2026ab' };
    await spaced();
    await apiData(
      baseUrl,
      '/user/team/add',
      {
        userName: name,
        email: uniqueEmail('member'),
        phonenumber: person.phone,
        countryId: person.countryId,
        roleId,
        remark: '',
        password: person.password,
        status: 0,
      },
      { token: main.token },
    );
    return person;
  };
  const reader = await member('Balances reader', ['Assets', 'AssetsOrder']);
  const payouts = await member('Payouts clerk', ['Assets', 'HomeApiB2C']);
  const header = page.locator('.shell-header');

  await loginByPhone(page, reader);
  await expectDashboard(page);
  await header.getByText('Hello,', { exact: false }).waitFor();
  assert.equal(await header.getByText('API Service').count(), 0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByText('Log out', { exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await loginByPhone(page, payouts);
  await expectDashboard(page);
  await header.getByText('API Service').waitFor();
});
