import assert from 'node:assert/strict';
import { apiData } from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import {
  addPayeeViaApi,
  chooseOption,
  moneyAccount,
  operatorCall,
  payWithPassword,
  pngFile,
  topUpViaApi,
} from '../support/money.mjs';

const isDisabled = (locator) => locator.isDisabled();

test('applies for a VA only after reading the agreement to the end; the details show once opened', async ({
  page,
  context,
  baseUrl,
}) => {
  const account = await moneyAccount(page, baseUrl);
  await page.goto('/home/assets-vaAccount');
  await page.getByRole('button', { name: 'Apply for a virtual account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for a virtual account' });
  const submit = dialog.getByRole('button', { name: 'Submit application' });
  const agree = dialog.getByRole('checkbox', { name: /I have read and agree/ });
  await chooseOption(page, 'Currency', 'KES');
  assert.equal(await isDisabled(submit), true, 'Submit is disabled before agreeing');
  assert.equal(await isDisabled(agree), true, 'the agree box is locked before reading');

  await dialog.getByRole('button', { name: 'Read the VA user agreement' }).click();
  const text = page.getByTestId('va-agreement-text');
  await text.waitFor();
  await text.evaluate((el) => el.scrollTo(0, (el.scrollHeight - el.clientHeight) / 2));
  await page.getByText('Scroll to the end of the agreement to continue.').waitFor();
  assert.equal(await isDisabled(agree), true, 'half-way through is not the end');
  await text.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.getByText('You have reached the end of the agreement.').waitFor();
  await page.getByRole('button', { name: 'Back to the application' }).click();

  assert.equal(await isDisabled(agree), false, 'the agree box unlocks after reading');
  assert.equal(await isDisabled(submit), true, 'Submit waits for the box to be ticked');
  await agree.check();
  const applied = page.waitForResponse((r) => r.url().endsWith('/api/va/apply'));
  await submit.click();
  assert.equal((await (await applied).json()).code, 200);

  const va = await firstVa(baseUrl, account.token);
  await page.getByTestId(`va-status-${va.id}`).filter({ hasText: 'Submitted' }).waitFor();

  const accountId = `KE-VA-${Date.now().toString(36).toUpperCase()}`;
  await operatorCall(baseUrl, '/ops/va/confirm', { id: va.id });
  await operatorCall(baseUrl, '/ops/va/complete', {
    id: va.id,
    accountId,
    accountName: 'PesaBridge Collections',
    bankName: 'KCB Bank',
    bankAddress: 'Kencom House, Nairobi',
    payBillNum: '522522',
    branchCode: '091',
    bankCode: '01',
  });
  await page.reload();
  const card = page.getByTestId(`va-card-${va.id}`);
  await card.getByTestId(`va-status-${va.id}`).filter({ hasText: 'Successful' }).waitFor();
  assert.equal(await card.getByTestId('copy-Account number').innerText(), accountId);
  assert.equal(await card.getByTestId('copy-Paybill number').innerText(), '522522');
  for (const label of ['Account name', 'Bank', 'Bank address', 'Branch code', 'Bank code']) {
    await card.getByRole('button', { name: `Copy ${label}`, exact: true }).waitFor();
  }
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await card.getByRole('button', { name: 'Copy Account number' }).click();
  await page.getByText('Copied').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), accountId);
});

