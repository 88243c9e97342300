import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIRTEL_MAGIC, type AirtelSimulator } from '../src/channels/airtel/airtel-simulator.ts';
import {
  AIRTEL_PIN,
  AIRTEL_QUERY_DELAY_MS,
  AIRTEL_RESULT_DELAY_MS,
  startAirtelHarness,
} from './airtel-helpers.ts';
import { engines, registerByPhone, type Harness } from './harness.ts';
import {
  assets,
  channelEventCount,
  ledgerReconciles,
  newSn,
  setFundPassword,
  topUp as mpesaTopUp,
} from './money-helpers.ts';
import { readMetrics } from './metrics-helpers.ts';
import { toBigInt } from '../src/db/bigint.ts';
import { channelReference } from '../src/modules/orders/channel-results.service.ts';
import { liveOperatorToken } from './operator-helpers.ts';

const OPERATOR = { OPERATOR_USERNAME: 'ops.arusha', OPERATOR_PASSWORD: 'Operator-Passw0rd' };
type Mismatch = {
  rail: string;
  sn: string;
  amount: string;
  currencyCode: string;
  problem: 'differs' | 'open';
  ourStatus: number;
  railAnswer: string | null;
};

type Order = { sn: string; status: number; failReason: string | null; thirdOrderNo: string | null };

const TZS = 834;
const KES = 404;
const FAILURES = ['002', '003', '004', '005', '007', '008', '009', '010', '024', '026', '029'];
/** An Airtel Tanzania mobile (078…) whose last three digits are the simulator's magic number. */
const tzPhone = (magic: string, n = 0) => `0784${String(n).padStart(2, '0')}0${magic}`;

