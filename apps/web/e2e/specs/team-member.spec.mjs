import assert from 'node:assert/strict';
import { apiData, registerByPhoneViaApi, uniqueEmail, uniquePhone } from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import {
  expectDashboard,
  loginByEmail,
  loginByPhone,
  sideMenuLabels,
  sidebar,
} from '../support/ui.mjs';

const memberPassword = 'Team2026ab';

/** A main account with one role (assets and FX rates only) and one member holding it. */
async function createMember(baseUrl) {
  const main = await registerByPhoneViaApi(baseUrl);
  const { id: roleId } = await apiData(
    baseUrl,
    '/user/role/add',
    { name: 'Finance viewer', menus: ['Assets', 'AssetsOrder', 'FxIndex'], status: 0 },
    { token: main.token },
  );
  const member = { countryId: 254, phone: uniquePhone(), email: uniqueEmail('member') };
  await apiData(
    baseUrl,
    '/user/team/add',
    {
      userName: 'Amina Finance',
      email: member.email,
      phonenumber: member.phone,
      countryId: member.countryId,
      roleId,
      remark: 'Reads balances',
      password: memberPassword,
      status: 0,
    },
    { token: main.token },
  );
  return { ...member, password: memberPassword };
}

async function expectOnlyPermittedMenus(page) {
  const labels = await sideMenuLabels(page);
  assert.deepEqual(labels, ['Dashboard', 'Assets', 'FX', 'Announcements', 'Help & Documentation']);

  const menu = sidebar(page);
  await menu.getByText('Assets', { exact: true }).click();
  await menu.getByText('Total Asset').waitFor();
  assert.ok(await menu.getByText('Transaction History').isVisible());
  assert.equal(await menu.getByText('Recipient Management').count(), 0);
  assert.equal(await menu.getByText('VA Account').count(), 0);
  assert.equal(await page.locator('.shell-header').getByText('API Service').count(), 0);
}

test('a team member logging in by phone sees only the menus of their role', async ({
  page,
  baseUrl,
}) => {
  const member = await createMember(baseUrl);
  await loginByPhone(page, member);
  await expectDashboard(page);
  await expectOnlyPermittedMenus(page);

  // Screens outside the role are refused with the 401 page.
  await page.goto('/home/system-userTeam');
  await page.waitForURL((url) => url.pathname === '/401');
  await page.getByTestId('unauthorized-page').waitFor();
});

test('a team member logging in by email sees the same limited menus', async ({ page, baseUrl }) => {
  const member = await createMember(baseUrl);
  await loginByEmail(page, member);
  await expectDashboard(page);
  await expectOnlyPermittedMenus(page);
});
