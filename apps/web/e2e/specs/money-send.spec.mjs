import assert from 'node:assert/strict';
import { apiData } from '../support/api.mjs';
import { registerViaApi } from '../support/agents.mjs';
import { expectNoAxeViolations } from '../support/a11y.mjs';
import { STILL, test } from '../support/harness.mjs';
import {
  addMpesaPayeeViaApi,
  addPayeeViaApi,
  chooseOption,
  moneyAccount,
  operatorCall,
  payWithPassword,
  pngFile,
  topUpViaApi,
} from '../support/money.mjs';

async function sendDomestic(page, baseUrl, text) {
  const account = await moneyAccount(page, baseUrl, { locale: text.locale });
  await topUpViaApi(baseUrl, account.token, '3000');
  await addMpesaPayeeViaApi(baseUrl, account.token, 'Wanjiku Kamau', '0722000111');
  await page.goto('/home/psp-index');
  await page.getByText('Wanjiku Kamau').click();
  await expectNoAxeViolations(page, { label: `send, recipient step (${text.locale})` });
  await page.getByRole('button', { name: text.next }).click();
  // Below M-Pesa's minimum the amount field says so, in the user's language.
  await page.getByLabel(text.amount).fill('0.49');
  await page.getByText(text.minimum).waitFor();
  // More than the 3,000 KES balance is stopped here, before the PIN, and Next stays shut.
  await page.getByLabel(text.amount).fill('999999');
  await page.getByTestId('send-shortfall').getByText(text.shortfall).waitFor();
  assert.equal(await page.getByRole('button', { name: text.next }).isDisabled(), true);
  await page.getByLabel(text.amount).fill('150');
  // The shortfall goes once the quote of the new amount is in.
  await page.getByTestId('send-shortfall').waitFor({ state: 'detached' });
  await page.getByTestId('quote-pay-amount').waitFor();
  // KES to KES converts nothing: no rate and no rate lock.
  assert.equal(await page.getByTestId('quote-countdown').count(), 0);
  await expectNoAxeViolations(page, { label: `send, amount step (${text.locale})` });
  await page.getByRole('button', { name: text.next }).click();
  // The confirmation names the number the money goes to, in full.
  await page.getByTestId('send-destination-phone').getByText('+254 722 000 111').waitFor();
  assert.equal(await page.getByTestId('quote-countdown').count(), 0);
  await expectNoAxeViolations(page, { label: `send, confirm step (${text.locale})` });
  await page.getByRole('button', { name: text.confirm }).click();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/order/create'));
  await payWithPassword(page, text.pay);
  await created;
  // The simulator settles the payout; the result follows the order there without a click.
  await page.getByTestId('send-result-title').getByText(text.sent, { exact: true }).waitFor();
  await page.locator('.ant-result-success').waitFor();
  await expectNoAxeViolations(page, { label: `send, result (${text.locale})` });
}

test('sends money to a domestic M-Pesa recipient with the transaction password', async ({
  page,
  baseUrl,
}) => {
  await sendDomestic(page, baseUrl, {
    locale: 'en',
    next: 'Next',
    amount: 'Amount (KES)',
    minimum: 'The smallest amount for this payment method is KES 10.00',
    confirm: 'Confirm and pay',
    pay: 'Pay',
    shortfall:
      /Your domestic balance has KES 3,000\.00, but this payment takes KES [\d,.]+ with the fee/,
    sent: 'KES 150.00 sent to Wanjiku Kamau',
  });
  // The result links to this order's own detail, not only to the list.
  const sn = (await page.getByTestId('send-result').innerText()).match(/Order number: (\S+)/)[1];
  await page.getByRole('button', { name: 'View this order' }).click();
  const drawer = page.locator('.order-receipt');
  await drawer.getByText('Status history').waitFor();
  await drawer.getByText(sn, { exact: true }).waitFor();
  await drawer.getByText(/· Order created$/).waitFor();
});

