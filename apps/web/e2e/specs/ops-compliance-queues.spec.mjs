import assert from 'node:assert/strict';
import { api, apiData, latestCode, strongPassword, uniquePhone } from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import { addPayeeViaApi } from '../support/money.mjs';
import { operatorSignIn } from '../support/operators.mjs';
import { pdfWithPages } from '../support/pdf.mjs';
import { createOperator } from '../support/server.mjs';
import { settled } from '../support/ui.mjs';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = pdfWithPages(['Certificate of Incorporation No. CPR/2019/123456']);

async function upload(baseUrl, token, content, name, type) {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  const response = await fetch(`${baseUrl}/api/common/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const reply = await response.json();
  assert.equal(reply.code, 200, `upload: ${reply.code} ${reply.msg}`);
  return reply.data.filePath;
}

/** A company account (userType 1) registered through the API; its token. */
async function companyAccount(baseUrl) {
  const phone = uniquePhone();
  await apiData(baseUrl, '/common/sendCode', { countryId: 254, phone, scene: 'register' });
  const code = await latestCode(baseUrl, phone);
  return apiData(baseUrl, '/user/register', {
    userType: 1,
    countryId: 254,
    phone,
    code,
    password: strongPassword,
  });
}

/** A company's four KYB steps, its documents uploaded (one a PDF), then submitted. */
async function submittedKyb(baseUrl, token, companyName) {
  const png = () => upload(baseUrl, token, PNG, 'scan.png', 'image/png');
  const steps = [
    {
      companyName,
      phone: '+254 20 123 4567',
      email: 'finance@jacaranda.example',
      address: 'Westlands, Nairobi',
    },
    {
      natureScope: 'Import of solar equipment',
      volumeBand: 3,
      industry: 12,
      receiveCountries: [254],
      remitCountries: [86],
    },
    {
      incorporationFile: await upload(baseUrl, token, PDF, 'incorporation.pdf', 'application/pdf'),
      memorandumFile: await png(),
      boardResolutionFile: await png(),
      taxCertificateFile: await png(),
      addressProofFile: await png(),
      auditedReportFile: await png(),
      businessPermitFile: await png(),
    },
    {
      amlPolicyFile: await png(),
      sourceOfFundsFile: await png(),
      tradingLicenceFile: await png(),
      idFrontFile: await png(),
      idBackFile: await png(),
      photoFile: await png(),
    },
  ];
  let id = 0;
  for (const step of steps) id = (await apiData(baseUrl, '/user/auth/save', step, { token })).id;
  await apiData(baseUrl, `/user/startAuth/${id}`, {}, { token });
}

/** Puts an operator's session in this tab (the console keeps it in sessionStorage). */
async function consoleAs(page, baseUrl, operator) {
  const token = await operatorSignIn(baseUrl, operator);
  await page.goto(`${baseUrl}/ops/login`);
  await page.evaluate((value) => sessionStorage.setItem('pesa-ops-token', value), token);
}

/** A row of the queue's table (the detail's answers are table rows too). */
const queueRow = (page, text) => page.locator('tr.ant-table-row', { hasText: text });
/** A row of a customer's own list (plain tables, not antd's). */
const customerRow = (page, text) => page.locator('tbody tr', { hasText: text });

/** Approves from the open detail: the button, then the confirmation's OK. */
async function approveIn(page, drawer, name) {
  await drawer.getByRole('button', { name }).click();
  const confirm = page
    .locator('.ant-popover')
    .filter({ has: page.getByRole('button', { name: 'OK' }) });
  await settled(confirm);
  await confirm.getByRole('button', { name: 'OK' }).click();
}

test('two compliance operators approve a KYB from its queue, its documents shown inline', async ({
  page,
  baseUrl,
}) => {
  const companyName = 'Jacaranda Solar Ltd';
  const token = await companyAccount(baseUrl);
  await submittedKyb(baseUrl, token, companyName);
  const first = { username: 'e2e-kyb-first', password: 'Kyb-first-2026-pw' };
  const second = { username: 'e2e-kyb-final', password: 'Kyb-final-2026-pw' };
  createOperator(first.username, first.password, 'compliance');
  createOperator(second.username, second.password, 'compliance');

  // The first operator: the KYB queue (apart from KYC), the company's answers and documents.
  await consoleAs(page, baseUrl, first);
  await page.goto(`${baseUrl}/ops`);
  const card = page.getByTestId('ops-queue-kyb');
  await card.getByText('KYB (companies)').waitFor();
  await card.click();
  await page.waitForURL((url) => url.pathname === '/ops/kyb');
  await page.getByRole('heading', { name: 'KYB applications (companies)' }).waitFor();
  await queueRow(page, companyName).click();
  let drawer = page.getByRole('dialog', { name: new RegExp(companyName) });
  await drawer.getByText('Import of solar equipment').waitFor();
  await drawer.getByTestId('ops-customer-identity').getByText(companyName).waitFor();
  await drawer.getByRole('img', { name: 'Certificate of incorporation, page 1 of 1' }).waitFor();
  await drawer.getByRole('img', { name: 'ID document (front)' }).waitFor();
  await approveIn(page, drawer, 'Approve');
  await page.getByText('Approved', { exact: true }).first().waitFor();

  // Now it waits for a second operator; the first may not give it.
  const row = queueRow(page, companyName);
  await row.getByText('Awaiting 2nd approval').waitFor();
  await row.getByText(first.username).waitFor();
  await row.click();
  drawer = page.getByRole('dialog', { name: new RegExp(companyName) });
  await drawer.getByText(`First approval by ${first.username}`).first().waitFor();
  await drawer.getByText('You gave the first approval').waitFor();
  assert.equal(await drawer.getByRole('button', { name: 'Confirm approval' }).isDisabled(), true);

  // The second operator confirms it: the company is verified.
  await consoleAs(page, baseUrl, second);
  await page.goto(`${baseUrl}/ops/kyb`);
  await queueRow(page, companyName).click();
  drawer = page.getByRole('dialog', { name: new RegExp(companyName) });
  await drawer.getByText('A second, different operator must confirm the approval.').waitFor();
  await approveIn(page, drawer, 'Confirm approval');
  await queueRow(page, companyName).waitFor({ state: 'detached' });
  const application = await apiData(baseUrl, '/user/auth', {}, { token });
  assert.equal(application.auditStatus, 1);
});

test('a compliance operator approves a cross-border recipient from its queue', async ({
  page,
  baseUrl,
}) => {
  const phone = uniquePhone();
  await apiData(baseUrl, '/common/sendCode', { countryId: 254, phone, scene: 'register' });
  const code = await latestCode(baseUrl, phone);
  const token = await apiData(baseUrl, '/user/register', {
    userType: 2,
    countryId: 254,
    phone,
    code,
    password: strongPassword,
  });
  const { id: payeeId } = await addPayeeViaApi(baseUrl, token, {
    countryId: 254,
    payType: 401,
    currencyId: 156,
    name: '王芳',
    type: 2,
    bankName: '中国银行',
    bankUser: '王芳',
    bankNo: '6217001234567890',
  });
  const reviewer = { username: 'e2e-payee-reviewer', password: 'Payee-reviewer-2026' };
  createOperator(reviewer.username, reviewer.password, 'compliance');
  await consoleAs(page, baseUrl, reviewer);

  await page.goto(`${baseUrl}/ops`);
  await page.getByRole('menuitem', { name: /Cross-border recipients/ }).click();
  await page.waitForURL((url) => url.pathname === '/ops/payees');
  await page.getByRole('heading', { name: 'Cross-border recipients awaiting review' }).waitFor();
  await queueRow(page, '王芳').click();
  const drawer = page.getByRole('dialog', { name: /王芳/ });
  await drawer.getByText('6217001234567890').waitFor();
  await drawer.getByText('China bank account').waitFor();
  await drawer.getByTestId('ops-customer-identity').getByText(new RegExp(phone)).waitFor();

  // The customer's history is one click away: their page, then back to the item.
  await drawer.getByTestId('ops-customer-history').click();
  await page.waitForURL((url) => /^\/ops\/customers\/\d+$/.test(url.pathname));
  // The customer's own page, not the drawer's copy of their phone, which stays on screen while
  // the page loads.
  await page.getByTestId('customer-name').getByText(new RegExp(phone)).waitFor();
  await drawer.waitFor({ state: 'detached' });
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/ops/payees');
  await queueRow(page, '王芳').click();
  await drawer.getByText('6217001234567890').waitFor();
  await approveIn(page, drawer, 'Approve');
  await queueRow(page, '王芳').waitFor({ state: 'detached' });
  const payee = await apiData(baseUrl, `/payee/detail/${payeeId}`, {}, { token });
  assert.equal(payee.auditStatus, 1);
});

test('an approved exchange account’s new payee waits beside the old one until an operator approves it', async ({
  page,
  baseUrl,
}) => {
  const token = await companyAccount(baseUrl);
  const reviewer = { username: 'e2e-exchange-reviewer', password: 'Exchange-reviewer-2026' };
  createOperator(reviewer.username, reviewer.password, 'compliance');
  const name = 'Baobab Traders Ltd';
  const { id } = await apiData(
    baseUrl,
    '/user/exchangeAccount/add',
    { accountName: name, type: 1, accountNumber: '6222000011112222', bankName: 'Bank of China' },
    { token },
  );
  const opToken = await operatorSignIn(baseUrl, reviewer);
  const approved = { id, exchangeStatus: 1, paymentStatus: 1 };
  await apiData(baseUrl, '/ops/exchangeAccount/status', approved, { token: opToken });

  // The customer edits the approved account: a payee update, the approved details still shown.
  await page.context().addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto(`${baseUrl}/home/exchange-account`);
  const row = customerRow(page, name);
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit exchange account' });
  await dialog.getByText(/sent for review as a payee update/).waitFor();
  // The dialog zooms in: a click on Save while it moves can miss.
  await settled(dialog);
  await dialog.getByLabel('Account number').fill('6222000099990000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await row
    .getByTestId('payee-change')
    .getByText(`Payee update waiting for review: ${name} · 6222000099990000`)
    .waitFor();
  await row.getByText('6222000011112222').waitFor();

  // The operator finds it waiting, sees the new details, and approves them (signed in once: an
  // authenticator code is good for one sign-in only).
  await page.goto(`${baseUrl}/ops/login`);
  await page.evaluate((value) => sessionStorage.setItem('pesa-ops-token', value), opToken);
  await page.goto(`${baseUrl}/ops/exchange-accounts`);
  await queueRow(page, name).getByText('Payee update').waitFor();
  await queueRow(page, name).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(name) });
  await drawer.getByTestId('payee-change-details').waitFor();
  await drawer.getByText('6222000099990000').waitFor();
  await approveIn(page, drawer, 'Approve');
  await queueRow(page, name).waitFor({ state: 'detached' });
  const accounts = await api(baseUrl, '/user/exchangeAccount/list', {}, { token });
  const account = accounts.rows.find((a) => a.id === id);
  assert.equal(account.accountNumber, '6222000099990000');
  assert.equal(account.exchangeStatus, 1);
  assert.equal(account.payeeChange.status, 1);
});

test('a compliance operator rejects a contract worker with a reason the customer reads on their workers', async ({
  page,
  baseUrl,
}) => {
  const phone = uniquePhone();
  await apiData(baseUrl, '/common/sendCode', { countryId: 254, phone, scene: 'register' });
  const code = await latestCode(baseUrl, phone);
  const token = await apiData(baseUrl, '/user/register', {
    userType: 2,
    countryId: 254,
    phone,
    code,
    password: strongPassword,
  });
  const name = 'Zawadi Achieng';
  const { id } = await apiData(
    baseUrl,
    '/user/ContractWorker/handle',
    {
      name,
      payeeRelation: 2,
      idNo: '31234567',
      workArea: 'Mombasa',
      workAddress: 'Port Reitz Road',
      contractFile: await upload(baseUrl, token, PNG, 'contract.png', 'image/png'),
    },
    { token },
  );
  const reviewer = { username: 'e2e-worker-reviewer', password: 'Worker-reviewer-2026' };
  createOperator(reviewer.username, reviewer.password, 'compliance');
  await consoleAs(page, baseUrl, reviewer);

  // The queue is in the menu with its count; the detail has every field and the contract inline.
  await page.goto(`${baseUrl}/ops`);
  await page.getByRole('menuitem', { name: /Contract workers/ }).click();
  await page.waitForURL((url) => url.pathname === '/ops/contract-workers');
  await page.getByRole('heading', { name: 'Contract workers' }).waitFor();
  await queueRow(page, name).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(name) });
  await drawer.getByText('Port Reitz Road').waitFor();
  await drawer.getByTestId('ops-customer-identity').getByText(new RegExp(phone)).waitFor();
  await drawer.getByRole('img', { name: 'Employment contract' }).waitFor();

  const reason = 'The employment contract is not signed; please upload the signed copy';
  await drawer.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject' });
  await settled(dialog);
  await dialog.getByLabel('Reason (kept with the decision)').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await queueRow(page, name).waitFor({ state: 'detached' });

  // The customer reads the status and the reason on their contract workers.
  await page.context().addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto(`${baseUrl}/home/contract-worker`);
  const row = customerRow(page, name);
  await row.getByText('Rejected', { exact: true }).waitFor();
  await row.getByText(`Rejected: ${reason}`).waitFor();
  // Its detail call (a GET) says the same; the page's own list call was just made.
  const detail = await fetch(`${baseUrl}/api/user/ContractWorker/info/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data: worker } = await detail.json();
  assert.equal(worker.auditStatus, 2);
  assert.equal(worker.auditRemark, reason);
});
