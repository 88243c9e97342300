import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OpenOrderView } from '@pesa/contract';
import { startDarajaHarness, DARAJA_SECRET } from './daraja-helpers.ts';
import type { FakeDaraja } from './fakes/fake-daraja.ts';
import { engines, registerByPhone, type Harness } from './harness.ts';
import { ledgerReconciles } from './money-helpers.ts';
import { approvedMerchant, openCall, type Merchant } from './open-api-helpers.ts';
import {
  apiBalance,
  collectKes,
  payoutBody,
  queryOrder,
  transferKes,
} from './open-money-helpers.ts';

let transCounter = 0;
function paybill(billRef: string, amount: string) {
  transCounter++;
  return {
    TransactionType: 'Pay Bill',
    TransID: `RKM${Date.now().toString(36).toUpperCase()}${transCounter}`,
    TransTime: '20261124101010',
    TransAmount: amount,
    BusinessShortCode: '174379',
    BillRefNumber: billRef,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: '254722000333',
    FirstName: 'Achieng',
    MiddleName: '',
    LastName: 'Otieno',
  };
}

/** The merchant API where M-Pesa Kenya is Daraja (MPESA_MODE=daraja), against the fake Daraja. */
describe.each(engines)('Merchant API with Daraja (%s)', (engine) => {
  let h: Harness;
  let fake: FakeDaraja;
  let c2bBase: string;
  let merchant: Merchant;
  let accountNo: string;

  beforeAll(async () => {
    let callbackBase: string;
    ({ h, fake, callbackBase } = await startDarajaHarness(engine));
    c2bBase = `${callbackBase}/api/channels/daraja/${DARAJA_SECRET}/c2b`;
    merchant = await approvedMerchant(h);
    h.tick();
    accountNo = (await h.call<{ accountNo: string }>('/user/info', {}, { token: merchant.token }))
      .data.accountNo;
  });
  afterAll(async () => {
    await h?.close();
    await fake?.stop();
  });
  afterEach(async () => {
    expect(fake.errors).toEqual([]);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  const merchantOrders = () =>
    h.app.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('main_user_id', '=', merchant.userId)
      .where('api_mode', '=', 'live')
      .where('third_order_no', 'like', 'RKM%')
      .execute();

  it('credits a Paybill payment naming the merchant to its M-Pesa C2B account, once', async () => {
    const told: number[] = [];
    h.app.money.transitions.onApiOrderFinal(async (_trx, order, to) => {
      if (order.main_user_id === merchant.userId) told.push(to);
    });
    const payment = paybill(`API${accountNo}-INV42`, '1250.00');
    expect((await fake.post(`${c2bBase}/validation`, payment)).json).toEqual({
      ResultCode: 0,
      ResultDesc: 'Accepted',
    });
    expect((await fake.post(`${c2bBase}/confirmation`, payment)).json).toEqual({
      ResultCode: 0,
      ResultDesc: 'Accepted',
    });
    await fake.post(`${c2bBase}/confirmation`, payment);
    expect(await apiBalance(h, merchant.live, 2)).toBe('1250.00');
    const orders = await merchantOrders();
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    expect(order).toMatchObject({ kind: -1, status: 1, api_kind: 'collect', pay_type: 2 });
    expect(JSON.parse(order.details)).toEqual({
      oppoAccountId: '254722000333',
      oppoAccountName: 'Achieng Otieno',
      oppoBankName: 'M-PESA',
      paymentChannel: 'Paybill',
      transactionNarrative: `API${accountNo}-INV42`,
      externalTxId: payment.TransID,
    });
    expect(told).toEqual([1]);
    const found = await queryOrder(h, merchant.live, { sn: order.sn });
    expect(found.data).toMatchObject({ kind: 'collect', status: 1, amount: '1250.00' });
  });

  it('leaves other references to the customer path: unmatched, nothing credited', async () => {
    const company = await registerByPhone(h, { userType: 1 });
    h.tick();
    const otherNo = (
      await h.call<{ accountNo: string }>('/user/info', {}, { token: company.token })
    ).data.accountNo;
    const notApproved = paybill(`API${otherNo}`, '10.00');
    expect((await fake.post(`${c2bBase}/validation`, notApproved)).json).toMatchObject({
      ResultCode: 'C2B00012',
    });
    await fake.post(`${c2bBase}/confirmation`, notApproved);
    // The merchant's bare account number is its own wallet's top-up reference, not the API's.
    const bare = paybill(accountNo, '20.00');
    await fake.post(`${c2bBase}/confirmation`, bare);
    const unmatched = await h.app.db.kysely
      .selectFrom('channel_events')
      .select('event_key')
      .where('source', '=', 'daraja-unmatched')
      .execute();
    expect(unmatched.map((e) => e.event_key)).toEqual(
      expect.arrayContaining([`daraja:c2b:${notApproved.TransID}`, `daraja:c2b:${bare.TransID}`]),
    );
    expect(await apiBalance(h, merchant.live, 2)).toBe('1250.00');
    expect(await merchantOrders()).toHaveLength(1);
  });

  it('sends live collections and payouts to Daraja, test ones to the sandbox only', async () => {
    const stk = fake.stk.length;
    const b2c = fake.b2c.length;
    const test = await collectKes(h, merchant.test, '300');
    expect((await queryOrder(h, merchant.test, { sn: test.sn })).data.status).toBe(1);
    expect((await transferKes(h, merchant.test, 2, 0, '200')).code).toBe(200);
    const paid = await openCall<OpenOrderView>(h, merchant.test, '/b2c/payout', payoutBody('100'));
    await h.app.money.worker.runDue();
    expect((await queryOrder(h, merchant.test, { sn: paid.data.sn })).data.payoutStatus).toBe(2);
    expect(fake.stk).toHaveLength(stk);
    expect(fake.b2c).toHaveLength(b2c);

    const live = await collectKes(h, merchant.live, '300');
    expect(fake.stk).toHaveLength(stk + 1);
    expect((await queryOrder(h, merchant.live, { sn: live.sn })).data.status).toBe(-1);
  });
});
