import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { apiData } from '../support/api.mjs';
import { expectNoAxeViolations } from '../support/a11y.mjs';
import { verifiedAgentViaApi } from '../support/agents.mjs';
import { approvedMerchantViaApi } from '../support/apiMerchant.mjs';
import { test } from '../support/harness.mjs';
import { newSn, topUpViaApi } from '../support/money.mjs';
import { consoleAs } from '../support/operators.mjs';

// Issue 33, "The operator console speaks like the customer app": names, numbers and words.

const ADMIN = { username: 'e2e-words-admin', password: 'Words-admin-2026' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

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

/** The console as the admin: its session in the tab, as after sign-in, in `locale`. */
async function consoleAsAdmin(page, baseUrl, locale) {
  await consoleAs(page, baseUrl, ADMIN, 'admin');
  await page.goto('/ops/login');
  await useLocale(page, locale);
}

/** Switches the app's language as the switch would keep it; the next page load reads it. */
const useLocale = (page, locale) =>
  page.evaluate((lang) => localStorage.setItem('locale', lang), locale);

async function uploadPng(baseUrl, token) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  const response = await fetch(`${baseUrl}/api/common/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const reply = await response.json();
  assert.equal(reply.code, 200, `upload: ${reply.code} ${reply.msg}`);
  return reply.data.filePath;
}

/** A camelCase key such as `kycApprove` where a person should read words. */
const RAW_KEY = /^[a-z]+[A-Z][A-Za-z]*$/;

test('the audit trail names KYB decisions, accounts and details in English and Chinese', async ({
  page,
  baseUrl,
}) => {
  const tradingName = `Baobab ${Date.now() % 100000}`;
  const agent = await verifiedAgentViaApi(baseUrl, { tradingName, float: '100' });
  const company = `${tradingName} Enterprises Ltd`;
  await consoleAsAdmin(page, baseUrl, 'en');

  const words = {
    en: {
      heading: 'Audit trail',
      action: 'KYB approved',
      target: `Account · ${agent.accountNo} · ${company}`,
      first: 'First approval; a second operator decides',
      signedIn: /^Signed in · from /,
    },
    zh: {
      heading: '审计日志',
      action: 'KYB 通过',
      target: `账户 · ${agent.accountNo} · ${company}`,
      first: '初审通过，待另一名操作员复核',
      signedIn: /^已登录 · 来自 /,
    },
  };
  for (const [locale, w] of Object.entries(words)) {
    await useLocale(page, locale);
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/ops/audit');
      await page.getByRole('heading', { name: w.heading }).waitFor();
      // Both approvals of the company's application, on its account number and name, as KYB.
      const decisions = page
        .getByRole('row')
        .filter({ has: page.getByTestId('ops-audit-target').getByText(w.target, { exact: true }) });
      await decisions.first().waitFor();
      assert.equal(await decisions.count(), 2);
      assert.equal(await decisions.getByTestId('ops-audit-action').getByText(w.action).count(), 2);
      await decisions.getByTestId('ops-audit-detail').getByText(w.first).waitFor();
      // The admin's own sign-in, in words with the address it came from.
      await page.getByTestId('ops-audit-detail').getByText(w.signedIn).first().waitFor();
      // No cell shows a raw key, and no target an internal id.
      const actions = await page.getByTestId('ops-audit-action').allTextContents();
      assert.ok(actions.length > 0);
      assert.deepEqual(
        actions.filter((text) => RAW_KEY.test(text)),
        [],
      );
      const targets = await page.getByTestId('ops-audit-target').allTextContents();
      assert.deepEqual(
        targets.filter((text) => /\b(user|order|operator):\d+/.test(text)),
        [],
      );
      await shot(page, `console-audit-${locale}-${size}`);
    }
    await page.setViewportSize(DESKTOP);
    await expectNoAxeViolations(page, { label: `audit trail (${locale})` });
  }
});

test('a finance queue and its drawer name the customer by account number; an API suspense top-up says so', async ({
  page,
  baseUrl,
}) => {
  const merchant = await approvedMerchantViaApi(baseUrl);
  await delay(350);
  const proofFile = await uploadPng(baseUrl, merchant.token);
  const order = await apiData(
    baseUrl,
    '/user/userApi/recharge',
    { sn: newSn('SR'), payType: 503, currencyId: 404, amount: '2500', proofFile, remark: 'Float' },
    { token: merchant.token },
  );
  const { accountNo } = await apiData(baseUrl, '/user/info', {}, { token: merchant.token });
  await consoleAsAdmin(page, baseUrl, 'en');

  const words = {
    en: {
      heading: 'Offline top-ups',
      kind: 'API suspense top-up',
      wallet: 'API suspense account',
      credited: 'Credited to the API suspense account',
    },
    zh: {
      heading: '线下充值',
      kind: 'API 备付金充值',
      wallet: 'API 备付金账户',
      credited: '入账至 API 备付金账户',
    },
  };
  for (const [locale, w] of Object.entries(words)) {
    await useLocale(page, locale);
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ]) {
      await page.setViewportSize(viewport);
      // The finance queue: the top-up's row names the account and what kind of top-up it is.
      await page.goto('/ops/top-ups');
      await page.getByRole('heading', { name: w.heading }).waitFor();
      const row = page.getByRole('row', { name: new RegExp(order.sn) });
      await row.getByTestId('ops-customer-name-cell').getByText(accountNo).waitFor();
      await row.getByText(w.kind).waitFor();
      await row.getByText('KES 2,500.00').waitFor();
      await shot(page, `console-topups-${locale}-${size}`);
      await row.click();
      const drawer = page.getByRole('dialog', { name: new RegExp(order.sn) });
      await drawer.getByText(w.wallet, { exact: true }).waitFor();
      await drawer.getByText(w.credited, { exact: true }).waitFor();
      await drawer.getByText(w.kind, { exact: true }).first().waitFor();
      // Never the customer's wallet words for money that goes to the API suspense account.
      assert.equal(await drawer.getByText(/Domestic|境内/).count(), 0);
      await shot(page, `console-topup-drawer-${locale}-${size}`);
      if (size === 'desktop')
        await expectNoAxeViolations(page, {
          context: '[role="dialog"]',
          label: `top-up drawer (${locale})`,
        });
      await drawer.getByRole('button', { name: /Close|关闭/ }).click();
      await drawer.waitFor({ state: 'detached' });
    }
  }
});

test('sandbox orders are marked and left out of the order list unless asked for', async ({
  page,
  baseUrl,
}) => {
  const merchant = await approvedMerchantViaApi(baseUrl);
  await delay(350);
  const sandbox = await apiData(
    baseUrl,
    '/user/userApi/sandbox/topUp',
    { accountType: -1, currencyId: 404, amount: '500' },
    { token: merchant.token },
  );
  const live = await topUpViaApi(baseUrl, merchant.token, '700');
  await consoleAsAdmin(page, baseUrl, 'en');

  const words = {
    en: {
      heading: 'Orders',
      phone: 'Customer phone',
      search: /^Search$/,
      include: 'Include sandbox orders',
      sandbox: 'Sandbox',
      done: 'Successful',
    },
    zh: {
      heading: '订单',
      phone: '客户手机号',
      search: /^搜\s?索$/,
      include: '包含沙箱订单',
      sandbox: '沙箱',
      done: '成功',
    },
  };
  for (const [locale, w] of Object.entries(words)) {
    await useLocale(page, locale);
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/ops/orders');
      await page.getByRole('heading', { name: w.heading, exact: true }).waitFor();
      await page.getByLabel(w.phone).fill(merchant.phone);
      await page.getByRole('button', { name: w.search }).click();
      const table = page.getByTestId('ops-orders-table');
      const liveRow = table.getByRole('row', { name: new RegExp(live.sn) });
      await liveRow.getByText('KES 700.00').waitFor();
      // Live work first: the sandbox order is not in the list until asked for.
      assert.equal(await table.getByRole('row', { name: new RegExp(sandbox.sn) }).count(), 0);
      assert.equal(await liveRow.getByTestId('ops-order-sandbox').count(), 0);
      if (size === 'phone')
        await page.getByRole('button', { name: /More filters|更多筛选/ }).click();
      await page.getByText(w.include).click();
      await page.getByRole('button', { name: w.search }).click();
      const sandboxRow = table.getByRole('row', { name: new RegExp(sandbox.sn) });
      await sandboxRow.getByTestId('ops-order-sandbox').getByText(w.sandbox).waitFor();
      await sandboxRow.getByText('KES 500.00').waitFor();
      await sandboxRow.getByText(w.done).waitFor();
      await liveRow.waitFor();
      await table.scrollIntoViewIfNeeded();
      await shot(page, `console-orders-${locale}-${size}`);
      if (size === 'desktop')
        await expectNoAxeViolations(page, { label: `orders with sandbox (${locale})` });
    }
  }
});
