import {
  apiData,
  latestCode,
  registerByPhoneViaApi,
  uniqueEmail,
  uniquePhone,
} from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import { addMpesaPayeeViaApi, topUpViaApi } from '../support/money.mjs';
import { expectDashboard, loginByPhone } from '../support/ui.mjs';

const memberPassword = 'Team2026ab';
const memberPin = '482916';

/**
 * An owner with 3,000 KES and one M-Pesa recipient, and a member whose role holds the domestic
 * send screen only: no Profile, no Assets, no Recipient Management.
 */
async function sendOnlyMember(baseUrl) {
  const owner = await registerByPhoneViaApi(baseUrl);
  await topUpViaApi(baseUrl, owner.token, '3000');
  await addMpesaPayeeViaApi(baseUrl, owner.token, 'Wanjiku Kamau', '0722000111');
  const { id: roleId } = await apiData(
    baseUrl,
    '/user/role/add',
    { name: 'Cashier', menus: ['PspIndex'], status: 0 },
    { token: owner.token },
  );
  const member = { countryId: 254, phone: uniquePhone(), password: memberPassword };
  await apiData(
    baseUrl,
    '/user/team/add',
    {
      userName: 'Baraka Cashier',
      email: uniqueEmail('cashier'),
      phonenumber: member.phone,
      countryId: member.countryId,
      roleId,
      remark: 'Pays suppliers',
      password: memberPassword,
      status: 0,
    },
    { token: owner.token },
  );
  return member;
}

test('a member with a send-only role sets their own transaction password and pays', async ({
  page,
  baseUrl,
}) => {
  const member = await sendOnlyMember(baseUrl);
  await loginByPhone(page, member);
  await expectDashboard(page);

  await page.goto('/home/psp-index');
  await page.getByText('Wanjiku Kamau').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Amount (KES)').fill('150');
  await page.getByTestId('quote-pay-amount').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();

  // No PIN pad without a PIN: the dialog sets one with a code to the member's own phone.
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Set your transaction password').waitFor();
  await dialog.getByTestId('fund-password-setup').waitFor();
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/common/sendCode'));
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await sent;
  await dialog.getByLabel('Verification code').fill(await latestCode(baseUrl, member.phone));
  await dialog.getByLabel('Transaction password', { exact: true }).fill(memberPin);
  await dialog.getByLabel('Confirm transaction password').fill(memberPin);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/order/create'));
  await dialog.getByRole('button', { name: 'Save and continue' }).click();
  await created;
  await page.getByTestId('send-result').waitFor();
  // The member follows their own send to its end (they may read the orders they created).
  await page
    .getByTestId('send-result-title')
    .getByText(/^KES [\d,.]+ sent to Wanjiku Kamau$/)
    .waitFor();

  // The next payment asks for the PIN just set, on the PIN pad.
  await page.getByRole('button', { name: 'Send another' }).click();
  await page.getByText('Wanjiku Kamau').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Amount (KES)').fill('100');
  await page.getByTestId('quote-pay-amount').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await dialog.getByTestId('fund-password-pad').waitFor();
  await dialog.locator('input').first().click();
  await page.keyboard.type(memberPin);
  const again = page.waitForResponse((r) => r.url().endsWith('/api/order/create'));
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await again;
  await page.getByTestId('send-result').waitFor();
});

test('a member opening a screen outside the role lands on the 401 page', async ({
  page,
  baseUrl,
}) => {
  const member = await sendOnlyMember(baseUrl);
  await loginByPhone(page, member);
  await expectDashboard(page);
  await page.goto('/home/info');
  await page.waitForURL((url) => url.pathname === '/401');
  const refused = page.getByTestId('unauthorized-page');
  await refused.getByText('Access denied').waitFor();
  // The way back is the member's own dashboard, not the public home page.
  await refused.getByRole('link', { name: 'Back to dashboard' }).click();
  await expectDashboard(page);
});
