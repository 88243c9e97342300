import { test } from '../support/harness.mjs';
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
  await page.getByRole('button', { name: text.next }).click();
  // Below M-Pesa's minimum the amount field says so, in the user's language.
  await page.getByLabel(text.amount).fill('0.49');
  await page.getByText(text.minimum).waitFor();
  await page.getByLabel(text.amount).fill('150');
  await page.getByTestId('quote-pay-amount').waitFor();
  await page.getByRole('button', { name: text.next }).click();
  await page.getByRole('button', { name: text.confirm }).click();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/order/create'));
  await payWithPassword(page, text.pay);
  await created;
  await page.getByTestId('send-result').waitFor();
}

test('sends money to a domestic M-Pesa recipient with the transaction password', async ({
  page,
  baseUrl,
}) => {
  await sendDomestic(page, baseUrl, {
    locale: 'en',
    next: 'Next',
    amount: 'Amount (KES)',
    minimum: 'The smallest amount for this payment method is 10.00 KES',
    confirm: 'Confirm and pay',
    pay: 'Pay',
  });
  await page.getByText('Payment submitted').waitFor();
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
    minimum: '该付款方式的最低金额为 10.00 KES',
    confirm: '确认并付款',
    pay: /付\s?款/,
  });
  await page.getByText('付款已提交').waitFor();
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
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await payWithPassword(page);
  await page.getByTestId('send-result').waitFor();
  await page.getByText('Payment submitted').waitFor();
});
