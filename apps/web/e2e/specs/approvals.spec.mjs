import assert from 'node:assert/strict';
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
import { test } from '../support/harness.mjs';
import {
  addMpesaPayeeViaApi,
  FUND_PASSWORD,
  mpesaSendViaApi,
  payWithPassword,
  topUpViaApi,
} from '../support/money.mjs';
import { expectDashboard, loginByPhone } from '../support/ui.mjs';

const OWNER_PIN = '135790';
const CASHIER_PIN = '482916';
const MEMBER_PASSWORD = 'Team2026ab';
// The server refuses an identical call to the same path within 300 ms (duplicate guard).
const spaced = () => delay(350);

async function setPin(baseUrl, token, phone, fundPassword) {
  await spaced();
  await apiData(baseUrl, '/common/sendCode', { countryId: 254, phone, scene: 'fundPwd' });
  await spaced();
  const code = await latestCode(baseUrl, phone);
  await apiData(baseUrl, '/user/resetFundPwd', { code, fundPassword }, { token });
}

async function addMember(baseUrl, owner, name, menus) {
  await spaced();
  const { id: roleId } = await apiData(
    baseUrl,
    '/user/role/add',
    { name, menus, status: 0 },
    { token: owner.token },
  );
  const member = { countryId: 254, phone: uniquePhone(), password: MEMBER_PASSWORD };
  await spaced();
  await apiData(
    baseUrl,
    '/user/team/add',
    {
      userName: name,
      email: uniqueEmail('member'),
      phonenumber: member.phone,
      countryId: 254,
      roleId,
      remark: '',
      password: MEMBER_PASSWORD,
      status: 0,
    },
    { token: owner.token },
  );
  await spaced();
  member.token = await apiData(baseUrl, '/user/login', {
    countryId: 254,
    phone: member.phone,
    password: MEMBER_PASSWORD,
  });
  return member;
}

/**
 * Maker and checker (docs/permissions.md, "Approvals"): a cashier's send above the policy's
 * threshold waits; the cashier, without the approve permission, sees no approve button and the
 * server refuses the call; the main account approves with its own PIN and the payment goes on.
 */
