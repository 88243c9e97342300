import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../support/a11y.mjs';
import { registerByPhoneViaApi } from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import { expectDashboard, switchLanguage } from '../support/ui.mjs';

/** With E2E_SCREENSHOTS set to a folder, saves what the screen shows there (issue 33's note). */
async function shot(page, name) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/**
 * The merchant guide's sections (docs/merchant-guide.md) in the page's language: what a
 * developer needs from zero, each section found by its anchor and checked for its substance.
 */
async function expectGuide(page, baseUrl, words) {
  await page.locator('#start').getByRole('heading', { name: words.start }).waitFor();
  assert.equal(
    (await page.locator('#start pre').innerText()).trim(),
    `${new URL(baseUrl).origin}/open/v1`,
  );
  await page.locator('#sign').getByRole('heading', { name: words.sign }).waitFor();
  await page.locator('#accounts').getByRole('cell', { name: words.suspenseAccount }).waitFor();
  const calls = page.locator('#calls');
  await calls.getByRole('heading', { name: `POST /open/v1/b2c/payout ${words.payout}` }).waitFor();
  assert.equal(await calls.locator('h3').count(), 8, 'a body for every call');
  assert.match(await page.locator('#sandbox').innerText(), /node sandbox-walkthrough\.mjs/);
  assert.match(await page.locator('#sandbox pre').innerText(), /api\.transfer\(/);
  assert.match(await page.locator('#node pre').innerText(), /export function verifyWebhook/);
  const webhook = await page.locator('#webhook').innerText();
  assert.match(webhook, words.malformed);
  assert.match(webhook, words.stale);
  assert.match(await page.locator('#webhook pre').innerText(), /verifyWebhook\(secret, rawBody/);
  await page.locator('#errors').getByText(words.signatureError).waitFor();
}

test('the API docs page shows the merchant guide and the reference in English and in Chinese, under the strict CSP, with no axe violations', async ({
  page,
  baseUrl,
  pageErrors,
}) => {
  // The renderer runs under the page's policy unchanged: nothing it does may be blocked (its CDN
  // logo is replaced at build time, its search worker is off; docs/api-service.md).
  const violations = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  const { token } = await registerByPhoneViaApi(baseUrl);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);

  await page.goto('/home/dashboard');
  await expectDashboard(page);
  assert.ok(
    !requested.some((url) => /\/ApiReference-[^/]*\.js$/.test(url)),
    'another page loaded the reference renderer',
  );

  await page.goto('/homeApi/docs');
  await expectGuide(page, baseUrl, {
    start: 'Before you start',
    sign: 'Signing a request',
    suspenseAccount: 'Suspense',
    payout: 'Pay out to mobile money or a bank (B2C)',
    malformed: /Refuse anything else, or a missing header, as malformed/,
    stale: /Refuse a t more than 300 seconds from your clock/,
    signatureError: 'The signature does not match the request',
  });
  assert.match(await page.locator('#curl pre').innerText(), /openssl dgst -sha256 -hmac/);
  await page.locator('#start').scrollIntoViewIfNeeded();
  await shot(page, 'api-docs-guide-en-desktop');
  // The renderer waits until the reader reaches the reference (issue 16): the guide above it
  // is all a first screen pays for.
  assert.ok(
    !requested.some((url) => /\/ApiReference-[^/]*\.js$/.test(url)),
    'the reference renderer loaded before the reader reached it',
  );
  // Redoc's own rendering of the document: an operation, the webhook, the four headers and
  // the document's prose.
  const reference = page.locator('#reference');
  await reference.scrollIntoViewIfNeeded();
  await reference
    .getByRole('heading', { name: 'Pay out to mobile money or a bank (B2C)' })
    .waitFor();
  await reference.getByRole('heading', { name: 'An order reached its final state' }).waitFor();
  await reference.getByText('AccessKey').first().waitFor();
  await reference.getByText(/The merchant API lets your server collect money/).waitFor();
  await shot(page, 'api-docs-reference-en-desktop');
  await expectNoAxeViolations(page, { label: '/homeApi/docs in English' });
  // A phone: the guide's code scrolls inside its box, and the page still passes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#start').scrollIntoViewIfNeeded();
  await shot(page, 'api-docs-guide-en-390');
  await expectNoAxeViolations(page, { label: '/homeApi/docs in English at 390 px' });
  await page.setViewportSize({ width: 1366, height: 800 });

  await switchLanguage(page, page.locator('.shell-header'), '中文');
  await expectGuide(page, baseUrl, {
    start: '开始之前',
    sign: '请求签名',
    suspenseAccount: 'Suspense',
    payout: '代付到移动钱包或银行（B2C）',
    malformed: /其他格式或缺少该请求头，均按格式错误拒绝/,
    stale: /拒绝与您的时钟相差超过 300 秒的 t/,
    signatureError: '签名与请求不符',
  });
  await page.locator('#sandbox').getByText('数秒内成功').waitFor();
  await page.locator('#calls').scrollIntoViewIfNeeded();
  await shot(page, 'api-docs-guide-zh-desktop');
  // The reference's prose in Chinese too: the document of the page's language.
  await reference.scrollIntoViewIfNeeded();
  await reference.getByRole('heading', { name: '代付到移动钱包或银行（B2C）' }).waitFor();
  await reference.getByRole('heading', { name: '订单已到达最终状态' }).waitFor();
  await reference.getByText(/商户 API 让您的服务器/).waitFor();
  // Its menu names the groups in Chinese too (the document's x-displayName).
  await reference
    .getByRole('menuitem', { name: /^批量代付/ })
    .first()
    .waitFor();
  assert.ok(
    requested.some((url) => url.endsWith('/api/open/openapi.json?lang=zh_CN')),
    'the Chinese reference was asked for',
  );
  await shot(page, 'api-docs-reference-zh-desktop');
  await expectNoAxeViolations(page, { label: '/homeApi/docs in Chinese' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#webhook').scrollIntoViewIfNeeded();
  await shot(page, 'api-docs-guide-zh-390');
  await expectNoAxeViolations(page, { label: '/homeApi/docs in Chinese at 390 px' });

  assert.deepEqual(violations, []);
  assert.deepEqual(pageErrors, []);
});
