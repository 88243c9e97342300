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
import { test } from '../support/harness.mjs';
import { addMpesaPayeeViaApi, topUpViaApi } from '../support/money.mjs';
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
