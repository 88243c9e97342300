/* global document, window */
import assert from 'node:assert/strict';
import { registerByPhoneViaApi } from '../support/api.mjs';
import { expectNoAxeViolations } from '../support/a11y.mjs';
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

/** The app's scripts a page requests (its entry, entry-deps and every other chunk). */
function appScripts(page) {
  const found = [];
  page.on('request', (request) => {
    if (
      new URL(request.url()).pathname.startsWith('/assets/') &&
      request.resourceType() === 'script'
    )
      found.push(new URL(request.url()).pathname);
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

test('sign-up is drawn at its first step in both languages, and a later step waits for the app', async ({
  page,
}) => {
  const violations = policyViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await withoutScripts(page, '/register');
  const next = page.getByRole('button', { name: 'Next' });
  await next.waitFor();
  assert.equal(await next.isDisabled(), true);
  assert.equal(await page.getByRole('textbox', { name: 'Phone number' }).isEditable(), false);
  await page.evaluate(() => localStorage.setItem('locale', 'zh'));
  await page.reload();
  await page.getByRole('button', { name: '下一步' }).waitFor();
  await page.goto('/register?step=2');
  assert.equal(await page.locator('#root').innerHTML(), '');

  await page.unroute('**/assets/*.js');
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('712345678');
  assert.equal(await page.locator('form').count(), 1, 'the app replaced the drawn page');
  assert.equal(await page.getByRole('button', { name: 'Next' }).isEnabled(), true);
  assert.deepEqual(violations, []);
});

test('the guest build takes the drawn sign-in and sign-up pages as they are, in both languages', async ({
  page,
}) => {
  // The drawn form's elements, kept aside before the app's scripts run; once the app takes
  // input they must still be in the page (the app took them over) rather than replaced.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      window.drawnElements = [...document.querySelectorAll('#root form *')];
    });
  });
  for (const [locale, phone] of [
    ['en', 'Phone number'],
    ['zh', '手机号码'],
  ]) {
    await page.goto('/login');
    await page.evaluate((language) => localStorage.setItem('locale', language), locale);
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await page.getByRole('textbox', { name: phone }).fill('712345678');
      const drawn = await page.evaluate(() => ({
        all: window.drawnElements.length,
        kept: window.drawnElements.filter((element) => element.isConnected).length,
      }));
      assert.ok(drawn.all > 10, `${locale} ${path}: a drawn form`);
      assert.equal(drawn.kept, drawn.all, `${locale} ${path}: the drawn form's elements are kept`);
    }
  }
});

test('a guest on the home page runs none of the app: menus, phone menu and language work, by keyboard too', async ({
  page,
}) => {
  const violations = policyViolations(page);
  const scripts = appScripts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByTestId('home-hero').waitFor();
  assert.deepEqual(scripts, [], 'a guest on / loads none of the app (entry, entry-deps)');
  await page.getByRole('link', { name: 'Chat with us' }).waitFor();

  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  assert.equal(await close.getAttribute('aria-expanded'), 'true');
  await page.getByRole('link', { name: 'Our Service · FX' }).waitFor();
  await expectNoAxeViolations(page, { label: 'home without the app, phone menu open (en)' });
  await close.click();
  await page.getByRole('link', { name: 'Our Service · FX' }).waitFor({ state: 'hidden' });

  // The language menu by keyboard: Enter opens it, Escape closes it and keeps the focus.
  const language = page.getByRole('button', { name: 'Language' });
  await language.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitemradio', { name: '中文' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  assert.equal(await language.evaluate((el) => el === document.activeElement), true);
  await language.click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await page.getByTestId('home-hero').getByText('一个账户，畅通东非收付款与换汇').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
  assert.equal(await page.evaluate(() => localStorage.getItem('locale')), 'zh');
  await page.getByRole('button', { name: '打开菜单' }).click();
  await page.getByRole('link', { name: '我们的服务 · 外汇兑换' }).waitFor();
  await expectNoAxeViolations(page, { label: 'home without the app, phone menu open (zh)' });

  // At desktop width the page is drawn again for it; "Our Service" leads to its page.
  await page.setViewportSize({ width: 1280, height: 800 });
  const service = page.locator('.public-nav').getByRole('button', { name: /我们的服务/ });
  await service.click();
  await page.getByRole('menuitemradio', { name: '全球汇款' }).waitFor();
  await page.mouse.click(640, 700);
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: /语言/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page
    .locator('.public-nav')
    .getByRole('button', { name: /Our Service/ })
    .click();
  await page.getByRole('menuitemradio', { name: 'FX' }).click();
  await page.waitForURL((url) => url.pathname === '/services/fx');
  await page.getByTestId('rate-table').waitFor();
  assert.ok(
    scripts.some((path) => path.includes('entry-deps')),
    'the app loads once the visitor leaves the home page',
  );
  assert.deepEqual(violations, []);
});

test('from the home page, sign-up loads the app and takes input', async ({ page }) => {
  const scripts = appScripts(page);
  await page.goto('/');
  await page.getByTestId('hero-signup').click();
  await page.waitForURL((url) => url.pathname === '/register');
  await page.getByRole('button', { name: 'Next' }).waitFor();
  assert.ok(scripts.length > 0, 'sign-up ran the app');
});

test('a signed-in visitor of the home page gets the app, with their account menu', async ({
  page,
  baseUrl,
}) => {
  const account = await registerByPhoneViaApi(baseUrl);
  const scripts = appScripts(page);
  await page.addInitScript((token) => localStorage.setItem('token', token), account.token);
  await page.goto('/');
  await page.getByTestId('home-hero').waitFor();
  await page
    .locator('.public-header')
    .getByRole('button', { name: new RegExp(account.phone.slice(-6)) })
    .waitFor();
  assert.ok(
    scripts.some((path) => path.includes('entry-deps')),
    `the app ran: ${scripts.join(', ')}`,
  );
});

test('a signed-in visitor and other screens get no drawn guest page', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/aboutUs');
  assert.equal(await page.locator('#root').innerHTML(), '');
  await page.evaluate(() => localStorage.setItem('token', 'a-session'));
  await page.goto('/');
  assert.equal(await page.locator('#root').innerHTML(), '');
});