test('a payment above the threshold waits until the main account approves it', async ({
  page,
  baseUrl,
}) => {
  const owner = await registerByPhoneViaApi(baseUrl);
  await setPin(baseUrl, owner.token, owner.phone, OWNER_PIN);
  await topUpViaApi(baseUrl, owner.token, '5000');
  await addMpesaPayeeViaApi(baseUrl, owner.token, 'Wanjiku Kamau', '0722000111');
  // A second approver besides the owner, so the owner's own payments could be approved too.
  await addMember(baseUrl, owner, 'Finance Lead', ['SystemApprovals', 'Btn:payment:approve']);
  const cashier = await addMember(baseUrl, owner, 'Baraka Cashier', [
    'PspIndex',
    'PspOrder',
    'SystemApprovals',
  ]);
  await setPin(baseUrl, cashier.token, cashier.phone, CASHIER_PIN);
  await spaced();
  await apiData(
    baseUrl,
    '/approval/policy/save',
    { enabled: true, approvalsRequired: 1, thresholds: [{ currencyId: 404, amount: '1000' }] },
    { token: owner.token },
  );

  await loginByPhone(page, cashier);
  await expectDashboard(page);
  await page.goto('/home/psp-index');
  await page.getByText('Wanjiku Kamau').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Amount (KES)').fill('1500');
  await page.getByTestId('quote-pay-amount').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('fund-password-pad').waitFor();
  await dialog.locator('input').first().click();
  await page.keyboard.type(CASHIER_PIN);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/order/create'));
  await dialog.getByRole('button', { name: 'Pay' }).click();
  const { data: order } = await (await created).json();
  await page.getByTestId('send-result-title').getByText('Awaiting approval').waitFor();

  // The cashier sees the payment among all of them, with no approve button.
  await page.goto('/home/system-approvals');
  await page.locator('.ant-segmented').getByText('All', { exact: true }).click();
  await page.getByRole('cell', { name: order.sn }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Approve' }).count(), 0);
  const refused = await api(
    baseUrl,
    '/approval/approve',
    { kind: 'order', id: order.sn, fundPassword: CASHIER_PIN },
    { token: cashier.token },
  );
  assert.equal(refused.code, 1000);

  // The owner approves with the owner's own PIN.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await loginByPhone(page, owner);
  await expectDashboard(page);
  await page.goto('/home/system-approvals');
  const row = page.getByRole('row').filter({ hasText: order.sn });
  await row.getByText('Baraka Cashier').waitFor();
  await row.getByText('First payment to this recipient').waitFor();
  await row.getByRole('button', { name: 'Approve' }).click();
  await dialog.getByTestId('fund-password-pad').waitFor();
  await dialog.locator('input').first().click();
  await page.keyboard.type(OWNER_PIN);
  const approved = page.waitForResponse((r) => r.url().endsWith('/api/approval/approve'));
  await dialog.getByRole('button', { name: 'Approve' }).click();
  assert.equal((await (await approved).json()).code, 200);
  await page.getByText('Nothing is waiting for approval').waitFor();
  const after = await apiData(baseUrl, `/order/detail/${order.sn}`, {}, { token: owner.token });
  assert.equal(after.approvalStatus, 'APPROVED');
  assert.ok(after.status >= 0);
});

const CHECKER_PIN = '246813';

/** An account whose payments above 1,000 KES need one approval, with a cashier who pays. */
async function accountWithApprovals(baseUrl, approverMenus) {
  const owner = await registerByPhoneViaApi(baseUrl);
  await setPin(baseUrl, owner.token, owner.phone, OWNER_PIN);
  await topUpViaApi(baseUrl, owner.token, '5000');
  const payee = await addMpesaPayeeViaApi(baseUrl, owner.token, 'Wanjiku Kamau', '0722000111');
  // An approver besides the owner, or a policy that the owner's own payments could not meet
  // is refused when saved.
  await addMember(baseUrl, owner, 'Finance Lead', ['SystemApprovals', 'Btn:payment:approve']);
  const checker = await addMember(baseUrl, owner, 'Amina Checker', approverMenus);
  await setPin(baseUrl, checker.token, checker.phone, CHECKER_PIN);
  const cashier = await addMember(baseUrl, owner, 'Baraka Cashier', [
    'PspIndex',
    'PspOrder',
    'SystemApprovals',
  ]);
  await setPin(baseUrl, cashier.token, cashier.phone, FUND_PASSWORD);
  await spaced();
  await apiData(
    baseUrl,
    '/approval/policy/save',
    { enabled: true, approvalsRequired: 1, thresholds: [{ currencyId: 404, amount: '1000' }] },
    { token: owner.token },
  );
  return { owner, checker, cashier, payeeId: payee.id };
}

/**
 * Issue 31 in Chinese: the cashier's send waits for approval, and a second member (not the main
 * account) who holds the approve permission approves it with their own transaction password.
 */
test('a second member approves a waiting payment, in Chinese', async ({ page, baseUrl }) => {
  const { owner, checker, cashier } = await accountWithApprovals(baseUrl, [
    'SystemApprovals',
    'Btn:payment:approve',
  ]);
  await page.context().addInitScript(() => localStorage.setItem('locale', 'zh'));

  await loginByPhone(page, cashier);
  await expectDashboard(page, { accountTitle: '我的账户' });
  await page.goto('/home/psp-index');
  await page.getByText('Wanjiku Kamau').click();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('金额 (KES)').fill('1500');
  await page.getByTestId('quote-pay-amount').waitFor();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '确认并付款' }).click();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/order/create'));
  await payWithPassword(page, /付\s?款/);
  const { data: order } = await (await created).json();
  await page.getByTestId('send-result-title').getByText('等待审批').waitFor();

  await page.evaluate(() => localStorage.removeItem('token'));
  await loginByPhone(page, checker);
  await expectDashboard(page, { accountTitle: '我的账户' });
  await page.goto('/home/system-approvals');
  await page.getByRole('heading', { name: '付款审批', level: 2 }).waitFor();
  const row = page.getByRole('row').filter({ hasText: order.sn });
  await row.getByText('Baraka Cashier').waitFor();
  await row.getByText('首次向该收款人付款').waitFor();
  await row.getByText('待审批').first().waitFor();
  await expectNoAxeViolations(page, { label: 'approvals (zh)' });
  await row.getByRole('button', { name: '审批通过' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('请输入您本人的交易密码以审批。').waitFor();
  await dialog.locator('input').first().click();
  await page.keyboard.type(CHECKER_PIN);
  const approved = page.waitForResponse((r) => r.url().endsWith('/api/approval/approve'));
  await dialog.getByRole('button', { name: '审批通过' }).click();
  assert.equal((await (await approved).json()).code, 200);
  await page.getByText('暂无待审批的付款').waitFor();
  const after = await apiData(baseUrl, `/order/detail/${order.sn}`, {}, { token: owner.token });
  assert.equal(after.approvalStatus, 'APPROVED');
});

/**
 * A member who may see the approvals but not approve, looking at someone else's payment (so
 * only the permission, not the self-approval rule, can hide the buttons): no Approve or Reject
 * button, and the server refuses the call in the caller's language; the payment keeps waiting.
 */
test('a member without the approve permission sees no approve button and the server refuses', async ({
  page,
  baseUrl,
}) => {
  const { checker, cashier, payeeId } = await accountWithApprovals(baseUrl, ['SystemApprovals']);
  const order = await mpesaSendViaApi(baseUrl, cashier.token, payeeId, '1500');

  await loginByPhone(page, checker);
  await expectDashboard(page);
  await page.goto('/home/system-approvals');
  await page.getByText('Nothing is waiting for approval').waitFor();
  await page.locator('.ant-segmented').getByText('All', { exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: order.sn });
  await row.getByText('Baraka Cashier').waitFor();
  await row.getByText('Awaiting approval').first().waitFor();
  assert.equal(await page.getByRole('button', { name: 'Approve' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Reject' }).count(), 0);
  await expectNoAxeViolations(page, { label: 'approvals (en)' });

  const call = { kind: 'order', id: order.sn, fundPassword: CHECKER_PIN };
  const inEnglish = await api(baseUrl, '/approval/approve', call, { token: checker.token });
  assert.deepEqual([inEnglish.code, inEnglish.msg], [1000, 'No operation permission']);
  await spaced();
  const inChinese = await api(baseUrl, '/approval/approve', call, {
    token: checker.token,
    language: 'zh_CN',
  });
  assert.deepEqual([inChinese.code, inChinese.msg], [1000, '没有操作权限']);
  const after = await apiData(baseUrl, `/order/detail/${order.sn}`, {}, { token: cashier.token });
  assert.equal(after.approvalStatus, 'AWAITING_APPROVAL');
});