/** `/va/list` is paged: `rows` on the envelope, which apiData (data only) does not return. */
async function firstVa(baseUrl, token) {
  // The page reads the list too, and the server refuses an identical call within 300 ms: a page
  // size the page never asks for keeps this read distinct from the page's, whenever it comes.
  const response = await fetch(`${baseUrl}/api/va/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ pageNum: 1, pageSize: 7 }),
  });
  const body = await response.json();
  assert.equal(body.code, 200);
  return body.rows[0];
}

/** One of the account's contract workers, from its detail call (a GET). */
async function workerOf(baseUrl, token, id) {
  const response = await fetch(`${baseUrl}/api/user/ContractWorker/info/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const reply = await response.json();
  assert.equal(reply.code, 200, `/user/ContractWorker/info: ${reply.code} ${reply.msg}`);
  return reply.data;
}

test('adds a contract worker with documents and names them on a cross-border send', async ({
  page,
  baseUrl,
}) => {
  const account = await moneyAccount(page, baseUrl);
  await topUpViaApi(baseUrl, account.token, '500', 1);
  const { id } = await addPayeeViaApi(baseUrl, account.token, {
    countryId: 254,
    payType: 401,
    currencyId: 156,
    name: '张伟',
    type: 2,
    bankName: '中国工商银行',
    bankUser: '张伟',
    bankNo: '6222021234567890123',
  });
  await operatorCall(baseUrl, '/ops/payee/approve', { id });
  const file = pngFile();
  const upload = async (scope, label) => {
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/common/upload'));
    await scope
      .locator('.ant-form-item')
      .filter({ hasText: label })
      .locator('input[type=file]')
      .setInputFiles(file);
    await uploaded;
  };

  // The screen is reached from the user menu.
  await page.goto('/home/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Contract Workers' }).click();
  await page.waitForURL((url) => url.pathname === '/home/contract-worker');
  await page.getByRole('button', { name: 'Add contract worker' }).click();
  const form = page.getByRole('dialog', { name: 'Add contract worker' });
  await form.getByLabel('Name', { exact: true }).fill('Amani Otieno');
  await chooseOption(page, 'Relationship to the recipient', 'Spouse');
  await form.getByLabel('Work area').fill('Mombasa');
  for (const label of ['Employment contract', 'Proof of income', 'Proof of relationship']) {
    await upload(form, label);
  }
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/ContractWorker/handle'));
  await form.getByRole('button', { name: 'Save' }).click();
  const reply = await (await saved).json();
  assert.equal(reply.code, 200);
  const row = page.locator('tr', { hasText: 'Amani Otieno' });
  await row.getByText('Spouse').waitFor();
  // A new worker waits for an operator's review before a send may name them.
  await row.getByText('Pending', { exact: true }).waitFor();
  await operatorCall(baseUrl, '/ops/contractWorker/approve', {
    id: reply.data.id,
    updateTime: (await workerOf(baseUrl, account.token, reply.data.id)).updateTime,
  });
  await page.reload();
  await row.getByText('Approved', { exact: true }).waitFor();
  await row.getByRole('button', { name: 'View' }).click();
  const detail = page.getByTestId('worker-detail');
  for (const label of ['Employment contract', 'Proof of income', 'Proof of relationship']) {
    await detail.getByRole('button', { name: `View ${label}` }).waitFor();
  }
  await page.keyboard.press('Escape');

  await page.goto('/home/mrp-index');
  await page.getByText('张伟').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Amount (USD)').fill('40');
  await page.getByTestId('quote-pay-amount').waitFor();
  await chooseOption(page, 'Source of funds', 'Salary');
  await chooseOption(page, 'Purpose of sending', 'Offline trade');
  await page.getByLabel('Sender address').fill('Moi Avenue 12, Nairobi');
  await upload(page, 'Exchange document');
  await upload(page, 'Transaction details document');
  await chooseOption(page, 'Contract worker', 'Amani Otieno');
  // The worker's contract stands in for the contract documents.
  await page
    .locator('.ant-form-item')
    .filter({ hasText: 'Contract documents' })
    .getByText('Uploaded')
    .waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .locator('.ant-descriptions-row', { hasText: 'Contract worker' })
    .getByText('Amani Otieno')
    .waitFor();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/order/create'));
  await payWithPassword(page);
  const order = (await (await created).json()).data;
  await page.getByTestId('send-result').waitFor();
  assert.equal(order.contractWorkerName, 'Amani Otieno');
  const stored = await apiData(baseUrl, `/order/detail/${order.sn}`, {}, { token: account.token });
  assert.equal(stored.contractWorkerName, 'Amani Otieno');
  assert.equal(typeof stored.contractWorker, 'number');
});
