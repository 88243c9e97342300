import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_QUERY_JOB } from '../src/channels/channel-jobs.ts';
import { DARAJA_SECRET as SECRET, startDarajaHarness } from './daraja-helpers.ts';
import type { FakeDaraja } from './fakes/fake-daraja.ts';
import { liveOperatorToken } from './operator-helpers.ts';
import { engines, registerByPhone, startHarness, type Harness, type Reply } from './harness.ts';
import { assets, ledgerReconciles, MONEY_ENV, newSn } from './money-helpers.ts';

type Order = { sn: string; status: number; failReason: string | null; thirdOrderNo: string | null };
type Unmatched = {
  transId: string;
  amount: string | null;
  currencyCode: string;
  msisdn: string;
  name: string;
  billRef: string;
  time: string;
  reversalStatus: 'none' | 'requested' | 'reversed' | 'failed';
  reversalResult: string | null;
};

const OPERATOR = { OPERATOR_USERNAME: 'ops.mombasa', OPERATOR_PASSWORD: 'Operator-Passw0rd' };
/** The default CHANNEL_STATUS_QUERY_DELAY_MS. */
const QUERY_DELAY_MS = 90_000;

describe.each(engines)('Daraja status queries and reversals on %s', (engine) => {
  let h: Harness;
  let fake: FakeDaraja;
  let token: string;
  let accountNo: string;
  let opToken: () => Promise<string>;
  let callbackBase: string;
  let transCounter = 0;

  beforeAll(async () => {
    ({ h, fake, callbackBase } = await startDarajaHarness(engine, OPERATOR));
    opToken = liveOperatorToken(h, OPERATOR.OPERATOR_USERNAME, OPERATOR.OPERATOR_PASSWORD);
    token = (await registerByPhone(h)).token;
    h.tick();
    accountNo = (await h.call<{ accountNo: string }>('/user/info', {}, { token })).data.accountNo;
  });
  afterAll(async () => {
    await h?.close();
    await fake?.stop();
  });

  const balance = async () => Number((await assets(h, token))?.domestic ?? 0);
  const detail = async (sn: string) => {
    h.tick();
    return (await h.call<Order>(`/order/detail/${sn}`, {}, { token })).data;
  };
  /** An STK push top-up, started at Daraja; returns the order and its CheckoutRequestID. */
  const stkTopUp = async (amount: string) => {
    h.tick();
    const reply = await h.call<Order>(
      '/recharge/create',
      { sn: newSn('R'), scope: 0, payType: 502, currencyId: 404, amount },
      { token },
    );
    expect(reply.code).toBe(200);
    await h.app.money.worker.runDue();
    return { order: reply.data, checkout: fake.stk.at(-1)! };
  };
  const queriesOf = (checkoutRequestId: string) =>
    fake.stkQueries.filter((q) => q.CheckoutRequestID === checkoutRequestId).length;
  const nextQueryRound = async () => {
    h.clock.advance(QUERY_DELAY_MS);
    await h.app.money.worker.runDue();
  };
  const events = (key: string) =>
    h.app.db.kysely
      .selectFrom('channel_events')
      .select(['source'])
      .where('event_key', '=', key)
      .execute();

  const ops = async <T>(path: string, body: unknown, lang: 'en_US' | 'zh_CN' = 'en_US') => {
    const token = await opToken();
    h.tick();
    return h.call<T>(path, body, { token, lang });
  };
  const unmatched = async () => {
    const reply = (await ops('/ops/daraja/unmatched', {
      pageNum: 1,
      pageSize: 100,
    })) as Omit<Reply, 'rows'> & { rows: Unmatched[] };
    expect(reply.code).toBe(200);
    return reply.rows;
  };
  const listed = async (transId: string) => (await unmatched()).find((r) => r.transId === transId);
  /** A Paybill payment posted to the C2B confirmation URL, as Daraja does. */
  const paybill = async (amount: string) => {
    transCounter++;
    const payment = {
      TransactionType: 'Pay Bill',
      TransID: `RKT${transCounter}${Date.now().toString(36).toUpperCase()}`,
      TransTime: '20261122101010',
      TransAmount: amount,
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
    const base = `${callbackBase}/api/channels/daraja/${SECRET}/c2b`;
    expect((await fake.post(`${base}/confirmation`, payment)).status).toBe(200);
    return payment.TransID;
  };

  describe('STK status queries', () => {
    it('queries while Daraja is processing, then credits once; the late callback is a duplicate', async () => {
      const before = await balance();
      const { order, checkout } = await stkTopUp('640');
      const id = checkout.CheckoutRequestID;
      fake.stkQueryAnswers.set(id, [
        'processing-500',
        'processing-4999',
        { ResultCode: 0, ResultDesc: 'The service request is processed successfully.' },
      ]);
      // Nothing is asked before the delay has passed.
      h.clock.advance(QUERY_DELAY_MS - 1_000);
      await h.app.money.worker.runDue();
      expect(queriesOf(id)).toBe(0);

      h.clock.advance(1_000);
      await h.app.money.worker.runDue();
      expect(queriesOf(id)).toBe(1);
      expect((await detail(order.sn)).status).toBe(-1);
      await nextQueryRound();
      expect(queriesOf(id)).toBe(2);
      expect((await detail(order.sn)).status).toBe(-1);
      await nextQueryRound();
      expect(queriesOf(id)).toBe(3);
      expect((await detail(order.sn)).status).toBe(1);
      expect((await balance()) - before).toBe(640);
      expect(await events(`daraja:stk:${id}`)).toEqual([{ source: 'status-query' }]);

      const late = await fake.post(
        String(checkout.body.CallBackURL),
        fake.stkCallback(checkout, 'success'),
      );
      expect(late).toEqual({ status: 200, json: { ResultCode: 0, ResultDesc: 'Accepted' } });
      expect((await balance()) - before).toBe(640);
      expect(await events(`daraja:stk:${id}`)).toHaveLength(1);
      expect(fake.errors).toEqual([]);
    });

    it('rejects the top-up when the query says the customer cancelled (1032)', async () => {
      const before = await balance();
      const { order, checkout } = await stkTopUp('210');
      fake.stkQueryAnswers.set(checkout.CheckoutRequestID, [
        { ResultCode: 1032, ResultDesc: 'Request cancelled by user' },
      ]);
      await nextQueryRound();
      const after = await detail(order.sn);
      expect(after.status).toBe(2);
      expect(after.failReason).toBe('1032 Request cancelled by user');
      expect(await balance()).toBe(before);
    });

    it('changes nothing when a status job runs again after the result, or after the callback', async () => {
      const { order, checkout } = await stkTopUp('330');
      // The callback comes first: the query that was due is never made.
      await fake.post(String(checkout.body.CallBackURL), fake.stkCallback(checkout, 'success'));
      expect((await detail(order.sn)).status).toBe(1);
      const credited = await balance();
      await nextQueryRound();
      expect(queriesOf(checkout.CheckoutRequestID)).toBe(0);
      // A repeated job for the same order, as after a crash between two steps.
      const orderId = Number(
        (
          await h.app.db.kysely
            .selectFrom('orders')
            .select('id')
            .where('sn', '=', order.sn)
            .executeTakeFirstOrThrow()
        ).id,
      );
      await h.app.money.jobs.enqueue(STATUS_QUERY_JOB, { orderId, attempt: 1 });
      await h.app.money.worker.runDue();
      expect(queriesOf(checkout.CheckoutRequestID)).toBe(0);
      expect(await balance()).toBe(credited);
      expect((await detail(order.sn)).status).toBe(1);
    });

    it('stops after five queries while Daraja keeps processing', async () => {
      const { order, checkout } = await stkTopUp('150');
      for (let round = 0; round < 7; round++) await nextQueryRound();
      expect(queriesOf(checkout.CheckoutRequestID)).toBe(5);
      expect((await detail(order.sn)).status).toBe(-1);
      expect(fake.errors).toEqual([]);
    });
  });

  describe('reversals of unmatched Paybill payments', () => {
    it('answers the same list read twice at once: a read is no double submission', async () => {
      const token = await opToken();
      h.tick();
      const body = { pageNum: 1, pageSize: 10 };
      for (const path of ['/ops/daraja/unmatched', '/ops/daraja/stalledPayouts']) {
        expect((await h.call(path, body, { token })).code).toBe(200);
        expect((await h.call(path, body, { token })).code).toBe(200);
      }
    });

    it('lists an unmatched payment and reverses it once: documented request, result recorded once', async () => {
      const before = await balance();
      const transId = await paybill('999.00');
      expect(await balance()).toBe(before);
      expect(await listed(transId)).toEqual({
        transId,
        amount: '999.00',
        currencyCode: 'KES',
        msisdn: '254722000111',
        name: 'Wanjiku Kamau',
        billRef: accountNo,
        time: '2026-11-22T07:10:10.000Z',
        reversalStatus: 'none',
        reversalResult: null,
      });

      const reply = await ops<Unmatched>('/ops/daraja/reverse', {
        transId,
        reason: 'Customer paid the wrong account',
      });
      expect(reply.code).toBe(200);
      expect(reply.data).toMatchObject({ transId, reversalStatus: 'requested' });
      expect(fake.errors).toEqual([]);
      const request = fake.reversals.at(-1)!;
      expect(request.body).toEqual({
        Initiator: 'testapi',
        SecurityCredential: 'ZmFrZS1lbmNyeXB0ZWQtaW5pdGlhdG9yLXBhc3N3b3Jk',
        CommandID: 'TransactionReversal',
        TransactionID: transId,
        Amount: 999,
        ReceiverParty: '174379',
        RecieverIdentifierType: '11',
        ResultURL: `${callbackBase}/api/channels/daraja/${SECRET}/reversal/result`,
        QueueTimeOutURL: `${callbackBase}/api/channels/daraja/${SECRET}/reversal/timeout`,
        Remarks: 'Customer paid the wrong account',
        Occasion: `Unmatched Paybill payment ${transId}`,
      });
      const audit = await h.app.db.kysely
        .selectFrom('operator_audit')
        .select(['action', 'detail'])
        .where('target', '=', `c2b:${transId}`)
        .execute();
      expect(audit).toEqual([
        { action: 'darajaReverse', detail: 'Customer paid the wrong account' },
      ]);

      const sent = fake.reversals.length;
      const again = await ops('/ops/daraja/reverse', { transId, reason: 'Again' }, 'zh_CN');
      expect(again.code).toBe(-1059);
      expect(again.msg).toBe('该笔付款正在冲正或已冲正');
      expect(fake.reversals.length).toBe(sent);
      expect((await listed(transId))?.reversalStatus).toBe('requested');

      const result = fake.reversalResult(request, 'success');
      const url = String(request.body.ResultURL);
      for (let i = 0; i < 2; i++)
        expect(await fake.post(url, result)).toEqual({
          status: 200,
          json: { ResultCode: 0, ResultDesc: 'Accepted' },
        });
      expect(await events(`daraja:reversal:${request.ConversationID}`)).toEqual([
        { source: 'daraja-reversal' },
      ]);
      expect(await listed(transId)).toMatchObject({
        reversalStatus: 'reversed',
        reversalResult: '0 The service request is processed successfully.',
      });
      expect((await ops('/ops/daraja/reverse', { transId, reason: 'Once more' })).code).toBe(-1059);
      expect(fake.reversals.length).toBe(sent);
      // The money was never credited, so nothing moves in the ledger.
      expect(await balance()).toBe(before);
      expect(await ledgerReconciles(h)).toBe(true);
    });

    it('keeps nothing when Daraja refuses, and allows a new request after a failed reversal', async () => {
      const transId = await paybill('75');
      fake.refuseReversals = 1;
      const refused = await ops('/ops/daraja/reverse', { transId, reason: 'Wrong account' });
      expect(refused.code).toBe(500);
      expect(refused.msg).toMatch(/did not accept the reversal/);
      expect((await listed(transId))?.reversalStatus).toBe('none');
      const rows = await h.app.db.kysely
        .selectFrom('daraja_reversals')
        .select('id')
        .where('trans_id', '=', transId)
        .execute();
      expect(rows).toEqual([]);

      expect((await ops('/ops/daraja/reverse', { transId, reason: 'Wrong account' })).code).toBe(
        200,
      );
      const first = fake.reversals.at(-1)!;
      // The failed Result comes before its ConversationID is stored: it is kept and applied later.
      const reversals = h.app.db.kysely
        .updateTable('daraja_reversals')
        .where('trans_id', '=', transId);
      await reversals.set({ conversation_id: null }).execute();
      const early = await fake.post(
        String(first.body.ResultURL),
        fake.reversalResult(first, 'failure'),
      );
      expect(early.status).toBe(200);
      expect((await listed(transId))?.reversalStatus).toBe('requested');
      await reversals.set({ conversation_id: first.ConversationID }).execute();
      h.clock.advance(10_000);
      await h.app.money.worker.runDue();
      expect(await listed(transId)).toMatchObject({
        reversalStatus: 'failed',
        reversalResult: 'R000002 The OriginalTransactionID is invalid.',
      });

      const retry = await ops('/ops/daraja/reverse', { transId, reason: 'Second try' });
      expect(retry.code).toBe(200);
      const second = fake.reversals.at(-1)!;
      expect(second.ConversationID).not.toBe(first.ConversationID);
      await fake.post(String(second.body.ResultURL), fake.reversalResult(second, 'success'));
      expect((await listed(transId))?.reversalStatus).toBe('reversed');
      expect(fake.errors).toEqual([]);
    });

    it('refuses to reverse a payment that was credited, or one that does not exist', async () => {
      h.tick();
      const topUp = await h.call<Order>(
        '/recharge/create',
        { sn: newSn('R'), scope: 0, payType: 505, currencyId: 404, amount: '420' },
        { token },
      );
      const transId = await paybill('420.00');
      expect((await detail(topUp.data.sn)).status).toBe(1);
      expect(await listed(transId)).toBeUndefined();
      const sent = fake.reversals.length;
      const matched = await ops('/ops/daraja/reverse', { transId, reason: 'Not allowed' });
      expect(matched.code).toBe(-1007);
      expect(matched.msg).toBe('No unmatched Paybill payment has this transaction ID');
      const unknown = await ops('/ops/daraja/reverse', { transId: 'NOSUCHTX01', reason: 'Nope' });
      expect(unknown.code).toBe(-1007);
      expect(fake.reversals.length).toBe(sent);
    });

    it('validates the request and refuses anyone but an operator', async () => {
      const transId = await paybill('60');
      const bad = await ops('/ops/daraja/reverse', { transId: 'ab-12', reason: 'x' });
      expect(bad.code).toBe(-1008);
      expect(bad.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'transId' }),
          expect.objectContaining({ field: 'reason' }),
        ]),
      );
      const sent = fake.reversals.length;
      for (const who of [{ token }, {}]) {
        h.tick();
        const reply = await h.call('/ops/daraja/reverse', { transId, reason: 'Customer' }, who);
        expect(reply.code).toBe(-1001);
        h.tick();
        expect((await h.call('/ops/daraja/unmatched', {}, who)).code).toBe(-1001);
      }
      expect(fake.reversals.length).toBe(sent);
      expect((await listed(transId))?.reversalStatus).toBe('none');
    });
  });
});

describe.each(engines)('Daraja operator calls without MPESA_MODE=daraja on %s', (engine) => {
  let h: Harness;
  let opToken: () => Promise<string>;

  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, ...OPERATOR });
    opToken = liveOperatorToken(h, OPERATOR.OPERATOR_USERNAME, OPERATOR.OPERATOR_PASSWORD);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers that Daraja is not switched on, in the caller’s language', async () => {
    h.tick();
    const en = await h.call('/ops/daraja/unmatched', {}, { token: await opToken() });
    expect(en).toMatchObject({
      code: -1007,
      msg: 'M-Pesa Daraja is not switched on for this server',
    });
    h.tick();
    const zh = await h.call(
      '/ops/daraja/reverse',
      { transId: 'RKT1ABCDEF', reason: 'Wrong account' },
      { token: await opToken(), lang: 'zh_CN' },
    );
    expect(zh).toMatchObject({ code: -1007, msg: '本服务器未启用 M-Pesa Daraja 通道' });
    h.tick();
    expect(
      await h.call('/ops/daraja/stalledPayouts', {}, { token: await opToken() }),
    ).toMatchObject({
      code: -1007,
    });
  });
});
