/* global document */
import assert from 'node:assert/strict';
import { test } from '../support/harness.mjs';

// The guest pages people land on arrive drawn ahead of time by the build, so a phone on a slow
// link paints them before any script has arrived (docs/performance.md).

/** Console messages about the page's content security policy (an inline script refused). */
function policyViolations(page) {
  const found = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

/** Loads `path` with every script of the app refused: only the HTML and styles arrive. */
async function withoutScripts(page, path) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
}

test('the home page is drawn before any script arrives, in English and in Chinese', async ({
  page,
}) => {
  const violations = policyViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await withoutScripts(page, '/');
  const hero = page.getByTestId('home-hero');
  await hero.getByRole('heading', { level: 1 }).waitFor();
  assert.match(await hero.innerText(), /Send, convert and collect money/);
  assert.equal(await page.getByRole('button', { name: 'Open menu' }).isDisabled(), true);

  await page.evaluate(() => localStorage.setItem('locale', 'zh'));
  await page.reload();
  await hero.getByRole('heading', { level: 1 }).waitFor();
  assert.match(await hero.innerText(), /一个账户/);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
  assert.deepEqual(violations, []);
});

test('the sign-in page is drawn at once and waits for the app before it takes input', async ({
  page,
}) => {
  const violations = policyViolations(page);
  await withoutScripts(page, '/login');
  const submit = page.getByRole('button', { name: 'Log in', exact: true });
  await submit.waitFor();
  assert.equal(await submit.isDisabled(), true);
  assert.equal(await page.getByLabel('Phone number').isEditable(), false);

  await page.unroute('**/assets/*.js');
  await page.reload();
  await page.getByLabel('Phone number').fill('712345678');
  assert.equal(await submit.isEnabled(), true);
  assert.equal(await page.locator('form').count(), 1, 'the app replaced the drawn page');
  assert.equal(await page.getByLabel('Phone number').inputValue(), '712345678');
  assert.deepEqual(violations, []);
});

test('a signed-in visitor and other screens get no drawn guest page', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/aboutUs');
  assert.equal(await page.locator('#root').innerHTML(), '');
  await page.evaluate(() => localStorage.setItem('token', 'a-session'));
  await page.goto('/');
  assert.equal(await page.locator('#root').innerHTML(), '');
});
