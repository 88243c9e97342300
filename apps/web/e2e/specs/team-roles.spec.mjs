import assert from 'node:assert/strict';
import { api, registerByPhoneViaApi, uniqueEmail, uniquePhone } from '../support/api.mjs';
import { STILL, test } from '../support/harness.mjs';
import { addPayeeViaApi, chooseOption } from '../support/money.mjs';
import { expectDashboard, loginByPhone, sideMenuLabels, sidebar } from '../support/ui.mjs';

const dialog = (page) => page.getByRole('dialog');

/** Ticks one permission of the open role dialog by its name (two screens have an "Add"). */
async function tick(page, name) {
  const row = dialog(page).locator(`[data-permission="${name}"]`);
  await row.locator('[role=checkbox]').click();
  await row.locator('[role=checkbox][aria-checked=true]').waitFor();
}

const checkState = (page, name) =>
  dialog(page).locator(`[data-permission="${name}"] [role=checkbox]`).getAttribute('aria-checked');

async function createRoleInUi(page, name) {
  await page.goto('/home/system-userRole');
  await page.getByRole('button', { name: 'Add role' }).click();
  await dialog(page).getByLabel('Role name').fill(name);
  // Recipient delete is a button of Recipient Management like Add and Edit (SPEC §2).
  await dialog(page).locator('[data-permission="Btn:payee:delete"]').waitFor();
  assert.equal(await checkState(page, 'Btn:payee:delete'), 'false');
  // A screen ticks only itself, not its buttons.
  await tick(page, 'AssetsVaAccount');
  assert.equal(await checkState(page, 'Btn:va:add'), 'false');
  await dialog(page).getByText('1 permission ticked').waitFor();
  await dialog(page).locator('[data-permission="AssetsVaAccount"] [role=checkbox]').click();
  await dialog(page).getByText('0 permissions ticked').waitFor();
  for (const permission of ['Assets', 'AssetsOrder', 'Btn:payee:add', 'FxIndex']) {
    await tick(page, permission);
  }
  // The button brought its screen along; the screen's other button stays unticked.
  assert.equal(await checkState(page, 'AssetsPayee'), 'true');
  assert.equal(await checkState(page, 'Btn:payee:edit'), 'false');
  await dialog(page).getByText('5 permissions ticked').waitFor();
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByText('5 permissions').waitFor();
  await row.getByText('Enabled').waitFor();
}

async function createMemberInUi(page, member, roleName) {
  await page.goto('/home/system-userTeam');
  await page.getByRole('button', { name: 'Add member' }).click();
  await dialog(page).getByLabel('Name', { exact: true }).fill(member.userName);
  await dialog(page).getByLabel('Mobile number').fill(member.phone);
  await dialog(page).getByLabel('Email').fill(member.email);
  await chooseOption(page, 'Role', roleName);
  await dialog(page).getByLabel('Password', { exact: true }).fill(member.password);
  await dialog(page).getByLabel('Confirm password').fill(member.password);
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ hasText: member.userName });
  await row.getByText(roleName).waitFor();
  await row.getByText(`+254${member.phone}`).waitFor();
}

async function expectMemberMenus(memberPage) {
  assert.deepEqual(await sideMenuLabels(memberPage), [
    'Dashboard',
    'Assets',
    'FX',
    'Announcements',
    'Help & Documentation',
  ]);
  const menu = sidebar(memberPage);
  await menu.getByText('Assets', { exact: true }).click();
  await menu.getByText('Recipient Management').waitFor();
  assert.ok(await menu.getByText('Total Asset').isVisible());
  assert.ok(await menu.getByText('Transaction History').isVisible());
  assert.equal(await menu.getByText('VA Account').count(), 0);
  await menu.getByText('FX', { exact: true }).click();
  await menu.getByText('Exchange Rates').waitFor();
  assert.equal(await menu.getByText('Conversion History').count(), 0);
  assert.equal(await menu.getByText('Convert Currency').count(), 0);
}

