/* global document, window */
import assert from 'node:assert/strict';
import { test } from '../support/harness.mjs';
import { registerByPhoneViaApi } from '../support/api.mjs';
import { expectDashboard, loginByPhone } from '../support/ui.mjs';

const ourService = (page) =>
  page
    .locator('header')
    .getByRole('button', { name: /Our Service/ })
    .first();

test('a visitor opens Our Service → FX and sees the server rates, then Global Service, never /login', async ({
  page,
}) => {
  await page.goto('/');
  const ratesReply = page.waitForResponse((r) => r.url().endsWith('/api/common/public/rates'));
  await ourService(page).click();
  await page.getByRole('menuitemradio', { name: 'FX' }).click();
  await page.waitForURL((url) => url.pathname === '/services/fx');
  const reply = await ratesReply;
  assert.equal(reply.request().headers().authorization, undefined);
  const rates = (await reply.json()).data;
  const usdKes = rates.find((r) => r.pair === 'USD/KES');
  assert.ok(usdKes, 'the server quotes USD/KES');
  const row = page.getByTestId('rate-USD/KES');
  await row.waitFor();
  assert.match(await row.innerText(), new RegExp(`1 USD = ${usdKes.rate} KES`));

  const converter = page.getByTestId('rate-converter');
  await converter.getByLabel('Convert').selectOption({ label: 'USD to KES' });
  await converter.getByLabel('Amount').fill('10');
  await page.getByTestId('converter-result').getByText('10 USD is about').waitFor();

  await ourService(page).click();
  await page.getByRole('menuitemradio', { name: 'Global Service' }).click();
  await page.waitForURL((url) => url.pathname === '/services/global');
  const kenya = page.getByTestId('corridor-254');
  await kenya.waitFor();
  assert.match(await kenya.innerText(), /From Kenya/);
  await page.getByTestId('corridor-255').waitFor();
  await page.getByTestId('service-cta').getByRole('link', { name: 'Sign up' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/services/global');
});

test('the service pages fit a 360 px phone in both languages and open from the phone menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Our Service · FX' }).click();
  await page.waitForURL((url) => url.pathname === '/services/fx');
  await page.getByTestId('rate-table').waitFor();
  for (const locale of ['en', 'zh']) {
    await page.evaluate((l) => localStorage.setItem('locale', l), locale);
    for (const [path, ready] of [
      ['/services/fx', 'rate-table'],
      ['/services/global', 'corridor-254'],
    ]) {
      await page.goto(path);
      await page.getByTestId(ready).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      assert.ok(overflow <= 0, `${path} (${locale}) overflows by ${overflow}px`);
    }
  }
  assert.match(await page.getByTestId('corridor-254').innerText(), /肯尼亚/);
});

test('a signed-in customer sees the same page with a way into the app', async ({
  page,
  baseUrl,
}) => {
  const user = await registerByPhoneViaApi(baseUrl, { countryId: 254 });
  await loginByPhone(page, { countryId: 254, phone: user.phone, password: user.password });
  await expectDashboard(page);
  await page.goto('/services/fx');
  const goTo = page.getByTestId('service-go-to').getByRole('link');
  await goTo.waitFor();
  await goTo.click();
  await page.waitForURL((url) => url.pathname === '/home/fx-index');
});
