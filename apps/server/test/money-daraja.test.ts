import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DARAJA_CREDENTIALS as CREDENTIALS,
  DARAJA_SECRET as SECRET,
  startDarajaHarness,
} from './daraja-helpers.ts';
import type { FakeDaraja } from './fakes/fake-daraja.ts';
import { engines, registerByPhone, type Harness } from './harness.ts';
import {
  addMpesaPayee,
  assets,
  ledgerReconciles,
  newSn,
  setFundPassword,
} from './money-helpers.ts';

type Order = { sn: string; status: number; failReason: string | null; thirdOrderNo: string | null };

describe.each(engines)('M-Pesa through Daraja on %s', (engine) => {
  let h: Harness;
  let fake: FakeDaraja;
  let token: string;
  let payeeId: number;
  let callbackBase: string;
  const fundPassword = '135790';

  beforeAll(async () => {
    ({ h, fake, callbackBase } = await startDarajaHarness(engine));
    const user = await registerByPhone(h);
    token = user.token;
    await setFundPassword(h, token, user.phone, user.national, fundPassword);
    payeeId = await addMpesaPayee(h, token, '0722000111');
  });
  afterAll(async () => {
    await h?.close();
    await fake?.stop();
  });

  const detail = async (sn: string) => {
    h.tick();
    return (await h.call<Order>(`/order/detail/${sn}`, {}, { token })).data;
  };
  const topUp = async (amount: string, payType = 502) => {
    h.tick();
    const reply = await h.call<Order>(
      '/recharge/create',
      { sn: newSn('R'), scope: 0, payType, currencyId: 404, amount },
      { token },
    );
    expect(reply.code).toBe(200);
    await h.app.money.worker.runDue();
    return reply.data;
  };
  const eventCount = async (key: string) =>
    (
      await h.app.db.kysely
        .selectFrom('channel_events')
        .select('id')
        .where('event_key', '=', key)
        .execute()
    ).length;

  it('tops up by STK push: documented request, then the callback credits the wallet once', async () => {
    const order = await topUp('1500');
    expect(fake.errors).toEqual([]);
    expect(fake.stk).toHaveLength(1);
    const request = fake.stk[0]!;
    expect(request.body).toMatchObject({
      BusinessShortCode: '174379',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1500,
      PartyB: '174379',
      CallBackURL: `${callbackBase}/api/channels/daraja/${SECRET}/stk`,
    });
    expect(String(request.body.PhoneNumber)).toMatch(/^2547\d{8}$/);
    expect((await detail(order.sn)).status).toBe(-1);
    expect((await detail(order.sn)).thirdOrderNo).toBe(request.CheckoutRequestID);

    const callback = fake.stkCallback(request, 'success');
    const url = String(request.body.CallBackURL);
    const first = await fake.post(url, callback);
    expect(first).toEqual({ status: 200, json: { ResultCode: 0, ResultDesc: 'Accepted' } });
    expect((await detail(order.sn)).status).toBe(1);
    expect((await assets(h, token))?.domestic).toBe('1500.00');

    // Daraja repeats itself: the same callback twice more is acknowledged and applied once.
    for (let i = 0; i < 2; i++) expect((await fake.post(url, callback)).status).toBe(200);
    expect((await assets(h, token))?.domestic).toBe('1500.00');
    expect(await eventCount(`daraja:stk:${request.CheckoutRequestID}`)).toBe(1);
  });

  it('rejects the top-up when the customer cancels the STK prompt (1032)', async () => {
    const order = await topUp('700');
    const request = fake.stk.at(-1)!;
    const reply = await fake.post(
      String(request.body.CallBackURL),
      fake.stkCallback(request, 'cancelled'),
    );
    expect(reply.status).toBe(200);
    const after = await detail(order.sn);
    expect(after.status).toBe(2);
    expect(after.failReason).toMatch(/^1032/);
    expect((await assets(h, token))?.domestic).toBe('1500.00');
  });

  it('rejects the top-up when the customer cannot be reached (1037)', async () => {
    const order = await topUp('300');
    const request = fake.stk.at(-1)!;
    await fake.post(String(request.body.CallBackURL), fake.stkCallback(request, 'timeout'));
    expect((await detail(order.sn)).status).toBe(2);
  });

  it('refuses an amount with cents without calling Daraja: the order fails at once', async () => {
    const before = fake.stk.length;
    const order = await topUp('10.50');
    expect(fake.stk.length).toBe(before);
    const after = await detail(order.sn);
    expect(after.status).toBe(2);
    expect(after.failReason).toMatch(/whole shillings/);
  });

  it('answers every callback URL alike: 404 on a wrong secret, 400 to a malformed result, and a logged acknowledgement of a queue timeout', async () => {
    const post = (secret: string, route: string, payload: string) =>
      h.app.server.inject({
        method: 'POST',
        url: `/api/channels/daraja/${secret}/${route}`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const results = [
      'stk',
      'b2c/result',
      'c2b/confirmation',
      'transactionstatus/result',
      'reversal/result',
    ];
    const timeouts = ['transactionstatus/timeout', 'reversal/timeout'];
    for (const route of [...results, ...timeouts]) {
      expect((await post('not-the-secret', route, '{}')).statusCode).toBe(404);
    }
    for (const route of results) {
      for (const payload of ['not json', '{"Result":{}}']) {
        const reply = await post(SECRET, route, payload);
        expect([route, reply.statusCode, reply.json()]).toEqual([
          route,
          400,
          { ResultCode: 1, ResultDesc: 'Malformed' },
        ]);
      }
    }
    for (const route of timeouts) {
      const reply = await post(SECRET, route, '{"Result":{"ResultCode":1}}');
      expect([route, reply.statusCode, reply.json()]).toEqual([
        route,
        200,
        { ResultCode: 0, ResultDesc: 'Accepted' },
      ]);
    }
  });

  it('refuses callbacks on a wrong path secret or from an address not allowed', async () => {
    const order = await topUp('200');
    const request = fake.stk.at(-1)!;
    const body = fake.stkCallback(request, 'success');
    const wrong = await fake.post(`${callbackBase}/api/channels/daraja/not-the-secret/stk`, body);
    expect(wrong.status).toBe(404);
    const foreign = await h.app.server.inject({
      method: 'POST',
      url: `/api/channels/daraja/${SECRET}/stk`,
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(foreign.statusCode).toBe(403);
    expect((await detail(order.sn)).status).toBe(-1);
    expect((await assets(h, token))?.domestic).toBe('1500.00');
    // The genuine delivery still works afterwards.
    await fake.post(String(request.body.CallBackURL), body);
    expect((await detail(order.sn)).status).toBe(1);
    expect((await assets(h, token))?.domestic).toBe('1700.00');
  });

  it('keeps an STK result that arrives before its CheckoutRequestID is stored, and applies it later', async () => {
    const order = await topUp('120');
    const request = fake.stk.at(-1)!;
    const orders = h.app.db.kysely.updateTable('orders').where('sn', '=', order.sn);
    // As if Daraja answered the callback before our submission job had stored its reply.
    await orders.set({ third_order_no: null }).execute();
    const before = await assets(h, token);
    const early = await fake.post(
      String(request.body.CallBackURL),
      fake.stkCallback(request, 'success'),
    );
    expect(early.status).toBe(200);
    expect((await detail(order.sn)).status).toBe(-1);
    await orders.set({ third_order_no: request.CheckoutRequestID }).execute();
    h.clock.advance(10_000);
    await h.app.money.worker.runDue();
    expect((await detail(order.sn)).status).toBe(1);
    const after = await assets(h, token);
    expect(Number(after?.domestic) - Number(before?.domestic)).toBe(120);
  });

  it('refuses an STK callback whose amount differs from the order', async () => {
    const order = await topUp('400');
    const request = fake.stk.at(-1)!;
    const forged = fake.stkCallback(
      { ...request, body: { ...request.body, Amount: 40000 } },
      'success',
    );
    expect((await fake.post(String(request.body.CallBackURL), forged)).status).toBe(200);
    expect((await detail(order.sn)).status).toBe(-1);
  });

  it('pays out by B2C: documented request, the Result (parsed by Key) settles once', async () => {
    h.tick();
    const created = await h.call<Order>(
      '/order/create',
      { sn: newSn(), scope: 0, payeeId, payType: 2, currencyId: 404, amount: '1000', fundPassword },
      { token },
    );
    expect(created.code).toBe(200);
    expect(created.data.status).toBe(0);
    await h.app.money.worker.runDue();
    expect(fake.errors).toEqual([]);
    const request = fake.b2c.at(-1)!;
    expect(request.body).toMatchObject({
      InitiatorName: 'testapi',
      SecurityCredential: CREDENTIALS.securityCredential,
      CommandID: 'BusinessPayment',
      Amount: 1000,
      PartyA: '174379',
      PartyB: '254722000111',
      ResultURL: `${callbackBase}/api/channels/daraja/${SECRET}/b2c/result`,
      QueueTimeOutURL: `${callbackBase}/api/channels/daraja/${SECRET}/b2c/timeout`,
    });
    expect(String(request.body.OriginatorConversationID)).toMatch(/^PB\d+$/);
    expect((await detail(created.data.sn)).thirdOrderNo).toBe(request.ConversationID);
    const held = await assets(h, token);
    expect(held?.onHold).not.toBe('0.00');

    const result = fake.b2cResult(request, 'success');
    const url = String(request.body.ResultURL);
    expect((await fake.post(url, result)).json).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect((await fake.post(url, result)).status).toBe(200);
    expect((await detail(created.data.sn)).status).toBe(1);
    const after = await assets(h, token);
    expect(after?.onHold).toBe('0.00');
    expect(after?.domestic).toBe(held?.domestic);
    expect(await eventCount(`daraja:b2c:${request.ConversationID}`)).toBe(1);
  });

  it('returns the funds when the B2C Result fails', async () => {
    const before = await assets(h, token);
    h.tick();
    const created = await h.call<Order>(
      '/order/create',
      { sn: newSn(), scope: 0, payeeId, payType: 2, currencyId: 404, amount: '100', fundPassword },
      { token },
    );
    await h.app.money.worker.runDue();
    const request = fake.b2c.at(-1)!;
    await fake.post(String(request.body.ResultURL), fake.b2cResult(request, 'failure'));
    expect((await detail(created.data.sn)).status).toBe(2);
    expect(await assets(h, token)).toMatchObject({ domestic: before?.domestic, onHold: '0.00' });
  });

  it('credits a Paybill (C2B) payment to the waiting top-up of the account number', async () => {
    h.tick();
    const info = await h.call<{ accountNo: string }>('/user/info', {}, { token });
    const accountNo = info.data.accountNo;
    const order = await topUp('250', 505);
    const before = await assets(h, token);
    const base = `${callbackBase}/api/channels/daraja/${SECRET}/c2b`;
    const payment = {
      TransactionType: 'Pay Bill',
      TransID: `RKT${Date.now().toString(36).toUpperCase()}`,
      TransTime: '20261122101010',
      TransAmount: '250.00',
      BusinessShortCode: '174379',
      BillRefNumber: accountNo,
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: '254722000111',
      FirstName: 'Wanjiku',
      MiddleName: '',
      LastName: 'Kamau',
    };
    expect((await fake.post(`${base}/validation`, payment)).json).toEqual({
      ResultCode: 0,
      ResultDesc: 'Accepted',
    });
    const stranger = { ...payment, BillRefNumber: 'NO-SUCH-ACCOUNT' };
    expect((await fake.post(`${base}/validation`, stranger)).json).toMatchObject({
      ResultCode: 'C2B00012',
    });
    expect((await fake.post(`${base}/confirmation`, payment)).json).toEqual({
      ResultCode: 0,
      ResultDesc: 'Accepted',
    });
    await fake.post(`${base}/confirmation`, payment);
    expect((await detail(order.sn)).status).toBe(1);
    const after = await assets(h, token);
    expect(Number(after?.domestic) - Number(before?.domestic)).toBe(250);
  });

  it('asks for one token and reuses it until shortly before it expires', async () => {
    expect(fake.tokenRequests).toBe(1);
    h.clock.advance(3_600_000);
    await topUp('100');
    expect(fake.tokenRequests).toBe(2);
    expect(fake.errors).toEqual([]);
  });

  it('keeps the ledger balanced', async () => {
    expect(await ledgerReconciles(h)).toBe(true);
  });
});
