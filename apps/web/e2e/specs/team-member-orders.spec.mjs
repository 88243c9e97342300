import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  api,
  apiData,
  latestCode,
  registerByPhoneViaApi,
  uniqueEmail,
  uniquePhone,
} from '../support/api.mjs';
import { expectNoAxeViolations } from '../support/a11y.mjs';
import { STILL, test } from '../support/harness.mjs';
import { resultsDir } from '../support/paths.mjs';
import {
  addMpesaPayeeViaApi,
  FUND_PASSWORD,
  moneyAccount,
  mpesaSendViaApi,
  payWithPassword,
  topUpViaApi,
} from '../support/money.mjs';
import { consoleAs } from '../support/operators.mjs';

const MEMBER_PASSWORD = 'Team2026ab';

/** Screenshots for the note, at desktop width and at 390 px. */
async function shots(page, name, { phone = true } = {}) {
  mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({ path: join(resultsDir, `${name}-desktop.png`) });
  if (!phone) return;
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(resultsDir, `${name}-390.png`) });
  await page.setViewportSize(desktop);
}

/** A member of the owner's account with a role of `menus`, signed in through the API. */
async function memberOf(baseUrl, owner, menus, name) {
  const { id: roleId } = await apiData(
    baseUrl,
    '/user/role/add',
    { name, menus, status: 0 },
    { token: owner.token },
  );
  const phone = uniquePhone();
  await apiData(
    baseUrl,
    '/user/team/add',
    {
      userName: name,
      email: uniqueEmail('member'),
      phonenumber: phone,
      countryId: 254,
      roleId,
      remark: '',
      password: MEMBER_PASSWORD,
      status: 0,
    },
    { token: owner.token },
  );
  const token = await apiData(baseUrl, '/user/login', {
    countryId: 254,
    phone,
    password: MEMBER_PASSWORD,
  });
  return { token, phone };
}

/** The member's own transaction password, set with a code to the member's phone. */
async function setMemberPin(baseUrl, member) {
  await apiData(baseUrl, '/common/sendCode', {
    countryId: 254,
    phone: member.phone,
    scene: 'fundPwd',
  });
  await delay(350);
  const code = await latestCode(baseUrl, member.phone);
  await apiData(
    baseUrl,
    '/user/resetFundPwd',
    { code, fundPassword: FUND_PASSWORD },
    { token: member.token },
  );
}

/** Signs a browser context in as `token`, in `locale`, for every page it opens. */
async function signInAs(context, token, locale) {
  await context.addInitScript(
    ([value, lang]) => {
      localStorage.setItem('token', value);
      localStorage.setItem('locale', lang);
    },
    [token, locale],
  );
}

const TEXT = {
  en: {
    next: 'Next',
    amount: 'Amount (KES)',
    confirm: 'Confirm and pay',
    pay: 'Pay',
    manage: 'Manage recipients',
    viewOrder: 'View this order',
    ownOnly: /^Only the orders you made are listed here/,
    madeBy: /^Team member Cashier \(\d+\)$/,
    denied: 'Access denied',
    delete: /^Delete$/,
    confirmDelete: 'Delete this recipient? Past transfers keep its details.',
    inUse: /^This recipient is used by an order or bulk payment file that has not finished/,
    deleted: 'Recipient deleted',
  },
  zh: {
    next: '下一步',
    amount: '金额 (KES)',
    confirm: '确认并付款',
    pay: /付\s?款/,
    manage: '管理收款人',
    viewOrder: '查看此订单',
    ownOnly: /^此处仅列出您创建的订单/,
    madeBy: /^团队成员 Cashier（\d+）$/,
    denied: '无权访问',
    delete: /^删\s?除$/,
    confirmDelete: '确定删除该收款人吗？已有的转账仍保留其信息。',
    inUse: /^该收款人正被未完成的订单或批量付款文件使用/,
    deleted: '收款人已删除',
  },
};