test('a role and a member made in the screens limit the member to what was ticked', async ({
  page,
  browser,
  baseUrl,
}) => {
  const main = await registerByPhoneViaApi(baseUrl);
  const payee = await addPayeeViaApi(baseUrl, main.token, {
    countryId: 254,
    payType: 2,
    currencyId: 404,
    name: 'Otieno Supplies',
    type: 1,
    phone: '0722000333',
  });
  const roleName = `Clerk ${Date.now().toString(36)}`;
  const member = {
    userName: 'Baraka Clerk',
    phone: uniquePhone(),
    email: uniqueEmail('clerk'),
    password: 'Clerk2026',
  };

  await loginByPhone(page, main);
  await expectDashboard(page);
  await createRoleInUi(page, roleName);
  await createMemberInUi(page, member, roleName);

  const memberContext = await browser.newContext({
    ...STILL,
    viewport: { width: 1366, height: 800 },
    baseURL: baseUrl,
  });
  try {
    const memberPage = await memberContext.newPage();
    memberPage.setDefaultTimeout(30_000);
    await loginByPhone(memberPage, { countryId: 254, ...member });
    await expectDashboard(memberPage);
    await expectMemberMenus(memberPage);

    // Recipient Management: the role holds Add only.
    await sidebar(memberPage).getByText('Recipient Management').click();
    const payeeRow = memberPage.getByRole('row').filter({ hasText: 'Otieno Supplies' });
    await payeeRow.waitFor();
    await memberPage.getByRole('button', { name: 'Add recipient' }).waitFor();
    assert.equal(await payeeRow.getByRole('button', { name: 'Edit' }).count(), 0);
    assert.equal(await payeeRow.getByRole('button', { name: 'Delete' }).count(), 0);

    // The server holds the same line: a delete by the member is refused (SPEC §8, code 1000).
    const memberToken = await memberPage.evaluate(() => localStorage.getItem('token'));
    const refused = await api(baseUrl, `/payee/delete/${payee.id}`, {}, { token: memberToken });
    assert.equal(refused.code, 1000);
    await payeeRow.waitFor();

    // The main account disables the member in the Team screen.
    const row = page.getByRole('row').filter({ hasText: member.userName });
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog(page).getByLabel('Name', { exact: true }).waitFor();
    await dialog(page).getByText('Disabled', { exact: true }).click();
    await dialog(page)
      .getByText(/Saving signs the member out/)
      .waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await row.getByText('Disabled').waitFor();

    // The member's next call ends their session.
    await sidebar(memberPage).getByText('Transaction History').click();
    await memberPage.waitForURL((url) => url.pathname === '/login');
  } finally {
    await memberContext.close();
  }
});

test('a member whose role covers no wallet sees no balances, only an explanation', async ({
  page,
  baseUrl,
}) => {
  const main = await registerByPhoneViaApi(baseUrl);
  const role = await api(
    baseUrl,
    '/user/role/add',
    { name: 'Rates watcher', menus: ['FxIndex', 'AssetsPayee'], status: 0 },
    { token: main.token },
  );
  assert.equal(role.code, 200);
  const member = { countryId: 254, phone: uniquePhone(), password: 'Watch2026' };
  const added = await api(
    baseUrl,
    '/user/team/add',
    {
      userName: 'Amani Watcher',
      phonenumber: member.phone,
      countryId: 254,
      roleId: role.data.id,
      password: member.password,
      status: 0,
    },
    { token: main.token },
  );
  assert.equal(added.code, 200);

  // The dashboard's own balance call: the server sends no balance to this role.
  const assetsReply = page.waitForResponse((r) => r.url().endsWith('/api/account/assets'));
  await loginByPhone(page, member);
  await expectDashboard(page);
  await page
    .getByTestId('assets-hidden')
    .getByText(/Your role does not include any balance/)
    .waitFor();
  assert.equal(await page.locator('.asset-amount').count(), 0);
  const assets = await (await assetsReply).json();
  assert.equal(assets.code, 200);
  assert.deepEqual(assets.data, []);
});
