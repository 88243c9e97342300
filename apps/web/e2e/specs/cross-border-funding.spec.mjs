import { test } from '../support/harness.mjs';
import {
  addPayeeViaApi,
  chooseOption,
  FUND_PASSWORD,
  moneyAccount,
  operatorCall,
  payWithPassword,
  pngFile,
  topUpViaApi,
} from '../support/money.mjs';

/** The move's own password dialog, on top of the move dialog (two dialogs are open). */
async function confirmMove(page, title, okLabel) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.locator('input').first().click();
  await page.keyboard.type(FUND_PASSWORD);
  const moved = page.waitForResponse((r) =>
    r.url().endsWith('/api/account/fundCrossBorder/create'),
  );
  await dialog.getByRole('button', { name: okLabel }).click();
  const reply = await (await moved).json();
  if (reply.code !== 200) throw new Error(`move refused: ${reply.code} ${reply.msg}`);
  await dialog.waitFor({ state: 'hidden' });
}

async function approvedCnyPayee(baseUrl, token) {
  const { id } = await addPayeeViaApi(baseUrl, token, {
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
}

test('funds a cross-border send from the KES domestic balance, on the send screen', async ({
  page,
  baseUrl,
}) => {
  const account = await moneyAccount(page, baseUrl);
  await topUpViaApi(baseUrl, account.token, '3000');
  await approvedCnyPayee(baseUrl, account.token);

  await page.goto('/home/mrp-index');
  await page.getByText('张伟').click();
  // No cross-border balance yet: the payment option step offers the move right there.
  await page.getByText('You have no balance for this service').waitFor();
  await page.getByTestId('fund-cross-border').click();
  const move = page.getByRole('dialog', { name: 'Move money to your cross-border balance' });
  await move.getByText(/^KES 3,000\.00 available$/).waitFor();
  await chooseOption(page, 'To cross-border balance', /^KES [\d,.]+ available$/);
  await move.getByLabel('Amount to move (KES)').fill('1000');
  await move.getByTestId('funding-arrives').filter({ hasText: 'KES 1,000.00' }).waitFor();
  await move.getByText('Same currency: no conversion, nothing is deducted.').waitFor();
  await move.getByRole('button', { name: 'Move' }).click();
  await confirmMove(page, 'Transaction password', 'Move');
  await move.waitFor({ state: 'hidden' });

  // The new cross-border KES balance pays.
  await page.getByText('Cross-border balance · KES 1,000.00 available').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  // 1,500.00 KES costs 1,800.00 with its fee: 800.00 short, offered on the amount step.
  await page.getByLabel('Amount (KES)').fill('1500');
  const short = page.getByTestId('cross-border-short');
  await short.getByText(/needs KES 1,800\.00\. Move at least KES 800\.00 /).waitFor();
  await short.getByRole('button', { name: 'Move from domestic balance' }).click();
  await move.getByLabel('Amount to move (KES)').and(page.locator('[value="800.00"]')).waitFor();
  await move.getByTestId('funding-arrives').filter({ hasText: 'KES 800.00' }).waitFor();
  await move.getByRole('button', { name: 'Move' }).click();
  await confirmMove(page, 'Transaction password', 'Move');
  await short.waitFor({ state: 'hidden' });

  // Each of the three documents says what it is where it is asked for.
  await page.getByText(/Proves the trade or service you are paying for/).waitFor();
  await page.getByText(/Shows the details of this payment/).waitFor();
  await page.getByText(/The agreement behind the payment/).waitFor();
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
  // Which balance pays is said before the transaction password.
  await page
    .getByTestId('paid-from')
    .filter({ hasText: 'Cross-border balance · KES 1,800.00 available' })
    .waitFor();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await payWithPassword(page);
  await page.getByTestId('send-result-title').waitFor();

  // The send's own detail: its verification and remittance legs follow it to the payout.
  await page.getByRole('button', { name: 'View this order' }).click();
  const send = page.locator('.order-receipt');
  const verification = send.getByTestId('order-leg-verification');
  await verification.getByText('Declared to the partner bank').waitFor();
  await verification.getByText('Verified').waitFor();
  const remittance = send.getByTestId('order-leg-remittance');
  await remittance.getByText('On its way').waitFor();
  await remittance.getByText('Paid to the recipient').waitFor();
  // Each amount is joined to its code by a no-break space (\s matches it).
  await send.getByText(/KES\s[\d,.]+ per order \+ KES\s[\d,.]+ on the amount/).waitFor();

  // Both moves are orders of their own in the cross-border order list, and open as such.
  await page.goto('/home/mrp-order');
  const moves = page.locator('tr', { hasText: 'Move to cross-border balance' });
  await moves.nth(1).waitFor();
  await moves.first().getByRole('button').first().click();
  const drawer = page.locator('.order-receipt');
  await drawer.getByText('Paid into').waitFor();
  await drawer.getByText('Cross-border balance KES').waitFor();

  // The account's wallet history names the move, and its order number opens the order.
  await page.goto('/home/assets-order');
  await page.getByText('Moved to the cross-border balance').first().waitFor();
});

test('moves KES to a cross-border USD balance at a locked rate, in Chinese', async ({
  page,
  baseUrl,
}) => {
  const account = await moneyAccount(page, baseUrl, { locale: 'zh' });
  await topUpViaApi(baseUrl, account.token, '3000');
  await page.goto('/home/mrp-recharge');
  await page.getByTestId('fund-cross-border').click();
  const move = page.getByRole('dialog', { name: '转入跨境余额' });
  await chooseOption(page, '转入：跨境余额', /^可用 USD /);
  await move.getByLabel('转入金额 (KES)').fill('1292');
  await move.getByText(/^1 KES = 0\.\d+ USD$/).waitFor();
  await move.getByTestId('quote-countdown').waitFor();
  await move.getByRole('button', { name: /转\s?入/ }).click();
  await confirmMove(page, '交易密码', /转\s?入/);
  await page.getByText(/已转入 USD [\d,.]+ 到跨境余额/).waitFor();

  await page.goto('/home/psp-order');
  await page.locator('tr', { hasText: '转入跨境余额' }).getByRole('button').first().click();
  const drawer = page.locator('.order-receipt');
  await drawer.getByText('转入账户').waitFor();
  await drawer.getByText('跨境余额 USD').waitFor();
});
