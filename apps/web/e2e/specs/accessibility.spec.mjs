import { expectNoAxeViolations } from '../support/a11y.mjs';
import { test } from '../support/harness.mjs';
import { operatorSignIn } from '../support/operators.mjs';
import { createOperator } from '../support/server.mjs';

/**
 * WCAG 2.2 AA in Chinese for the screens no other Chinese journey shows: registration and the
 * operator console. The other main screens are checked inside their own journeys (the calls to
 * expectNoAxeViolations in the specs; docs/web-public-site-and-browser-tests.md).
 */
test('registration passes the accessibility check in Chinese', async ({ page }) => {
  await page.context().addInitScript(() => localStorage.setItem('locale', 'zh'));
  await page.goto('/register');
  await page.getByRole('heading', { name: '创建账户', exact: true }).waitFor();
  await expectNoAxeViolations(page, { label: 'register (zh)' });
});

test('the operator console passes the accessibility check in Chinese', async ({
  page,
  baseUrl,
}) => {
  const operator = { username: 'e2e-a11y-zh', password: 'Console-a11y-2026' };
  createOperator(operator.username, operator.password, 'admin');
  const token = await operatorSignIn(baseUrl, operator);
  await page.context().addInitScript((session) => {
    localStorage.setItem('locale', 'zh');
    sessionStorage.setItem('pesa-ops-token', session);
  }, token);
  await page.goto('/ops');
  await page.getByRole('heading', { name: '待处理事项' }).waitFor();
  await page.getByTestId('ops-queue-kyc').waitFor();
  await expectNoAxeViolations(page, { label: 'operator console (zh)' });
});
