import assert from 'node:assert/strict';
import { api, apiData, latestCode, registerByPhoneViaApi } from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import { chooseOption, pngFile } from '../support/money.mjs';
import { expectDashboard, loginByPhone, pickMenuItem, switchLanguage } from '../support/ui.mjs';

const newPassword = 'Bridge2027Pesa';
const fundPassword = '246810';

/** The open dialog whose title is `title`. */
const dialogTitled = (page, title) =>
  page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

async function openProfile(page) {
  await page.goto('/home/info');
  await page.getByText('Personal details').waitFor();
}

test('profile: nickname, login password, transaction password, then the operation log in English and Chinese', async ({
  page,
  baseUrl,
}) => {
  const account = await registerByPhoneViaApi(baseUrl);
  await loginByPhone(page, account);
  await expectDashboard(page);

  // Nickname: saved, and the header greets with it.
  await openProfile(page);
  const nickname = `Amina ${account.phone.slice(-4)}`;
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Personal details saved').waitFor();
  await page.locator('.shell-greeting', { hasText: `Hello, ${nickname}` }).waitFor();

  // Avatar: an uploaded image, shown on the page and in the header through a signed link.
  await page.locator('.profile-identity input[type=file]').setInputFiles(pngFile('me.png'));
  await page.getByText('Avatar updated').waitFor();
  await page.locator('.profile-identity img[src*="/api/files/signed"]').waitFor();
  await page.locator('.shell-avatar img[src*="/api/files/signed"]').waitFor();

  // Login password: the old one must be typed, then only the new one logs in.
  await page.getByRole('button', { name: 'Change login password' }).click();
  const pwd = dialogTitled(page, 'Change login password');
  await pwd.getByLabel('Current password').fill(account.password);
  await pwd.getByLabel('New password', { exact: true }).fill(account.password);
  await pwd.getByLabel('Confirm new password').fill(account.password);
  await pwd.getByRole('button', { name: 'Confirm' }).click();
  await pwd.getByText('The new password must differ from the current one').waitFor();
  await pwd.getByLabel('New password', { exact: true }).fill(newPassword);
  await pwd.getByLabel('Confirm new password').fill(newPassword);
  await pwd.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Login password changed').waitFor();
  await pwd.waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await pickMenuItem(page, 'Log out');
  await page.waitForURL((url) => url.pathname === '/login');
  const old = await api(baseUrl, '/user/login', {
    countryId: account.countryId,
    phone: account.phone,
    password: account.password,
  });
  assert.equal(old.code, -1004, 'the old password no longer logs in');
  await loginByPhone(page, { ...account, password: newPassword });
  await expectDashboard(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));

  // Transaction password: set with the code sent to the account's phone.
  await openProfile(page);
  await page.getByText('Not set').waitFor();
  await page.getByRole('button', { name: 'Set transaction password' }).click();
  const fund = dialogTitled(page, 'Set transaction password');
  await fund.getByText(`The code is sent to +${account.countryId}${account.phone}.`).waitFor();
  // The server's answer is checked first, so a failure says what the server answered.
  const codeReply = page.waitForResponse((r) => r.url().endsWith('/api/common/sendCode'));
  await fund.getByRole('button', { name: 'Send code' }).click();
  const sent = await (await codeReply).json();
  assert.equal(sent.code, 200, `sending the code answered ${JSON.stringify(sent)}`);
  await page.getByText('Verification code sent').waitFor();
  await fund.getByLabel('Verification code').fill(await latestCode(baseUrl, account.phone));
  await fund.getByLabel('Transaction password', { exact: true }).fill(fundPassword);
  await fund.getByLabel('Confirm transaction password').fill(fundPassword);
  await fund.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Transaction password saved').waitFor();
  await page.getByRole('button', { name: 'Reset transaction password' }).waitFor();
  const info = await apiData(baseUrl, '/user/info', {}, { token });
  assert.equal(info.nickName, nickname);
  assert.ok(info.fundPasswordFlag, 'the server holds a transaction password');

  // The operation log, reached from the user menu, lists those events.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await pickMenuItem(page, 'Operation Log');
  await page.waitForURL((url) => url.pathname === '/home/operation-log');
  const table = page.locator('.oplog-page table');
  for (const event of [
    'Transaction password set',
    'Login password changed',
    'Personal details updated',
    'Logged in',
    'Registered',
  ]) {
    await table.getByText(event, { exact: true }).first().waitFor();
  }
  await chooseOption(page, 'All event types', 'Login password changed');
  await page.getByText('1 event', { exact: true }).waitFor();
  assert.equal(await table.locator('tbody tr').count(), 1);

  // In Chinese the screen, its filter and the event names follow the language.
  await switchLanguage(page, page.locator('.shell-header'), '中文');
  await page.locator('.shell-title', { hasText: '操作日志' }).waitFor();
  await table.getByText('修改登录密码', { exact: true }).waitFor();
  await page.getByText('共 1 条').waitFor();
  await page.getByRole('button', { name: '重置', exact: true }).click();
  await table.getByText('设置交易密码', { exact: true }).waitFor();
  // The details come from the server in the screen's language too.
  await table.getByText('登录密码已修改', { exact: true }).waitFor();
  assert.equal(await table.getByText('Login password changed').count(), 0, 'no English details');
  assert.ok(await table.getByRole('columnheader', { name: '事件', exact: true }).isVisible());
  assert.equal(await table.getByText('Logged in', { exact: true }).count(), 0, 'no English left');
});
