import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { apiData, latestCode, registerByPhoneViaApi } from './api.mjs';
import { operatorCallAs } from './operators.mjs';

export const FUND_PASSWORD = '135790';
const OPERATOR = { username: 'e2e-operator', password: 'E2e-operator-2026' };

// The server refuses an identical call to the same path within 300 ms (duplicate guard).
const spaced = () => delay(350);

let counter = 0;
export const newSn = (prefix) =>
  `${prefix}${Date.now().toString(36)}${String(++counter).padStart(4, '0')}`;

/**
 * A registered account (Kenyan unless `countryId` says otherwise, on `phone` if given) with a
 * transaction password, and the browser already signed in.
 */
export async function moneyAccount(page, baseUrl, { locale = 'en', countryId = 254, phone } = {}) {
  const account = await registerByPhoneViaApi(baseUrl, { countryId, ...(phone && { phone }) });
  const options = { token: account.token };
  await spaced();
  await apiData(baseUrl, '/common/sendCode', {
    countryId: account.countryId,
    phone: account.phone,
    scene: 'fundPwd',
  });
  await spaced();
  const code = await latestCode(baseUrl, account.phone);
  await apiData(baseUrl, '/user/resetFundPwd', { code, fundPassword: FUND_PASSWORD }, options);
  await page.context().addInitScript(
    ([token, lang]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('locale', lang);
    },
    [account.token, locale],
  );
  return account;
}

/** Waits (by polling the API) until a top-up order is settled, then returns it. */
export async function settledOrder(baseUrl, token, sn) {
  for (;;) {
    await spaced();
    const order = await apiData(baseUrl, `/order/detail/${sn}`, {}, { token });
    if (order.status >= 1) return order;
  }
}

/** Tops up through the simulator (domestic KES by STK push, cross-border USD by bank). */
export async function topUpViaApi(baseUrl, token, amount, scope = 0) {
  await spaced();
  const order = await apiData(
    baseUrl,
    '/recharge/create',
    {
      sn: newSn('R'),
      scope,
      payType: scope === 0 ? 502 : 503,
      currencyId: scope === 0 ? 404 : 840,
      amount,
    },
    { token },
  );
  if (scope === 1) {
    // A bank top-up is confirmed by an operator once the transfer shows on the statement.
    const queue = await operatorCall(baseUrl, '/ops/review/list', { pageNum: 1, pageSize: 100 });
    const held = (Array.isArray(queue) ? queue : (queue?.rows ?? [])).find(
      (o) => o.sn === order.sn,
    );
    if (!held) throw new Error(`top-up ${order.sn} is not in the review queue`);
    await operatorCall(baseUrl, '/ops/order/approve', {
      orderId: held.orderId,
      reason: 'statement',
    });
  }
  return settledOrder(baseUrl, token, order.sn);
}

export async function addPayeeViaApi(baseUrl, token, payee) {
  await spaced();
  return apiData(baseUrl, '/payee/add', payee, { token });
}

/** A Kenyan M-Pesa recipient (KES), usable at once like every domestic recipient. */
export function addMpesaPayeeViaApi(baseUrl, token, name, phone) {
  const payee = { countryId: 254, payType: 2, currencyId: 404, name, type: 2, phone };
  return addPayeeViaApi(baseUrl, token, payee);
}

/** A signed-in account with 2,000 KES and one M-Pesa recipient, whose id is `payeeId`. */
export async function fundedAccountWithPayee(page, baseUrl, name, phone) {
  const account = await moneyAccount(page, baseUrl);
  await topUpViaApi(baseUrl, account.token, '2000');
  const { id: payeeId } = await addMpesaPayeeViaApi(baseUrl, account.token, name, phone);
  return { ...account, payeeId };
}

/** A domestic KES send to an M-Pesa recipient, paid with the transaction password. */
export async function mpesaSendViaApi(baseUrl, token, payeeId, amount) {
  await spaced();
  const order = {
    sn: newSn('S'),
    scope: 0,
    payeeId,
    payType: 2,
    currencyId: 404,
    amount,
    fundPassword: FUND_PASSWORD,
  };
  return apiData(baseUrl, '/order/create', order, { token });
}

/** An /ops call as the configured admin operator (signed in with its second factor). */
export function operatorCall(baseUrl, path, body) {
  return operatorCallAs(baseUrl, OPERATOR, path, body);
}

/** A one-pixel PNG on disk, for the document uploads. */
export function pngFile(name = 'document.png') {
  const dir = mkdtempSync(join(tmpdir(), 'pesa-e2e-upload-'));
  const file = join(dir, name);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  writeFileSync(file, png);
  return file;
}

/**
 * Picks an option of the antd Select whose form label is `label`, and checks the choice shows in
 * the field. A screen that re-renders while the list is open (the quote countdown does) can swallow
 * a click, so the pick is tried again until the field shows it.
 */
export async function chooseOption(page, label, option) {
  // The plain lists' filters are native selects: the browser picks the option itself.
  const field = page.getByLabel(label, { exact: true }).last();
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
    await field.selectOption({ label: option });
    return;
  }
  const select = page
    .locator('.ant-select', { has: page.getByLabel(label, { exact: true }) })
    .last();
  for (let attempt = 1; ; attempt++) {
    await page.getByLabel(label, { exact: true }).last().click();
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
    await dropdown.locator('.ant-select-item-option', { hasText: option }).first().click();
    const chosen = await select
      .filter({ hasText: option })
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (chosen) break;
    if (attempt === 3) throw new Error(`could not choose "${option}" in "${label}"`);
    await page.keyboard.press('Escape');
  }
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .waitFor({ state: 'hidden' });
}

/** Types the 6-digit transaction password and pays. */
export async function payWithPassword(page, payLabel = 'Pay') {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input').first().click();
  await page.keyboard.type(FUND_PASSWORD);
  await dialog.getByRole('button', { name: payLabel }).click();
}
