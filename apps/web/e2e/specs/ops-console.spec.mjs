import assert from 'node:assert/strict';
import { api, apiData, registerByPhoneViaApi } from '../support/api.mjs';
import { expectNoAxeViolations } from '../support/a11y.mjs';
import { test } from '../support/harness.mjs';
import { operatorSignIn, totpNow } from '../support/operators.mjs';
import { createOperator } from '../support/server.mjs';
import { pickOpenSelectOption } from '../support/ui.mjs';

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
  // The console's chunks: its pages, its texts and its catalogs (ops.json, both languages).
  const consoleChunks = () =>
    scripts.filter((url) => /\/assets\/(OpsConsole|opsTexts|ops)-[\w-]+\.js$/.test(url));
  assert.ok(scripts.length > 0);
  assert.deepEqual(consoleChunks(), []);
  // The same filter sees them once the console opens.
  await page.goto(`${baseUrl}/ops/login`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  assert.ok(consoleChunks().some((url) => url.includes('/OpsConsole-')));
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
  await page.getByTestId('ops-queue-kyc').getByText('KYC (individuals)').waitFor();
  await expectNoAxeViolations(page, { label: 'operator console (en)' });
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
  // The option in the open list, not the field (which shows the chosen role under the same title).
  await pickOpenSelectOption(page, 'Compliance');
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

  // The customers' chat link (configured for these tests) is never docked on the console.
  assert.equal(await page.locator('.chat-link').count(), 0);
  await page.goto(`${baseUrl}/login`);
  await page.locator('.chat-link').waitFor();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadPng(baseUrl, token) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'id.png');
  const response = await fetch(`${baseUrl}/api/common/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const reply = await response.json();
  assert.equal(reply.code, 200, `upload: ${reply.code} ${reply.msg}`);
  return reply.data.filePath;
}

/** A customer who has submitted a KYC application with three uploaded images. */
async function submitKyc(baseUrl, fullName, idNumber) {
  const { token } = await registerByPhoneViaApi(baseUrl);
  const saved = await apiData(
    baseUrl,
    '/user/auth/save',
    {
      fullName,
      idType: 1,
      idNumber,
      dateOfBirth: '1990-04-12',
      nationality: 254,
      address: 'Kilimani, Nairobi',
      idFrontFile: await uploadPng(baseUrl, token),
      idBackFile: await uploadPng(baseUrl, token),
      photoFile: await uploadPng(baseUrl, token),
    },
    { token },
  );
  await apiData(baseUrl, `/user/startAuth/${saved.id}`, {}, { token });
  return { token };
}

test('a compliance operator opens a KYC application with its documents and rejects it with a reason', async ({
  page,
  baseUrl,
}) => {
  const { token } = await submitKyc(baseUrl, 'Achieng Otieno', '29384756');

  const reviewer = { username: 'e2e-kyc-reviewer', password: 'Kyc-reviewer-2026' };
  createOperator(reviewer.username, reviewer.password, 'compliance');
  const opsToken = await operatorSignIn(baseUrl, reviewer);
  await page
    .context()
    .addInitScript((value) => sessionStorage.setItem('pesa-ops-token', value), opsToken);

  // The console home counts the waiting application and opens its queue.
  await page.goto(`${baseUrl}/ops`);
  const kycCard = page.getByTestId('ops-queue-kyc');
  await kycCard.getByText('KYC (individuals)').waitFor();
  assert.ok(Number(await kycCard.locator('.ant-statistic-content-value').innerText()) >= 1);
  await kycCard.click();
  await page.waitForURL((url) => url.pathname === '/ops/kyc');
  await page.getByRole('heading', { name: 'KYC applications (individuals)' }).waitFor();
  await page
    .locator('.ant-table')
    .getByRole('row', { name: /Achieng Otieno/ })
    .click();
  const drawer = page.getByRole('dialog', { name: /Achieng Otieno/ });
  await drawer.getByText('29384756').waitFor();
  await drawer.getByText('Kilimani, Nairobi').waitFor();
  await drawer.getByText('National ID').waitFor();
  await drawer.getByRole('img', { name: 'ID document (front)' }).waitFor();
  await drawer.getByRole('img', { name: 'Photo of the ID holder' }).waitFor();

  // A rejection needs a reason, which the customer then reads.
  await drawer.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await reject.getByText('A reason is required').waitFor();
  const reason = 'The ID photo is too dark to read';
  await reject.getByLabel('Reason (the customer sees it)').fill(reason);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await page.getByText('Rejected', { exact: true }).first().waitFor();
  await page
    .locator('.ant-table')
    .getByRole('row', { name: /Achieng Otieno/ })
    .waitFor({ state: 'detached' });

  const application = await apiData(baseUrl, '/user/auth', {}, { token });
  assert.equal(application.auditStatus, 2);
  assert.equal(application.rejectReason, reason);
});

test("another operator's decision shows at once in an open console, and a late one is refused", async ({
  page,
  baseUrl,
}) => {
  const customer = await submitKyc(baseUrl, 'Baraka Mwangi', '31827364');
  const first = { username: 'e2e-live-first', password: 'Live-first-2026' };
  const second = { username: 'e2e-live-second', password: 'Live-second-2026' };
  createOperator(first.username, first.password, 'compliance');
  createOperator(second.username, second.password, 'compliance');
  const opsToken = await operatorSignIn(baseUrl, first);
  await page
    .context()
    .addInitScript((value) => sessionStorage.setItem('pesa-ops-token', value), opsToken);
  await page.goto(`${baseUrl}/ops/kyc`);
  await page
    .locator('.ant-table')
    .getByRole('row', { name: /Baraka Mwangi/ })
    .click();
  const drawer = page.getByRole('dialog', { name: /Baraka Mwangi/ });
  await drawer.getByText('31827364').waitFor();

  // The other operator rejects it while this drawer is open: the console is told at once.
  const secondToken = await operatorSignIn(baseUrl, second);
  const queue = await api(
    baseUrl,
    '/ops/kyc/list',
    { pageNum: 1, pageSize: 100, userType: 2 },
    { token: secondToken },
  );
  const { userId } = queue.rows.find((row) => row.fullName === 'Baraka Mwangi');
  const rejected = await api(
    baseUrl,
    '/ops/kyc/reject',
    { userId, reason: 'Name does not match the ID' },
    { token: secondToken },
  );
  assert.equal(rejected.code, 200, rejected.msg);
  await drawer
    .getByTestId('ops-acted-elsewhere')
    .getByText(/e2e-live-second acted on this item .*KYC rejected/)
    .waitFor();
  await page.locator('.ant-notification').getByText('e2e-live-second made a change').waitFor();
  // The notification names the account by number and KYC name, never by its internal id.
  const { accountNo } = await apiData(baseUrl, '/user/info', {}, { token: customer.token });
  await page
    .locator('.ant-notification')
    .getByText(`KYC rejected · Account · ${accountNo} · Baraka Mwangi`)
    .waitFor();

  // Deciding anyway gets the server's clear refusal; nothing changes.
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
  await page.locator('.ant-message-error').waitFor();
  const application = await apiData(baseUrl, '/user/auth', {}, { token: customer.token });
  assert.equal(application.auditStatus, 2);
});
