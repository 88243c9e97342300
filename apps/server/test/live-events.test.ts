import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { MONEY_ENV, topUp } from './money-helpers.ts';
import { openLiveStream } from './live-events-helpers.ts';

describe.each(engines)('live status stream on %s', (engine) => {
  let h: Harness;
  let base: string;

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...relaxedEnv,
      ...MONEY_ENV,
      LIVE_EVENTS_HEARTBEAT_MS: '40',
      LIVE_EVENTS_MAX_STREAMS: '2',
      LIVE_EVENTS_POLL_MS: '30',
    });
    base = await h.app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    // fetch (undici) may hold a connection it opened for a request it never sent; the server
    // would wait for its headers timeout before closing.
    h.app.server.server.closeAllConnections();
    await h.close();
  });

  it("tells a session of its own account's order changes and never of another account's", async () => {
    const alice = await registerByPhone(h);
    const bob = await registerByPhone(h);
    const aliceStream = await openLiveStream(base, alice.token);
    const bobStream = await openLiveStream(base, bob.token);
    expect(aliceStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    const first = await topUp(h, alice.token, '100');
    const seen = await aliceStream.next();
    expect(seen).toMatchObject({ kind: 'event', type: 'order', data: { sn: first.sn } });
    const bobs = await topUp(h, bob.token, '100');
    expect(await bobStream.next()).toMatchObject({ type: 'order', data: { sn: bobs.sn } });
    // Alice's next event after Bob's order is her own second one: nothing of Bob's came between.
    const second = await topUp(h, alice.token, '100');
    for (let event = await aliceStream.next(); ; event = await aliceStream.next()) {
      expect(event?.kind).toBe('event');
      if (event?.kind !== 'event') break;
      // Her own notifications come too (a top-up credited); every order event is her own.
      if (event.type !== 'order') continue;
      expect([first.sn, second.sn]).toContain(event.data.sn);
      if (event.data.sn === second.sn) break;
    }
    await aliceStream.cancel();
    await bobStream.cancel();
  });

  it('resumes after a drop from Last-Event-ID with every event in between, none twice', async () => {
    const carol = await registerByPhone(h);
    const stream = await openLiveStream(base, carol.token);
    const before = await topUp(h, carol.token, '100');
    let last = await stream.next();
    while (last?.kind === 'event' && last.data.sn !== before.sn) last = await stream.next();
    // Drain the first order's remaining changes, then drop the connection.
    const seenIds: number[] = [];
    await stream.cancel();
    const lastId = last?.kind === 'event' ? last.id : 0;
    expect(lastId).toBeGreaterThan(0);

    const missedA = await topUp(h, carol.token, '100');
    const missedB = await topUp(h, carol.token, '100');
    const resumed = await openLiveStream(base, carol.token, { 'last-event-id': String(lastId) });
    const sns = new Set<unknown>();
    while (!sns.has(missedB.sn)) {
      const event = await resumed.next();
      expect(event?.kind).toBe('event');
      if (event?.kind !== 'event') break;
      expect(event.id).toBeGreaterThan(lastId);
      expect(seenIds).not.toContain(event.id);
      seenIds.push(event.id);
      sns.add(event.data.sn);
    }
    expect(sns.has(missedA.sn)).toBe(true);
    expect(seenIds).toEqual([...seenIds].sort((x, y) => x - y));
    await resumed.cancel();
  });

  it('refuses a missing or signed-out token and a malformed Last-Event-ID, in the caller language', async () => {
    const none = await fetch(`${base}/api/events`);
    expect(((await none.json()) as { code: number }).code).toBe(-1001);
    const dave = await registerByPhone(h);
    const bad = await fetch(`${base}/api/events`, {
      headers: {
        authorization: `Bearer ${dave.token}`,
        'last-event-id': 'x1',
        'content-language': 'zh_CN',
      },
    });
    const reply = (await bad.json()) as { code: number; msg: string };
    expect(reply.code).toBe(-1008);
    expect(reply.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('sends heartbeats and ends the stream when its session ends', async () => {
    const erin = await registerByPhone(h);
    const stream = await openLiveStream(base, erin.token);
    expect(await stream.nextBlock()).toEqual({ kind: 'comment', text: 'still here' });
    h.tick();
    expect((await h.call('/user/logout', {}, { token: erin.token })).code).toBe(200);
    expect(await stream.next()).toBeNull();
  });

  it('keeps at most the configured streams per user: a new one closes the oldest', async () => {
    const fay = await registerByPhone(h);
    const oldest = await openLiveStream(base, fay.token);
    const middle = await openLiveStream(base, fay.token);
    const newest = await openLiveStream(base, fay.token);
    expect(await oldest.next()).toBeNull();
    const order = await topUp(h, fay.token, '100');
    expect(await newest.next()).toMatchObject({ data: { sn: order.sn } });
    expect(await middle.next()).toMatchObject({ data: { sn: order.sn } });
    await middle.cancel();
    await newest.cancel();
  });

  it.runIf(engine === 'postgres')(
    'tells a stream on one instance of a change made on another',
    async () => {
      const second: App = await buildApp({
        config: h.config,
        clock: h.clock,
        db: openDatabase({ databaseUrl: h.config.DATABASE_URL, dataDir: h.config.DATA_DIR }),
        logger: false,
      });
      try {
        const otherBase = await second.server.listen({ port: 0, host: '127.0.0.1' });
        const gil = await registerByPhone(h);
        const stream = await openLiveStream(otherBase, gil.token);
        const order = await topUp(h, gil.token, '100');
        expect(await stream.next()).toMatchObject({ type: 'order', data: { sn: order.sn } });
        await stream.cancel();
      } finally {
        await second.server.close();
      }
    },
  );
});
