/* global document */
import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import {
  apiData,
  latestCode,
  registerByPhoneViaApi,
  uniqueEmail,
  uniquePhone,
} from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import {
  addMpesaPayeeViaApi,
  FUND_PASSWORD,
  mpesaSendViaApi,
  settledOrder,
  topUpViaApi,
} from '../support/money.mjs';
import { expectDashboard, loginByPhone } from '../support/ui.mjs';

const MEMBER_PASSWORD = 'Team2026ab';
// The server refuses an identical call to the same path within 300 ms (duplicate guard).
const spaced = () => delay(350);

async function setPin(baseUrl, token, phone) {
  await spaced();
  await apiData(baseUrl, '/common/sendCode', { countryId: 254, phone, scene: 'fundPwd' });
  await spaced();
  const code = await latestCode(baseUrl, phone);
  await apiData(baseUrl, '/user/resetFundPwd', { code, fundPassword: FUND_PASSWORD }, { token });
}

async function addMember(baseUrl, owner, name, menus) {
  await spaced();
  const role = await apiData(
    baseUrl,
    '/user/role/add',
    { name, menus, status: 0 },
    { token: owner.token },
  );
  const phone = uniquePhone();
  await spaced();
  await apiData(
    baseUrl,
    '/user/team/add',
    {
      userName: name,
      email: uniqueEmail('member'),
      phonenumber: phone,
      countryId: 254,
      roleId: role.id,
      remark: '',
      password: MEMBER_PASSWORD,
      status: 0,
    },
    { token: owner.token },
  );
  await spaced();
  const token = await apiData(baseUrl, '/user/login', {
    countryId: 254,
    phone,
    password: MEMBER_PASSWORD,
  });
  return { countryId: 254, phone, password: MEMBER_PASSWORD, token };
}

/** A bulk file uploaded as the page does (multipart), then submitted: it waits for approval. */
async function waitingFile(baseUrl, token, csv) {
  const form = new FormData();
  form.set('scope', '0');
  form.set('currencyId', '404');
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'june.csv');
  const response = await fetch(`${baseUrl}/api/batch/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-language': 'en_US' },
    body: form,
  });
  const { data: batch } = await response.json();
  await spaced();
  const submitted = await apiData(
    baseUrl,
    '/batch/submit',
    { batchId: batch.batchId, fundPassword: FUND_PASSWORD },
    { token },
  );
  assert.equal(submitted.status, 'awaiting');
  return batch;
}

/**
 * What an approver reads before deciding (issue 31): a send's name check and the recipient's
 * history with the account; a file's rows with their warnings, opened from the queue by an
 * approver who does not have the bulk payments page; in English and Chinese, and on a 390 px
 * phone, where the queue stacks as cards with nothing wider than the screen.
 */
test('the approval queue shows the name check, the history and a file’s warned rows', async ({
  page,
  baseUrl,
}) => {
  const owner = await registerByPhoneViaApi(baseUrl);
  await setPin(baseUrl, owner.token, owner.phone);
  await topUpViaApi(baseUrl, owner.token, '5000');
  // Registered to "Wanjiku Njeri Kamau" in the simulator: a close match (docs/name-check.md).
  const payee = await addMpesaPayeeViaApi(baseUrl, owner.token, 'Wanjiku Kamau', '0712349901');
  const approver = await addMember(baseUrl, owner, 'Finance Lead', [
    'SystemApprovals',
    'Btn:payment:approve',
  ]);
  const cashier = await addMember(baseUrl, owner, 'Baraka Cashier', ['PspIndex', 'PspOrder']);
  await setPin(baseUrl, cashier.token, cashier.phone);
  await spaced();
  await apiData(
    baseUrl,
    '/approval/policy/save',
    { enabled: true, approvalsRequired: 1, thresholds: [{ currencyId: 404, amount: '1000' }] },
    { token: owner.token },
  );
  const earlier = await mpesaSendViaApi(baseUrl, owner.token, payee.id, '100');
  await settledOrder(baseUrl, owner.token, earlier.sn);
  const order = await mpesaSendViaApi(baseUrl, cashier.token, payee.id, '1500');
  const file = await waitingFile(
    baseUrl,
    owner.token,
    [
      'name,payType,phone,amount,currency',
      'Peter Otieno,2,0722119901,800,KES',
      'Asha Mrema,2,0722450001,700,KES',
    ].join('\r\n'),
  );

  await loginByPhone(page, approver);
  await expectDashboard(page);
  await page.goto('/home/system-approvals');
  const send = page.getByRole('row').filter({ hasText: order.sn });
  await send.getByText('Baraka Cashier').waitFor();
  await send.getByText('Name registered as "Wanjiku Njeri Kamau"').waitFor();
  await send.getByText(/^Paid once before, last on /).waitFor();
  const batch = page.getByRole('row').filter({ hasText: file.batchNo });
  await batch.getByText('2 rows to pay').waitFor();
  await batch.getByText('1 row with a warning').waitFor();
  await batch.getByRole('button', { name: "Show the file's rows" }).click();
  await page
    .getByTestId('file-row-1-warnings')
    .getByText('The name does not match the one registered for this number')
    .waitFor();
  assert.equal(await page.getByTestId('file-row-2-warnings').innerText(), '');

  await page.evaluate(() => localStorage.setItem('locale', 'zh'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const card = page.getByTestId(`approval-batch-${file.batchId}`);
  await card.getByText('1 笔有提醒').waitFor();
  await card.getByRole('button', { name: '查看文件明细' }).click();
  await card.getByTestId('file-row-1-warnings').getByText('该姓名与此号码登记的姓名不符').waitFor();
  const sendCard = page.getByTestId(`approval-order-${order.sn}`);
  await sendCard.getByText('登记的姓名为“Wanjiku Njeri Kamau”').waitFor();
  await sendCard.getByText(/^此前已付款 1 次，最近一次 /).waitFor();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.equal(overflow, 0, 'the queue is no wider than a 390 px phone');
});
