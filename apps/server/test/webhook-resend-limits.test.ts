import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { engines, startHarness, type Harness, type Reply } from './harness.ts';
import { loginByPhone, relaxedEnv } from './helpers.ts';
import { approvedMerchant, type Merchant } from './open-api-helpers.ts';

const HOUR = 3_600_000;

/**
 * A merchant's Resend in the webhook log is capped per event and per hour, in the database: the
 * caps hold when resends race on two app instances (docs/api-service.md, "The delivery log").
 */
describe.each(engines)('webhook resend caps (%s)', (engine) => {
  let h: Harness;
  let second: App;

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...relaxedEnv,
      WEBHOOK_RESENDS_PER_EVENT: '2',
      WEBHOOK_RESENDS_PER_HOUR: '3',
    });
    second = await buildApp({
      config: h.config,
      clock: h.clock,
      db: openDatabase({ databaseUrl: h.config.DATABASE_URL, dataDir: h.config.DATA_DIR }),
      logger: false,
    });
  });
  afterAll(async () => {
    await second.server.close();
    await h.close();
  });

  const k = () => h.app.db.kysely;

  /** A delivered event of the merchant, as the recorder writes one. */
  async function deliveredEvent(merchant: Merchant): Promise<string> {
    const eventId = `evt_${randomBytes(12).toString('hex')}`;
    const now = h.clock.now().toISOString();
    await k()
      .insertInto('webhook_events')
      .values({
        event_id: eventId,
        user_id: merchant.userId,
        mode: 'test',
        event_type: 'collect.succeeded',
        order_id: 1,
        body: JSON.stringify({ eventId }),
        status: 'delivered',
        attempts: 1,
        last_status_code: 200,
        last_error: null,
        next_attempt_time: null,
        create_time: now,
        delivered_time: now,
      })
      .execute();
    return eventId;
  }

  /** The resend call on either instance, with its own session so the duplicate guard stays out. */
  async function resend(
    app: App,
    token: string,
    eventId: string,
    lang: 'en_US' | 'zh_CN' = 'en_US',
  ): Promise<Reply> {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/user/userApi/webhooks/resend',
      headers: { authorization: `Bearer ${token}`, 'content-language': lang },
      payload: { eventId },
    });
    return response.json() as Reply;
  }

  async function sessions(merchant: Merchant, count: number): Promise<string[]> {
    const tokens = [];
    for (let i = 0; i < count; i++) {
      const reply = await loginByPhone(h, merchant.national, 'Secret123');
      expect(reply.code).toBe(200);
      tokens.push(reply.data);
    }
    return tokens;
  }

  const jobsFor = async (eventId: string) =>
    (await k().selectFrom('jobs').select('payload').execute()).filter((job) =>
      String(job.payload).includes(eventId),
    ).length;

  it('resends one event at most twice, even when four resends race on two instances', async () => {
    const merchant = await approvedMerchant(h);
    const eventId = await deliveredEvent(merchant);
    const tokens = await sessions(merchant, 4);
    const replies = await Promise.all(
      tokens.map((token, i) => resend(i % 2 ? second : h.app, token, eventId, 'zh_CN')),
    );
    const codes = replies.map((r) => r.code).sort();
    expect(codes).toEqual([200, 200, 429, 429]);
    expect(replies.find((r) => r.code === 429)).toEqual({
      code: 429,
      msg: '该事件已重发 2 次，不能再次重发',
      data: null,
    });
    // Only the two granted resends queued a delivery.
    expect(await jobsFor(eventId)).toBe(2);
    const row = await k()
      .selectFrom('webhook_events')
      .select('resends')
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(row.resends).toBe(2);
    // An hour later the event is still capped: the cap is per event, not per hour.
    h.clock.advance(HOUR);
    const [later] = await sessions(merchant, 1);
    expect((await resend(h.app, later!, eventId)).code).toBe(429);
  });

  it('resends at most three events an hour per merchant, across instances, then again after the hour', async () => {
    const merchant = await approvedMerchant(h);
    const events = [];
    for (let i = 0; i < 5; i++) events.push(await deliveredEvent(merchant));
    const tokens = await sessions(merchant, 5);
    const windowStart = h.clock.now().getTime();
    const replies = await Promise.all(
      events.map((eventId, i) => resend(i % 2 ? second : h.app, tokens[i]!, eventId)),
    );
    expect(replies.map((r) => r.code).sort()).toEqual([200, 200, 200, 429, 429]);
    expect(replies.find((r) => r.code === 429)).toEqual({
      code: 429,
      msg: 'At most 3 webhook resends an hour; please try again later',
      data: null,
    });
    // A refused resend counted nowhere and queued nothing.
    const refused = events.filter((_, i) => replies[i]!.code === 429);
    for (const eventId of refused) {
      expect(await jobsFor(eventId)).toBe(0);
      const row = await k()
        .selectFrom('webhook_events')
        .select('resends')
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow();
      expect(row.resends).toBe(0);
    }
    // Another merchant has its own hour.
    const other = await approvedMerchant(h);
    const [otherToken] = await sessions(other, 1);
    expect((await resend(h.app, otherToken!, await deliveredEvent(other))).code).toBe(200);

    // Signing in moves the clock on by a second (past the duplicate guard).
    h.clock.advance(windowStart + HOUR - 2_000 - h.clock.now().getTime());
    const [stillWithin] = await sessions(merchant, 1);
    expect(h.clock.now().getTime()).toBe(windowStart + HOUR - 1_000);
    expect((await resend(second, stillWithin!, refused[0]!)).code).toBe(429);
    const [nextHour] = await sessions(merchant, 1);
    expect(h.clock.now().getTime()).toBe(windowStart + HOUR);
    expect((await resend(second, nextHour!, refused[0]!)).code).toBe(200);
    expect((await resend(h.app, nextHour!, refused[1]!)).code).toBe(200);
  });
});
