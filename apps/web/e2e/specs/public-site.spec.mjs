/* global document, window */
import assert from 'node:assert/strict';
import { expectNoAxeViolations } from '../support/a11y.mjs';
import { test } from '../support/harness.mjs';

const publicPages = ['/', '/aboutUs', '/contactUs', '/press', '/privacyNotice', '/termsConditions'];

test('the home page leads to sign-up and login', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByTestId('home-hero');
  await hero.getByTestId('hero-signup').waitFor();
  await expectNoAxeViolations(page, { label: 'home (en)' });
  await hero.getByTestId('hero-signup').click();
  await page.waitForURL((url) => url.pathname === '/register');
  await page.goBack();
  await hero.getByTestId('hero-login').click();
  await page.waitForURL((url) => url.pathname === '/login');
});

test('press lists the server items in the chosen language with localized dates', async ({
  page,
}) => {
  await page.goto('/press');
  const items = page.getByTestId('press-item');
  await items.first().waitFor();
  const englishCount = await items.count();
  const englishDate = await items.first().locator('time').innerText();
  assert.match(englishDate, /^\d{1,2} [A-Z][a-z]+ \d{4}$/, `English date: ${englishDate}`);

  await page.evaluate(() => localStorage.setItem('locale', 'zh'));
  const reply = page.waitForResponse((r) => r.url().endsWith('/api/common/notice/3'));
  await page.reload();
  assert.equal((await reply).request().headers()['content-language'], 'zh_CN');
  await page.getByText('新闻动态').first().waitFor();
  await items.first().waitFor();
  assert.equal(await items.count(), englishCount);
  const chineseDate = await items.first().locator('time').innerText();
  assert.match(chineseDate, /^\d{4}年\d{1,2}月\d{1,2}日$/, `Chinese date: ${chineseDate}`);
  assert.match(await items.first().locator('h3').innerText(), /[\u4e00-\u9fff]/);
});

test('public pages fit a 360 px phone screen in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  for (const locale of ['en', 'zh']) {
    await page.evaluate((l) => localStorage.setItem('locale', l), locale);
    for (const path of publicPages) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.locator('.public-content h1').first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      assert.ok(overflow <= 0, `${path} (${locale}) overflows by ${overflow}px`);
    }
  }
});

test('press shows an empty state when the server has no items', async ({ page }) => {
  await page.route('**/api/common/notice/3', (route) =>
    route.fulfill({ json: { code: 200, msg: 'ok', data: [] } }),
  );
  await page.goto('/press');
  await page.getByTestId('press-empty').getByText('No press releases yet.').waitFor();
  assert.equal(await page.getByTestId('press-item').count(), 0);
});