test('sends money in Chinese', async ({ page, baseUrl }) => {
  await sendDomestic(page, baseUrl, {
    locale: 'zh',
    next: '下一步',
    amount: '金额 (KES)',
    minimum: '该付款方式的最低金额为 KES 10.00',
    confirm: '确认并付款',
    pay: /付\s?款/,
    shortfall: /您的境内余额可用 KES 3,000\.00，本次付款含手续费需 KES [\d,.]+/,
    sent: '已向 Wanjiku Kamau 付款 KES 150.00',
  });
});

test('pays another customer’s wallet at once, and the recipient’s history names who paid', async ({
  page,
  browser,
  baseUrl,
}) => {
  const sender = await moneyAccount(page, baseUrl);
  await apiData(baseUrl, '/user/auth/save', { fullName: 'Amani Mwangi' }, sender);
  const { accountNo: senderNo } = await apiData(baseUrl, '/user/info', {}, sender);
  await topUpViaApi(baseUrl, sender.token, '3000');
  const recipient = await registerViaApi(baseUrl, 2);
  await addPayeeViaApi(baseUrl, sender.token, {
    countryId: 254,
    payType: 0,
    currencyId: 404,
    name: 'Baraka Otieno',
    type: 2,
    userAccountNo: recipient.accountNo,
  });

  await page.goto('/home/psp-index');
  await page.getByText('Baraka Otieno').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Amount (KES)').fill('250');
  await page.getByTestId('quote-pay-amount').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('send-destination-wallet').getByText(recipient.accountNo).waitFor();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/order/create'));
  await payWithPassword(page);
  const reply = await (await created).json();
  // Final in the reply itself: no rail, nothing to follow.
  assert.equal(reply.data.status, 1, `${reply.code} ${reply.msg}`);
  await page.locator('.ant-result-success').waitFor();
  await page
    .getByTestId('send-result-title')
    .getByText('KES 250.00 sent to Baraka Otieno', { exact: true })
    .waitFor();
  await page
    .getByTestId('send-result-hint')
    .getByText("The money is already in Baraka Otieno's PesaBridge balance", { exact: false })
    .waitFor();

  // The sender's history says whom it went to.
  await page.goto('/home/assets-order');
  await page.getByText(`Sent to Baraka Otieno (${recipient.accountNo})`).first().waitFor();

  // The recipient, reading Chinese, sees the money and who sent it.
  const recipientContext = await browser.newContext({ ...STILL, baseURL: baseUrl });
  try {
    await recipientContext.addInitScript((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('locale', 'zh');
    }, recipient.token);
    const recipientPage = await recipientContext.newPage();
    await recipientPage.goto('/home/assets-order');
    await recipientPage.getByText(`收到 Amani Mwangi（${senderNo}）的转账`).first().waitFor();
    await recipientPage
      .getByTestId('transaction-amount')
      .filter({ hasText: 'KES +250.00' })
      .first()
      .waitFor();
  } finally {
    await recipientContext.close();
  }
});

test('sends money cross-border to an approved CNY recipient with the documents', async ({
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

  await page.goto('/home/mrp-index');
  await page.getByText('张伟').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Amount (USD)').fill('40');
  await page.getByTestId('quote-pay-amount').waitFor();
  await chooseOption(page, 'Source of funds', 'Savings');
  await chooseOption(page, 'Purpose of sending', 'Offline trade');
  await page.getByLabel('Sender address').fill('Moi Avenue 12, Nairobi');
  const file = pngFile();
  for (const label of ['Exchange document', 'Transaction details document', 'Contract documents']) {
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/common/upload'));
    await page
      .locator('.ant-form-item')
      .filter({ hasText: label })
      .locator('input[type=file]')
      .setInputFiles(file);
    await uploaded;
  }
  await page.getByRole('button', { name: 'Next' }).click();
  // The bank and the whole card number the money goes to; USD to CNY keeps its rate lock.
  await page.getByTestId('send-destination-bank').getByText('中国工商银行').waitFor();
  await page
    .getByTestId('send-destination-accountNumber')
    .getByText('6222021234567890123')
    .waitFor();
  await page.getByTestId('quote-countdown').waitFor();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await payWithPassword(page);
  await page.locator('.ant-result-success').waitFor();
  await page
    .getByTestId('send-result-title')
    .getByText(/^CNY [\d,.]+ sent to 张伟$/)
    .waitFor();
});