for (const locale of ['en', 'zh']) {
  const text = TEXT[locale];

  test(`a member who may send pays, opens the order they made, and is refused in the frame (${locale})`, async ({
    page,
    context,
    baseUrl,
  }) => {
    const owner = await registerByPhoneViaApi(baseUrl);
    await topUpViaApi(baseUrl, owner.token, '3000');
    await addMpesaPayeeViaApi(baseUrl, owner.token, 'Wanjiku Kamau', '0722000111');
    const cashier = await memberOf(baseUrl, owner, ['PspIndex'], 'Cashier');
    await setMemberPin(baseUrl, cashier);
    await signInAs(context, cashier.token, locale);

    await page.goto('/home/psp-index');
    await page.getByText('Wanjiku Kamau').click();
    // The role has no Recipient Management, so the send offers no link to it.
    assert.equal(await page.getByRole('link', { name: text.manage }).count(), 0);
    await page.getByRole('button', { name: text.next }).click();
    await page.getByLabel(text.amount).fill('150');
    await page.getByTestId('quote-pay-amount').waitFor();
    await page.getByRole('button', { name: text.next }).click();
    await page.getByRole('button', { name: text.confirm }).click();
    const created = page.waitForResponse((r) => r.url().endsWith('/api/order/create'));
    await payWithPassword(page, text.pay);
    await created;
    const result = await page.getByTestId('send-result').innerText();
    const sn = result.match(/[:：]\s*(\S+)/)[1];

    // "View this order" opens the member's own order, on the service's order page.
    await page.getByRole('button', { name: text.viewOrder }).click();
    await page.waitForURL((url) => url.pathname === '/home/psp-order');
    const drawer = page.locator('.order-receipt');
    await drawer.getByText(sn, { exact: true }).waitFor();
    await drawer.getByTestId('order-created-by').getByText(text.madeBy).waitFor();
    await expectNoAxeViolations(page, {
      context: '.order-receipt',
      label: `order detail (${locale})`,
    });
    await page.keyboard.press('Escape');
    await page.locator('.order-receipt.ant-drawer-open').waitFor({ state: 'detached' });
    await page.getByText(text.ownOnly).waitFor();
    // Only the member's own order is listed; the owner's top-up is not.
    assert.equal(await page.locator('table tbody tr').count(), 1);
    await expectNoAxeViolations(page, { label: `member's own orders (${locale})` });
    await shots(page, `team-member-own-orders-${locale}`);

    // A screen outside the role: the refusal keeps the signed-in frame and its menu.
    await page.goto('/home/assets-payee');
    await page.waitForURL((url) => url.pathname === '/401');
    await page.getByTestId('unauthorized-page').waitFor();
    await page.getByRole('heading', { level: 1, name: text.denied }).waitFor();
    await page.locator('.shell-layout').waitFor();
    await expectNoAxeViolations(page, { label: `401 page signed in (${locale})` });
    await shots(page, `team-member-401-${locale}`);
  });

  test(`the owner deletes a recipient after confirming, one in use stays, a clerk sees no Delete (${locale})`, async ({
    page,
    browser,
    baseUrl,
  }) => {
    const owner = await moneyAccount(page, baseUrl, { locale });
    await topUpViaApi(baseUrl, owner.token, '3000');
    const free = await addMpesaPayeeViaApi(baseUrl, owner.token, 'Juma Free', '0722000301');
    const used = await addMpesaPayeeViaApi(baseUrl, owner.token, 'Amina Used', '0722000302');
    const [freeId, usedId] = [free.id, used.id];
    // A bulk file checked but not yet paid names the second recipient.
    const form = new FormData();
    form.append('scope', '0');
    form.append('currencyId', '404');
    const csv = `name,payType,phone,bankCode,bankNo,amount,currency,note,payeeId\r\n,,,,,120,KES,rent,${usedId}`;
    form.append('file', new Blob([csv]), 'rent.csv');
    const uploaded = await fetch(`${baseUrl}/api/batch/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    }).then((r) => r.json());
    assert.equal(uploaded.data?.status, 'checked', JSON.stringify(uploaded));

    await page.goto(`/home/assets-payee/detail/${freeId}`);
    await page.getByRole('button', { name: text.delete }).click();
    const confirm = page.locator('.ant-popconfirm');
    await confirm.getByText(text.confirmDelete).waitFor();
    // The confirmation is what this test adds to the screen; the page's other parts have theirs.
    await expectNoAxeViolations(page, {
      context: '.ant-popconfirm',
      label: `recipient delete confirmation (${locale})`,
    });
    await shots(page, `recipient-delete-confirm-${locale}`, { phone: false });
    await confirm.getByRole('button', { name: text.delete }).click();
    await page.getByText(text.deleted).waitFor();
    await page.waitForURL((url) => url.pathname === '/home/assets-payee');
    await page.getByText('Amina Used').waitFor();
    assert.equal(await page.getByText('Juma Free').count(), 0);

    await page.goto(`/home/assets-payee/detail/${usedId}`);
    await page.getByRole('button', { name: text.delete }).click();
    await confirm.getByRole('button', { name: text.delete }).click();
    await page.getByTestId('payee-delete-refused').getByText(text.inUse).waitFor();
    // The whole recipient page, its status tag and the refusal with it.
    await expectNoAxeViolations(page, { label: `recipient in use (${locale})` });
    await shots(page, `recipient-in-use-${locale}`);
    const still = await api(baseUrl, `/payee/detail/${usedId}`, {}, { token: owner.token });
    assert.equal(still.code, 200);

    // A clerk who adds and edits but may not delete is not offered Delete.
    const clerk = await memberOf(
      baseUrl,
      owner,
      ['AssetsPayee', 'Btn:payee:add', 'Btn:payee:edit'],
      'Clerk',
    );
    const clerkContext = await browser.newContext({
      ...STILL,
      viewport: { width: 1366, height: 800 },
      baseURL: baseUrl,
    });
    try {
      await signInAs(clerkContext, clerk.token, locale);
      const clerkPage = await clerkContext.newPage();
      await clerkPage.goto(`/home/assets-payee/detail/${usedId}`);
      await clerkPage.getByRole('heading', { name: 'Amina Used' }).waitFor();
      assert.equal(await clerkPage.getByRole('button', { name: text.delete }).count(), 0);
    } finally {
      await clerkContext.close();
    }
  });
}

test("the console's order search and detail say which team member made an order, in English and Chinese", async ({
  page,
  baseUrl,
}) => {
  const owner = await registerByPhoneViaApi(baseUrl);
  await topUpViaApi(baseUrl, owner.token, '3000');
  const payee = await addMpesaPayeeViaApi(baseUrl, owner.token, 'Wanjiku Kamau', '0722000111');
  const cashier = await memberOf(baseUrl, owner, ['PspIndex'], 'Cashier');
  await setMemberPin(baseUrl, cashier);
  const { sn } = await mpesaSendViaApi(baseUrl, cashier.token, payee.id, '150');
  const { createdBy } = await apiData(baseUrl, `/order/detail/${sn}`, {}, { token: owner.token });
  assert.equal(createdBy.member, true);

  const support = { username: 'e2e-made-by-support', password: 'Support-Console-2026' };
  await consoleAs(page, baseUrl, support, 'support');
  const words = {
    en: {
      sn: 'Order number',
      search: 'Search',
      madeBy: `Made by: Team member Cashier (${createdBy.accountNo})`,
      member: `Team member Cashier (${createdBy.accountNo})`,
    },
    zh: {
      sn: '订单号',
      search: '搜索',
      madeBy: `创建人: 团队成员 Cashier（${createdBy.accountNo}）`,
      member: `团队成员 Cashier（${createdBy.accountNo}）`,
    },
  };
  for (const [locale, text] of Object.entries(words)) {
    await page.goto('/ops/orders');
    await page.evaluate((lang) => localStorage.setItem('locale', lang), locale);
    await page.reload();
    await page.getByLabel(text.sn).fill(sn);
    await page.getByRole('button', { name: text.search }).click();
    const row = page.getByTestId('ops-orders-table').getByRole('row', { name: new RegExp(sn) });
    await row.getByTestId('ops-order-created-by').getByText(text.madeBy).waitFor();
    await row.click();
    const drawer = page.getByRole('dialog', { name: new RegExp(sn) });
    await drawer.getByText(text.member, { exact: true }).waitFor();
    await shots(page, `ops-order-made-by-${locale}`, { phone: false });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  }
});