describe.each(engines)('Airtel Money through its Open API on %s', (engine) => {
  let h: Harness;
  let airtel: AirtelSimulator;
  let token: string;
  let kenyan: string;
  const fundPassword = '135790';
  let phoneCounter = 0;

  beforeAll(async () => {
    ({ h, airtel } = await startAirtelHarness(engine, { env: OPERATOR }));
    const user = await registerByPhone(h, { countryId: 255 });
    token = user.token;
    await setFundPassword(h, token, user.phone, user.national, fundPassword, 255);
    const ke = await registerByPhone(h);
    kenyan = ke.token;
    await setFundPassword(h, kenyan, ke.phone, ke.national, fundPassword);
  });
  afterAll(async () => {
    await h?.close();
    await airtel?.stop();
  });

  const detail = async (sn: string, as = token) => {
    h.tick();
    return (await h.call<Order>(`/order/detail/${sn}`, {}, { token: as })).data;
  };
  const tzs = async () => (await assets(h, token, 'TZS'))?.domestic ?? '0.00';
  /** Starts an Airtel top-up and runs the job that sends the USSD push. */
  const topUp = async (amount: string, phone: string) => {
    h.tick();
    const reply = await h.call<Order>(
      '/recharge/create',
      { sn: newSn('R'), scope: 0, payType: 5, currencyId: TZS, amount, phone },
      { token },
    );
    expect(reply.code).toBe(200);
    await h.app.money.worker.runDue();
    const request = airtel.requests.at(-1)!;
    const reference = (request.body as { transaction: { id: string } }).transaction.id;
    return { ...reply.data, reference };
  };
  /** An operator's failure of a 2,500 TZS top-up while the customer was still paying. */
  const endedByOperator = (reference: string) => ({
    eventKey: `test:ended:${reference}`,
    reference,
    kind: 'collection' as const,
    success: false,
    resultCode: 'OPS',
    resultDesc: 'ended by an operator',
    amount: 250_000n,
    transactionId: null,
  });
  /**
   * Lets results come due and has the simulator post its callbacks; the HTTP statuses our
   * endpoint answered to the posts for one transaction.
   */
  const callBack = async (reference: string) => {
    h.tick(AIRTEL_RESULT_DELAY_MS);
    return (await airtel.deliverDue()).filter((c) => c.id === reference).map((c) => c.status);
  };
  /** Moves past the status-query delay and runs the queries that are due. */
  const query = async () => {
    h.tick(AIRTEL_QUERY_DELAY_MS);
    await h.app.money.worker.runDue();
  };
  const send = async (phone: string, amount: string, as = token, currencyId = TZS) => {
    h.tick();
    phoneCounter++;
    const payee = await h.call<{ id: number }>(
      '/payee/add',
      {
        countryId: currencyId === TZS ? 255 : 254,
        payType: 5,
        currencyId,
        name: `Amani Mollel ${phoneCounter}`,
        type: 2,
        phone,
      },
      { token: as },
    );
    expect(payee.code).toBe(200);
    h.tick();
    const created = await h.call<Order>(
      '/order/create',
      {
        sn: newSn(),
        scope: 0,
        payeeId: payee.data.id,
        payType: 5,
        currencyId,
        amount,
        fundPassword,
      },
      { token: as },
    );
    expect(created.code).toBe(200);
    await h.app.money.worker.runDue();
    return created.data;
  };

  it('tops up by USSD push in the documented format; the callback credits the wallet once', async () => {
    const order = await topUp('50000', tzPhone('200'));
    const request = airtel.requests.at(-1)!;
    expect(request.path).toBe('/merchant/v1/payments/');
    expect(request.headers).toMatchObject({ 'x-country': 'TZ', 'x-currency': 'TZS' });
    expect(request.body).toMatchObject({
      subscriber: { country: 'TZ', currency: 'TZS', msisdn: '784000200' },
      transaction: { amount: 50000, country: 'TZ', currency: 'TZS' },
    });
    const { reference } = order;
    expect(reference).toMatch(/^PB\d+$/);
    expect(await detail(order.sn)).toMatchObject({ status: -1, thirdOrderNo: reference });

    expect(await callBack(reference)).toEqual([200]);
    const after = await detail(order.sn);
    expect(after.status).toBe(1);
    expect(after.thirdOrderNo).toBe(airtel.transactions.get(reference)!.airtelMoneyId);
    expect(await tzs()).toBe('50000.00');
    // The status query that follows finds the order final and changes nothing.
    await query();
    expect(await tzs()).toBe('50000.00');
    expect(await channelEventCount(h, `airtel:collection:${reference}`)).toBe(1);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('applies a repeated callback once', async () => {
    const order = await topUp('1000', tzPhone(AIRTEL_MAGIC.duplicateCallback));
    expect(await callBack(order.reference)).toEqual([200, 200]);
    expect((await detail(order.sn)).status).toBe(1);
    expect(await tzs()).toBe('51000.00');
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('takes an unsigned callback only as a prompt: what Airtel answers the enquiry is applied', async () => {
    const order = await topUp('1000', tzPhone(AIRTEL_MAGIC.neverAnswers, 60));
    const post = (body: unknown) =>
      h.app.server.inject({
        method: 'POST',
        url: '/api/channels/airtel/callback',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    // Airtel still has the payment in progress: a forged success credits nothing.
    const forged = {
      transaction: { id: order.reference, status_code: 'TS', airtel_money_id: 'X1' },
    };
    const reply = await post(forged);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.outcome).toBe('unconfirmed');
    expect((await detail(order.sn)).status).toBe(-1);
    // Once Airtel has an answer, the same prompt applies Airtel's answer, not the callback's.
    airtel.resolve(order.reference, 'TF');
    expect((await post(forged)).json().data.outcome).toBe('applied');
    expect(await detail(order.sn)).toMatchObject({ status: 2, failReason: /^DP00800001008 / });
    expect(
      (await post({ transaction: { id: 'PB999999', status_code: 'TS' } })).json().data.outcome,
    ).toBe('unknown_order');
    expect(await tzs()).toBe('51000.00');
  });

  it.each([
    ['a lost callback', AIRTEL_MAGIC.lostCallback, '52000.00'],
    ['an ambiguous answer (HTTP 500 ESB000001)', AIRTEL_MAGIC.ambiguous, '53000.00'],
  ])('resolves %s by the status query, never a guess', async (_case, magic, balance) => {
    const order = await topUp('1000', tzPhone(magic));
    expect(await detail(order.sn)).toMatchObject({ status: -1, thirdOrderNo: order.reference });
    await query();
    expect((await detail(order.sn)).status).toBe(1);
    expect(await tzs()).toBe(balance);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('keeps a top-up waiting while Airtel never answers, asking again each time', async () => {
    const order = await topUp('1000', tzPhone(AIRTEL_MAGIC.neverAnswers));
    const asked = () => airtel.requests.filter((r) => r.method === 'GET').length;
    const before = asked();
    await query();
    await query();
    expect(asked()).toBe(before + 2);
    expect((await detail(order.sn)).status).toBe(-1);
    expect(await tzs()).toBe('53000.00');
  });

  it('fails a top-up with every failure code, in both languages, crediting nothing', async () => {
    for (const [i, code] of FAILURES.entries()) {
      const order = await topUp('1000', tzPhone(code, i + 1));
      // Half by the callback (unsigned, so it prompts the enquiry), half by the status query:
      // either way the enquiry names the code.
      if (i % 2 === 0) expect(await callBack(order.reference)).toEqual([200]);
      else await query();
      const failed = await detail(order.sn);
      expect(failed.status).toBe(2);
      expect(failed.failReason).toMatch(new RegExp(`^DP00800001${code} .+ / .+`));
    }
    await callBack('');
    expect(await tzs()).toBe('53000.00');
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('renews an expired token without failing the payment', async () => {
    const order = await topUp('1000', tzPhone(AIRTEL_MAGIC.lostCallback, 50));
    airtel.revokeTokens();
    await query();
    expect((await detail(order.sn)).status).toBe(1);
    // Time alone ends a token too: the adapter asks for a new one before it expires.
    const before = airtel.tokensIssued;
    h.tick(200_000);
    const next = await topUp('1000', tzPhone('300'));
    expect(airtel.tokensIssued).toBe(before + 1);
    expect(airtel.requests.at(-1)!.path).toBe('/merchant/v1/payments/');
    expect(await callBack(next.reference)).toEqual([200]);
    expect(await tzs()).toBe('55000.00');
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('refunds in full a payment that succeeds after its top-up had ended', async () => {
    const order = await topUp('2500', tzPhone('400'));
    const { reference } = order;
    await h.app.money.results.apply(endedByOperator(reference), 'test', '{}');
    expect(await callBack(reference)).toEqual([200]);
    await h.app.money.worker.runDue();
    const refund = airtel.requests.at(-1)!;
    expect(refund.path).toBe('/standard/v1/payments/refund');
    expect(airtel.transactions.get(reference)!.refunded).toBe(true);
    expect((await detail(order.sn)).status).toBe(2);
    expect(await tzs()).toBe('55000.00');
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('queues the refund of a late success in the transaction that records it, and only after a failure', async () => {
    const order = await topUp('2500', tzPhone('102'));
    const { reference } = order;
    const ended = endedByOperator(reference);
    await h.app.money.results.apply(ended, 'test', '{}');
    const paid = {
      ...ended,
      eventKey: `test:paid:${reference}`,
      success: true,
      resultCode: 'TS',
      transactionId: 'MP1',
    };
    // Queuing fails: the result is not recorded either, so the provider's next try refunds.
    const crash = new Error('crash while queuing');
    await expect(
      h.app.money.results.apply(paid, 'test', '{}', undefined, async () => {
        throw crash;
      }),
    ).rejects.toBe(crash);
    expect(await channelEventCount(h, paid.eventKey)).toBe(0);
    let queued = 0;
    const queue = async () => {
      queued++;
    };
    expect(await h.app.money.results.apply(paid, 'test', '{}', undefined, queue)).toBe('late');
    expect(await h.app.money.results.apply(paid, 'test', '{}', undefined, queue)).toBe('duplicate');
    expect(queued).toBe(1);
    expect((await detail(order.sn)).status).toBe(2);
    // A success that finds its top-up already credited is no payment for nothing: no refund.
    const credited = await h.app.db.kysely
      .selectFrom('orders')
      .select(['id', 'amount'])
      .where('pay_type', '=', 5)
      .where('kind', '=', -1)
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    const creditedRef = channelReference(credited.id);
    const again = {
      ...paid,
      eventKey: `test:again:${creditedRef}`,
      reference: creditedRef,
      amount: toBigInt(credited.amount),
    };
    expect(await h.app.money.results.apply(again, 'test', '{}', undefined, queue)).toBe('late');
    expect(queued).toBe(1);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('pays out with the encrypted PIN; the synchronous answer settles the payout', async () => {
    const order = await send(tzPhone('500'), '10000');
    const request = airtel.requests.at(-1)!;
    expect(request.path).toBe('/standard/v1/disbursements/');
    const body = request.body as { payee: { msisdn: string }; pin: string; transaction: object };
    expect(body.payee.msisdn).toBe('784000500');
    expect(body.transaction).toMatchObject({ amount: 10000 });
    expect(body.pin).not.toContain(AIRTEL_PIN);
    const after = await detail(order.sn);
    expect(after.status).toBe(1);
    expect(after.thirdOrderNo).toMatch(/^DI/);
    const wallet = await assets(h, token, 'TZS');
    expect(wallet?.onHold).toBe('0.00');
    expect(Number(wallet?.domestic)).toBeLessThan(45000.01);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('refuses a payout with every failure code and returns the money', async () => {
    const before = await tzs();
    for (const [i, code] of FAILURES.entries()) {
      const order = await send(tzPhone(code, i + 1), '1000');
      const failed = await detail(order.sn);
      expect(failed.status).toBe(2);
      expect(failed.failReason).toMatch(new RegExp(`^DP00900001${code} .+ / .+`));
    }
    expect(await tzs()).toBe(before);
    expect((await assets(h, token, 'TZS'))?.onHold).toBe('0.00');
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('enquires an ambiguous payout answer, and keeps an unanswered one on hold', async () => {
    const ambiguous = await send(tzPhone(AIRTEL_MAGIC.ambiguous), '1000');
    const silent = await send(tzPhone(AIRTEL_MAGIC.neverAnswers), '1000');
    expect((await detail(ambiguous.sn)).status).toBe(0);
    await query();
    await query();
    expect((await detail(ambiguous.sn)).status).toBe(1);
    expect((await detail(silent.sn)).status).toBe(0);
    expect((await assets(h, token, 'TZS'))?.onHold).not.toBe('0.00');
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('pays out in Kenya in KES, with Kenyan headers and number', async () => {
    await mpesaTopUp(h, kenyan, '5000');
    const order = await send('0733000200', '1500', kenyan, KES);
    const request = airtel.requests.at(-1)!;
    expect(request.headers).toMatchObject({ 'x-country': 'KE', 'x-currency': 'KES' });
    expect((request.body as { payee: { msisdn: string } }).payee.msisdn).toBe('733000200');
    expect((await detail(order.sn, kenyan)).status).toBe(1);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('counts its calls by operation and code, and the orders waiting for its answer', async () => {
    const { text, value } = await readMetrics(h);
    expect(
      value('pesa_rail_requests_total{rail="airtel",operation="collection",code="DP00800001006"}'),
    ).toBeGreaterThan(0);
    expect(
      value(
        'pesa_rail_requests_total{rail="airtel",operation="disbursement",code="DP00900001007"}',
      ),
    ).toBe(1);
    expect(text).toMatch(
      /pesa_rail_request_duration_seconds_count\{rail="airtel",operation="token"\}/,
    );
    // The top-up Airtel never answers, and the payouts it left ambiguous for good.
    expect(value('pesa_rail_orders_waiting{rail="5",currency="834",kind="top_up"}')).toBe(1);
    expect(value('pesa_rail_orders_waiting{rail="5",currency="834",kind="send"}')).toBe(1);
  });

  it('reconciles daily: settles what Airtel has since finished and leaves the rest listed', async () => {
    // Airtel's staff confirm the top-up that never answered; the silent payout stays open.
    const open = await h.app.db.kysely
      .selectFrom('orders')
      .select(['id', 'kind', 'status'])
      .where('pay_type', '=', 5)
      .where((eb) => eb.or([eb('status', '=', -1), eb('status', '=', 0)]))
      .where('third_order_no', 'is not', null)
      .orderBy('id')
      .execute();
    expect(open.map((o) => o.kind).sort()).toEqual([-1, 0]);
    const topUpId = open.find((o) => o.kind === -1)!.id;
    airtel.resolve(`PB${topUpId}`, 'TS');
    h.tick(86_400_000);
    await h.app.money.worker.runDue();
    const status = async (id: number) =>
      (
        await h.app.db.kysely
          .selectFrom('orders')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await status(topUpId)).toBe(1);
    expect(await status(open.find((o) => o.kind === 0)!.id)).toBe(0);
    const runs = await h.app.db.kysely
      .selectFrom('channel_events')
      .select('event_key')
      .where('event_key', 'like', 'airtel-reconcile:%')
      .execute();
    expect(runs.length).toBeGreaterThanOrEqual(1);
    // A day already reconciled is not run twice, whoever queues it again.
    const day = runs.at(-1)!.event_key.slice('airtel-reconcile:'.length);
    expect(await h.app.money.airtel!.reconciliation.runDay(day)).toBeNull();
    const payoutId = open.find((o) => o.kind === 0)!.id;
    expect(await h.app.money.airtel!.reconciliation.reconcile()).toMatchObject({
      asked: 1,
      settled: 0,
      open: [`PB${payoutId}`],
    });
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('lists to operators the orders Airtel answers differently and those it leaves open', async () => {
    const opToken = liveOperatorToken(h, OPERATOR.OPERATOR_USERNAME, OPERATOR.OPERATOR_PASSWORD);
    const listed = async (lang?: 'zh_CN') => {
      h.tick();
      const reply = await h.call<Mismatch[]>(
        '/ops/rails/mismatches',
        { pageNum: 1, pageSize: 100 },
        { token: await opToken(), lang },
      );
      expect(reply.code).toBe(200);
      return (reply as unknown as { rows: Mismatch[] }).rows;
    };
    // A day has passed: the customer signs in afresh (a new account, whose balance starts at 0).
    token = (await registerByPhone(h, { countryId: 255 })).token;
    // A top-up we credited that Airtel now says failed, and one Airtel never answers.
    const paid = await topUp('3000', tzPhone('200', 7));
    expect(await callBack(paid.reference)).toEqual([200]);
    expect((await detail(paid.sn)).status).toBe(1);
    airtel.resolve(paid.reference, 'TF');
    const silent = await topUp('4000', tzPhone(AIRTEL_MAGIC.neverAnswers, 7));
    const before = await tzs();
    h.tick(2 * 3_600_000);
    const summary = await h.app.money.airtel!.reconciliation.reconcile();
    expect(summary.differs).toContain(paid.reference);
    expect(summary.open).toContain(silent.reference);
    // Listing changes no money: an operator decides.
    expect(await tzs()).toBe(before);

    for (const lang of [undefined, 'zh_CN'] as const) {
      const rows = await listed(lang);
      expect(rows.find((r) => r.sn === paid.sn)).toMatchObject({
        rail: 'airtel-tanzania',
        amount: '3000.00',
        currencyCode: 'TZS',
        problem: 'differs',
        ourStatus: 1,
        railAnswer: expect.stringMatching(/^DP00800001008 .+ \/ .*[\u4e00-\u9fff]/),
      });
      expect(rows.find((r) => r.sn === silent.sn)).toMatchObject({
        problem: 'open',
        ourStatus: -1,
        railAnswer: null,
      });
    }
    // Airtel finishes the silent one: the next run settles it and takes it off the list.
    airtel.resolve(silent.reference, 'TS');
    const next = await h.app.money.airtel!.reconciliation.reconcile();
    expect(next.open).not.toContain(silent.reference);
    expect((await detail(silent.sn)).status).toBe(1);
    const after = await listed();
    expect(after.some((r) => r.sn === silent.sn)).toBe(false);
    expect(after.some((r) => r.sn === paid.sn)).toBe(true);
    expect(await ledgerReconciles(h)).toBe(true);
  });
});

describe.each(engines)('Airtel callbacks with Callback Authentication on %s', (engine) => {
  let h: Harness;
  let airtel: AirtelSimulator;

  beforeAll(async () => {
    ({ h, airtel } = await startAirtelHarness(engine, { callbackKey: 'airtel-callback-key-1234' }));
  });
  afterAll(async () => {
    await h?.close();
    await airtel?.stop();
  });

  it('applies a callback with the right hash and refuses one without it or with a wrong one', async () => {
    const user = await registerByPhone(h, { countryId: 255 });
    h.tick();
    const reply = await h.call<Order>(
      '/recharge/create',
      {
        sn: newSn('R'),
        scope: 0,
        payType: 5,
        currencyId: TZS,
        amount: '3000',
        phone: tzPhone('600'),
      },
      { token: user.token },
    );
    await h.app.money.worker.runDue();
    const reference = (airtel.requests.at(-1)!.body as { transaction: { id: string } }).transaction
      .id;
    h.tick(AIRTEL_RESULT_DELAY_MS);
    const signed = airtel.callbackBody(airtel.transactions.get(reference)!, 'TS');
    const post = (body: unknown) =>
      h.app.server.inject({
        method: 'POST',
        url: '/api/channels/airtel/callback',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    expect((await post({ transaction: signed.transaction })).statusCode).toBe(401);
    const forged = {
      transaction: { ...signed.transaction, status_code: 'TS' },
      hash: 'x'.repeat(44),
    };
    expect((await post(forged)).statusCode).toBe(401);
    expect((await post({ nonsense: true })).statusCode).toBe(400);
    expect(await airtel.deliverDue()).toEqual([{ id: reference, status: 200 }]);
    h.tick();
    const order = await h.call<Order>(`/order/detail/${reply.data.sn}`, {}, { token: user.token });
    expect(order.data.status).toBe(1);
    expect((await assets(h, user.token, 'TZS'))?.domestic).toBe('3000.00');
    expect(await ledgerReconciles(h)).toBe(true);
  });
});
