import { test } from '../support/harness.mjs';
import { chooseOption, moneyAccount, pngFile } from '../support/money.mjs';

test('tops up by M-Pesa STK push and follows the payment until it succeeds', async ({
  page,
  baseUrl,
}) => {
  await moneyAccount(page, baseUrl);
  await page.goto('/home/psp-recharge');
  await page.getByText('M-Pesa STK push').click();
  await page.getByLabel('Amount (KES)').fill('2500');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/recharge/create'));
  await page.getByRole('button', { name: 'Top up' }).click();
  await created;
  await page.getByTestId('topup-status').getByText('Successful').waitFor();
  // The wallet's top-ups under the form (/account/rechargeHistory/list) show it settled.
  const history = page.locator('.topup-history');
  await history.getByText('M-Pesa STK push').waitFor();
  await history.getByText('KES 2,500.00').waitFor();
  await history.getByText('Successful').waitFor();

  await page.goto('/home/assets');
  await page.getByRole('cell', { name: '2,500.00' }).first().waitFor();
});

test('a bank top-up shows the account to pay into with the order reference', async ({
  page,
  baseUrl,
}) => {
  await moneyAccount(page, baseUrl);
  await page.goto('/home/psp-recharge');
  await page.getByText('Bank top-up').click();
  await page.getByLabel('Amount (KES)').fill('900');
  await page.getByRole('button', { name: 'Top up' }).click();
  await page.getByText('Transfer the amount to this account').waitFor();
  await page.getByTestId('copy-accountNumber').waitFor();
  await page.getByTestId('copy-reference').waitFor();
});

test('an offline top-up takes its proof of payment, loaded once that method is chosen', async ({
  page,
  baseUrl,
}) => {
  await moneyAccount(page, baseUrl);
  await page.goto('/home/psp-recharge');
  await page.getByText('Offline pay · KES').click();
  await page.getByLabel('Amount (KES)').fill('4321');
  // Without the proof the form says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Top up' }).click();
  await page
    .locator('.ant-form-item', { hasText: 'Proof of payment' })
    .getByText('Required')
    .waitFor();
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/common/upload'));
  await page
    .locator('.ant-form-item', { hasText: 'Proof of payment' })
    .locator('input[type=file]')
    .setInputFiles(pngFile('receipt.png'));
  await uploaded;
  await page.getByText('receipt.png').waitFor();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/recharge/create'));
  await page.getByRole('button', { name: 'Top up' }).click();
  await created;
  await page.getByText('Your proof of payment has been received.').waitFor();
  await page.getByRole('link', { name: 'View this order' }).waitFor();
});

test('adds an M-Pesa recipient and a Chinese CNY recipient awaiting approval', async ({
  page,
  baseUrl,
}) => {
  await moneyAccount(page, baseUrl);
  await page.goto('/home/assets-payee');
  await page.getByRole('button', { name: 'Add recipient' }).click();
  // The form loads when first opened; the list's own filter has the same label.
  await page.getByRole('dialog').waitFor();
  await chooseOption(page, 'Payment method', 'M-Pesa Kenya · KES');
  await page.getByRole('dialog').getByLabel('Recipient name').fill('Achieng Otieno');
  await page.getByRole('dialog').getByLabel('Mobile number').fill('0722 123 456');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('cell', { name: 'Achieng Otieno' }).waitFor();
  await page.getByRole('cell', { name: '+254722123456' }).waitFor();

  await page.getByRole('button', { name: 'Add recipient' }).click();
  await page.getByRole('dialog').waitFor();
  await chooseOption(page, 'Payment method', 'China bank account · CNY');
  await page.getByText('must be filled in Chinese').waitFor();
  await page.getByRole('dialog').getByLabel('Recipient name').fill('Li Na');
  await page.getByRole('dialog').getByLabel('Bank name').fill('Bank of China');
  await page.getByRole('dialog').getByLabel('Account holder name').fill('李娜');
  await page.getByRole('dialog').getByLabel('Card or account number').fill('6217001234567890123');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Please fill this in Chinese').waitFor();
  await page.getByRole('dialog').getByLabel('Bank name').fill('中国银行');
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Li Na' });
  await row.getByText('Pending approval').waitFor();
  // Added from Kenya's list of methods, but the account is in China, and the list says so.
  await row.getByRole('cell', { name: 'China', exact: true }).waitFor();
});

test('COBO shows the same USDT deposit address, with its QR code, for a network every time', async ({
  page,
  baseUrl,
}) => {
  await moneyAccount(page, baseUrl);
  await page.goto('/home/psp-recharge-cobo');
  const address = page.getByTestId('cobo-address');
  await address.waitFor();
  const first = await address.innerText();
  await page.reload();
  await address.waitFor();
  if ((await address.innerText()) !== first) throw new Error('the deposit address changed');
  await page.getByText('Send only USDT on USDT · TRON (TRC-20)').waitFor();
  // The address is also offered as a QR code for the payer's wallet app.
  await page.getByTestId('cobo-qr').locator('canvas').waitFor();
});
