import assert from 'node:assert/strict';
import { test } from '../support/harness.mjs';

test('an unknown address shows the 404 page with a way back home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  assert.equal(response.status(), 200, 'the SPA fallback serves index.html');
  const notFound = page.getByTestId('not-found-page');
  await notFound.getByText('Page not found').waitFor();
  await notFound.getByRole('link', { name: 'Back to home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('home-hero').waitFor();
});

test('the 401 page explains the refusal and offers the way home', async ({ page }) => {
  await page.goto('/401');
  const unauthorized = page.getByTestId('unauthorized-page');
  await unauthorized.getByText('Access denied').waitFor();
  assert.equal(
    await unauthorized.getByRole('link', { name: 'Back to home' }).getAttribute('href'),
    '/',
  );
});
