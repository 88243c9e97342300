import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STATUS_QUERY_JOB } from '../src/channels/channel-jobs.ts';
import type { StalledPayoutView as Stalled } from '../src/channels/daraja/daraja-payout-status.ts';
import {
  DARAJA_CREDENTIALS as CREDENTIALS,
  DARAJA_SECRET as SECRET,
  startDarajaHarness,
} from './daraja-helpers.ts';
import type { B2cRequest, FakeDaraja, StatusQueryRequest } from './fakes/fake-daraja.ts';
import { liveOperatorToken } from './operator-helpers.ts';
import { engines, registerByPhone, type Harness } from './harness.ts';
import {
  addMpesaPayee,
  assets,
  ledgerReconciles,
  newSn,
  setFundPassword,
} from './money-helpers.ts';

type Order = { sn: string; status: number; failReason: string | null; thirdOrderNo: string | null };

/** The default CHANNEL_STATUS_QUERY_DELAY_MS. */
const QUERY_DELAY_MS = 90_000;
const OPERATOR = { OPERATOR_USERNAME: 'ops.kisumu', OPERATOR_PASSWORD: 'Operator-Passw0rd' };
const ACCEPTED = { status: 200, json: { ResultCode: 0, ResultDesc: 'Accepted' } };

describe.each(engines)('Daraja Transaction Status for B2C payouts on %s', (engine) => {
  let h: Harness;
  let fake: FakeDaraja;
  let token: string;
  let payeeId: number;
  let callbackBase: string;
  let opToken: () => Promise<string>;
  const fundPassword = '135790';

  beforeAll(async () => {
    ({ h, fake, callbackBase } = await startDarajaHarness(engine, OPERATOR));
    opToken = liveOperatorToken(h, OPERATOR.OPERATOR_USERNAME, OPERATOR.OPERATOR_PASSWORD);
    const user = await registerByPhone(h);
    token = user.token;
    await setFundPassword(h, token, user.phone, user.national, fundPassword);
    payeeId = await addMpesaPayee(h, token, '0722000111');
    // Funds for the payouts: an STK top-up, credited by its callback.
    h.tick();
    const topUp = await h.call(
      '/recharge/create',
      { sn: newSn('R'), scope: 0, payType: 502, currencyId: 404, amount: '20000' },
      { token },
    );
    expect(topUp.code).toBe(200);
    await h.app.money.worker.runDue();
    const stk = fake.stk.at(-1)!;
    await fake.post(String(stk.body.CallBackURL), fake.stkCallback(stk, 'success'));
    expect((await assets(h, token))?.domestic).toBe('20000.00');
  });
  afterAll(async () => {
    await h?.close();
    await fake?.stop();
  });

  const stalled = async (as?: string) => {
    const token = as ?? (await opToken());
    h.tick();
    return h.call('/ops/daraja/stalledPayouts', { pageNum: 1, pageSize: 50 }, { token });
  };
  const detail = async (sn: string) => {
    h.tick();
    return (await h.call<Order>(`/order/detail/${sn}`, {}, { token })).data;
  };
  /** A KES payout to the M-Pesa recipient, submitted to Daraja by the job queue. */
  const send = async (amount: string) => {
    h.tick();
    const created = await h.call<Order>(
      '/order/create',
      { sn: newSn(), scope: 0, payeeId, payType: 2, currencyId: 404, amount, fundPassword },
      { token },
    );
    expect(created.code).toBe(200);
    await h.app.money.worker.runDue();
    return { order: created.data, b2c: fake.b2c.at(-1)! };
  };
  const queriesOf = (b2c: B2cRequest) => fake.statusQueries.filter((q) => q.payout === b2c);
  const nextQueryRound = async () => {
    h.clock.advance(QUERY_DELAY_MS);
    await h.app.money.worker.runDue();
  };
  const answer = (
    query: StatusQueryRequest,
    status: Parameters<FakeDaraja['transactionStatusResult']>[1],
    amount?: unknown,
  ) => fake.post(String(query.body.ResultURL), fake.transactionStatusResult(query, status, amount));
  const events = (key: string) =>
    h.app.db.kysely
      .selectFrom('channel_events')
      .select(['source'])
      .where('event_key', '=', key)
      .execute();
  /** What the M-Pesa rail's settlement account has received, in KES cents. */
  const settled = async () => {
    const row = await h.app.db.kysely
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('account_key', '=', 'channel:2:settlement:404')
      .executeTakeFirst();
    return BigInt(row?.balance ?? 0);
  };

  it('settles a payout whose Result never comes through the status query, once', async () => {
    const settledBefore = await settled();
    const { order, b2c } = await send('1000');
    const held = await assets(h, token);
    expect(held?.onHold).not.toBe('0.00');

    // Nothing is asked before the delay has passed (reading the assets moved the clock 1 s).
    h.clock.advance(QUERY_DELAY_MS - 2_000);
    await h.app.money.worker.runDue();
    expect(queriesOf(b2c)).toHaveLength(0);
    h.clock.advance(2_000);
    await h.app.money.worker.runDue();
    expect(fake.errors).toEqual([]);
    const [query] = queriesOf(b2c);
    const reference = String(b2c.body.OriginatorConversationID);
    expect(query?.body).toEqual({
      Initiator: 'testapi',
      SecurityCredential: CREDENTIALS.securityCredential,
      CommandID: 'TransactionStatusQuery',
      OriginatorConversationID: reference,
      PartyA: '174379',
      IdentifierType: '4',
      ResultURL: `${callbackBase}/api/channels/daraja/${SECRET}/transactionstatus/result`,
      QueueTimeOutURL: `${callbackBase}/api/channels/daraja/${SECRET}/transactionstatus/timeout`,
      Remarks: `Status of payout ${reference}`,
      Occasion: reference,
    });

    const result = fake.transactionStatusResult(query!, 'Completed');
    expect(await fake.post(String(query!.body.ResultURL), result)).toEqual(ACCEPTED);
    const after = await detail(order.sn);
    expect(after.status).toBe(1);
    expect(after.thirdOrderNo).toBe(b2c.receipt);
    const paid = await assets(h, token);
    expect(paid).toMatchObject({ domestic: held?.domestic, onHold: '0.00' });
    expect((await settled()) - settledBefore).toBe(100_000n);
    expect(await events(`daraja:b2c:${b2c.ConversationID}`)).toEqual([{ source: 'daraja-status' }]);

    // The same answer again, then the B2C Result that was late: acknowledged, nothing moves.
    expect(await fake.post(String(query!.body.ResultURL), result)).toEqual(ACCEPTED);
    expect(await fake.post(String(b2c.body.ResultURL), fake.b2cResult(b2c, 'success'))).toEqual(
      ACCEPTED,
    );
    expect(await detail(order.sn)).toMatchObject({ status: 1, thirdOrderNo: b2c.receipt });
    expect(await assets(h, token)).toEqual(paid);
    expect((await settled()) - settledBefore).toBe(100_000n);
    expect(await events(`daraja:b2c:${b2c.ConversationID}`)).toHaveLength(1);

    // The payout is final, so no further query is made.
    await nextQueryRound();
    await nextQueryRound();
    expect(queriesOf(b2c)).toHaveLength(1);
    expect(fake.errors).toEqual([]);
  });

  it('releases the held funds when the status is Failed; a late B2C Result changes nothing', async () => {
    const before = await assets(h, token);
    const settledBefore = await settled();
    const { order, b2c } = await send('300');
    await nextQueryRound();
    const [query] = queriesOf(b2c);
    expect(await answer(query!, 'Failed')).toEqual(ACCEPTED);
    const after = await detail(order.sn);
    expect(after.status).toBe(2);
    expect(after.failReason).toBe('Failed per M-Pesa Transaction Status');
    expect(await assets(h, token)).toMatchObject({ domestic: before?.domestic, onHold: '0.00' });

    expect(await fake.post(String(b2c.body.ResultURL), fake.b2cResult(b2c, 'success'))).toEqual(
      ACCEPTED,
    );
    expect((await detail(order.sn)).status).toBe(2);
    expect(await assets(h, token)).toMatchObject({ domestic: before?.domestic, onHold: '0.00' });
    expect(await settled()).toBe(settledBefore);
  });

  it('asks again while the status is pending or the query was not answered, then settles', async () => {
    const { order, b2c } = await send('200');
    await nextQueryRound();
    expect(await answer(queriesOf(b2c)[0]!, 'Pending')).toEqual(ACCEPTED);
    expect((await detail(order.sn)).status).toBe(0);
    await nextQueryRound();
    expect(queriesOf(b2c)).toHaveLength(2);
    expect(await answer(queriesOf(b2c)[1]!, 'error')).toEqual(ACCEPTED);
    expect((await detail(order.sn)).status).toBe(0);
    await nextQueryRound();
    expect(queriesOf(b2c)).toHaveLength(3);
    expect(await answer(queriesOf(b2c)[2]!, 'Completed')).toEqual(ACCEPTED);
    expect((await detail(order.sn)).status).toBe(1);
    await nextQueryRound();
    expect(queriesOf(b2c)).toHaveLength(3);
  });

  it('refuses a Completed status whose amount differs, and one on a wrong secret or address', async () => {
    const { order, b2c } = await send('400');
    const held = await assets(h, token);
    await nextQueryRound();
    const [query] = queriesOf(b2c);
    const body = fake.transactionStatusResult(query!, 'Completed');
    const path = `/api/channels/daraja/${SECRET}/transactionstatus/result`;
    const wrong = await fake.post(
      `${callbackBase}/api/channels/daraja/not-the-secret/transactionstatus/result`,
      body,
    );
    expect(wrong.status).toBe(404);
    const foreign = await h.app.server.inject({
      method: 'POST',
      url: path,
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(foreign.statusCode).toBe(403);
    expect((await detail(order.sn)).status).toBe(0);

    expect(await answer(query!, 'Completed', 40_000)).toEqual(ACCEPTED);
    expect((await detail(order.sn)).status).toBe(0);
    expect(await assets(h, token)).toEqual(held);
  });

  it('makes five queries at most, a queue timeout included, then leaves the payout to an operator', async () => {
    const warn = vi.spyOn(h.app.server.log, 'warn');
    const { order, b2c } = await send('150');
    const held = await assets(h, token);
    // A queue timeout at once: its query and the submission's are one and the same.
    expect(await fake.post(String(b2c.body.QueueTimeOutURL), fake.queueTimeout(b2c))).toEqual(
      ACCEPTED,
    );
    for (let round = 0; round < 4; round++) await nextQueryRound();
    // Queries are still being made: nothing is waiting for an operator yet.
    expect((await stalled()).rows as Stalled[]).not.toContainEqual(
      expect.objectContaining({ sn: order.sn }),
    );
    for (let round = 0; round < 4; round++) await nextQueryRound();
    expect(queriesOf(b2c)).toHaveLength(5);
    const pending = await detail(order.sn);
    expect(pending.status).toBe(0);
    expect(await assets(h, token)).toEqual(held);
    // Operators see it, with what they need to ask Safaricom; a customer's token sees nothing.
    const listed = await stalled();
    expect(listed.code).toBe(200);
    expect(listed.rows as Stalled[]).toContainEqual(
      expect.objectContaining({
        sn: order.sn,
        amount: '150.00',
        currencyCode: 'KES',
        payType: 2,
        thirdOrderNo: pending.thirdOrderNo,
      }),
    );
    expect((await stalled(token)).code).toBe(-1001);
    const reference = String(b2c.body.OriginatorConversationID);
    const waiting = warn.mock.calls.filter(
      ([obj]) => (obj as { reference?: string } | undefined)?.reference === reference,
    );
    expect(waiting.map(([, msg]) => msg)).toContain(
      'payout still pending after its status queries; it waits for an operator',
    );

    // A later timeout adds no sixth query.
    await fake.post(String(b2c.body.QueueTimeOutURL), fake.queueTimeout(b2c));
    for (let round = 0; round < 2; round++) await nextQueryRound();
    expect(queriesOf(b2c)).toHaveLength(5);
    warn.mockRestore();
    expect(fake.errors).toEqual([]);
  });

  it('starts the queries on a queue timeout when none are waiting', async () => {
    const { order, b2c } = await send('120');
    // As for a payout submitted before status queries existed: no query is waiting.
    await h.app.db.kysely
      .deleteFrom('jobs')
      .where('type', '=', STATUS_QUERY_JOB)
      .where('status', '=', 'pending')
      .execute();
    await nextQueryRound();
    expect(queriesOf(b2c)).toHaveLength(0);

    expect(await fake.post(String(b2c.body.QueueTimeOutURL), fake.queueTimeout(b2c))).toEqual(
      ACCEPTED,
    );
    h.clock.advance(QUERY_DELAY_MS - 1_000);
    await h.app.money.worker.runDue();
    expect(queriesOf(b2c)).toHaveLength(0);
    h.clock.advance(1_000);
    await h.app.money.worker.runDue();
    expect(queriesOf(b2c)).toHaveLength(1);
    await nextQueryRound();
    expect(queriesOf(b2c)).toHaveLength(2);
    expect(await answer(queriesOf(b2c)[1]!, 'Completed')).toEqual(ACCEPTED);
    expect((await detail(order.sn)).status).toBe(1);
  });

  /** A payout that every status query left pending, as the operators' list shows it. */
  const stalledPayout = async (amount: string) => {
    const { order, b2c } = await send(amount);
    for (let round = 0; round < 6; round++) await nextQueryRound();
    expect(queriesOf(b2c)).toHaveLength(5);
    const listed = ((await stalled()).rows as Stalled[]).find((row) => row.sn === order.sn);
    expect(listed?.thirdOrderNo).toBe(b2c.ConversationID);
    return { order, b2c, thirdOrderNo: b2c.ConversationID };
  };
  const resolve = async (body: Record<string, unknown>, as?: string, lang?: 'zh_CN') => {
    const token = as ?? (await opToken());
    h.tick();
    return h.call<{ sn: string; status: number; thirdOrderNo: string; failReason: string }>(
      '/ops/daraja/resolvePayout',
      body,
      { token, lang },
    );
  };
  const orderEvents = async (sn: string) =>
    h.app.db.kysely
      .selectFrom('order_events as e')
      .innerJoin('orders as o', 'o.id', 'e.order_id')
      .select(['e.to_status', 'e.actor_type', 'e.actor_id', 'e.reason'])
      .where('o.sn', '=', sn)
      .orderBy('e.id')
      .execute();

  const operatorId = async () =>
    Number(
      (await h.app.db.kysely.selectFrom('operators').select('id').executeTakeFirstOrThrow()).id,
    );
  const auditOf = async (sn: string) => {
    const { id } = await h.app.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('sn', '=', sn)
      .executeTakeFirstOrThrow();
    return h.app.db.kysely
      .selectFrom('operator_audit')
      .select(['action', 'detail'])
      .where('target', '=', `order:${id}`)
      .execute();
  };

  it('lets an operator settle a stalled payout with its receipt, once; a late Result changes nothing', async () => {
    const before = await assets(h, token);
    const settledBefore = await settled();
    const { order, b2c, thirdOrderNo } = await stalledPayout('250');
    const held = await assets(h, token);
    const completed = {
      thirdOrderNo,
      outcome: 'completed',
      receipt: 'TKM4R2XQ9P',
      reason: 'Safaricom confirmed it paid',
    };

    // Refused, moving nothing: a customer's token, no receipt, a malformed one, an unknown ID.
    expect((await resolve(completed, token)).code).toBe(-1001);
    const { receipt: _, ...noReceipt } = completed;
    expect(await resolve(noReceipt)).toMatchObject({ code: -1008, data: [{ field: 'receipt' }] });
    expect(await resolve({ ...completed, receipt: 'tkm4' })).toMatchObject({
      code: -1008,
      data: [{ field: 'receipt' }],
    });
    expect(
      await resolve({ ...completed, thirdOrderNo: 'AG_20261122_0000unknown' }, undefined, 'zh_CN'),
    ).toMatchObject({
      code: -1007,
      msg: '没有该 ConversationID 的 M-Pesa 付款在等待运营人员处理',
    });
    expect(await detail(order.sn)).toMatchObject({ status: 0 });
    expect(await assets(h, token)).toEqual(held);

    expect(await resolve(completed)).toMatchObject({
      code: 200,
      data: { sn: order.sn, status: 1, thirdOrderNo: 'TKM4R2XQ9P', failReason: null },
    });
    const paid = await assets(h, token);
    expect(paid).toMatchObject({ domestic: held?.domestic, onHold: before?.onHold });
    expect((await settled()) - settledBefore).toBe(25_000n);
    expect((await orderEvents(order.sn)).at(-1)).toEqual({
      to_status: 1,
      actor_type: 'operator',
      actor_id: await operatorId(),
      reason: '0 per Safaricom, confirmed by an operator',
    });
    expect(await auditOf(order.sn)).toEqual([
      {
        action: 'darajaResolvePayout',
        detail: 'completed TKM4R2XQ9P: Safaricom confirmed it paid',
      },
    ]);
    expect((await stalled()).rows as Stalled[]).not.toContainEqual(
      expect.objectContaining({ sn: order.sn }),
    );

    // Again, or the other way: nothing is left to resolve. The B2C Result comes late: acknowledged.
    expect((await resolve(completed)).code).toBe(-1007);
    expect(
      (await resolve({ thirdOrderNo, outcome: 'failed', reason: 'second thoughts' })).code,
    ).toBe(-1007);
    expect(await fake.post(String(b2c.body.ResultURL), fake.b2cResult(b2c, 'failure'))).toEqual(
      ACCEPTED,
    );
    expect(await detail(order.sn)).toMatchObject({ status: 1, thirdOrderNo: 'TKM4R2XQ9P' });
    expect(await assets(h, token)).toEqual(paid);
    expect((await settled()) - settledBefore).toBe(25_000n);
    expect(await auditOf(order.sn)).toHaveLength(1);

    // Published with its body's two shapes, for the back office to call.
    const doc = (await h.app.server.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body =
      doc.paths['/ops/daraja/resolvePayout'].post.requestBody.content['application/json'];
    expect(JSON.stringify(body.schema)).toContain('"receipt"');
    const callbacks = Object.keys(doc.paths).filter((path) => path.startsWith('/channels/daraja/'));
    expect(callbacks).toHaveLength(9);
    for (const path of callbacks) expect(doc.paths[path].post.tags).toEqual(['Provider callbacks']);
  });

  it('lets an operator fail a stalled payout, releasing the hold, but not one still being queried', async () => {
    const early = await send('60');
    const tooSoon = {
      thirdOrderNo: early.b2c.ConversationID,
      outcome: 'failed',
      reason: 'too soon',
    };
    expect((await resolve(tooSoon)).code).toBe(-1007);
    expect((await detail(early.order.sn)).status).toBe(0);
    await nextQueryRound();
    expect(await answer(queriesOf(early.b2c)[0]!, 'Completed')).toEqual(ACCEPTED);
    expect((await detail(early.order.sn)).status).toBe(1);

    const before = await assets(h, token);
    const settledBefore = await settled();
    const { order, thirdOrderNo } = await stalledPayout('80');
    const failed = await resolve({
      thirdOrderNo,
      outcome: 'failed',
      reason: 'Safaricom has no record of it',
    });
    expect(failed.data).toMatchObject({
      sn: order.sn,
      status: 2,
      failReason: 'Failed per Safaricom, confirmed by an operator',
    });
    expect(await assets(h, token)).toEqual(before);
    expect(await settled()).toBe(settledBefore);
    expect(await auditOf(order.sn)).toEqual([
      { action: 'darajaResolvePayout', detail: 'failed: Safaricom has no record of it' },
    ]);
  });

  it('keeps the ledger balanced', async () => {
    expect(await ledgerReconciles(h)).toBe(true);
    expect(fake.errors).toEqual([]);
  });
});
