import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  apiData,
  latestCode,
  registerByPhoneViaApi,
  strongPassword,
  uniquePhone,
} from '../support/api.mjs';
import { expectNoAxeViolations } from '../support/a11y.mjs';
import { test } from '../support/harness.mjs';
import { addMpesaPayeeViaApi, moneyAccount, topUpViaApi } from '../support/money.mjs';
import { sidebar } from '../support/ui.mjs';

// Issue 33, "input is never lost": refresh, back and forward keep a multi-step form's step and
// entries; leaving with unsaved input asks first; a length limit is shown while typing.

/**
 * With E2E_SCREENSHOTS set to a folder, saves what the screen shows there (for the issue's
 * closing note), at desktop size and at a 390 px phone; otherwise does nothing.
 */
async function shot(page, name) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(dir, `${name}-390.png`) });
  await page.setViewportSize(desktop);
}

const KEPT_PREFIX = 'pesa.input:';
const keptKeys = (page) =>
  page.evaluate(
    (prefix) => Object.keys(sessionStorage).filter((key) => key.startsWith(prefix)),
    KEPT_PREFIX,
  );
const stepParam = (page) => new URL(page.url()).searchParams.get('step');

async function signIn(page, token, locale) {
  await page.context().addInitScript(
    ([value, lang]) => {
      localStorage.setItem('token', value);
      localStorage.setItem('locale', lang);
    },
    [token, locale],
  );
}

const KYB = {
  en: {
    locale: 'en',
    company: 'Registered company name',
    phone: 'Company phone',
    email: 'Company email',
    address: 'Registered business address',
    nature: 'Nature and scope of business',
    next: 'Next',
    step1: 'Company details',
    step2: 'Business profile',
    leave: 'You have entered details that are not saved yet. Leave this page anyway?',
  },
  zh: {
    locale: 'zh',
    company: '公司注册名称',
    phone: '公司电话',
    email: '公司邮箱',
    address: '公司注册地址',
    nature: '业务性质及范围',
    next: '下一步',
    step1: '公司信息',
    step2: '业务概况',
    leave: '您填写的内容尚未保存。仍要离开此页面吗？',
  },
};

async function kybKeepsInput(page, baseUrl, text) {
  const company = await registerByPhoneViaApi(baseUrl, { userType: 1 });
  await signIn(page, company.token, text.locale);
  await page.goto('/home/kyc-auth');
  const stepTitle = (title) => page.locator('h4', { hasText: title });
  await stepTitle(text.step1).waitFor();
  await page.getByLabel(text.company).fill('Savannah Freight Ltd');
  await page.getByLabel(text.phone).fill('+254 700 123 456');
  await page.getByLabel(text.email).fill('compliance@savannah.example');
  await page.getByLabel(text.address).fill('Mombasa Road 12, Nairobi');
  // Next saves the step's answers as the draft.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/auth/save'));
  await page.getByRole('button', { name: text.next }).click();
  assert.equal((await (await saved).json()).code, 200);
  await stepTitle(text.step2).waitFor();
  assert.equal(stepParam(page), '2');
  const draft = await apiData(baseUrl, '/user/auth', {}, company);
  assert.equal(draft.companyName, 'Savannah Freight Ltd');

  // Typed on step 2 and not saved: a refresh keeps the step and the text.
  const nature = page.getByLabel(text.nature);
  await nature.fill('Freight forwarding and customs');
  // Its limit shows while typing (500 characters).
  await page
    .locator('.ant-form-item', { has: nature })
    .getByText('30 / 500', { exact: true })
    .waitFor();
  await page.reload();
  await stepTitle(text.step2).waitFor();
  assert.equal(await nature.inputValue(), 'Freight forwarding and customs');
  await shot(page, `kyb-step2-after-refresh-${text.locale}`);

  // The browser's back is the previous step, forward the next, and nothing is emptied.
  await page.goBack();
  await stepTitle(text.step1).waitFor();
  assert.equal(await page.getByLabel(text.company).inputValue(), 'Savannah Freight Ltd');
  assert.equal(new URL(page.url()).pathname, '/home/kyc-auth');
  await page.goForward();
  await stepTitle(text.step2).waitFor();
  assert.equal(await nature.inputValue(), 'Freight forwarding and customs');

  // Leaving through the menu with unsaved input asks first; "no" stays on the form.
  const asked = new Promise((resolve) =>
    page.once('dialog', async (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() });
      await dialog.dismiss();
    }),
  );
  await sidebar(page).locator('a[href="/home/dashboard"]').first().click();
  assert.deepEqual(await asked, { type: 'confirm', message: text.leave });
  await stepTitle(text.step2).waitFor();
  assert.equal(new URL(page.url()).pathname, '/home/kyc-auth');
}

