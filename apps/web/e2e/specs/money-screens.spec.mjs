/* global document, window */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { registerByPhoneViaApi, strongPassword, uniquePhone } from '../support/api.mjs';
import { expectNoAxeViolations } from '../support/a11y.mjs';
import { test } from '../support/harness.mjs';
import {
  addMpesaPayeeViaApi,
  FUND_PASSWORD,
  fundedAccountWithPayee,
  moneyAccount,
  mpesaSendViaApi,
  settledOrder,
  topUpViaApi,
} from '../support/money.mjs';
import { expectDashboard } from '../support/ui.mjs';

// Issue 33, "Clear money screens": what a person sees of payments, PINs, sign-in and tables.

/**
 * With E2E_SCREENSHOTS set to a folder, saves what the screen shows there (for the issue's
 * closing note); otherwise does nothing.
 */
async function shot(page, name) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

const useLocale = (page, locale) =>
  page.context().addInitScript((lang) => localStorage.setItem('locale', lang), locale);

test('the history shows one line per payment, with its hold and payout inside, in English and Chinese', async ({
  page,
  baseUrl,
}) => {
  const account = await fundedAccountWithPayee(page, baseUrl, 'Achieng Otieno', '0711000333');
  const sent = await mpesaSendViaApi(baseUrl, account.token, account.payeeId, '300');
  await settledOrder(baseUrl, account.token, sent.sn);

  const text = {
    en: { paid: 'Payment paid out', held: 'Funds held for a payment', expand: 'Expand row' },
    zh: { paid: '付款已支付', held: '付款冻结', expand: '展开行' },
  };
  for (const locale of ['en', 'zh']) {
    const words = text[locale];
    await useLocale(page, locale);
    await page.goto('/home/assets-order');
    const line = page.locator('tr[data-row-key]', { hasText: sent.sn });
    await line.getByText(words.paid).waitFor();
    // One line for the send (not hold, hold and payout), one for the top-up.
    assert.equal(await line.count(), 1);
    assert.equal(await page.locator('tr[data-row-key]').count(), 2);
    assert.match(await line.getByTestId('transaction-amount').innerText(), /^KES -3\d\d\.\d\d$/);
    await line.getByRole('button', { name: words.expand }).click();
    const inside = page.getByTestId('transaction-movements');
    await inside.getByText(words.held).first().waitFor();
    assert.equal(await inside.locator('li').count(), 3);
    assert.equal(await inside.getByText(words.paid).count(), 1);
    await expectNoAxeViolations(page, { label: `transaction history, opened (${locale})` });
    await shot(page, `history-${locale}-desktop`);
    await page.setViewportSize({ width: 390, height: 800 });
    await shot(page, `history-${locale}-390`);
    await page.setViewportSize({ width: 1366, height: 800 });
  }
});

/** A signed-in account with 3,000 KES and an M-Pesa recipient, on the send page's amount step. */
async function toAmountStep(page, baseUrl, locale, next) {
  const account = await moneyAccount(page, baseUrl, { locale });
  await topUpViaApi(baseUrl, account.token, '3000');
  await addMpesaPayeeViaApi(baseUrl, account.token, 'Wanjiku Kamau', '0722000111');
  await page.goto('/home/psp-index');
  await page.getByText('Wanjiku Kamau').click();
  await page.getByRole('button', { name: next }).click();
  return account;
}

const sendTexts = {
  en: {
    next: 'Next',
    amount: 'Amount (KES)',
    note: 'Note (optional)',
    confirm: 'Confirm and pay',
    pay: 'Pay',
    triesLeft:
      'Incorrect transaction password; 4 tries left before payments are locked for 30 minutes',
    view: 'View this order',
  },
  zh: {
    next: '下一步',
    amount: '金额 (KES)',
    note: '备注（选填）',
    confirm: '确认并付款',
    pay: '付款',
    triesLeft: '交易密码错误，还可再试4次，之后付款功能将锁定30分钟',
    view: '查看此订单',
  },
};

for (const locale of ['en', 'zh']) {
  test(`the note shows on the confirm step and the order; the PIN opens the digit pad and says the tries left (${locale})`, async ({
    page,
    baseUrl,
  }) => {
    const words = sendTexts[locale];
    const note = locale === 'en' ? 'Rent for November' : '十一月房租';
    await toAmountStep(page, baseUrl, locale, words.next);
    await page.getByLabel(words.amount).fill('150');
    await page.getByLabel(words.note).fill(note);
    await page.getByTestId('quote-pay-amount').waitFor();
    await page.getByRole('button', { name: words.next }).click();
    await page.getByTestId('send-remark').getByText(note).waitFor();
    await shot(page, `send-confirm-note-${locale}`);
    await page.getByRole('button', { name: words.confirm }).click();

    const dialog = page.getByRole('dialog');
    const boxes = dialog.locator('input');
    await boxes.first().waitFor();
    assert.equal(await boxes.count(), 6);
    for (let i = 0; i < 6; i++)
      assert.equal(await boxes.nth(i).getAttribute('inputmode'), 'numeric');
    await expectNoAxeViolations(page, { label: `PIN pad (${locale})` });

    await boxes.first().click();
    await page.keyboard.type('000000');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/order/create'));
    await dialog.getByRole('button', { name: words.pay }).click();
    assert.equal((await (await refused).json()).code, -1023);
    await dialog.getByText(words.triesLeft).waitFor();
    await shot(page, `pin-tries-left-${locale}`);

    await boxes.first().click();
    await page.keyboard.type(FUND_PASSWORD);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/order/create'));
    await dialog.getByRole('button', { name: words.pay }).click();
    assert.equal((await (await created).json()).code, 200);
    await page.getByRole('button', { name: words.view }).click();
    await page.locator('.order-receipt').getByTestId('order-remark').getByText(note).waitFor();
    await shot(page, `order-detail-note-${locale}`);
  });
}

