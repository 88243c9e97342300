import { registerByPhoneViaApi } from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import { expectDashboard, expectWidth, sidebar, switchLanguage } from '../support/ui.mjs';

test('the sidebar collapses to 80 px and expands to 270 px in English, 200 px in Chinese', async ({
  page,
  baseUrl,
}) => {
  const { token } = await registerByPhoneViaApi(baseUrl);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto('/home/dashboard');
  await expectDashboard(page);
  const sider = sidebar(page);
  const toggle = sider.locator('.shell-sider-trigger');

  await expectWidth(sider, 270);
  await toggle.click();
  await expectWidth(sider, 80);
  await toggle.click();
  await expectWidth(sider, 270);

  await switchLanguage(page, page.locator('.shell-header'), '中文');
  await page.locator('.shell-title').getByText('控制台').waitFor();
  await expectWidth(sider, 200);
  await toggle.click();
  await expectWidth(sider, 80);
});