test('kept input: KYB keeps step and fields across refresh, back and forward, and Next saves a draft', async ({
  page,
  baseUrl,
}) => {
  await kybKeepsInput(page, baseUrl, KYB.en);
});

test('kept input: KYB keeps step and fields in Chinese', async ({ page, baseUrl }) => {
  await kybKeepsInput(page, baseUrl, KYB.zh);
});

const SEND = {
  en: {
    locale: 'en',
    next: 'Next',
    amount: 'Amount (KES)',
    option: 'Payment option',
    recipient: 'Recipient',
    amountStep: 'Amount',
    confirmStep: 'Confirm',
  },
  zh: {
    locale: 'zh',
    next: '下一步',
    amount: '金额 (KES)',
    option: '付款方式',
    recipient: '收款人',
    amountStep: '金额',
    confirmStep: '确认',
  },
};

async function sendKeepsStep(page, baseUrl, text) {
  const account = await moneyAccount(page, baseUrl, { locale: text.locale });
  await topUpViaApi(baseUrl, account.token, '3000');
  await addMpesaPayeeViaApi(baseUrl, account.token, 'Wanjiku Kamau', '0722000111');
  await page.goto('/home/psp-index');
  const current = page.locator('.send-steps [aria-current="step"]');
  const expectStep = (title) => current.getByText(title, { exact: true }).waitFor();
  await page.getByText('Wanjiku Kamau').click();
  await expectStep(text.option);
  await page.getByRole('button', { name: text.next }).click();
  await expectStep(text.amountStep);
  const amount = page.getByLabel(text.amount);
  await amount.fill('150');
  await page.getByTestId('quote-pay-amount').waitFor();

  // A refresh keeps the step and the amount typed (before Next).
  await page.reload();
  await expectStep(text.amountStep);
  assert.equal(await amount.inputValue(), '150');
  await page.getByTestId('quote-pay-amount').waitFor();
  await shot(page, `send-amount-after-refresh-${text.locale}`);

  // Browser back walks the steps, and stays in the wizard.
  await page.goBack();
  await expectStep(text.option);
  await page.goBack();
  await expectStep(text.recipient);
  assert.equal(new URL(page.url()).pathname, '/home/psp-index');
  await page.goForward();
  await expectStep(text.option);
  await page.goForward();
  await expectStep(text.amountStep);
  assert.equal(await amount.inputValue(), '150');

  // The confirm step survives a refresh too; its destination is still there.
  await page.getByRole('button', { name: text.next }).click();
  await expectStep(text.confirmStep);
  await page.reload();
  await expectStep(text.confirmStep);
  await page.getByTestId('send-destination-phone').getByText('+254 722 000 111').waitFor();
  // The form's own Back is the same step as the browser's.
  await page.goBack();
  await expectStep(text.amountStep);
  assert.equal(await amount.inputValue(), '150');
  // Kept under this person and this form only.
  const userId = (await apiData(baseUrl, '/user/info', {}, account)).userId;
  assert.deepEqual(await keptKeys(page), [`${KEPT_PREFIX}${userId}:send-0`]);
}

test('kept input: the send wizard keeps its step and entries across refresh, back and forward', async ({
  page,
  baseUrl,
}) => {
  await sendKeepsStep(page, baseUrl, SEND.en);
});

