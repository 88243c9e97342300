import assert from 'node:assert/strict';
import { apiData } from '../support/api.mjs';
import { registerViaApi, verifiedAgentViaApi } from '../support/agents.mjs';
import { STILL, test } from '../support/harness.mjs';
import { FUND_PASSWORD } from '../support/money.mjs';
import { sidebar } from '../support/ui.mjs';

test('an agent deposits a customer’s cash, and the customer sees who deposited it', async ({
  page,
  browser,
  baseUrl,
}) => {
  const agent = await verifiedAgentViaApi(baseUrl, { tradingName: 'Duka Letu', float: '5000' });
  const customer = await registerViaApi(baseUrl, 2);
  await apiData(baseUrl, '/user/auth/save', { fullName: 'Wanjiku Kamau' }, customer);
  await page.context().addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('locale', 'en');
  }, agent.token);

  // The agent's header says what the account is; the screen is in its menu.
  await page.goto('/home/dashboard');
  await page.getByTestId('agent-badge').getByText('Agent').waitFor();
  await sidebar(page).getByText('Domestic Service', { exact: true }).click();
  await sidebar(page).getByRole('link', { name: 'Cash Deposit' }).click();
  await page.waitForURL((url) => url.pathname === '/home/agent-cash-in');

  // Find the customer by account number, and check the masked name.
  await page.getByLabel("Customer's account number").fill(customer.accountNo);
  await page.getByTestId('cash-in-find').click();
  await page.getByTestId('cash-in-customer-name').getByText('W***u K***u').waitFor();
  await page.getByText('Your balance: KES 5,000.00').waitFor();
  await page.getByLabel('Cash received (KES)').fill('1500');
  await page.getByRole('button', { name: 'Deposit' }).click();

  const dialog = page.getByRole('dialog', { name: 'Transaction password' });
  await dialog.getByText('Deposit KES 1,500.00 to W***u K***u from your balance.').waitFor();
  await dialog.locator('input').first().click();
  await page.keyboard.type(FUND_PASSWORD);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/agent/cashIn/create'));
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  const reply = await (await created).json();
  assert.equal(reply.code, 200, `cash-in refused: ${reply.code} ${reply.msg}`);
  await page
    .getByTestId('cash-in-done')
    .getByText('Deposited KES 1,500.00 to W***u K***u')
    .waitFor();

  // The agent's own history names the customer.
  await page.goto('/home/assets-order');
  await page.getByText('Cash deposit for W***u K***u').first().waitFor();

  // The customer, reading Chinese, sees the money and the agent's name.
  const customerContext = await browser.newContext({ ...STILL, baseURL: baseUrl });
  try {
    await customerContext.addInitScript((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('locale', 'zh');
    }, customer.token);
    const customerPage = await customerContext.newPage();
    await customerPage.goto('/home/assets-order');
    await customerPage.getByText('代理商 Duka Letu 代存现金').first().waitFor();
    await customerPage
      .getByTestId('transaction-amount')
      .filter({ hasText: 'KES +1,500.00' })
      .first()
      .waitFor();
    // Their own order list holds the deposit too, naming the agent; so does its detail.
    await customerPage.goto('/home/psp-order');
    const row = customerPage.locator('tbody tr', { hasText: '现金存入' });
    await row.getByText(/^来自代理商 Duka Letu（\d{10}）$/).waitFor();
    await row.getByRole('button').first().click();
    const detail = customerPage.getByRole('dialog');
    await detail.getByText('经办代理商').waitFor();
    await detail.getByText(/Duka Letu \d{10}/).waitFor();
  } finally {
    await customerContext.close();
  }
});
