import assert from 'node:assert/strict';
import { test } from '../support/harness.mjs';
import {
  addMpesaPayeeViaApi,
  moneyAccount,
  payWithPassword,
  topUpViaApi,
} from '../support/money.mjs';

/** The development outbox's texts to a number, newest first (GET /api/dev/outbox). */
async function outboxTexts(baseUrl, to) {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  assert.equal(response.status, 200);
  const body = await response.json();
  return (Array.isArray(body) ? body : (body.data ?? [])).map((m) => m.text);
}

/** Waits (the job worker sends in the background) for a text to a number that contains `part`. */
async function waitForText(baseUrl, to, part) {
  for (let i = 0; i < 100; i++) {
    const found = (await outboxTexts(baseUrl, to)).filter((t) => t.includes(part));
    if (found.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail(`no message to ${to} containing ${part}`);
}

async function sendAndNotify(page, baseUrl, text) {
  const account = await moneyAccount(page, baseUrl, { locale: text.locale });
  await topUpViaApi(baseUrl, account.token, '3000');
  await addMpesaPayeeViaApi(baseUrl, account.token, 'Wanjiku Kamau', '0722000111');
  await page.goto('/home/psp-index');
  await page.getByText('Wanjiku Kamau').click();
  await page.getByRole('button', { name: text.next }).click();
  await page.getByLabel(text.amount).fill('150');
  await page.getByTestId('quote-pay-amount').waitFor();
  await page.getByRole('button', { name: text.next }).click();
  await page.getByText(text.tick).click();
  await page.getByRole('button', { name: text.confirm }).click();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/order/create'));
  await payWithPassword(page, text.pay);
  const { data: order } = await (await created).json();
  await page.locator('.ant-result-success').waitFor();

  // The bell counts the transaction password set, the top-up and the paid send without a
  // reload: the live stream tells it.
  await page.getByTestId('notify-count').getByText('3', { exact: true }).waitFor();
  await page.getByTestId('notify-bell').click();
  const list = page.getByTestId('notify-list');
  await list.getByText(text.paid(order.sn)).waitFor();
  await page.getByTestId('notify-read-all').click();
  await page.getByTestId('notify-count').waitFor({ state: 'detached' });

  // The recipient's SMS, with the amount and reference and no balance.
  const [sms] = await waitForText(baseUrl, '+254722000111', order.sn);
  assert.match(sms, text.recipientSms);
  assert.doesNotMatch(sms, /balance|余额/i);
}

test('a paid send shows under the bell and texts its recipient', async ({ page, baseUrl }) => {
  await sendAndNotify(page, baseUrl, {
    locale: 'en',
    next: 'Next',
    amount: 'Amount (KES)',
    tick: 'Tell the recipient by SMS',
    confirm: 'Confirm and pay',
    pay: 'Pay',
    paid: (sn) => `Your payment ${sn} of KES 150.00 was paid.`,
    // The recipient is in Kenya: English, whatever the sender's language.
    recipientSms: /^PesaBridge: .+ sent you KES 150\.00\. Ref \S+\.$/,
  });
});

test('a paid send shows under the bell in Chinese', async ({ page, baseUrl }) => {
  await sendAndNotify(page, baseUrl, {
    locale: 'zh',
    next: '下一步',
    amount: '金额 (KES)',
    tick: '到账后短信通知收款人',
    confirm: '确认并付款',
    pay: /付\s?款/,
    paid: (sn) => `您的付款 ${sn}（KES 150.00）已到账。`,
    recipientSms: /^PesaBridge: .+ sent you KES 150\.00\. Ref \S+\.$/,
  });
});