test('kept input: the send wizard keeps its step in Chinese', async ({ page, baseUrl }) => {
  await sendKeepsStep(page, baseUrl, SEND.zh);
});

const REGISTER = {
  en: {
    locale: 'en',
    country: 'Country',
    sendCode: 'Send code',
    next: 'Next',
    password: 'Password',
    account: 'Account',
    codeAgain: 'For your security the verification code is not kept when the page reloads.',
    submit: 'Create account',
  },
  zh: {
    locale: 'zh',
    country: '国家',
    sendCode: '获取验证码',
    next: '下一步',
    password: '设置密码',
    account: '账户信息',
    codeAgain: '为保障安全，页面刷新后不会保留验证码。',
    submit: '创建账户',
  },
};

async function registrationKeepsStep(page, baseUrl, text) {
  await page.context().addInitScript((lang) => localStorage.setItem('locale', lang), text.locale);
  const phone = uniquePhone();
  await page.goto('/register');
  const stepItem = (title) => page.locator('.auth-steps [aria-current=step]', { hasText: title });
  // Tanzania, then a refresh on the first step: the country stays.
  const country = page.getByLabel(text.country);
  const tanzaniaChosen = () =>
    country.locator('option:checked', { hasText: '(+255)' }).waitFor({ state: 'attached' });
  await country.locator('option', { hasText: '(+255)' }).waitFor({ state: 'attached' });
  await country.selectOption('255');
  await tanzaniaChosen();
  await page.locator('input[autocomplete=tel-national]').fill(phone);
  await page.reload();
  await tanzaniaChosen();
  assert.equal(await page.locator('input[autocomplete=tel-national]').inputValue(), phone);

  const codeSent = page.waitForResponse((r) => r.url().endsWith('/api/common/sendCode'));
  await page.getByRole('button', { name: text.sendCode }).click();
  assert.equal((await (await codeSent).json()).code, 200);
  const code = await latestCode(baseUrl, phone);
  await page.locator('input[autocomplete=one-time-code]').fill(code);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: text.next }).click();
  await stepItem(text.password).waitFor();

  // A refresh on the password step keeps it; the code (never kept) is asked again.
  await page.reload();
  await stepItem(text.password).waitFor();
  await page.getByText(text.codeAgain).waitFor();
  await expectNoAxeViolations(page, {
    context: '.auth-code-again',
    label: `register, code asked again (${text.locale})`,
  });
  await shot(page, `register-password-step-after-refresh-${text.locale}`);
  // Back shows the first step with the country and number; forward returns.
  await page.goBack();
  await stepItem(text.account).waitFor();
  await tanzaniaChosen();
  assert.equal(await page.locator('input[autocomplete=tel-national]').inputValue(), phone);
  await page.goForward();
  await stepItem(text.password).waitFor();

  await page.locator('input[autocomplete=one-time-code]').fill(code);
  const passwords = page.locator('input[autocomplete=new-password]');
  await passwords.nth(0).fill(strongPassword);
  await passwords.nth(1).fill(strongPassword);
  await page.getByRole('button', { name: text.submit }).click();
  await page.waitForURL((url) => url.pathname === '/register/success');
  // Submitted: nothing of the form is kept any more.
  assert.deepEqual(await keptKeys(page), []);
  const info = await apiData(
    baseUrl,
    '/user/info',
    {},
    {
      token: await page.evaluate(() => localStorage.getItem('token')),
    },
  );
  assert.equal(info.countryId, 255);
}

test('kept input: registration keeps its step and country across a refresh', async ({
  page,
  baseUrl,
}) => {
  await registrationKeepsStep(page, baseUrl, REGISTER.en);
});

test('kept input: registration keeps its step and country in Chinese', async ({
  page,
  baseUrl,
}) => {
  await registrationKeepsStep(page, baseUrl, REGISTER.zh);
});

