/* global window */
import assert from 'node:assert/strict';
import { test } from '../support/harness.mjs';
import {
  addMpesaPayeeViaApi,
  moneyAccount,
  operatorCall,
  payWithPassword,
  topUpViaApi,
} from '../support/money.mjs';

/**
 * A send held for review, approved by an operator while its result screen is open: the screen
 * turns to success from the live stream, with no reload, and no 2-second polling while the
 * stream is open (the page's clock is run 10 s ahead, which would have polled five times; the
 * 20-second safety read does not come due in it).
 */
async function sendHeldThenApproved(page, baseUrl, text) {
  const account = await moneyAccount(page, baseUrl, { locale: text.locale });
  await topUpViaApi(baseUrl, account.token, '3000');
  await addMpesaPayeeViaApi(baseUrl, account.token, 'Wanjiku Kamau', '0722000111');
  await page.clock.install();
  const streamOpened = page.waitForResponse(
    (r) => r.url().endsWith('/api/events') && r.status() === 200,
  );
  await page.goto('/home/psp-index');
  await streamOpened;
  // A mark on this document: a reload would start a new one without it.
  await page.evaluate(() => (window.sameDocument = true));
  await page.getByText('Wanjiku Kamau').click();
  await page.getByRole('button', { name: text.next }).click();
  await page.getByLabel(text.amount).fill('150');
  await page.getByTestId('quote-pay-amount').waitFor();
  await page.getByRole('button', { name: text.next }).click();
  await page.getByRole('button', { name: text.confirm }).click();

  // Held for review: the review threshold goes down only for the moment of this one send.
  await operatorCall(baseUrl, '/ops/risk/threshold', { currencyId: 404, amount: '1' });
  let sn;
  try {
    const created = page.waitForResponse((r) => r.url().endsWith('/api/order/create'));
    await payWithPassword(page, text.pay);
    sn = (await (await created).json()).data.sn;
  } finally {
    await operatorCall(baseUrl, '/ops/risk/threshold', { currencyId: 404, amount: '1000000' });
  }
  await page.getByTestId('send-result-title').getByText(text.waiting).waitFor();

  let detailReads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/order/detail/')) detailReads += 1;
  });
  await page.clock.runFor(10_000);
  // Polling every 2 s would read it five times in these 10 s; a live event of the send arriving
  // in the window (its hold, a notification) refetches it once at most.
  assert.ok(
    detailReads <= 1,
    `the open result screen polled (${detailReads} reads) while the stream was open`,
  );

  const queue = await operatorCall(baseUrl, '/ops/review/list', { pageNum: 1, pageSize: 100 });
  const held = (Array.isArray(queue) ? queue : (queue?.rows ?? [])).find((o) => o.sn === sn);
  assert.ok(held, `send ${sn} is not in the review queue`);
  await operatorCall(baseUrl, '/ops/order/approve', { orderId: held.orderId, reason: 'checked' });

  await page.getByTestId('send-result-title').getByText(text.sent, { exact: true }).waitFor();
  await page.locator('.ant-result-success').waitFor();
  assert.equal(await page.evaluate(() => window.sameDocument), true, 'the page was reloaded');
  // Each read of the order followed a live event (its approval, then its payout), not a timer.
  assert.ok(detailReads >= 1 && detailReads <= 3, `order read ${detailReads} times`);
}

test('a send result turns to success from the live stream, without a reload or polling', async ({
  page,
  baseUrl,
}) => {
  await sendHeldThenApproved(page, baseUrl, {
    locale: 'en',
    next: 'Next',
    amount: 'Amount (KES)',
    confirm: 'Confirm and pay',
    pay: 'Pay',
    waiting: 'Waiting for review',
    sent: 'KES 150.00 sent to Wanjiku Kamau',
  });
});

test('the same in Chinese', async ({ page, baseUrl }) => {
  await sendHeldThenApproved(page, baseUrl, {
    locale: 'zh',
    next: '下一步',
    amount: '金额 (KES)',
    confirm: '确认并付款',
    pay: /付\s?款/,
    waiting: '等待审核',
    sent: '已向 Wanjiku Kamau 付款 KES 150.00',
  });
});
