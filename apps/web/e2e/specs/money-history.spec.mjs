import { readFileSync } from 'node:fs';
import { test } from '../support/harness.mjs';
import { chooseOption, fundedAccountWithPayee, mpesaSendViaApi } from '../support/money.mjs';

test('lists the wallet movements from the ledger, filters and exports them, and opens an order', async ({
  page,
  baseUrl,
}) => {
  const account = await fundedAccountWithPayee(page, baseUrl, 'Achieng Otieno', '0711000333');
  const { payeeId } = account;
  const sent = await mpesaSendViaApi(baseUrl, account.token, payeeId, '300');

  await page.goto('/home/assets-order');
  await page.getByText('Top-up credited').waitFor();
  await page.getByText('+2,000.00 KES').waitFor();
  await page.getByText('Funds held for a payment').first().waitFor();

  // Only the on-hold wallet: the top-up, which went to the domestic wallet, is gone.
  await chooseOption(page, 'Wallet', 'On hold');
  await page.getByText('Top-up credited').waitFor({ state: 'hidden' });
  await page.getByText('Funds held for a payment').first().waitFor();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  if (header !== 'Time,Movement,Reference,Wallet,Currency,Amount')
    throw new Error(`CSV header: ${header}`);
  if (lines.length === 0 || !lines.every((line) => line.includes(',On hold,KES,')))
    throw new Error(`CSV rows: ${lines.join(' | ')}`);

  await page.getByRole('button', { name: sent.sn }).first().click();
  const drawer = page.locator('.order-receipt');
  await drawer.getByText('Status history').waitFor();
  await drawer.getByText('Achieng Otieno').waitFor();
});
