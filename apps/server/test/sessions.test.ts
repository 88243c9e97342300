import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { eventTypes, loginByPhone, registerByEmail, relaxedEnv } from './helpers.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(engines)('sessions on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
  });
  afterAll(async () => {
    await h.close();
  });

  const status = async (token: string) => (await h.call('/user/info', {}, { token })).code;

  it('answers -1001 for a missing, malformed or unknown token', async () => {
    const { token } = await registerByPhone(h);
    expect((await h.call('/user/log', {})).code).toBe(-1001);
    const raw = await h.app.server.inject({
      method: 'POST',
      url: '/api/user/info',
      headers: { authorization: token },
      payload: {},
    });
    expect(raw.json().code).toBe(-1001);
    expect(await status(`${token}x`)).toBe(-1001);
    expect(await status(token)).toBe(200);
  });

  it('logout revokes only that token, writes a log row, and later calls get -1001', async () => {
    const { token, national } = await registerByPhone(h);
    const other = (await loginByPhone(h, national, 'Secret123')).data;
    expect((await h.call('/user/logout', {}, { token: other })).code).toBe(200);
    for (const path of ['/user/info', '/user/log', '/user/logout', '/common/currency']) {
      const reply = await h.call(path, {}, { token: other, lang: 'zh_CN' });
      expect(reply).toMatchObject({ code: -1001, msg: '未登录或登录已过期' });
    }
    expect(await status(token)).toBe(200);
    expect(await eventTypes(h, token)).toEqual(['logout', 'login', 'register']);
  });

  it('refuses a session at its next call once its account is disabled, however that was written', async () => {
    const { token } = await registerByPhone(h);
    expect(await status(token)).toBe(200);
    const userId = ((await h.call('/user/info', {}, { token })).data as { userId: number }).userId;
    // Raw SQL, as an operator's fix would be: no repository is told of the change.
    await sql`update users set status = 1 where user_id = ${userId}`.execute(h.app.db.kysely);
    expect(await status(token)).toBe(-1001);
    await sql`update users set status = 0 where user_id = ${userId}`.execute(h.app.db.kysely);
    expect(await status(token)).toBe(200);
  });

  it('ends a session after SESSION_IDLE_MINUTES without calls', async () => {
    const { token } = await registerByPhone(h);
    h.clock.advance(29 * MINUTE);
    expect(await status(token)).toBe(200);
    // The call above counted as activity, so another 29 minutes is still fine.
    h.clock.advance(29 * MINUTE);
    expect(await status(token)).toBe(200);
    h.clock.advance(30 * MINUTE);
    expect(await status(token)).toBe(-1001);
    // Activity after expiry does not revive it.
    expect(await status(token)).toBe(-1001);
  });

  it('ends a busy session at SESSION_ABSOLUTE_HOURS', async () => {
    const { token } = await registerByEmail(h);
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      h.clock.advance(20 * MINUTE);
      expect(await status(token)).toBe(200);
    }
    h.clock.advance(20 * MINUTE);
    expect(await status(token)).toBe(-1001);
  });

  it('locks an account after LOGIN_MAX_FAILURES wrong passwords for LOGIN_LOCK_MINUTES', async () => {
    const { national } = await registerByPhone(h);
    const bystander = await registerByPhone(h);
    for (let i = 0; i < 5; i++) {
      expect((await loginByPhone(h, national, 'Wrong1234')).code).toBe(-1004);
    }
    const locked = await h.call(
      '/user/login',
      { countryId: 254, phone: national, password: 'Secret123' },
      { lang: 'zh_CN' },
    );
    expect(locked).toMatchObject({ code: 429, msg: '登录失败次数过多，账号已被暂时锁定' });
    // The lock is per account: another account from the same address still logs in.
    expect((await loginByPhone(h, bystander.national, 'Secret123')).code).toBe(200);
    // Two seconds of ticks have passed since the fifth failure.
    h.clock.advance(15 * MINUTE - 5_000);
    expect((await loginByPhone(h, national, 'Secret123')).code).toBe(429);
    h.clock.advance(3_000);
    expect((await loginByPhone(h, national, 'Secret123')).code).toBe(200);
  });

  it('a successful login resets the failure count', async () => {
    const { national } = await registerByPhone(h);
    for (let i = 0; i < 4; i++) await loginByPhone(h, national, 'Wrong1234');
    expect((await loginByPhone(h, national, 'Secret123')).code).toBe(200);
    for (let i = 0; i < 4; i++) await loginByPhone(h, national, 'Wrong1234');
    expect((await loginByPhone(h, national, 'Secret123')).code).toBe(200);
  });
});

describe.each(engines)('per-address login limit on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, { LOGIN_IP_MAX_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers code 429 once one address exceeds LOGIN_IP_MAX_PER_MINUTE', async () => {
    const attempt = (phone: string) =>
      h.call('/user/login', { countryId: 254, phone, password: 'Wrong1234' }, { lang: 'zh_CN' });
    // Different unknown accounts, so the per-account lockout plays no part.
    expect((await attempt('0712000101')).code).toBe(-1002);
    expect((await attempt('0712000102')).code).toBe(-1002);
    expect((await attempt('0712000103')).code).toBe(-1002);
    const limited = await attempt('0712000104');
    expect(limited).toMatchObject({ code: 429, msg: '尝试次数过多，请稍后再试' });
    const other = await h.app.server.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '10.0.0.9',
      payload: { countryId: 254, phone: '0712000105', password: 'Wrong1234' },
    });
    expect(other.json().code).toBe(-1002);
  });

  it('holds the limit across two app instances on one database', async () => {
    h.tick(60_000);
    const second = await buildApp({
      config: h.config,
      clock: h.clock,
      db: openDatabase({ databaseUrl: h.config.DATABASE_URL, dataDir: h.config.DATA_DIR }),
      logger: false,
    });
    try {
      const attempt = (app: App, phone: string) =>
        app.server.inject({
          method: 'POST',
          url: '/api/user/login',
          remoteAddress: '10.0.0.20',
          payload: { countryId: 254, phone, password: 'Wrong1234' },
        });
      // Alternating instances: each has seen at most two calls, the address has made four.
      const codes = [];
      for (const [i, phone] of ['0712000111', '0712000112', '0712000113', '0712000114'].entries())
        codes.push((await attempt(i % 2 ? second : h.app, phone)).json().code);
      expect(codes).toEqual([-1002, -1002, -1002, 429]);
    } finally {
      await second.server.close();
    }
  });
});
