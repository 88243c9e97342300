import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from '../support/harness.mjs';
import { moneyAccount, payWithPassword, topUpViaApi } from '../support/money.mjs';

const FILE = [
  'name,payType,phone,bankCode,bankNo,amount,currency,note',
  'Asha Njeri,2,0722400001,,,150,KES,June',
  'Baraka Otieno,2,0722,,,200,KES,June',
  'Chebet Kirui,2,0722400003,,,250,KES,June',
].join('\r\n');

/**
 * A file end to end in the browser: upload, see the row with an error, fix it, submit with the
 * transaction password, follow the rows being paid to the end, and download the results.
 */
async function bulkPayment(page, baseUrl, text) {
  const account = await moneyAccount(page, baseUrl, { locale: text.locale });
  await topUpViaApi(baseUrl, account.token, '5000');
  await page.goto('/home/psp-batch');
  await page.getByRole('heading', { name: text.title, level: 2 }).waitFor();
  await page.setInputFiles('#batch-file', {
    name: 'june.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(FILE),
  });
  await page.getByRole('button', { name: text.upload }).click();
  // The checked file: one row with an error naming its column.
  await page.getByText(text.phoneError).waitFor();
  await page.getByRole('button', { name: text.fixRow2 }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text.phone).fill('0722400002');
  await dialog.getByRole('button', { name: text.checkAgain }).click();
  await page.getByText(text.phoneError).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: text.submit }).click();
  await payWithPassword(page, text.pay);
  // Progress follows the rows to the end without a click.
  await page.getByText(text.finished).waitFor({ timeout: 60_000 });
  await page.getByText(text.allPaid).waitFor();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text.exportCsv }).click();
  const file = readFileSync(await (await download).path(), 'utf8');
  const lines = file
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  assert.equal(lines.length, 4);
  assert.match(lines[2], /Baraka Otieno/);
  assert.match(lines[2], /BP[0-9A-F]+-2/);
  assert.match(lines[2], new RegExp(text.paidWord));
}

test('pays a bulk file: upload, fix a row, submit, follow to the end, download results', async ({
  page,
  baseUrl,
}) => {
  await bulkPayment(page, baseUrl, {
    locale: 'en',
    title: 'Bulk payments',
    upload: 'Upload and check',
    phoneError: 'Phone: Enter a valid mobile number',
    fixRow2: 'Fix row 2',
    phone: 'Phone',
    checkAgain: 'Check again',
    submit: 'Submit 3 payments',
    pay: 'Pay',
    finished: '· Finished',
    allPaid: 'Paid 3, failed 0, pending 0, cancelled 0',
    exportCsv: 'Results (CSV)',
    paidWord: 'Paid',
  });
});

test('pays a bulk file in Chinese', async ({ page, baseUrl }) => {
  await bulkPayment(page, baseUrl, {
    locale: 'zh',
    title: '批量付款',
    upload: '上传并检查',
    phoneError: '手机号码: 请输入所选国家的有效手机号码',
    fixRow2: '修改第 2 行',
    phone: '手机号码',
    checkAgain: '重新检查',
    submit: '提交 3 笔付款',
    pay: /付\s?款/,
    finished: '· 已完成',
    allPaid: '已付款 3，失败 0，处理中 0，已取消 0',
    exportCsv: '结果（CSV）',
    paidWord: '已付款',
  });
});
