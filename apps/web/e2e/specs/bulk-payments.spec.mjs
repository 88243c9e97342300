import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { apiData } from '../support/api.mjs';
import { expectNoAxeViolations } from '../support/a11y.mjs';
import { test } from '../support/harness.mjs';
import {
  addPayeeViaApi,
  chooseOption,
  moneyAccount,
  operatorCall,
  payWithPassword,
  pngFile,
  topUpViaApi,
} from '../support/money.mjs';

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
  await expectNoAxeViolations(page, { label: `bulk payments, checked file (${text.locale})` });
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
  await expectNoAxeViolations(page, { label: `bulk payments, finished (${text.locale})` });
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
    fixRow2: '修改 第 2 行',
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

/**
 * A cross-border file under Cross-border Service: a row the cross-border rules refuse (a CNY
 * account's holder not in Chinese) is dropped, submitting asks for the reasons and documents
 * once, and the row is paid as a cross-border send carrying them.
 */
test('pays a cross-border bulk file with one set of documents', async ({ page, baseUrl }) => {
  const account = await moneyAccount(page, baseUrl);
  await topUpViaApi(baseUrl, account.token, '500', 1);
  const { id } = await addPayeeViaApi(baseUrl, account.token, {
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
  await page.goto('/home/mrp-batch');
  await page.getByRole('heading', { name: 'Bulk payments', level: 2 }).waitFor();
  await page.setInputFiles('#batch-file', {
    name: 'suppliers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'name,payType,phone,bankCode,bankNo,amount,currency,note,payeeId',
        `,,,,,40,USD,May,${id}`,
        'Li Na,401,,102,6222021234567890456,40,USD,May,',
      ].join('\r\n'),
    ),
  });
  await page.getByRole('button', { name: 'Upload and check' }).click();
  const notChinese = page.getByText('Name: CNY account details must be filled in Chinese');
  await notChinese.waitFor();
  await page.getByRole('button', { name: 'Remove row 2' }).click();
  await page.getByRole('row', { name: /Li Na/ }).getByText('Removed').waitFor();
  // Nothing is asked for the password before the file's reasons and documents are given.
  await page.getByRole('button', { name: 'Submit 1 payments' }).click();
  await page.getByText('Required').first().waitFor();
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
  await page.getByRole('button', { name: 'Submit 1 payments' }).click();
  await payWithPassword(page);
  await page.getByText('· Finished').waitFor({ timeout: 60_000 });
  await page.getByText('Paid 1, failed 0, pending 0, cancelled 0').waitFor();
  const heading = await page.locator('#batch-summary-title').textContent();
  const batchNo = /BP[0-9A-F]+/.exec(heading ?? '')?.[0];
  assert.ok(batchNo, `no batch number in "${heading}"`);
  const order = await apiData(baseUrl, `/order/detail/${batchNo}-1`, {}, { token: account.token });
  assert.equal(order.scope, 1);
  assert.equal(order.transactionReason, 'savings');
  assert.equal(order.senderAddress, 'Moi Avenue 12, Nairobi');
});
