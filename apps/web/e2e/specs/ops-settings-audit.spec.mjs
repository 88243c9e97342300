import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { registerByPhoneViaApi } from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import { operatorSignIn } from '../support/operators.mjs';
import { createOperator } from '../support/server.mjs';
import { pickOpenSelectOption } from '../support/ui.mjs';

const FINANCE = { username: 'e2e-settings-finance', password: 'Settings-finance-2026' };
const ADMIN = { username: 'e2e-settings-admin', password: 'Settings-admin-2026' };

/** Opens the console as `operator`: its token in the tab's session storage, as after sign-in. */
async function openConsoleAs(page, baseUrl, operator) {
  const token = await operatorSignIn(baseUrl, operator);
  await page.goto('/ops/login');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.evaluate((t) => sessionStorage.setItem('pesa-ops-token', t), token);
}

test('finance sets a rate the customer FX page shows; the audit lists it and exports it as CSV', async ({
  page,
  baseUrl,
}) => {
  createOperator(FINANCE.username, FINANCE.password, 'finance');
  createOperator(ADMIN.username, ADMIN.password, 'admin');
  // A rate no other test sets, so the customer page can only show it once this one saved it.
  const rate = `1${String(10 + Math.floor(Math.random() * 89))}.37`;

  // Finance: the rates screen, with the pair's history chart, and the rate set through its form.
  await openConsoleAs(page, baseUrl, FINANCE);
  await page.goto('/ops/rates');
  await page.getByRole('heading', { name: 'Exchange rates' }).waitFor();
  await page.getByText('Rate history').waitFor();
  await page.getByRole('button', { name: 'Set rate USD/KES' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set the USD/KES rate' });
  await dialog.getByLabel('Rate').fill(rate);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved').waitFor();
  await page
    .getByRole('row', { name: new RegExp(`USD/KES\\s+${rate.replace('.', '\\.')}`) })
    .waitFor();
  // A cross pair's mid follows from the USD rates: it has no "Set rate", only "Set spread".
  await page.getByRole('button', { name: 'Set spread KES/TZS' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Set rate KES/TZS' }).count(), 0);
  // The spread: customers get the mid less 1.20 %, exactly rate × 0.988 at these digits.
  await page.getByRole('button', { name: 'Set spread USD/KES' }).click();
  const spreadDialog = page.getByRole('dialog', { name: 'Set the USD/KES spread' });
  await spreadDialog.getByLabel('Spread, in basis points').fill('120');
  await spreadDialog.getByRole('button', { name: 'Save' }).click();
  const customerRate = (BigInt(rate.replace('.', '')) * 988n).toString().replace(/(\d{5})$/, '.$1');
  await page.getByRole('row', { name: new RegExp(`USD/KES.*1\\.20%.*${customerRate}`) }).waitFor();
  // Finance does not read the audit trail: its menu has no entry for it.
  await page.getByRole('menuitem', { name: 'Channel fees' }).waitFor();
  assert.equal(await page.getByRole('menuitem', { name: 'Audit trail' }).count(), 0);

  // The customer's FX page shows the new rate.
  const customer = await registerByPhoneViaApi(baseUrl);
  await page.evaluate((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('locale', 'en');
  }, customer.token);
  await page.goto('/home/fx-index');
  await page
    .getByRole('row', { name: new RegExp(`USD/KES\\s+${rate.replace('.', '\\.')}`) })
    .waitFor();
  await page.getByText(`1 USD = ${customerRate} KES`).waitFor();

  // Admin: the audit trail lists the change, filtered by its action, and exports it.
  await openConsoleAs(page, baseUrl, ADMIN);
  await page.goto('/ops/audit');
  await page.getByRole('heading', { name: 'Audit trail' }).waitFor();
  // The list of actions grows with every test that ran before: search it, as an operator would
  // (the dropdown only renders the options in view).
  await page.getByLabel('Action').click();
  await page.getByLabel('Action').fill('Rate set');
  await pickOpenSelectOption(page, 'Rate set');
  const row = page.getByRole('row', { name: new RegExp(`${FINANCE.username}.*USD/KES.*${rate}`) });
  await row.waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^operator-audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  assert.equal(lines[0], 'id,time,operatorId,operator,action,target,detail');
  assert.ok(
    lines.some((line) => line.endsWith(`,${FINANCE.username},rateSet,USD/KES,${rate}`)),
    lines.join('\n'),
  );
  // Filtered by action, the file holds rate changes only.
  assert.ok(
    lines
      .slice(1)
      .filter(Boolean)
      .every((line) => line.includes(',rateSet,')),
  );
});
