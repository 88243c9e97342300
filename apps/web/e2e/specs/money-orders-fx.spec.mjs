/* global document */
import assert from 'node:assert/strict';
import { registerByEmailViaApi } from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import {
  chooseOption,
  fundedAccountWithPayee,
  moneyAccount,
  mpesaSendViaApi,
  operatorCall,
  topUpViaApi,
} from '../support/money.mjs';

test('cancels a send held for review, irreversibly, from the order detail', async ({
  page,
  baseUrl,
}) => {
  const account = await fundedAccountWithPayee(page, baseUrl, 'Baraka Mwangi', '0733000222');
  const { payeeId } = account;
  await operatorCall(baseUrl, '/ops/risk/threshold', { currencyId: 404, amount: '1' });
  let held;
  try {
    held = await mpesaSendViaApi(baseUrl, account.token, payeeId, '300');
  } finally {
    await operatorCall(baseUrl, '/ops/risk/threshold', { currencyId: 404, amount: '1000000' });
  }

  await page.goto('/home/psp-order');
  await chooseOption(page, 'Status', 'Awaiting review');
  await page.getByRole('button', { name: held.sn }).click();
  const drawer = page.locator('.order-receipt');
  await drawer.getByText('Status history').waitFor();
  await drawer.getByText(/· Order created$/).waitFor();
  await drawer.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByText('Cancelling cannot be undone').waitFor();
  const cancelled = page.waitForResponse((r) => r.url().includes('/api/order/cancel/'));
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await cancelled;
  await drawer.locator('[data-status="3"]').first().waitFor();
  // The timeline says what happened in the user's words, not the server's stored reason.
  await drawer.getByText(/· Cancelled at your request$/).waitFor();
});

test('converts shillings to dollars with a locked quote and lists it in the history', async ({
  page,
  baseUrl,
}) => {
  const account = await moneyAccount(page, baseUrl);
  await topUpViaApi(baseUrl, account.token, '5000');
  await page.goto('/home/fx-convert');
  await chooseOption(page, 'From', 'KES');
  await chooseOption(page, 'To', 'USD');
  await page.getByLabel('Amount').fill('1300');
  await page.getByRole('button', { name: 'Get quote' }).click();
  await page.getByTestId('quote-countdown').waitFor();
  const converted = page.waitForResponse((r) => r.url().endsWith('/api/fx/convert'));
  await page.getByRole('button', { name: 'Convert' }).click();
  await converted;
  // A receipt says what was converted, at which rate, what arrived, its number and time.
  const receipt = page.getByTestId('fx-receipt');
  await receipt.getByText('Conversion done').waitFor();
  await receipt.getByText('KES 1,300.00').waitFor();
  await receipt.getByText(/^1 KES = [\d.]+ USD$/).waitFor();
  await receipt.getByText(/^USD \d[\d,]*\.\d{2}$/).waitFor();
  await receipt.getByText('Order no.').waitFor();
  // The next conversion starts from an empty amount.
  await receipt.getByRole('button', { name: 'New conversion' }).click();
  await page.getByLabel('Amount').waitFor();
  assert.equal(await page.getByLabel('Amount').inputValue(), '');

  await page.goto('/home/fx-history');
  await page.getByRole('cell', { name: 'KES 1,300.00' }).waitFor();
});

test("a Tanzanian account's rate charts open on its own currency, TZS/CNY", async ({
  page,
  baseUrl,
}) => {
  const account = await registerByEmailViaApi(baseUrl, { countryId: 255 });
  await page.context().addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('locale', 'en');
  }, account.token);
  await page.goto('/home/dashboard');
  // The pair pickers are native selects: wait until each holds the Tanzanian pair.
  await page.waitForFunction(() => document.querySelector('.fx-pair')?.value === 'TZS/CNY');
  await page.goto('/home/fx-index');
  await page.waitForFunction(
    () => document.querySelector('.rate-card select')?.value === 'TZS/CNY',
  );
});
