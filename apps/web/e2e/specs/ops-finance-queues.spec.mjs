/* global document */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { apiData, registerByPhoneViaApi } from '../support/api.mjs';
import { STILL, test } from '../support/harness.mjs';
import {
  fundedAccountWithPayee,
  mpesaSendViaApi,
  newSn,
  operatorCall,
  settledOrder,
} from '../support/money.mjs';
import { consoleAs } from '../support/operators.mjs';
import { resultsDir } from '../support/paths.mjs';
import { pdfWithPages } from '../support/pdf.mjs';
import { settled } from '../support/ui.mjs';

// A two-page bank slip: the console draws PDFs inline, page by page.
const SLIP = pdfWithPages(['Equity Bank deposit slip', 'Amount KES 4,321.00']);

// The server refuses an identical call to the same path within 300 ms (duplicate guard).
const spaced = () => delay(350);

/** The customer's receipt, uploaded as the proof of an offline top-up. */
async function uploadProof(baseUrl, token) {
  const form = new FormData();
  form.append('file', new Blob([SLIP], { type: 'application/pdf' }), 'bank-slip.pdf');
  const response = await fetch(`${baseUrl}/api/common/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const reply = await response.json();
  assert.equal(reply.code, 200, `upload: ${reply.code} ${reply.msg}`);
  return reply.data.filePath;
}

/** A finance operator of its own (each enrols at its first sign-in), signed in in `page`. */
const financeOperatorIn = (page, baseUrl, username) =>
  consoleAs(page, baseUrl, { username, password: 'Finance-operator-2026' }, 'finance');

/**
 * At 390 px the queue scrolls sideways inside its frame and says so above it, in `locale`'s
 * words; the amount of the order `sn` stays on one line (never cut mid-amount) and the page
 * itself never scrolls sideways. The screen is left at its desktop size, in English.
 */
async function queueFitsPhone(page, sn, amount) {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [locale, hint] of [
    ['zh', '左右滑动可查看全部列'],
    ['en', 'Swipe sideways to see every column'],
  ]) {
    await page.evaluate((lang) => localStorage.setItem('locale', lang), locale);
    await page.reload();
    await page.getByTestId('table-scroll-hint').getByText(hint).waitFor();
    const cell = page.getByRole('row', { name: new RegExp(sn) }).getByText(amount, { exact: true });
    await cell.waitFor();
    const lines = await cell.evaluate((el) => el.getClientRects().length);
    assert.equal(lines, 1, `${amount} is written on one line (${locale})`);
    const frame = await page
      .locator('.ant-table-content')
      .evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth }));
    assert.ok(frame.scrolls, `the queue scrolls sideways inside its frame (${locale})`);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(pageWidth <= 390, `the page is ${pageWidth} px wide at 390 px (${locale})`);
    mkdirSync(resultsDir, { recursive: true });
    await page.screenshot({ path: join(resultsDir, `ops-finance-queue-390-${locale}.png`) });
  }
  await page.setViewportSize(desktop);
}

/** Gives the reason in the decision dialog (a reason is required) and confirms it. */
async function decideWithReason(page, action, reasonLabel, reason) {
  const dialog = page.getByRole('dialog', { name: action });
  await settled(dialog);
  await dialog.getByRole('button', { name: action }).click();
  await dialog.getByText('A reason is required').waitFor();
  await dialog.getByLabel(reasonLabel).fill(reason);
  await dialog.getByRole('button', { name: action }).click();
}

test('a finance operator rejects an offline top-up with a reason the customer reads in Chinese', async ({
  page,
  browser,
  baseUrl,
}) => {
  const customer = await registerByPhoneViaApi(baseUrl);
  const proofFile = await uploadProof(baseUrl, customer.token);
  await spaced();
  const topUp = await apiData(
    baseUrl,
    '/recharge/create',
    { sn: newSn('R'), scope: 0, payType: 200, currencyId: 404, amount: '4321', proofFile },
    { token: customer.token },
  );
  assert.equal(topUp.status, -2);

  await financeOperatorIn(page, baseUrl, 'e2e-finance-topups');
  await page.goto('/ops');
  const card = page.getByTestId('ops-queue-offlineTopUps');
  await card.getByText('Offline top-ups').waitFor();
  await card.click();
  await page.waitForURL((url) => url.pathname === '/ops/top-ups');
  await page.getByRole('heading', { name: 'Offline top-ups' }).waitFor();
  await queueFitsPhone(page, topUp.sn, 'KES 4,321.00');
  await page.getByRole('row', { name: new RegExp(topUp.sn) }).click();

  // The detail: the amount per locale, the channel, the customer, and the proof inline: both
  // pages of the PDF drawn (a page is named only once pdf.js has drawn it).
  const drawer = page.getByRole('dialog', { name: new RegExp(topUp.sn) });
  await drawer.getByRole('img', { name: 'Proof of payment, page 1 of 2' }).waitFor();
  await drawer.getByRole('img', { name: 'Proof of payment, page 2 of 2' }).waitFor();
  await drawer.getByRole('link', { name: 'Open the original' }).waitFor();
  await drawer.getByText('KES 4,321.00').first().waitFor();
  await drawer.getByText('Offline pay').first().waitFor();
  await drawer
    .getByText(new RegExp(`${customer.phone.slice(-8)}$`))
    .first()
    .waitFor();
  await drawer.getByRole('button', { name: 'Reject' }).click();
  const reason = '银行回单金额与充值金额不符，请重新上传';
  await decideWithReason(page, 'Reject', 'Reason (the customer sees it)', reason);
  await page.getByText('Rejected', { exact: true }).first().waitFor();
  await page.getByRole('row', { name: new RegExp(topUp.sn) }).waitFor({ state: 'detached' });

  // The customer, reading Chinese, sees the order failed and the operator's reason.
  const customerContext = await browser.newContext({ ...STILL, baseURL: baseUrl });
  try {
    await customerContext.addInitScript((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('locale', 'zh');
    }, customer.token);
    const customerPage = await customerContext.newPage();
    await customerPage.goto(`/home/psp-order?sn=${topUp.sn}`);
    const receipt = customerPage.locator('.order-receipt');
    await receipt.locator('[data-status="2"]').first().waitFor();
    await receipt.getByText('失败').first().waitFor();
    const reasonRow = receipt.getByRole('row', { name: /原因/ });
    await reasonRow.getByText(reason).waitFor();
  } finally {
    await customerContext.close();
  }
});

test('a finance operator approves a held send, which the customer then sees decided', async ({
  page,
  baseUrl,
}) => {
  const account = await fundedAccountWithPayee(page, baseUrl, 'Neema Wanjiru', '0733000444');
  await operatorCall(baseUrl, '/ops/risk/threshold', { currencyId: 404, amount: '1' });
  let held;
  let raced;
  try {
    held = await mpesaSendViaApi(baseUrl, account.token, account.payeeId, '350');
    raced = await mpesaSendViaApi(baseUrl, account.token, account.payeeId, '360');
  } finally {
    await operatorCall(baseUrl, '/ops/risk/threshold', { currencyId: 404, amount: '1000000' });
  }
  assert.equal(held.status, -2);

  await financeOperatorIn(page, baseUrl, 'e2e-finance-orders');
  await page.goto('/ops');
  await page.getByRole('menuitem', { name: /Orders held for review/ }).click();
  await page.waitForURL((url) => url.pathname === '/ops/orders-review');
  await page.getByRole('row', { name: new RegExp(held.sn) }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(held.sn) });
  await drawer.getByText('Neema Wanjiru').waitFor();
  await drawer.getByText('KES 350.00').first().waitFor();
  await drawer.getByText("Customer's recent orders").waitFor();
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await decideWithReason(page, 'Approve', 'Reason (kept in the audit trail)', 'Known recipient');
  await page.getByText('Approved', { exact: true }).first().waitFor();
  await page.getByRole('row', { name: new RegExp(held.sn) }).waitFor({ state: 'detached' });

  // Another operator decides the next one while this one is writing a rejection: the decision
  // made here is refused with a message saying so, and the queue reloads without it. (The
  // rejection starts first: once the console hears of the other decision, the detail reloads
  // and offers no buttons any more.)
  await page.getByRole('row', { name: new RegExp(raced.sn) }).click();
  const racedDrawer = page.getByRole('dialog', { name: new RegExp(raced.sn) });
  await racedDrawer.getByText('KES 360.00').first().waitFor();
  await racedDrawer.getByRole('button', { name: 'Reject' }).click();
  const rejection = page.getByRole('dialog', { name: 'Reject' });
  await settled(rejection);
  const queued = await operatorCall(baseUrl, '/ops/review/list', {
    pageNum: 1,
    pageSize: 100,
    queue: 'orders',
  });
  const { orderId } = queued.find((o) => o.sn === raced.sn);
  await operatorCall(baseUrl, '/ops/order/approve', { orderId, reason: 'Checked by phone' });
  await rejection.getByLabel('Reason (the customer sees it)').fill('Recipient unknown');
  await rejection.getByRole('button', { name: 'Reject' }).click();
  await page.getByText('This order has already been decided by another operator').waitFor();
  await page.getByRole('row', { name: new RegExp(raced.sn) }).waitFor({ state: 'detached' });

  // Approved, the send goes to its channel; the customer's order is decided and paid out.
  const order = await settledOrder(baseUrl, account.token, held.sn);
  assert.equal(order.status, 1);
  await page.goto(`/home/psp-order?sn=${held.sn}`);
  const receipt = page.locator('.order-receipt');
  await receipt.locator('[data-status="1"]').first().waitFor();
  await receipt.getByText('Successful').first().waitFor();
});
