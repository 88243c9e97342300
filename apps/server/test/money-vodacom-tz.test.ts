import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VodacomTzSimulator } from '../src/channels/vodacom-tz/vodacom-tz-simulator.ts';
import { STATUS_QUERY_ATTEMPTS } from '../src/channels/channel-jobs.ts';
import { RUN_AT_MS } from '../src/channels/rail-reconciliation.ts';
import { VODACOM_CODES } from '../src/channels/vodacom-tz/vodacom-tz-codes.ts';
import { refundReference } from '../src/channels/vodacom-tz/vodacom-tz-refunds.ts';
import { engines, registerByPhone, type Harness } from './harness.ts';
import { assets, ledgerReconciles } from './money-helpers.ts';
import { liveOperatorToken } from './operator-helpers.ts';
import {
  closedBeforeItsResult,
  msisdn,
  payer,
  setTanzanianFundPassword,
  startVodacomHarness,
  VODACOM_SECRET,
  VODACOM_SP_CODE,
  vodacomMoves,
} from './vodacom-tz-helpers.ts';

const QUERY_DELAY_MS = 90_000;

describe.each(engines)('M-Pesa Tanzania through the OpenAPI on %s', (engine) => {
  let h: Harness;
  let sim: VodacomTzSimulator;
  let token: string;
  const fundPassword = '135790';

  beforeAll(async () => {
    ({ h, sim } = await startVodacomHarness(engine));
    const user = await registerByPhone(h, { countryId: 255 });
    token = user.token;
    await setTanzanianFundPassword(h, token, user.phone, user.national, fundPassword);
  });
  afterAll(async () => {
    await h?.close();
    await sim?.stop();
  });

  const { detail, balance, topUp, send, results, lastRequest } = vodacomMoves(() => ({
    h,
    sim,
    token,
    fundPassword,
  }));
  /** Moves past the status-query delay and runs the queries that are due. */
  const queries = async () => {
    h.clock.advance(QUERY_DELAY_MS);
    await h.app.money.worker.runDue();
  };

  it('tops up by C2B single stage: the documented request, then the posted result credits once', async () => {
    const before = await balance();
    const phone = payer();
    const order = await topUp(phone);
    const request = lastRequest('c2bPayment/singleStage/');
    expect(request.input).toMatchObject({
      input_Amount: '5000',
      input_Country: 'TZN',
      input_Currency: 'TZS',
      input_CustomerMSISDN: msisdn(phone),
      input_ServiceProviderCode: VODACOM_SP_CODE,
    });
    const reference = request.input.input_ThirdPartyConversationID!;
    expect(reference).toMatch(/^PB\d+$/);
    expect(request.input.input_TransactionReference).toBe(reference);
    const waiting = await detail(order.sn);
    expect(waiting.status).toBe(-1);
    expect(waiting.thirdOrderNo).toMatch(/^[0-9a-f]{32}$/);
    expect(await results()).toBe(1);
    expect(sim.acks.at(-1)).toEqual({
      status: 200,
      body: {
        output_OriginalConversationID: waiting.thirdOrderNo,
        output_ResponseCode: '0',
        output_ResponseDesc: 'Successfully Accepted Result',
        output_ThirdPartyConversationID: reference,
      },
    });
    expect((await detail(order.sn)).status).toBe(1);
    expect(Number(await balance()) - Number(before)).toBe(5000);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  const failReasonOf = async (sn: string) => (await detail(sn)).failReason ?? '';

  it('fails a top-up on every failure the result can carry, with the reason in both languages, crediting nothing', async () => {
    const failures = Object.entries(VODACOM_CODES).filter(([, c]) => c.outcome === 'failed');
    expect(failures.length).toBeGreaterThan(20);
    const before = await balance();
    for (const [code, meaning] of failures) {
      const phone = payer('100');
      sim.force(msisdn(phone), { result: code });
      const order = await topUp(phone);
      await results();
      const ended = await detail(order.sn);
      expect(ended.status, code).toBe(2);
      expect(ended.failReason).toContain(code);
      expect(ended.failReason).toContain(meaning.en);
      expect(ended.failReason).toContain(meaning.zh);
    }
    // Our magic numbers: insufficient funds, wrong PIN, cancelled on the phone.
    for (const [ending, code] of [
      ['901', 'INS-2006'],
      ['902', 'INS-2001'],
      ['908', 'INS-5'],
    ]) {
      const order = await topUp(payer(ending!));
      await results();
      expect(await failReasonOf(order.sn)).toContain(code!);
    }
    expect(await balance()).toBe(before);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('fails a top-up at once on every refusal of the request itself, asking nothing more', async () => {
    const refusals = [
      'INS-13',
      'INS-15',
      'INS-17',
      'INS-20',
      'INS-21',
      'INS-26',
      'INS-28',
      'INS-30',
      'INS-990',
      'INS-991',
      'INS-992',
      'INS-993',
      'INS-994',
      'INS-995',
      'INS-997',
      'INS-998',
      'INS-2006',
      'INS-2051',
      'INS-6',
    ];
    const before = await balance();
    for (const code of refusals) {
      const phone = payer('100');
      sim.force(msisdn(phone), { reply: code, result: null, exists: false });
      const order = await topUp(phone);
      const ended = await detail(order.sn);
      expect(ended.status, code).toBe(2);
      expect(ended.failReason).toContain(VODACOM_CODES[code]!.zh);
    }
    const queried = sim.requests.length;
    await queries();
    expect(sim.requests.length).toBe(queried);
    expect(await balance()).toBe(before);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('never guesses an ambiguous answer: the status query decides, paid or not', async () => {
    const before = await balance();
    // INS-1 at once, though the payment goes through (906): the query finds it completed.
    const paid = await topUp(payer('906'));
    expect((await detail(paid.sn)).status).toBe(-1);
    expect((await detail(paid.sn)).thirdOrderNo).toMatch(/^PB\d+$/);
    // Each ambiguous code, for a payment that never happened: the query never finds it.
    const lost: string[] = [];
    for (const code of ['INS-1', 'INS-9', 'INS-10', 'INS-16', 'INS-4242']) {
      const phone = payer('100');
      sim.force(msisdn(phone), { reply: code, result: null, exists: false });
      lost.push((await topUp(phone)).sn);
    }
    await results();
    await queries();
    expect((await detail(paid.sn)).status).toBe(1);
    expect(Number(await balance()) - Number(before)).toBe(5000);
    for (const sn of lost) expect((await detail(sn)).status).toBe(-1);
    const asked = sim.requests.filter((r) => r.path.endsWith('queryTransactionStatus/'));
    expect(asked.at(-1)!.input).toMatchObject({
      input_ServiceProviderCode: VODACOM_SP_CODE,
      input_Country: 'TZN',
    });
    expect(asked.at(-1)!.input.input_ThirdPartyConversationID).toMatch(/^Q[0-9a-f]{24}$/);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('resolves a lost result by the status query, and leaves one that never comes waiting', async () => {
    const before = await balance();
    const lostCallback = await topUp(payer('907'));
    const neverAnswers = await topUp(payer('905'));
    expect(await results()).toBe(0);
    await queries();
    expect((await detail(lostCallback.sn)).status).toBe(1);
    for (let i = 0; i < STATUS_QUERY_ATTEMPTS; i++) await queries();
    expect((await detail(neverAnswers.sn)).status).toBe(-1);
    expect(Number(await balance()) - Number(before)).toBe(5000);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('applies a result posted twice once, and the status query after it changes nothing', async () => {
    const before = await balance();
    const order = await topUp(payer('904'));
    await results();
    await results();
    const acks = sim.acks.slice(-2);
    expect(
      acks.map((a) => (a.body as { output_ResponseCode: string }).output_ResponseCode),
    ).toEqual(['0', '0']);
    await queries();
    expect((await detail(order.sn)).status).toBe(1);
    expect(Number(await balance()) - Number(before)).toBe(5000);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it("refuses results that are not the platform's for that order", async () => {
    const order = await topUp(payer('907'));
    const reference = lastRequest('c2bPayment/singleStage/').input.input_ThirdPartyConversationID!;
    const post = (secret: string, body: unknown) =>
      h.app.server.inject({
        method: 'POST',
        url: `/api/channels/vodacom-tz/${secret}/result`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const forged = {
      input_OriginalConversationID: 'f'.repeat(32),
      input_TransactionID: 'FORGED12345',
      input_ResultCode: 'INS-0',
      input_ResultDesc: 'Request processed successfully',
      input_ThirdPartyConversationID: reference,
    };
    expect((await post('wrong-secret-0123456789abcdef', forged)).statusCode).toBe(404);
    expect((await post(VODACOM_SECRET, { hello: 'world' })).statusCode).toBe(400);
    const unmatched = await post(VODACOM_SECRET, forged);
    expect(unmatched.json()).toMatchObject({ output_ResponseCode: '0' });
    expect((await detail(order.sn)).status).toBe(-1);
  });

  it('renews a session that ran out mid-flow without failing the payment', async () => {
    const before = await balance();
    const opened = sim.sessionsOpened;
    sim.expireSessions();
    const order = await topUp(payer());
    expect((await detail(order.sn)).status).toBe(-1);
    expect(sim.sessionsOpened).toBe(opened + 1);
    await results();
    expect((await detail(order.sn)).status).toBe(1);
    expect(Number(await balance()) - Number(before)).toBe(5000);
  });

  it('pays out by B2C: the documented request, the result settles it once', async () => {
    const before = Number(await balance());
    const phone = payer();
    const order = await send(phone, '1000');
    const request = lastRequest('b2cPayment/');
    expect(request.input).toMatchObject({
      input_Amount: '1000',
      input_Country: 'TZN',
      input_Currency: 'TZS',
      input_CustomerMSISDN: msisdn(phone),
      input_ServiceProviderCode: VODACOM_SP_CODE,
      input_PaymentItemsDesc: expect.stringMatching(/^Payment PB\d+$/),
    });
    expect((await detail(order.sn)).status).toBe(0);
    await results();
    expect((await detail(order.sn)).status).toBe(1);
    expect(Number(await balance())).toBeLessThanOrEqual(before - 1000);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it("returns a payout's money when M-Pesa fails it, and settles a lost payout result by query", async () => {
    const before = await assets(h, token, 'TZS');
    const failed = await send(payer('901'), '1000');
    await results();
    const ended = await detail(failed.sn);
    expect(ended.status).toBe(2);
    expect(ended.failReason).toContain('INS-2006');
    expect(await assets(h, token, 'TZS')).toMatchObject({
      domestic: before!.domestic,
      onHold: before!.onHold,
    });
    const lost = await send(payer('907'), '1000');
    expect(await results()).toBe(0);
    await queries();
    expect((await detail(lost.sn)).status).toBe(1);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('refunds a top-up paid after its order failed, once, by reversal', async () => {
    const before = await balance();
    const phone = payer('100');
    const order = await topUp(phone);
    const reference = lastRequest('c2bPayment/singleStage/').input.input_ThirdPartyConversationID!;
    // The order ends before the payment's result comes (an operator closed it, say).
    await closedBeforeItsResult(h, reference);
    expect((await detail(order.sn)).status).toBe(2);
    await results();
    await h.app.money.worker.runDue();
    const reversal = lastRequest('reversal/');
    expect(reversal.input).toMatchObject({
      input_Country: 'TZN',
      input_ReversalAmount: '5000',
      input_ServiceProviderCode: VODACOM_SP_CODE,
      input_ThirdPartyConversationID: refundReference(Number(reference.slice(2))),
    });
    expect(sim.reversedOf(reference)).toBe(5000n);
    // The job again (a repeated result): the payment is reversed already, nothing moves twice.
    await h.app.money.jobs.enqueue('vodacom-tz.refund', { orderId: Number(reference.slice(2)) });
    await h.app.money.worker.runDue();
    expect(sim.reversedOf(reference)).toBe(5000n);
    expect(await balance()).toBe(before);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('counts its calls by operation and code, and the orders waiting for its answer', async () => {
    await h.app.metrics.ledgerCheck.run();
    const text = await h.app.metrics.registry.metrics();
    const value = (series: string) =>
      Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\d+)`, 'm').exec(text)?.[1]);
    const calls = (operation: string, code: string) =>
      value(
        `pesa_rail_requests_total{rail="mpesa-tanzania",operation="${operation}",code="${code}"}`,
      );
    expect(calls('c2bPayment/singleStage', 'INS-0')).toBeGreaterThan(10);
    expect(calls('c2bPayment/singleStage', 'INS-2006')).toBe(1);
    expect(calls('b2cPayment', 'INS-0')).toBe(3);
    expect(calls('queryTransactionStatus', 'INS-23')).toBeGreaterThan(0);
    // The refund asked again found the payment reversed already: one reversal only.
    expect(calls('reversal', 'INS-0')).toBe(1);
    expect(calls('reversal', 'INS-10')).toBeNaN();
    expect(calls('getSession', 'INS-0')).toBe(2);
    expect(text).toMatch(
      /pesa_rail_request_duration_seconds_count\{rail="mpesa-tanzania",operation="getSession"\}/,
    );
    // The top-up that never gets an answer, and the five ambiguous ones the platform never knew.
    expect(value('pesa_rail_orders_waiting{rail="7",currency="834",kind="top_up"}')).toBe(6);
  });
});

// Once, on SQLite: the route's absence is the same on both engines.
describe('M-Pesa Tanzania without VODACOM_TZ_CALLBACK_SECRET', () => {
  let h: Harness;
  let sim: VodacomTzSimulator;
  let token: string;
  const fundPassword = '135790';

  beforeAll(async () => {
    ({ h, sim } = await startVodacomHarness('sqlite', { VODACOM_TZ_CALLBACK_SECRET: '' }));
    const user = await registerByPhone(h, { countryId: 255 });
    token = user.token;
    await setTanzanianFundPassword(h, token, user.phone, user.national, fundPassword);
  });
  afterAll(async () => {
    await h?.close();
    await sim?.stop();
  });

  const { detail, balance, topUp, results } = vodacomMoves(() => ({ h, sim, token, fundPassword }));

  it('serves no result route and learns how a top-up ended from the status query', async () => {
    const before = await balance();
    const order = await topUp(payer());
    await results();
    expect(sim.acks.at(-1)?.status).toBe(404);
    expect((await detail(order.sn)).status).toBe(-1);
    h.clock.advance(QUERY_DELAY_MS);
    await h.app.money.worker.runDue();
    expect((await detail(order.sn)).status).toBe(1);
    expect(Number(await balance()) - Number(before)).toBe(5000);
    expect(await ledgerReconciles(h)).toBe(true);
  });
});

describe.each(engines)('M-Pesa Tanzania daily reconciliation on %s', (engine) => {
  const OPERATOR = { OPERATOR_USERNAME: 'ops.dodoma', OPERATOR_PASSWORD: 'Operator-Passw0rd' };
  type Mismatch = { rail: string; sn: string; problem: string; ourStatus: number };
  let h: Harness;
  let sim: VodacomTzSimulator;
  let token: string;
  const fundPassword = '135790';

  beforeAll(async () => {
    ({ h, sim } = await startVodacomHarness(engine, OPERATOR));
    // The server queued today's run at its start, for its hour (03:00 UTC). Before that hour the
    // clock goes to it, so that the worker has run today's whatever the hour the suite runs at.
    const now = h.clock.now().getTime();
    const runAt = Date.parse(h.clock.now().toISOString().slice(0, 10)) + RUN_AT_MS;
    if (now < runAt) h.clock.advance(runAt - now);
    await h.app.money.worker.runDue();
    const user = await registerByPhone(h, { countryId: 255 });
    token = user.token;
    await setTanzanianFundPassword(h, token, user.phone, user.national, fundPassword);
  });
  afterAll(async () => {
    await h?.close();
    await sim?.stop();
  });

  const { detail, balance, topUp, lastRequest } = vodacomMoves(() => ({
    h,
    sim,
    token,
    fundPassword,
  }));
  const referenceOfLastTopUp = () =>
    lastRequest('c2bPayment/singleStage/').input.input_ThirdPartyConversationID!;

  it('lists what M-Pesa answers differently and what it leaves open, refunds a late top-up, once a day', async () => {
    const before = await balance();
    // Paid, its result lost (907), but ended on our side before any answer came.
    const late = await topUp(payer('907'));
    const lateReference = referenceOfLastTopUp();
    await closedBeforeItsResult(h, lateReference);
    expect((await detail(late.sn)).status).toBe(2);
    // One M-Pesa never answers at all (905).
    const silent = await topUp(payer('905'));
    const silentReference = referenceOfLastTopUp();

    // The server queued its daily run at start; the worker has run today's, which claimed the day.
    const reconciliation = h.app.money.vodacomTz!.reconciliation;
    const claims = await h.app.db.kysely
      .selectFrom('channel_events')
      .select('event_key')
      .where('event_key', 'like', 'vodacom-tz-reconcile:%')
      .execute();
    expect(claims).toHaveLength(1);
    // A day already reconciled is not run twice, whoever queues it again.
    const day = claims[0]!.event_key.slice('vodacom-tz-reconcile:'.length);
    expect(await reconciliation.runDay(day)).toBeNull();

    h.clock.advance(2 * 3_600_000);
    const summary = await reconciliation.reconcile();
    expect(summary).toMatchObject({ differs: [lateReference], open: [silentReference] });

    // The top-up M-Pesa says was paid after we ended it goes back to the payer, once.
    await h.app.money.worker.runDue();
    expect(sim.reversedOf(lateReference)).toBe(5000n);
    await reconciliation.reconcile();
    await h.app.money.worker.runDue();
    expect(sim.reversedOf(lateReference)).toBe(5000n);
    expect(await balance()).toBe(before);
    expect((await detail(silent.sn)).status).toBe(-1);

    const opToken = liveOperatorToken(h, OPERATOR.OPERATOR_USERNAME, OPERATOR.OPERATOR_PASSWORD);
    h.tick();
    const reply = await h.call(
      '/ops/rails/mismatches',
      { pageNum: 1, pageSize: 100 },
      { token: await opToken() },
    );
    expect(reply.code).toBe(200);
    const rows = (reply as unknown as { rows: Mismatch[] }).rows;
    expect(rows.find((r) => r.sn === late.sn)).toMatchObject({
      rail: 'mpesa-tanzania',
      problem: 'differs',
      ourStatus: 2,
    });
    expect(rows.find((r) => r.sn === silent.sn)).toMatchObject({
      rail: 'mpesa-tanzania',
      problem: 'open',
      ourStatus: -1,
    });
    expect(await ledgerReconciles(h)).toBe(true);
  });
});
