import { test } from '../support/harness.mjs';
import { apiData, uniquePhone } from '../support/api.mjs';
import { moneyAccount } from '../support/money.mjs';

const TANZANIA = 255;

test('a Tanzanian customer tops up with M-Pesa Tanzania and follows it until it succeeds', async ({
  page,
  baseUrl,
}) => {
  // M-Pesa Tanzania goes over the wire to its simulator, where a number ending 901-908 fails.
  let number = uniquePhone();
  while (/90[1-8]$/.test(number)) number = uniquePhone();
  const account = await moneyAccount(page, baseUrl, { countryId: TANZANIA, phone: number });
  await page.goto('/home/psp-recharge');
  // The four Tanzanian wallets, by the names customers know, and no Kenyan route.
  for (const wallet of ['M-Pesa Tanzania', 'Tigo Pesa', 'Airtel Money', 'HaloPesa'])
    await page.getByText(`${wallet} · TZS`).waitFor();
  if ((await page.getByText('M-Pesa STK push').count()) > 0)
    throw new Error('a Kenyan STK push is offered to a Tanzanian customer');

  await page.getByText('M-Pesa Tanzania · TZS').click();
  const phone = page.getByLabel('M-Pesa Tanzania phone number');
  if ((await phone.inputValue()) !== `+255${account.phone}`)
    throw new Error(`the push goes to ${await phone.inputValue()}, not the account's own number`);
  // The wallets move whole shillings: the form says so before anything is sent.
  await page.getByLabel('Amount (TZS)').fill('25000.50');
  await page.getByRole('button', { name: 'Top up' }).click();
  await page.getByText('this wallet takes whole shillings').waitFor();
  await page.getByLabel('Amount (TZS)').fill('25000');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/recharge/create'));
  await page.getByRole('button', { name: 'Top up' }).click();
  const { data: order } = await (await created).json();
  await page.getByTestId('topup-status').getByText('Successful').waitFor();
  const history = page.locator('.topup-history');
  await history.getByText('TZS 25,000.00').waitFor();
  await history.getByText('Successful').waitFor();
  // Paid over the OpenAPI wire: the M-Pesa transaction ID its simulator gave, not the built-in
  // simulator's SIM… reference.
  const detail = await apiData(baseUrl, `/order/detail/${order.sn}`, {}, { token: account.token });
  if (!/^[A-Za-z0-9]{12}$/.test(detail.thirdOrderNo ?? ''))
    throw new Error(`the top-up was not paid over the wire: ${detail.thirdOrderNo}`);
});

test('a Tanzanian customer tops up with Tigo Pesa in Chinese', async ({ page, baseUrl }) => {
  await moneyAccount(page, baseUrl, { countryId: TANZANIA, locale: 'zh' });
  await page.goto('/home/psp-recharge');
  await page.getByText('Tigo Pesa · TZS').click();
  await page.getByLabel('Tigo Pesa 手机号码').waitFor();
  await page.getByLabel('金额 (TZS)').fill('12000');
  await page.getByRole('button', { name: /^充\s?值$/ }).click();
  await page.getByTestId('topup-status').getByText('成功').waitFor();
});

test('a Tanzanian bank top-up shows our Tanzanian collection account', async ({
  page,
  baseUrl,
}) => {
  await moneyAccount(page, baseUrl, { countryId: TANZANIA });
  await page.goto('/home/psp-recharge');
  await page.getByText('Bank top-up · TZS').click();
  await page.getByLabel('Amount (TZS)').fill('150000');
  await page.getByRole('button', { name: 'Top up' }).click();
  await page.getByText('Transfer the amount to this account').waitFor();
  await page.getByText('CRDB Bank').waitFor();
  await page.getByTestId('copy-swift').getByText('CORUTZTZ').waitFor();
  await page.getByText('Azikiwe Street Branch, Dar es Salaam').waitFor();
  if ((await page.getByText(/Equity|Nairobi|EQBLKENA/).count()) > 0)
    throw new Error('a Tanzanian bank top-up names a Kenyan account');
});
