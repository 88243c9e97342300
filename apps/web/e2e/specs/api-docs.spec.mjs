import assert from 'node:assert/strict';
import { registerByPhoneViaApi } from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import { expectDashboard, switchLanguage } from '../support/ui.mjs';

test('the API docs page shows the signing guide, the tested examples and the rendered reference in both languages, under the strict CSP', async ({
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
  await page.locator('#sign').getByText('Signing a request').waitFor();
  assert.match(await page.locator('#curl pre').innerText(), /openssl dgst -sha256 -hmac/);
  assert.match(
    await page.locator('#node pre').first().innerText(),
    /export function verifyWebhook/,
  );
  await page.locator('#errors').getByText('The signature does not match the request').waitFor();
  // The renderer waits until the reader reaches the reference (issue 16): the guide above it
  // is all a first screen pays for.
  assert.ok(
    !requested.some((url) => /\/ApiReference-[^/]*\.js$/.test(url)),
    'the reference renderer loaded before the reader reached it',
  );
  // Redoc's own rendering of the document: an operation, the webhook and the four headers.
  const reference = page.locator('#reference');
  await reference.scrollIntoViewIfNeeded();
  await reference
    .getByRole('heading', { name: 'Pay out to mobile money or a bank (B2C)' })
    .waitFor();
  await reference.getByRole('heading', { name: 'An order reached its final state' }).waitFor();
  await reference.getByText('AccessKey').first().waitFor();

  await switchLanguage(page, page.locator('.shell-header'), '中文');
  await page.locator('#sign').getByText('请求签名').waitFor();
  await page.locator('#errors').getByText('签名与请求不符').waitFor();
  await page.locator('#sandbox').getByText('数秒内成功').waitFor();

  assert.deepEqual(violations, []);
  assert.deepEqual(pageErrors, []);
});
