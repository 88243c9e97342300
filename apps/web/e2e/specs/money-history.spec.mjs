import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from '../support/harness.mjs';
import {
  chooseOption,
  fundedAccountWithPayee,
  moneyAccount,
  mpesaSendViaApi,
} from '../support/money.mjs';

/**
 * Clicks "Export CSV" and returns what was posted and the saved file. An export is the server's
 * file (SPEC §7): a form-encoded POST to the list's export call, saved under the name the server
 * gives it.
 */
async function exportCsv(page, path, label = 'Export CSV') {
  const posted = page.waitForRequest((r) => r.url().endsWith(`/api${path}`));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: label }).click();
  const request = await posted;
  if (request.method() !== 'POST') throw new Error(`export method: ${request.method()}`);
  const type = request.headers()['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded'))
    throw new Error(`export content type: ${type}`);
  const file = await download;
  const [header, ...lines] = readFileSync(await file.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  return { form: request.postData(), name: file.suggestedFilename(), header, lines };
}

test('lists the wallet movements from the ledger, filters and exports them, and opens an order', async ({
  page,
  baseUrl,
}) => {
  const account = await fundedAccountWithPayee(page, baseUrl, 'Achieng Otieno', '0711000333');
  const { payeeId } = account;
  const sent = await mpesaSendViaApi(baseUrl, account.token, payeeId, '300');

  await page.goto('/home/assets-order');
  await page.getByText('Top-up credited').waitFor();
  await page.getByText('KES +2,000.00').waitFor();
  // The send is one line (its hold and payout inside), whatever it has reached.
  const sendLine = page.locator('tr[data-row-key]', { hasText: sent.sn });
  await sendLine.waitFor();
  assert.equal(await sendLine.count(), 1);

  // Only the on-hold wallet: the top-up, which went to the domestic wallet, is gone.
  await chooseOption(page, 'Wallet', 'On hold');
  await page.getByText('Top-up credited').waitFor({ state: 'hidden' });
  await sendLine.waitFor();

  const file = await exportCsv(page, '/account/transactions/export');
  if (file.form !== 'kind=on_hold') throw new Error(`export form: ${file.form}`);
  if (!/^transactions-\d{4}-\d{2}-\d{2}\.csv$/.test(file.name))
    throw new Error(`file name: ${file.name}`);
  if (file.header !== 'Time (UTC),Movement,Reference,Wallet,Currency,Amount')
    throw new Error(`CSV header: ${file.header}`);
  if (file.lines.length === 0 || !file.lines.every((line) => line.includes(',On hold,KES,')))
    throw new Error(`CSV rows: ${file.lines.join(' | ')}`);
  if (!file.lines.some((line) => line.includes(`,${sent.sn},`)))
    throw new Error(`the send is not in the file: ${file.lines.join(' | ')}`);

  await page.getByRole('button', { name: sent.sn }).first().click();
  const drawer = page.locator('.order-receipt');
  await drawer.getByText('Status history').waitFor();
  await drawer.getByText('Achieng Otieno').waitFor();
});

test('exports the filtered orders as the file the server builds', async ({ page, baseUrl }) => {
  const account = await fundedAccountWithPayee(page, baseUrl, 'Njeri Wambui', '0711000444');
  const sent = await mpesaSendViaApi(baseUrl, account.token, account.payeeId, '300');

  await page.goto('/home/psp-order');
  await page.getByRole('button', { name: sent.sn }).waitFor();
  await page.getByRole('cell', { name: 'Top-up', exact: true }).waitFor();
  // Only sends: the top-up leaves the list, and must leave the file too.
  await chooseOption(page, 'Type', 'Sent');
  await page.getByRole('cell', { name: 'Top-up', exact: true }).waitFor({ state: 'hidden' });

  const file = await exportCsv(page, '/order/export');
  if (file.form !== 'scope=0&type=send') throw new Error(`export form: ${file.form}`);
  if (!/^orders-\d{4}-\d{2}-\d{2}\.csv$/.test(file.name))
    throw new Error(`file name: ${file.name}`);
  if (!file.header.startsWith('Order number,Service,Type,Method,Currency,Amount,'))
    throw new Error(`CSV header: ${file.header}`);
  if (file.lines.length !== 1) throw new Error(`CSV rows: ${file.lines.join(' | ')}`);
  const [row] = file.lines;
  if (!row.startsWith(`${sent.sn},Domestic,Payment,M-Pesa Kenya,KES,300.00,`))
    throw new Error(`CSV row: ${row}`);
  if (!row.includes(',Njeri Wambui,')) throw new Error(`CSV row: ${row}`);
});

test('exports the filtered operation log in Chinese, as the server writes it', async ({
  page,
  baseUrl,
}) => {
  // Registered, then the transaction password set: two events.
  await moneyAccount(page, baseUrl, { locale: 'zh' });
  await page.goto('/home/operation-log');
  await page.getByRole('cell', { name: '注册', exact: true }).waitFor();
  await chooseOption(page, '全部事件类型', '设置交易密码');
  await page.getByRole('cell', { name: '注册', exact: true }).waitFor({ state: 'hidden' });

  const file = await exportCsv(page, '/user/log/export', '导出 CSV');
  if (file.form !== 'eventType=resetFundPwd') throw new Error(`export form: ${file.form}`);
  if (!/^operation-log-\d{4}-\d{2}-\d{2}\.csv$/.test(file.name))
    throw new Error(`file name: ${file.name}`);
  if (file.header !== '时间（UTC）,事件,详情,操作人,IP 地址')
    throw new Error(`CSV header: ${file.header}`);
  if (file.lines.length !== 1 || !file.lines[0].includes(',设置交易密码,交易密码已设置,'))
    throw new Error(`CSV rows: ${file.lines.join(' | ')}`);
});