for (const [locale, add, name] of [
  ['en', 'Add recipient', 'Recipient name'],
  ['zh', '添加收款人', '收款人姓名'],
]) {
  test(`kept input: a recipient name shows its 100-character limit while typing (${locale})`, async ({
    page,
    baseUrl,
  }) => {
    await moneyAccount(page, baseUrl, { locale });
    await page.goto('/home/assets-payee');
    await page.getByRole('button', { name: add }).click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByLabel(name, { exact: true });
    const item = dialog.locator('.ant-form-item', { has: page.getByLabel(name, { exact: true }) });
    await item.getByText('0 / 100', { exact: true }).waitFor();
    await field.fill('x'.repeat(120));
    // Cut at the limit, and the count says so.
    await item.getByText('100 / 100', { exact: true }).waitFor();
    assert.equal((await field.inputValue()).length, 100);
    await shot(page, `recipient-name-limit-${locale}`);
    await expectNoAxeViolations(page, {
      context: '.ant-modal',
      label: `recipient form (${locale})`,
    });
  });
}

for (const text of [
  {
    locale: 'en',
    sendCode: 'Send code',
    next: 'Next',
    step: 'New password',
    submit: 'Reset password',
  },
  { locale: 'zh', sendCode: '获取验证码', next: '下一步', step: '新密码', submit: '重置密码' },
]) {
  test(`kept input: password recovery keeps its step across a refresh and asks the code again (${text.locale})`, async ({
    page,
    baseUrl,
  }) => {
    const account = await registerByPhoneViaApi(baseUrl);
    await page.context().addInitScript((lang) => localStorage.setItem('locale', lang), text.locale);
    await page.goto('/forgotPassword');
    await page.locator('input[autocomplete=tel-national]').fill(account.phone);
    const codeSent = page.waitForResponse((r) => r.url().endsWith('/api/common/sendCode'));
    await page.getByRole('button', { name: text.sendCode }).click();
    assert.equal((await (await codeSent).json()).code, 200);
    const code = await latestCode(baseUrl, account.phone);
    await page.locator('input[autocomplete=one-time-code]').fill(code);
    await page.getByRole('button', { name: text.next }).click();
    const current = page.locator('.auth-steps .ant-steps-item-process', { hasText: text.step });
    await current.waitFor();
    await page.reload();
    await current.waitFor();
    await page.locator('.auth-code-again').waitFor();
    await page.locator('input[autocomplete=one-time-code]').fill(code);
    const passwords = page.locator('input[autocomplete=new-password]');
    await passwords.nth(0).fill('Pesa2027Bridge');
    await passwords.nth(1).fill('Pesa2027Bridge');
    await page.getByRole('button', { name: text.submit }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    assert.deepEqual(await keptKeys(page), []);
    // The new password works.
    const token = await apiData(baseUrl, '/user/login', {
      countryId: 254,
      phone: account.phone,
      password: 'Pesa2027Bridge',
    });
    assert.equal(typeof token, 'string');
  });
}

test('kept input: an individual’s KYC keeps typed fields and uploaded files across leaving and coming back', async ({
  page,
  baseUrl,
}) => {
  const person = await registerByPhoneViaApi(baseUrl, { userType: 2 });
  await signIn(page, person.token, 'en');
  await page.goto('/home/kyc-auth');
  await page.getByLabel('Full name (as on your ID)').fill('Amina Wanjiru');
  const front = page.locator('.ant-form-item', {
    has: page.getByText('ID document (front)', { exact: true }),
  });
  await front.locator('input[type=file]').setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await front.getByText('front.png').waitFor();
  // Away (a full page load) and back with the browser: nothing was saved, nothing is lost.
  await page.goto('/home/dashboard');
  await page.goBack();
  await page.getByLabel('Full name (as on your ID)').waitFor();
  assert.equal(await page.getByLabel('Full name (as on your ID)').inputValue(), 'Amina Wanjiru');
  await front.getByRole('button', { name: 'View' }).waitFor();
  // And from the session, not a page the browser kept in memory: a refresh shows the same.
  await page.reload();
  await front.getByRole('button', { name: 'View' }).waitFor();
  assert.equal(await page.getByLabel('Full name (as on your ID)').inputValue(), 'Amina Wanjiru');
  await page.goForward();
  await page.waitForURL((url) => url.pathname === '/home/dashboard');
});
