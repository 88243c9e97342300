import assert from 'node:assert/strict';
import { test } from '../support/harness.mjs';
import { chooseOption, moneyAccount } from '../support/money.mjs';
import { switchLanguage } from '../support/ui.mjs';

const fieldOf = (page, key) => page.locator(`[data-field="${key}"]`);

test('adds a bank recipient with a bank from the picker and sees every field on its screen', async ({
  page,
  baseUrl,
}) => {
  await moneyAccount(page, baseUrl);
  await page.goto('/home/assets-payee');
  await page.getByRole('button', { name: 'Add recipient' }).click();
  const dialog = page.getByRole('dialog');
  // The form loads when first opened; the list's own filter has the same label.
  await dialog.waitFor();
  await chooseOption(page, 'Payment method', 'Pesalink · KES');
  await chooseOption(page, 'Bank', 'Equity Bank Kenya (68)');
  // The picker filled in the bank's name and SWIFT code from /common/choice/bankCodes.
  assert.equal(await dialog.getByLabel('Bank name').inputValue(), 'Equity Bank Kenya');
  assert.equal(await dialog.getByLabel('SWIFT code').inputValue(), 'EQBLKENA');
  const typed = {
    'Recipient name': 'Rift Valley Grain',
    'Account holder name': 'Rift Valley Grain Ltd',
    'Account number or IBAN': '0170 2991 3344',
    Branch: 'Nakuru West',
    'Bank address': 'Kenyatta Avenue 12',
    'Bank city': 'Nakuru',
    'State or province': 'Nakuru County',
    'Postal code': '20100',
    'Account ID at the bank': 'EQ-55120',
    'Account name at the bank': 'RVG collections',
    'Contact number': '0733 222 111',
    Note: 'maize suppliers',
  };
  for (const [label, value] of Object.entries(typed)) {
    await dialog.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });

  const row = page.getByRole('row').filter({ hasText: 'Rift Valley Grain' });
  await row.getByRole('link', { name: 'Details' }).click();
  await page.getByRole('heading', { name: 'Rift Valley Grain' }).waitFor();
  const shown = {
    name: 'Rift Valley Grain',
    type: 'Individual',
    country: 'Kenya',
    payType: 'Pesalink',
    currency: 'KES',
    scope: 'Domestic',
    audit: 'Approved',
    remark: 'maize suppliers',
    choiceBankCode: '68',
    bankName: 'Equity Bank Kenya',
    bankUser: 'Rift Valley Grain Ltd',
    bankNo: '017029913344',
    bankSwiftCode: 'EQBLKENA',
    bankBranch: 'Nakuru West',
    bankAddrees: 'Kenyatta Avenue 12',
    bankCity: 'Nakuru',
    bankState: 'Nakuru County',
    bankZipcode: '20100',
    accountId: 'EQ-55120',
    accountName: 'RVG collections',
    mobile: '+254733222111',
    phone: '—',
    userAccountNo: '—',
  };
  for (const [key, value] of Object.entries(shown)) {
    assert.equal((await fieldOf(page, key).innerText()).trim(), value, key);
  }
  assert.match(page.url(), /\/home\/assets-payee\/detail\/\d+$/);
  // A main account may edit and delete a recipient (SPEC §2; docs/permissions.md).
  await page.getByRole('button', { name: 'Edit' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Delete' }).count(), 1);

  await switchLanguage(page, page.locator('.shell-header'), '中文');
  const sections = page.locator('.ant-descriptions');
  await sections.getByText('银行地址', { exact: true }).waitFor();
  for (const label of ['收款人', '账户信息', '银行代码', '银行所在城市', '州或省份', '邮政编码']) {
    assert.equal(await sections.getByText(label, { exact: true }).count(), 1, label);
  }
  for (const label of ['银行账户 ID', '银行账户名称', '开户支行', 'SWIFT 代码', '最后修改时间']) {
    assert.equal(await sections.getByText(label, { exact: true }).count(), 1, label);
  }
  assert.equal((await fieldOf(page, 'audit').innerText()).trim(), '已通过');
  assert.equal((await fieldOf(page, 'bankCity').innerText()).trim(), 'Nakuru');
});
