import assert from 'node:assert/strict';
import {
  apiData,
  latestCode,
  registerByPhoneViaApi,
  uniqueEmail,
  uniquePhone,
} from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import { expectDashboard, loginByPhone, switchLanguage } from '../support/ui.mjs';

/** The open dialog whose title is `title`. */
const dialogTitled = (page, title) =>
  page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

/** The form item of a dialog labelled `label`. */
const itemOf = (dialog, label) =>
  dialog
    .locator('.ant-form-item')
    .filter({ has: dialog.page().getByLabel(label, { exact: true }) });

/** Clicks the send button of a code field and checks the server sent the code. */
async function sendCode(page, dialog, label, path) {
  const reply = page.waitForResponse((r) => r.url().endsWith(path));
  await itemOf(dialog, label).getByRole('button').click();
  const sent = await (await reply).json();
  assert.equal(sent.code, 200, `sending the code answered ${JSON.stringify(sent)}`);
}

/** The texts the dev outbox holds for a phone's digits, newest first. */
async function outboxTexts(baseUrl, digits) {
  const body = await (await fetch(`${baseUrl}/api/dev/outbox`)).json();
  return body.data.filter((m) => m.to.replace(/\D/g, '').endsWith(digits)).map((m) => m.text);
}

test('profile: the phone and the email change only with the login password and a code from the current contact', async ({
  page,
  baseUrl,
}) => {
  const account = await registerByPhoneViaApi(baseUrl);
  await loginByPhone(page, account);
  await expectDashboard(page);
  await page.goto('/home/info');
  await page.getByText('Personal details').waitFor();
  const current = `+${account.countryId}${account.phone}`;

  // Change phone: the dialog explains what proves the change and where the code goes.
  await page.getByRole('button', { name: 'Change phone' }).click();
  const phone = dialogTitled(page, 'Change phone');
  await phone
    .getByText(
      'To keep your account safe, this change needs your login password and a code sent to your current phone.',
    )
    .waitFor();
  await itemOf(phone, 'Code from current phone')
    .getByText(`The code is sent to ${current}.`)
    .waitFor();
  await sendCode(page, phone, 'Code from current phone', '/api/user/sendContactCode');
  await phone.getByLabel('Code from current phone').fill(await latestCode(baseUrl, account.phone));
  const fresh = uniquePhone();
  await phone.getByLabel('New phone number').fill(fresh);
  await sendCode(page, phone, 'Code from new phone', '/api/common/sendCode');
  await phone.getByLabel('Code from new phone').fill(await latestCode(baseUrl, fresh));

  // A wrong login password is refused on its field, and nothing changes.
  await phone.getByLabel('Login password').fill('Wrong2026Pass');
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await itemOf(phone, 'Login password').getByText('Wrong account password').waitFor();
  await phone.getByLabel('Login password').fill(account.password);
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Phone number changed').waitFor();
  await phone.waitFor({ state: 'hidden' });
  await page.locator('.profile-security').getByText(`+${account.countryId}${fresh}`).waitFor();
  const [notice] = await outboxTexts(baseUrl, account.phone);
  assert.match(notice, /^PesaBridge: the phone number of your account is now \+25471\*\*\*/);

  // Link an email: without one, the (new) phone vouches for it.
  await page.getByRole('button', { name: 'Link an email' }).click();
  const email = dialogTitled(page, 'Link an email');
  await itemOf(email, 'Code from current phone')
    .getByText(`The code is sent to +${account.countryId}${fresh}.`)
    .waitFor();
  await email.getByLabel('Login password').fill(account.password);
  await sendCode(page, email, 'Code from current phone', '/api/user/sendContactCode');
  await email.getByLabel('Code from current phone').fill(await latestCode(baseUrl, fresh));
  const address = uniqueEmail('linked');
  await email.getByLabel('New email', { exact: true }).fill(address);
  await sendCode(page, email, 'Code from new email', '/api/common/sendMailCode');
  await email.getByLabel('Code from new email').fill(await latestCode(baseUrl, address));
  await email.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Email changed').waitFor();
  await page.locator('.profile-security').getByText(address).waitFor();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const info = await apiData(baseUrl, '/user/info', {}, { token });
  assert.equal(info.email, address);

  // In Chinese the same dialog asks for the same proofs, and says what is missing.
  await switchLanguage(page, page.locator('.shell-header'), '中文');
  await page.getByRole('button', { name: '修改邮箱' }).click();
  const zh = dialogTitled(page, '修改邮箱');
  await zh
    .getByText('为保障账户安全，此次变更需要验证登录密码和发送至当前邮箱的验证码。')
    .waitFor();
  await itemOf(zh, '当前邮箱验证码').getByText(`验证码将发送至 ${address}。`).waitFor();
  // antd spaces out a two-character Chinese button label ("确 定").
  await zh.getByRole('button', { name: /^确\s*定$/ }).click();
  await itemOf(zh, '登录密码').getByText('请输入当前密码').waitFor();
  await itemOf(zh, '当前邮箱验证码').getByText('请输入验证码').waitFor();
  await itemOf(zh, '新邮箱验证码').getByText('请输入验证码').waitFor();
});
