import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { api, apiData } from '../support/api.mjs';
import { DARAJA_CALLBACK_SECRET, startDarajaServer } from '../support/daraja.mjs';
import { test } from '../support/harness.mjs';
import {
  addMpesaPayeeViaApi,
  moneyAccount,
  mpesaSendViaApi,
  newSn,
  settledOrder,
} from '../support/money.mjs';
import { operatorSignIn } from '../support/operators.mjs';
import { createOperator } from '../support/server.mjs';
import { settled } from '../support/ui.mjs';

// Waits for a state the server reaches on its own (a rail's callback, a job), by asking again.
const spaced = () => delay(350);
async function eventually(read) {
  for (;;) {
    const value = await read();
    if (value) return value;
    await spaced();
  }
}

/** Funds the customer as M-Pesa would: the STK push reaches Daraja, its callback credits. */
async function stkTopUp(daraja, token, amount) {
  const { baseUrl, fake } = daraja;
  const pushed = fake.stk.length;
  const topUp = await apiData(
    baseUrl,
    '/recharge/create',
    { sn: newSn('R'), scope: 0, payType: 502, currencyId: 404, amount },
    { token },
  );
  const stk = await eventually(() => fake.stk[pushed]);
  const callback = await fake.post(String(stk.body.CallBackURL), fake.stkCallback(stk, 'success'));
  assert.equal(callback.status, 200);
  return settledOrder(baseUrl, token, topUp.sn);
}

/** A Paybill payment to an account number nobody has, posted as Daraja confirms one. */
async function unmatchedPaybill({ baseUrl, fake }, amount) {
  const transId = `RKT${Date.now().toString(36).toUpperCase()}`.slice(0, 10);
  const payment = {
    TransactionType: 'Pay Bill',
    TransID: transId,
    TransTime: '20261125101010',
    TransAmount: amount,
    BusinessShortCode: '174379',
    BillRefNumber: 'NO-SUCH-ACCOUNT',
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: '254722000999',
    FirstName: 'Achieng',
    MiddleName: '',
    LastName: 'Otieno',
  };
  const url = `${baseUrl}/api/channels/daraja/${DARAJA_CALLBACK_SECRET}/c2b/confirmation`;
  assert.equal((await fake.post(url, payment)).status, 200);
  return transId;
}

test('on Daraja, a finance operator settles a stalled payout with its receipt and reverses an unmatched Paybill payment', async ({
  page,
  distDir,
}) => {
  const daraja = await startDarajaServer(distDir);
  try {
    const { baseUrl, fake } = daraja;
    const customer = await moneyAccount(page, baseUrl);
    await stkTopUp(daraja, customer.token, '3000');
    const { id: payeeId } = await addMpesaPayeeViaApi(
      baseUrl,
      customer.token,
      'Otieno Baraka',
      '0722000555',
    );
    const send = await mpesaSendViaApi(baseUrl, customer.token, payeeId, '1200');
    const officer = { username: 'e2e-daraja-finance', password: 'Daraja-finance-2026' };
    createOperator(officer.username, officer.password, 'finance', daraja.dataDir);
    const token = await operatorSignIn(baseUrl, officer);
    await page
      .context()
      .addInitScript((value) => sessionStorage.setItem('pesa-ops-token', value), token);
    // Daraja accepts the payout but never sends its Result; every status query goes unanswered.
    const stalled = await eventually(async () => {
      const list = await api(
        baseUrl,
        '/ops/daraja/stalledPayouts',
        { pageNum: 1, pageSize: 50 },
        { token },
      );
      return list.rows?.find((row) => row.sn === send.sn);
    });
    assert.equal(stalled.thirdOrderNo, fake.b2c.at(-1).ConversationID);
    const transId = await unmatchedPaybill(daraja, '750');

    await page.goto(`${baseUrl}/ops/rails`);

    // The stalled payout: Safaricom says it was paid; the receipt settles it for good.
    const payouts = page.getByTestId('ops-stalled-table');
    const row = payouts.getByRole('row', { name: new RegExp(send.sn) });
    await row.getByText(stalled.thirdOrderNo).waitFor();
    await row.getByRole('button', { name: 'Resolve' }).click();
    const resolve = page.getByRole('dialog', { name: `Resolve payout ${send.sn}` });
    await settled(resolve);
    await resolve.getByLabel('M-Pesa receipt').fill('rkt1ab2cd3');
    await resolve
      .getByLabel('Reason (kept in the audit trail)')
      .fill('Confirmed paid by Safaricom');
    await resolve.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Payout resolved').waitFor();
    await row.waitFor({ state: 'detached' });
    const paid = await settledOrder(baseUrl, customer.token, send.sn);
    assert.equal(paid.status, 1);
    assert.equal(paid.thirdOrderNo, 'RKT1AB2CD3');

    // The unmatched payment: nobody was credited; a reversal asks M-Pesa to send it back.
    await page.getByRole('tab', { name: 'Unmatched Paybill payments' }).click();
    const payment = page.getByRole('row', { name: new RegExp(transId) });
    await payment.getByText('Not reversed').waitFor();
    await payment.getByRole('button', { name: 'Reverse' }).click();
    const reverse = page.getByRole('dialog', { name: `Reverse payment ${transId}` });
    await settled(reverse);
    await reverse
      .getByLabel('Reason (kept in the audit trail)')
      .fill('Paid to a wrong account number');
    await reverse.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Reversal requested').first().waitFor();
    await payment.getByText('Requested').waitFor();
    assert.equal(fake.reversals.at(-1).body.TransactionID, transId);
  } finally {
    await daraja.stop();
  }
});
