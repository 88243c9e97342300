/* global document */
import assert from 'node:assert/strict';
import { registerByPhoneViaApi } from '../support/api.mjs';
import { expectNoAxeViolations } from '../support/a11y.mjs';
import { test } from '../support/harness.mjs';
import { expectDashboard, loginByPhone, sideMenuLabels, switchLanguage } from '../support/ui.mjs';

test('switching to Chinese shows the header, menu and dashboard in Chinese', async ({
  page,
  baseUrl,
}) => {
  const account = await registerByPhoneViaApi(baseUrl);
  await page.goto('/');
  const header = page.locator('.public-header');
  await header.getByText('About Us').waitFor();

  await switchLanguage(page, header, '中文');
  await header.getByText('关于我们').waitFor();
  for (const label of ['首页', '新闻动态', '联系我们']) {
    assert.ok(await header.getByText(label).first().isVisible(), `header shows ${label}`);
  }
  assert.equal(await page.evaluate(() => localStorage.getItem('locale')), 'zh');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
  await page.getByTestId('home-hero').getByText('一个账户，畅通东非收付款与换汇').waitFor();
  await expectNoAxeViolations(page, { label: 'home (zh)' });

  await page.goto(`/login/${account.countryId}`);
  await page.getByRole('heading', { name: '登录', exact: true }).waitFor();
  await expectNoAxeViolations(page, { label: 'login (zh)' });
  await loginByPhone(page, account, null);
  await expectDashboard(page, { accountTitle: '我的账户' });
  await expectNoAxeViolations(page, { label: 'dashboard (zh)' });
  assert.equal((await page.locator('.shell-title').innerText()).trim(), '控制台');
  const menu = await sideMenuLabels(page);
  assert.ok(menu.includes('控制台'), `menu is in Chinese: ${menu.join(', ')}`);
  assert.ok(menu.includes('资产'), `menu has the assets group: ${menu.join(', ')}`);
  assert.ok(!menu.includes('Dashboard'), 'no English left in the menu');
});
