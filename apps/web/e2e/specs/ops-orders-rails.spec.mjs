import assert from 'node:assert/strict';
import { test } from '../support/harness.mjs';
import {
  addMpesaPayeeViaApi,
  moneyAccount,
  mpesaSendViaApi,
  settledOrder,
  topUpViaApi,
} from '../support/money.mjs';
import { consoleAs } from '../support/operators.mjs';

/** A console operator of its own for a test, of `role`. */
const operatorOf = (username, role) => ({ username, password: `${role}-Console-2026` });

test("an operator finds a customer's order by number and by phone, and reads its timeline", async ({
  page,
  baseUrl,
}) => {
  const customer = await moneyAccount(page, baseUrl);
  const topUp = await topUpViaApi(baseUrl, customer.token, '2000');
  const { id: payeeId } = await addMpesaPayeeViaApi(
    baseUrl,
    customer.token,
    'Wanjiru Kamau',
    '0722000333',
  );
  const send = await mpesaSendViaApi(baseUrl, customer.token, payeeId, '500');
  await settledOrder(baseUrl, customer.token, send.sn);

  await consoleAs(page, baseUrl, operatorOf('e2e-orders-support', 'support'), 'support');
  await page.goto(`${baseUrl}/ops`);
  await page.getByRole('menuitem', { name: 'Orders', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/ops/orders');
  await page.getByRole('heading', { name: 'Orders' }).waitFor();

  // By order number: one row, which opens the order and its status timeline.
  await page.getByLabel('Order number').fill(send.sn);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByTestId('ops-orders-table');
  const row = table.getByRole('row', { name: new RegExp(send.sn) });
  await row.getByText('KES 500.00').waitFor();
  await row.getByText('Successful', { exact: true }).waitFor();
  await table.getByRole('row', { name: new RegExp(topUp.sn) }).waitFor({ state: 'detached' });
  await row.click();
  const drawer = page.getByRole('dialog', { name: `Order ${send.sn}` });
  await drawer.getByText('Wanjiru Kamau', { exact: false }).waitFor();
  const timeline = drawer.getByTestId('ops-order-timeline');
  await timeline.getByText('Customer · Order created').waitFor();
  await timeline.getByText(/^Payment rail · /).waitFor();
  // Sent at once (no review): created as processing, then the rail's result.
  assert.equal(await timeline.locator('.ant-timeline-item').count(), 2);
  await timeline.getByText('Successful', { exact: true }).waitFor();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await drawer.waitFor({ state: 'detached' });

  // By phone, written as the customer would (the national form): both of their orders.
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('Customer phone').fill(customer.phone);
  await page.getByRole('button', { name: 'Search' }).click();
  await table
    .getByRole('row', { name: new RegExp(topUp.sn) })
    .getByText('Top-up')
    .waitFor();
  await table
    .getByRole('row', { name: new RegExp(send.sn) })
    .getByText('Send')
    .waitFor();
  assert.equal(await table.locator('tbody tr.ant-table-row').count(), 2);
});

test('the rails screen: payouts and Paybill say when Daraja is off; the job queue lists work by state', async ({
  page,
  baseUrl,
}) => {
  const customer = await moneyAccount(page, baseUrl);
  const topUp = await topUpViaApi(baseUrl, customer.token, '1500');

  await consoleAs(page, baseUrl, operatorOf('e2e-rails-finance', 'finance'), 'finance');
  await page.goto(`${baseUrl}/ops`);
  await page.getByRole('menuitem', { name: 'Rails and jobs' }).click();
  await page.waitForURL((url) => url.pathname === '/ops/rails');
  await page.getByRole('tab', { name: 'Stalled M-Pesa payouts' }).waitFor();
  await page.getByText('M-Pesa Daraja is not switched on for this server').waitFor();
  await page.getByRole('tab', { name: 'Unmatched Paybill payments' }).click();
  await page.getByText('M-Pesa Daraja is not switched on for this server').waitFor();
  // What the daily reconciliations found: nothing has been reconciled on this server yet.
  await page.getByRole('tab', { name: 'Reconciliation findings' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'mismatches');
  await page
    .getByText('Nothing to look at: every reconciled order agrees with its rail.')
    .waitFor();

  await page.getByRole('tab', { name: 'Job queue' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'jobs');
  await page.getByText('Done', { exact: true }).click();
  const jobs = page.getByTestId('ops-jobs-table');
  await jobs.getByRole('row', { name: new RegExp(`collection.start.*${topUp.sn}`) }).waitFor();
});
