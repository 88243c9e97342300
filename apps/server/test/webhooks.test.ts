import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookAttemptRow, WebhookEventBody, WebhookEventRow } from '@pesa/contract';
import { apiAccountKey, WEBHOOK_RETRY_DELAYS_MS } from '@pesa/domain';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { webhookDelivery } from '../src/modules/api-service/webhooks/webhooks-wiring.ts';
import { engines, registerByPhone, startHarness, type Harness, type Reply } from './harness.ts';
import { loginByPhone, relaxedEnv } from './helpers.ts';
import { ledgerReconciles, MONEY_ENV, newSn } from './money-helpers.ts';
import { approvedMerchant, type Merchant } from './open-api-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

const KES = 404;
const MINUTE = 60_000;

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * The merchant's server: on /hook it answers 500 while `failures` lasts, then 200; /down always
 * answers 503. Every request is kept.
 */
async function startReceiver() {
  const received: Received[] = [];
  const state = { failures: 0 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      if (req.url === '/down') return res.writeHead(503).end('down');
      if (state.failures > 0) {
        state.failures--;
        return res.writeHead(500).end('try later');
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    state,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Checks `X-Pesa-Signature` as the docs tell a merchant to: HMAC-SHA256 over "t.body". */
function signatureValid(header: string, body: string, secret: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest('hex');
  return expected === match[2];
}

describe.each(engines)('webhooks to merchants (%s)', (engine) => {
  let h: Harness;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let merchant: Merchant;

  beforeAll(async () => {
    receiver = await startReceiver();
    h = await startHarness(engine, { ...relaxedEnv, ...MONEY_ENV });
    merchant = await approvedMerchant(h, { notifyUrl: receiver.url('/hook') });
  });
  afterAll(async () => {
    await h.close();
    await receiver.close();
  });

  const k = () => h.app.db.kysely;
  const runJobs = () => h.app.money.worker.runDue();
  const later = async (ms: number) => {
    h.clock.advance(ms);
    await runJobs();
  };

  /** A collection of `userId`'s C2B M-Pesa account that the channel then confirms or fails. */
  async function finalCollection(userId: number, mode: 'live' | 'test', success: boolean) {
    const now = h.clock.now().toISOString();
    const sn = newSn('WH');
    const id = await h.app.money.ordersRepo.insert(k(), {
      sn,
      main_user_id: userId,
      user_id: userId,
      kind: -1,
      scope: 0,
      pay_type: 2,
      currency_id: KES,
      amount: '10000',
      fee_amount: '0',
      tax_fee: '0',
      pay_amount: '10000',
      rate: null,
      to_currency_id: null,
      to_amount: null,
      received_amount: null,
      status: -1,
      payee_id: null,
      payee_snapshot: null,
      details: JSON.stringify({ phone: '254712345678' }),
      third_order_no: null,
      fail_reason: null,
      create_time: now,
      update_time: now,
      payout_time: null,
      audit_time: null,
      api_mode: mode,
      api_kind: 'collect',
      merchant_order_no: `M-${sn}`,
      request_hash: null,
      account_key: apiAccountKey(userId, 2, KES),
      counter_account_key: null,
    });
    const outcome = await h.app.money.results.apply(
      {
        eventKey: `wh-${randomBytes(6).toString('hex')}`,
        reference: `PB${id}`,
        kind: 'collection',
        success,
        resultCode: success ? '0' : '1032',
        resultDesc: success ? 'ok' : 'cancelled by user',
        amount: 10000n,
        transactionId: success ? `TX${id}` : null,
      },
      'test',
      '{}',
    );
    expect(outcome).toBe('applied');
    return { id, sn, merchantOrderNo: `M-${sn}` };
  }

  const eventsOf = (orderId: number) =>
    k().selectFrom('webhook_events').selectAll().where('order_id', '=', orderId).execute();
  const eventOf = async (orderId: number) => {
    const events = await eventsOf(orderId);
    expect(events).toHaveLength(1);
    return events[0]!;
  };
  const triesOf = (eventRowId: number) =>
    k()
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('event_id', '=', eventRowId)
      .orderBy('attempt')
      .execute();
  const receivedFor = (eventId: string) =>
    receiver.received.filter((r) => r.headers['x-pesa-event-id'] === eventId);

  /** A fresh session of a merchant (the clock jumps past the idle timeout between tries). */
  async function signIn(userId: number): Promise<string> {
    const user = await k()
      .selectFrom('users')
      .select('phone')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const reply = await loginByPhone(h, `0${user.phone!.slice(4)}`, 'Secret123');
    expect(reply.code).toBe(200);
    return reply.data;
  }
  const web = async <T>(path: string, body: unknown, token: string): Promise<Reply<T>> => {
    h.tick();
    return h.call<T>(`/user/userApi/webhooks/${path}`, body, { token });
  };

  it('delivers once with a 2xx after three failures, signed, with four tries recorded', async () => {
    receiver.state.failures = 3;
    const order = await finalCollection(merchant.userId, 'test', true);
    const event = await eventOf(order.id);
    expect(event).toMatchObject({
      event_type: 'collect.succeeded',
      mode: 'test',
      status: 'pending',
      attempts: 0,
      user_id: merchant.userId,
    });
    expect(event.event_id).toMatch(/^evt_[0-9a-f]{24}$/);

    await runJobs();
    expect(receivedFor(event.event_id)).toHaveLength(1);
    const afterFirst = await eventOf(order.id);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    expect(Date.parse(afterFirst.next_attempt_time!) - h.clock.now().getTime()).toBe(MINUTE);

    // Nothing goes before its time.
    await later(MINUTE - 1_000);
    expect(receivedFor(event.event_id)).toHaveLength(1);
    await later(1_000);
    expect(receivedFor(event.event_id)).toHaveLength(2);
    await later(5 * MINUTE);
    expect(receivedFor(event.event_id)).toHaveLength(3);
    await later(30 * MINUTE);
    expect(receivedFor(event.event_id)).toHaveLength(4);
    expect(await eventOf(order.id)).toMatchObject({
      status: 'delivered',
      attempts: 4,
      last_status_code: 200,
      next_attempt_time: null,
      delivered_time: h.clock.now().toISOString(),
    });
    // A day later it has still been sent exactly once with success.
    await later(48 * 60 * MINUTE);
    expect(receivedFor(event.event_id)).toHaveLength(4);
    const tries = await triesOf(event.id);
    expect(tries.map((t) => [t.attempt, t.status_code])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
      [4, 200],
    ]);

    for (const request of receivedFor(event.event_id)) {
      expect(request.path).toBe('/hook');
      expect(request.body).toBe(event.body);
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['user-agent']).toBe('PesaBridge-Webhooks/1');
      const signature = String(request.headers['x-pesa-signature']);
      expect(signatureValid(signature, request.body, merchant.test.secret)).toBe(true);
      expect(signatureValid(signature, request.body, merchant.live.secret)).toBe(false);
      expect(signatureValid(signature, `${request.body} `, merchant.test.secret)).toBe(false);
    }
    const body = JSON.parse(event.body) as WebhookEventBody;
    expect(body).toEqual({
      eventId: event.event_id,
      eventType: 'collect.succeeded',
      createTime: event.create_time,
      livemode: false,
      data: {
        sn: order.sn,
        merchantOrderNo: order.merchantOrderNo,
        kind: 'collect',
        status: 1,
        payoutStatus: null,
        currencyId: KES,
        amount: '100.00',
        feeAmount: '0.00',
        createTime: expect.any(String),
        updateTime: event.create_time,
      },
    });
  });

  it('marks a live event as live and signs it with the live secret', async () => {
    const order = await finalCollection(merchant.userId, 'live', false);
    const event = await eventOf(order.id);
    await runJobs();
    const [request] = receivedFor(event.event_id);
    const body = JSON.parse(request!.body) as WebhookEventBody;
    expect(body).toMatchObject({
      eventType: 'collect.failed',
      livemode: true,
      data: { status: 2 },
    });
    expect(
      signatureValid(
        String(request!.headers['x-pesa-signature']),
        request!.body,
        merchant.live.secret,
      ),
    ).toBe(true);
  });

  it('lists events and their tries, and resends with the same eventId', async () => {
    const token = await signIn(merchant.userId);
    const list = await web<never>('list', { mode: 'test' }, token);
    expect(list.code).toBe(200);
    const rows = list.rows as WebhookEventRow[];
    expect(list.total).toBe(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      eventType: 'collect.succeeded',
      livemode: false,
      status: 'delivered',
      attempts: 4,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptTime: null,
    });
    const live = await web<never>('list', { mode: 'live' }, token);
    expect((live.rows as WebhookEventRow[]).map((r) => r.eventType)).toEqual(['collect.failed']);
    const bySn = await web<never>('list', { mode: 'test', sn: row.sn }, token);
    expect(bySn.total).toBe(1);
    expect((await web<never>('list', { mode: 'test', sn: 'NO-SUCH-SN' }, token)).total).toBe(0);

    const tries = await web<WebhookAttemptRow[]>('attempts', { eventId: row.eventId }, token);
    expect(tries.code).toBe(200);
    expect(tries.data.map((t) => t.statusCode)).toEqual([500, 500, 500, 200]);

    const sentBefore = receivedFor(row.eventId).length;
    expect((await web('resend', { eventId: row.eventId }, token)).code).toBe(200);
    const resentAt = h.clock.now().getTime();
    const due = await web<never>('list', { mode: 'test' }, token);
    const dueRow = (due.rows as WebhookEventRow[])[0]!;
    expect(dueRow.status).toBe('pending');
    expect(Date.parse(dueRow.nextAttemptTime!)).toBe(resentAt);
    await runJobs();
    const sent = receivedFor(row.eventId);
    expect(sent).toHaveLength(sentBefore + 1);
    expect(sent.at(-1)!.body).toBe(sent[0]!.body);
    expect(JSON.parse(sent.at(-1)!.body).eventId).toBe(row.eventId);
    const after = await web<WebhookAttemptRow[]>('attempts', { eventId: row.eventId }, token);
    expect(after.data.map((t) => [t.attempt, t.statusCode])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
      [4, 200],
      [5, 200],
    ]);
    const logged = await k()
      .selectFrom('operation_logs')
      .select(['event_type', 'event_desc'])
      .where('main_user_id', '=', merchant.userId)
      .where('event_type', '=', 'webhookResend')
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.event_desc).toContain(row.eventId);
    // Running the worker again sends nothing more.
    await later(60 * MINUTE);
    expect(receivedFor(row.eventId)).toHaveLength(sentBefore + 1);
  });

  it("keeps a merchant out of another merchant's events, and checks access and permissions", async () => {
    const token = await signIn(merchant.userId);
    const [mine] = (await web<never>('list', { mode: 'test' }, token)).rows as WebhookEventRow[];
    const other = await approvedMerchant(h, { notifyUrl: receiver.url('/other') });
    expect((await web('attempts', { eventId: mine!.eventId }, other.token)).code).toBe(-1007);
    expect((await web('resend', { eventId: mine!.eventId }, other.token)).code).toBe(-1007);
    expect((await web('list', { mode: 'test' }, other.token)).total).toBe(0);

    // A company that has not been approved for API access.
    const { token: unapproved } = await registerByPhone(h, { userType: 1 });
    expect((await web('list', {}, unapproved)).code).toBe(-1108);
    expect((await web('resend', { eventId: mine!.eventId }, unapproved)).code).toBe(-1108);

    // A member needs one of the HomeApi names; with one, it reads the main account's events.
    const member = async (menus: string[], name: string) => {
      const added = await addMember(h, token, await addRole(h, token, menus, name));
      return memberToken(h, added.national, added.password);
    };
    const plain = await member(['Assets'], 'Plain');
    expect((await web('list', {}, plain)).code).toBe(1000);
    const b2c = await member(['HomeApiB2C'], 'Payouts');
    const seen = await web<never>('list', { mode: 'test' }, b2c);
    expect(seen.code).toBe(200);
    expect((seen.rows as WebhookEventRow[]).map((r) => r.eventId)).toEqual([mine!.eventId]);

    // Bad input changes nothing and says which field.
    const bad = await web<Array<{ field: string }>>('attempts', {}, token);
    expect(bad.code).toBe(-1008);
    expect(bad.data.map((f) => f.field)).toEqual(['eventId']);
    expect((await web('list', { mode: 'staging' }, token)).code).toBe(-1008);
  });

  it('records no event for a merchant without an application or a notify URL', async () => {
    const { token } = await registerByPhone(h, { userType: 1 });
    const info = await h.call<{ userId: number }>('/user/info', {}, { token });
    const order = await finalCollection(info.data.userId, 'live', true);
    expect(await eventsOf(order.id)).toEqual([]);

    const silent = await approvedMerchant(h, { notifyUrl: receiver.url('/silent') });
    await k()
      .updateTable('api_access')
      .set({ notify_url: '' })
      .where('user_id', '=', silent.userId)
      .execute();
    const quiet = await finalCollection(silent.userId, 'test', true);
    expect(await eventsOf(quiet.id)).toEqual([]);
  });

  it('gives up after the last try, and a resend gives a failed event a fresh try', async () => {
    const down = await approvedMerchant(h, { notifyUrl: receiver.url('/down') });
    const order = await finalCollection(down.userId, 'test', true);
    const event = await eventOf(order.id);
    await runJobs();
    for (const delay of WEBHOOK_RETRY_DELAYS_MS) await later(delay);
    const failed = await eventOf(order.id);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: h.config.WEBHOOK_MAX_ATTEMPTS,
      last_status_code: 503,
      next_attempt_time: null,
    });
    expect(receivedFor(event.event_id)).toHaveLength(h.config.WEBHOOK_MAX_ATTEMPTS);
    expect((await triesOf(event.id)).map((t) => t.attempt)).toEqual(
      Array.from({ length: h.config.WEBHOOK_MAX_ATTEMPTS }, (_, i) => i + 1),
    );

    // The merchant fixes their receiver; the delivery goes to the URL as it is now.
    await k()
      .updateTable('api_access')
      .set({ notify_url: receiver.url('/hook') })
      .where('user_id', '=', down.userId)
      .execute();
    const token = await signIn(down.userId);
    expect((await web('resend', { eventId: event.event_id }, token)).code).toBe(200);
    await runJobs();
    expect(await eventOf(order.id)).toMatchObject({
      status: 'delivered',
      attempts: h.config.WEBHOOK_MAX_ATTEMPTS + 1,
    });
    expect(receivedFor(event.event_id).at(-1)!.path).toBe('/hook');
  });

  it('delivers a pending event from another app instance after a restart', async () => {
    const order = await finalCollection(merchant.userId, 'test', true);
    const event = await eventOf(order.id);
    expect(receivedFor(event.event_id)).toHaveLength(0);
    const second = await buildApp({
      config: h.config,
      clock: h.clock,
      db: openDatabase({ databaseUrl: h.config.DATABASE_URL, dataDir: h.config.DATA_DIR }),
      logger: false,
    });
    try {
      await second.money.worker.runDue();
    } finally {
      await second.server.close();
    }
    expect(receivedFor(event.event_id)).toHaveLength(1);
    expect(await eventOf(order.id)).toMatchObject({ status: 'delivered', attempts: 1 });
    // The first instance finds the try recorded and sends nothing.
    await runJobs();
    expect(receivedFor(event.event_id)).toHaveLength(1);
  });

  it('refuses a notify URL that is plain http or resolves to a private address in production', async () => {
    const wiring = h.app.money.webhooks.wiring;
    const production = { ...wiring, config: { ...wiring.config, isProduction: true } };
    const target = await approvedMerchant(h, { notifyUrl: receiver.url('/prod') });
    const setUrl = (url: string) =>
      k()
        .updateTable('api_access')
        .set({ notify_url: url })
        .where('user_id', '=', target.userId)
        .execute();
    const tryOnce = async (
      delivery: ReturnType<typeof webhookDelivery>,
    ): Promise<{ error: string | null; sent: number }> => {
      const order = await finalCollection(target.userId, 'test', true);
      const event = await eventOf(order.id);
      await delivery.handle({ eventId: event.event_id, attempt: 0 });
      const after = await eventOf(order.id);
      expect(after).toMatchObject({ attempts: 1, status: 'pending', last_status_code: null });
      return { error: after.last_error, sent: receivedFor(event.event_id).length };
    };

    // Plain http, even to the receiver a development server would use.
    expect(await tryOnce(webhookDelivery(production))).toEqual({
      error: 'refused: production sends webhooks over https only',
      sent: 0,
    });
    // A name whose DNS answer includes an inside address (a rebinding attempt or a mistake).
    await setUrl('https://hooks.merchant.example/pesa');
    const rebinding = webhookDelivery(production, {
      lookup: async () => [
        { address: '41.90.64.10', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
    });
    expect(await tryOnce(rebinding)).toEqual({
      error: 'refused: hooks.merchant.example resolves to 10.0.0.7',
      sent: 0,
    });
    // Loopback by name and by literal, and the cloud metadata address.
    await setUrl(`https://localhost:${receiver.port}/prod`);
    expect((await tryOnce(webhookDelivery(production))).error).toMatch(
      /^refused: localhost resolves to/,
    );
    await setUrl('https://169.254.169.254/latest/meta-data');
    expect((await tryOnce(webhookDelivery(production))).error).toBe(
      'refused: 169.254.169.254 is not a public address',
    );
  });

  it('leaves the ledger balanced', async () => {
    expect(await ledgerReconciles(h)).toBe(true);
  });
});
