/* global document */
import assert from 'node:assert/strict';
import { expectNoAxeViolations, expectOneMainHeading, settledScreen } from '../support/a11y.mjs';
import { test } from '../support/harness.mjs';
import { moneyAccount } from '../support/money.mjs';

/**
 * WCAG 2.2 AA on the public pages and the main signed-in screens, in both languages, at a desktop
 * width and at 390 px (a mid-range phone): axe-core finds nothing, each page has one h1, and
 * `<html lang>` names the language from the first paint (docs/web-public-site-and-browser-tests.md).
 */
const PUBLIC_PAGES = ['/', '/login', '/register', '/aboutUs', '/contactUs', '/press', '/verify'];

const SIGNED_IN_SCREENS = [
  '/home/dashboard',
  '/home/psp-index',
  '/home/psp-recharge',
  '/home/psp-order',
  '/home/assets',
  '/home/assets-order',
  '/home/assets-payee',
  '/home/fx-index',
  '/home/fx-convert',
  '/home/info',
  '/home/kyc-auth',
  '/home/notice',
];

const WIDTHS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

const LANG = { en: 'en', zh: 'zh-CN' };

async function checkScreens(page, paths, locale) {
  for (const { name, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'commit' });
      // The language is named before anything is drawn: by the time the page has any content
      // (the prerendered copy stamped in while parsing, or the app's first render), not after.
      await page.waitForFunction(() => document.getElementById('root')?.childElementCount > 0);
      assert.equal(
        await page.evaluate(() => document.documentElement.lang),
        LANG[locale],
        `${path} starts in ${locale}`,
      );
      const label = `${path} (${locale}, ${name})`;
      await settledScreen(page);
      await expectOneMainHeading(page, label);
      await expectNoAxeViolations(page, { label });
    }
  }
}

for (const locale of ['en', 'zh']) {
  test(`public pages pass the accessibility check in ${locale} on desktop and phone`, async ({
    page,
  }) => {
    await page.context().addInitScript((lang) => localStorage.setItem('locale', lang), locale);
    await checkScreens(page, PUBLIC_PAGES, locale);
  });

  test(`signed-in screens pass the accessibility check in ${locale} on desktop and phone`, async ({
    page,
    baseUrl,
  }) => {
    await moneyAccount(page, baseUrl, { locale });
    await checkScreens(page, SIGNED_IN_SCREENS, locale);
  });
}
