import assert from 'node:assert/strict';
import { test } from '../support/harness.mjs';
import {
  addMpesaPayeeViaApi,
  moneyAccount,
  payWithPassword,
  topUpViaApi,
} from '../support/money.mjs';

/**
 * The name check before paying (docs/name-check.md): the simulator's number ending 9901 is
 * registered to "Wanjiku Njeri Kamau". A different name needs the sender's tick before Confirm
 * opens; a close one shows the registered name and pays as usual.
 */
async function toConfirmStep(page, baseUrl, text, payeeName) {
  const account = await moneyAccount(page, baseUrl, { locale: text.locale });
  await topUpViaApi(baseUrl, account.token, '1000');
  await addMpesaPayeeViaApi(baseUrl, account.token, payeeName, '0712349901');
  await page.goto('/home/psp-index');
  await page.getByText(payeeName).click();
  await page.getByRole('button', { name: text.next }).click();
  await page.getByLabel(text.amount).fill('100');
  await page.getByTestId('quote-pay-amount').waitFor();
  await page.getByRole('button', { name: text.next }).click();
}

async function noMatchNeedsTick(page, baseUrl, text) {
  await toConfirmStep(page, baseUrl, text, 'Peter Otieno');
  const notice = page.locator('[data-testid="name-check"][data-result="NO_MATCH"]');
  await notice.getByText(text.noMatch).waitFor();
  // The registered name is never shown for a mismatch.
  assert.equal(await page.getByText('Wanjiku Njeri Kamau').count(), 0);
  const confirm = page.getByRole('button', { name: text.confirm });
  assert.equal(await confirm.isDisabled(), true);
  await page.getByLabel(text.tick).check();
  // Confirm opens once the box is ticked.
  await page.getByRole('button', { name: text.confirm, disabled: false }).waitFor();
  await confirm.click();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/order/create'));
  await payWithPassword(page, text.pay);
  const reply = await created;
  // The tick travels with the payment: the server refuses a mismatch without it.
  assert.equal(JSON.parse(reply.request().postData()).nameCheckConfirmed, true);
  assert.equal((await reply.json()).data.nameCheck, 'NO_MATCH');
  await page.locator('.ant-result-success').waitFor();
}

test('a name that does not match needs a tick before paying', async ({ page, baseUrl }) => {
  await noMatchNeedsTick(page, baseUrl, {
    locale: 'en',
    next: 'Next',
    amount: 'Amount (KES)',
    noMatch: 'The name does not match the name registered for this number or account',
    tick: 'I have checked the details and want to pay anyway',
    confirm: 'Confirm and pay',
    pay: 'Pay',
  });
});

test('a name that does not match needs a tick before paying, in Chinese', async ({
  page,
  baseUrl,
}) => {
  await noMatchNeedsTick(page, baseUrl, {
    locale: 'zh',
    next: '下一步',
    amount: '金额 (KES)',
    noMatch: '该姓名与此号码或账户登记的姓名不一致',
    tick: '我已核实信息，仍要付款',
    confirm: /确认并付款/,
    pay: /付\s?款/,
  });
});

for (const text of [
  {
    locale: 'en',
    next: 'Next',
    amount: 'Amount (KES)',
    close: 'The name is registered as "Wanjiku Njeri Kamau"',
    confirm: 'Confirm and pay',
  },
  {
    locale: 'zh',
    next: '下一步',
    amount: '金额 (KES)',
    close: '登记的姓名为“Wanjiku Njeri Kamau”',
    confirm: /确认并付款/,
  },
]) {
  test(`a close name shows the registered one and pays as usual (${text.locale})`, async ({
    page,
    baseUrl,
  }) => {
    await toConfirmStep(page, baseUrl, text, 'Wanjiku Kamau');
    const notice = page.locator('[data-testid="name-check"][data-result="CLOSE_MATCH"]');
    await notice.getByText(text.close).waitFor();
    assert.equal(await page.getByRole('button', { name: text.confirm }).isDisabled(), false);
  });
}

/**
 * The server grades again when paying (docs/name-check.md): with the page's own look-up refused,
 * Confirm opens, the server refuses the mismatch without the sender's confirmation, and the page
 * then shows it with the same tick; ticked, the payment goes through.
 */
test('a mismatch the page could not check is caught by the server and paid once ticked', async ({
  page,
  baseUrl,
}) => {
  // The page's look-up is refused as when the hour's allowance is used up; paying is not counted.
  await page.route('**/api/payee/check', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: 429, msg: 'At most 120 name checks an hour', data: null }),
    }),
  );
  await toConfirmStep(
    page,
    baseUrl,
    { locale: 'en', next: 'Next', amount: 'Amount (KES)' },
    'Peter Otieno',
  );
  const confirm = page.getByRole('button', { name: 'Confirm and pay' });
  await page.getByRole('button', { name: 'Confirm and pay', disabled: false }).waitFor();
  await confirm.click();
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/order/create'));
  await payWithPassword(page, 'Pay');
  const refusal = await (await refused).json();
  assert.equal(refusal.code, -1008);
  assert.deepEqual(
    refusal.data.map((f) => f.field),
    ['nameCheckConfirmed'],
  );
  const notice = page.locator('[data-testid="name-check"][data-result="NO_MATCH"]');
  await notice
    .getByText('The name does not match the name registered for this number or account')
    .waitFor();
  assert.equal(await confirm.isDisabled(), true);
  await page.getByLabel('I have checked the details and want to pay anyway').check();
  await page.getByRole('button', { name: 'Confirm and pay', disabled: false }).click();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/order/create'));
  await payWithPassword(page, 'Pay');
  assert.equal((await (await created).json()).data.nameCheck, 'NO_MATCH');
  await page.locator('.ant-result-success').waitFor();
});
