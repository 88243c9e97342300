import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { apiData } from '../support/api.mjs';
import { approvedMerchantViaApi } from '../support/apiMerchant.mjs';
import { test } from '../support/harness.mjs';
import { chooseOption, newSn, operatorCall, payWithPassword } from '../support/money.mjs';

// The server refuses an identical call to the same path within 300 ms (duplicate guard).
const spaced = () => delay(350);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** An approved merchant (see approvedMerchantViaApi), the browser signed in as it, live mode. */
async function approvedMerchant(page, baseUrl) {
  const { token, userId } = await approvedMerchantViaApi(baseUrl);
  await page.context().addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('locale', 'en');
    localStorage.setItem('apiMode', 'live');
  }, token);
  return { token, userId };
}

async function uploadProof(baseUrl, token) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'bank-slip.png');
  const response = await fetch(`${baseUrl}/api/common/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  assert.equal(body.code, 200, `upload failed: ${body.msg}`);
  return body.data.filePath;
}

/** The live API balances, as the dashboard call gives them. */
async function liveBalance(baseUrl, token, accountType) {
  await spaced();
  const { balances } = await apiData(
    baseUrl,
    '/user/userApi/dashboard',
    { mode: 'live' },
    { token },
  );
  return balances.find((b) => b.accountType === accountType && b.currencyCode === 'KES')?.balance;
}

/** A live Suspense top-up by bank transfer, approved by an operator once the money "arrived". */
async function fundSuspense(baseUrl, token, amount) {
  const proofFile = await uploadProof(baseUrl, token);
  await spaced();
  const order = await apiData(
    baseUrl,
    '/user/userApi/recharge',
    { sn: newSn('AR'), payType: 503, currencyId: 404, amount, proofFile },
    { token },
  );
  const queue = await operatorCall(baseUrl, '/ops/review/list', { pageNum: 1, pageSize: 100 });
  const held = (Array.isArray(queue) ? queue : (queue?.rows ?? [])).find((o) => o.sn === order.sn);
  assert.ok(held, `top-up ${order.sn} is not in the review queue`);
  await operatorCall(baseUrl, '/ops/order/approve', { orderId: held.orderId, reason: 'statement' });
  // The operator's approval credits Suspense; wait for the state, not for time.
  while ((await liveBalance(baseUrl, token, -1)) !== amount);
}

/** A settlement account approved by an operator for both its details and payments. */
async function approvedSettlementAccount(baseUrl, token) {
  await spaced();
  const { id } = await apiData(
    baseUrl,
    '/user/exchangeAccount/add',
    {
      accountName: 'Savanna Traders Ltd',
      type: 1,
      idNo: '',
      cardNo: '',
      accountNumber: '1100223344',
      bankName: 'KCB Bank',
      branchName: 'Moi Avenue',
      province: '',
      city: 'Nairobi',
      lineNumber: '',
      applyReason: 'Settlement of API collections',
    },
    { token },
  );
  await operatorCall(baseUrl, '/ops/exchangeAccount/status', {
    id,
    exchangeStatus: 1,
    paymentStatus: 1,
  });
}

/** "1250.00" → "1,250.00", as the screens show amounts (these have whole cents). */
const grouped = (value) => Number(value).toLocaleString('en-US', { minimumFractionDigits: 2 });

const balanceCell = (page, accountType) => page.getByTestId(`balance-${accountType}-KES`);

async function expectBalance(page, accountType, text) {
  await balanceCell(page, accountType)
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();
}

test('a suspense transfer to B2C moves the money shown in the balances and the list', async ({
  page,
  baseUrl,
}) => {
  const merchant = await approvedMerchant(page, baseUrl);
  await fundSuspense(baseUrl, merchant.token, '5000.00');

  await page.goto('/homeApi/suspense-transfer');
  await expectBalance(page, -1, '5,000.00');
  await chooseOption(page, 'From account', 'Suspense');
  await chooseOption(page, 'To account', 'B2C');
  await chooseOption(page, 'Currency', 'KES 5,000.00 available');
  await page.getByLabel('Amount', { exact: true }).fill('1200');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/user/userApi/transfer'));
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const { data: order } = await (await sent).json();

  await page
    .getByTestId('api-order-result')
    .filter({ hasText: 'Transferred KES 1,200.00' })
    .waitFor();
  await expectBalance(page, -1, '3,800.00');
  await expectBalance(page, 0, '1,200.00');
  const row = page.locator(`tr[data-row-key="${order.sn}"]`);
  await row.filter({ hasText: 'Successful' }).waitFor();
  assert.match(await row.innerText(), /Suspense[\s\S]*B2C/);

  assert.equal(await liveBalance(baseUrl, merchant.token, -1), '3800.00');
  assert.equal(await liveBalance(baseUrl, merchant.token, 0), '1200.00');
});

test('a cash-out shows its fee, asks the transaction password, waits for review and can be cancelled', async ({
  page,
  baseUrl,
}) => {
  const merchant = await approvedMerchant(page, baseUrl);
  await fundSuspense(baseUrl, merchant.token, '5000.00');
  await approvedSettlementAccount(baseUrl, merchant.token);

  await page.goto('/homeApi/suspense-cashOut');
  await expectBalance(page, -1, '5,000.00');
  await chooseOption(page, 'Settlement account', 'Savanna Traders Ltd · KCB Bank · 1100223344');
  await chooseOption(page, 'Currency', 'KES 5,000.00 available');
  await page.getByLabel('Amount', { exact: true }).fill('1000');
  const quoted = page.waitForResponse((r) => r.url().endsWith('/api/user/userApi/cashOut/quote'));
  await page.getByRole('button', { name: 'Show the fee' }).click();
  const { data: quote } = await (await quoted).json();
  assert.equal(quote.amount, '1000.00');
  const shown = page.getByTestId('cash-out-quote');
  await shown.filter({ hasText: `KES ${grouped(quote.feeAmount)}` }).waitFor();
  await shown.filter({ hasText: `KES ${grouped(quote.total)}` }).waitFor();

  await page.getByRole('button', { name: 'Confirm cash-out' }).click();
  await page.getByRole('dialog').getByText('Transaction password', { exact: true }).waitFor();
  const made = page.waitForResponse((r) => r.url().endsWith('/api/user/userApi/cashOut'));
  await payWithPassword(page, 'Confirm');
  const { data: cashOut } = await (await made).json();
  assert.equal(cashOut.status, -2, 'the cash-out waits for an operator');
  await page
    .getByTestId('api-order-result')
    .filter({ hasText: "pending an operator's review" })
    .waitFor();
  await expectBalance(page, -1, grouped(5000 - Number(quote.total)));

  await page.getByRole('link', { name: 'View it in the suspense transactions' }).click();
  await page.waitForURL((url) => url.pathname === '/homeApi/suspense-record');
  // The cash-out screen's own list shows the same row until the record has loaded.
  const record = page.locator('section[aria-labelledby="api-record-title"]');
  const row = record.locator(`tr[data-row-key="${cashOut.sn}"]`);
  await row.filter({ hasText: 'Awaiting review' }).waitFor();
  await row.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText('Cancelling cannot be undone').waitFor();
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await row.filter({ hasText: 'Cancelled' }).waitFor();
  assert.equal(await row.getByRole('button', { name: 'Cancel' }).count(), 0);

  await page.goto('/homeApi/suspense-cashOut');
  await expectBalance(page, -1, '5,000.00');
  assert.equal(await liveBalance(baseUrl, merchant.token, -1), '5000.00');
});
