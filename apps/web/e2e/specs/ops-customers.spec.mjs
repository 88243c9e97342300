import assert from 'node:assert/strict';
import { api, registerByPhoneViaApi } from '../support/api.mjs';
import { STILL, test } from '../support/harness.mjs';
import { operatorSignIn } from '../support/operators.mjs';
import { createOperator } from '../support/server.mjs';
import { expectDashboard, loginByPhone, settled } from '../support/ui.mjs';

const SUSPENDED = 'This account is suspended. Please contact support';

test('an operator finds a customer, suspends them with a reason (the open app signs out) and reactivates them', async ({
  page,
  browser,
  baseUrl,
}) => {
  const customer = await registerByPhoneViaApi(baseUrl);
  // The customer, signed in in a browser of their own.
  const customerContext = await browser.newContext({
    ...STILL,
    viewport: { width: 1366, height: 800 },
    baseURL: baseUrl,
  });
  const app = await customerContext.newPage();
  try {
    await loginByPhone(app, customer);
    await expectDashboard(app);

    const officer = { username: 'e2e-customers-officer', password: 'Customers-officer-2026' };
    createOperator(officer.username, officer.password, 'compliance');
    const opsToken = await operatorSignIn(baseUrl, officer);
    await page
      .context()
      .addInitScript((value) => sessionStorage.setItem('pesa-ops-token', value), opsToken);

    // Search by the phone as the customer would say it, open their page.
    await page.goto(`${baseUrl}/ops`);
    await page.getByRole('menuitem', { name: 'Customers' }).click();
    await page.waitForURL((url) => url.pathname === '/ops/customers');
    await page.getByLabel('Phone, email, account number or name').fill(customer.phone);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(customer.phone) });
    await row.getByText('Active').waitFor();
    await row.click();
    await page.waitForURL((url) => /^\/ops\/customers\/\d+$/.test(url.pathname));
    await page.getByTestId('customer-sessions').getByRole('row').nth(1).waitFor();

    // A suspension needs a reason.
    await page.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog');
    // A click while the dialog still zooms in can miss its button.
    await settled(dialog);
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await dialog.getByText('Give a reason (at least 2 characters)').waitFor();
    await dialog.getByLabel('Reason').fill('Chargeback investigation 4471');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await page.getByText('Account suspended').waitFor();
    await page.getByText('Chargeback investigation 4471').waitFor();
    await page.getByText('Not signed in anywhere').waitFor();

    // The customer's open app: the next call returns it to sign-in, saying why.
    await app.reload();
    await app.waitForURL((url) => url.pathname.startsWith('/login'));
    await app.getByText(SUSPENDED).first().waitFor();
    // Signing in again is refused with the same message.
    await loginByPhone(app, customer);
    await app.getByText(SUSPENDED).first().waitFor();
    assert.equal((await api(baseUrl, '/user/info', {}, { token: customer.token })).code, -1034);

    // Reactivation, with its reason: the customer signs in again.
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await dialog.getByLabel('Reason').fill('Investigation closed');
    await dialog.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByText('Account reactivated').waitFor();
    await page.getByRole('button', { name: 'Suspend' }).waitFor();
    await loginByPhone(app, customer);
    await expectDashboard(app);
  } finally {
    await customerContext.close();
  }
});