test('sign-in takes the country from a number typed with +255 or a Tanzanian 06 prefix', async ({
  page,
  baseUrl,
}) => {
  const plus = await registerByPhoneViaApi(baseUrl, { countryId: 255 });
  await page.goto('/login');
  const form = page.locator('form');
  const country = form.locator('select');
  await country.locator('option[value="254"]').waitFor({ state: 'attached' });
  assert.equal(await country.inputValue(), '254');
  await form.locator('input[autocomplete=tel-national]').fill(`+255 ${plus.phone}`);
  assert.equal(await country.inputValue(), '255');
  await form.locator('input[type=password]').fill(strongPassword);
  await form.locator('button[type=submit]').click();
  await expectDashboard(page);

  // A number only Tanzania uses (06…), typed the national way, in a fresh visit.
  const tigo = await registerByPhoneViaApi(baseUrl, {
    countryId: 255,
    phone: `65${uniquePhone().slice(2)}`,
  });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await country.locator('option[value="254"]').waitFor({ state: 'attached' });
  await form.locator('input[autocomplete=tel-national]').fill(`0${tigo.phone}`);
  assert.equal(await country.inputValue(), '255');
  await form.locator('input[type=password]').fill(strongPassword);
  await form.locator('button[type=submit]').click();
  await expectDashboard(page);
});

for (const [locale, expected] of [
  ['en', 'No account has this number in Kenya. Is the country right?'],
  ['zh', '肯尼亚没有使用该号码的账号，请确认所选国家是否正确。'],
]) {
  test(`"Account does not exist" asks to check the country (${locale})`, async ({ page }) => {
    await useLocale(page, locale);
    await page.goto('/login');
    const form = page.locator('form');
    await form.locator('select option[value="254"]').waitFor({ state: 'attached' });
    await form.locator('input[autocomplete=tel-national]').fill(`0${uniquePhone()}`);
    await form.locator('input[type=password]').fill(strongPassword);
    await form.locator('button[type=submit]').click();
    await page.getByTestId('login-check-country').getByText(expected).waitFor();
    await expectNoAxeViolations(page, { label: `login, account not found (${locale})` });
    await shot(page, `login-check-country-${locale}-desktop`);
    await page.setViewportSize({ width: 390, height: 800 });
    await shot(page, `login-check-country-${locale}-390`);
    // Choosing the other country takes the hint away: it was about the first choice.
    await form.locator('select').selectOption('255');
    await page.getByTestId('login-check-country').waitFor({ state: 'detached' });
  });
}

for (const [locale, name] of [
  ['en', 'Chat with us'],
  ['zh', '在线咨询'],
]) {
  test(`without a chat URL the chat link leads to the contact page (${locale})`, async ({
    page,
  }) => {
    await useLocale(page, locale);
    await page.route('**/api/common/appConfig', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 200, msg: 'OK', data: { chatUrl: null, devOutbox: true } }),
      }),
    );
    for (const path of ['/', '/login']) {
      await page.goto(path);
      const link = page.getByRole('link', { name, exact: true });
      await link.waitFor();
      assert.equal(await link.getAttribute('href'), '/contactUs');
    }
    await shot(page, `chat-fallback-login-${locale}`);
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByTestId('contact-page').waitFor();
    assert.equal(new URL(page.url()).pathname, '/contactUs');
  });
}

for (const [locale, hint] of [
  ['en', 'Swipe sideways to see every column'],
  ['zh', '左右滑动可查看全部列'],
]) {
  test(`at 390 px a wide table says it scrolls sideways and cuts no amount (${locale})`, async ({
    page,
    baseUrl,
  }) => {
    const account = await fundedAccountWithPayee(page, baseUrl, 'Baraka Mwangi', '0711000555');
    await useLocale(page, locale);
    await mpesaSendViaApi(baseUrl, account.token, account.payeeId, '1234.5');
    await page.setViewportSize({ width: 390, height: 800 });

    await page.goto('/home/assets-payee');
    await page.getByText('Baraka Mwangi').first().waitFor();
    await page.getByTestId('table-scroll-hint').getByText(hint).waitFor();
    // The frame scrolls; the page itself never does.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    assert.ok(widths.page <= widths.view, `the page scrolls sideways: ${JSON.stringify(widths)}`);
    await expectNoAxeViolations(page, { label: `recipients at 390 px (${locale})` });
    await shot(page, `recipients-390-${locale}`);

    await page.goto('/home/psp-order');
    await page.locator('tr[data-row-key]').first().waitFor();
    // Every amount cell shows all of its text: nothing is clipped or wrapped inside an amount.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('.plain-table td.is-right')]
        .filter((cell) => cell.textContent.trim() !== '')
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent),
    );
    assert.deepEqual(cut, []);
    await page
      .getByText(/1,234\.50/)
      .first()
      .waitFor();
  });
}
