import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_DELIVER_JOB } from '../src/channels/channel-simulator.ts';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { assets, MONEY_ENV, newSn } from './money-helpers.ts';

/** The callback secret every installation shared while it was written in the source. */
const OLD_SOURCE_DEFAULT = 'simulator-callback-secret-dev';
const REMOTE = '203.0.113.7';

type Envelope = { code: number; msg: string; data: unknown };

/** Signs like the rail simulator and the partner bank: hex HMAC-SHA256 of `timestamp.body`. */
function signedPost(h: Harness, url: string, body: object, secret: string) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(h.clock.now().getTime() / 1000));
  return h.app.server.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      'x-sim-timestamp': timestamp,
      'x-sim-signature': createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex'),
    },
    payload: raw,
  });
}

const keptSecret = (dataDir: string) =>
  readFileSync(join(dataDir, 'channel-callback-secret'), 'utf8');

describe.each(engines)('development conveniences answer only this machine on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h.close();
  });

  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    h.app.server.inject({
      method: 'GET',
      url: '/api/dev/outbox?limit=5',
      remoteAddress,
      headers: { 'content-language': 'zh_CN', ...headers },
    });
  const appConfig = async (remoteAddress: string, headers: Record<string, string> = {}) => {
    h.tick();
    const reply = await h.app.server.inject({
      method: 'POST',
      url: '/api/common/appConfig',
      remoteAddress,
      headers,
      payload: {},
    });
    return (reply.json() as Envelope & { data: { devOutbox: boolean } }).data.devOutbox;
  };

  it('serves the outbox to loopback callers; to anyone else the route does not exist', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const reply = await outbox(address);
      expect([address, reply.statusCode, (reply.json() as Envelope).code]).toEqual([
        address,
        200,
        200,
      ]);
    }
    const unknown = await h.app.server.inject({
      method: 'GET',
      url: '/api/dev/no-such-route',
      headers: { 'content-language': 'zh_CN' },
    });
    expect(unknown.statusCode).toBe(404);
    const refusals = [
      await outbox(REMOTE),
      await outbox('10.1.2.3'),
      await outbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }),
      await outbox('127.0.0.1', { forwarded: 'for=198.51.100.4' }),
      await outbox('::1', { 'x-real-ip': '198.51.100.4' }),
      await h.app.server.inject({
        method: 'GET',
        url: '/api/dev/outbox?limit=0',
        remoteAddress: REMOTE,
      }),
    ];
    for (const reply of refusals) {
      expect(reply.statusCode).toBe(404);
    }
    expect(refusals[0]!.json()).toEqual(unknown.json());
    // Refused before validation: a bad query gets the same 404, not a -1008 naming the field.
    expect(refusals[5]!.json()).toMatchObject({ code: 404, data: null });
  });

  it('tells only a caller who may read the outbox that it exists (appConfig devOutbox)', async () => {
    expect(await appConfig('127.0.0.1')).toBe(true);
    expect(await appConfig(REMOTE)).toBe(false);
    expect(await appConfig('127.0.0.1', { 'x-forwarded-for': REMOTE })).toBe(false);
  });
});

describe.each(engines)('callback secrets generated per installation on %s', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pesa-install-'));
  const otherDataDir = mkdtempSync(join(tmpdir(), 'pesa-install-'));
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    // The simulator would answer an hour later: only the forged callbacks below can settle it.
    h = await startHarness(engine, {
      ...MONEY_ENV,
      CHANNEL_SIMULATOR_DELAY_MS: '3600000',
      DATA_DIR: dataDir,
    });
    token = (await registerByPhone(h)).token;
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(otherDataDir, { recursive: true, force: true });
  });

  /** Starts a 500 KES STK top-up and returns the callback the rail would later post for it. */
  async function pendingTopUp() {
    h.tick();
    const sn = newSn('R');
    const created = await h.call(
      '/recharge/create',
      { sn, scope: 0, payType: 502, currencyId: 404, amount: '500' },
      { token },
    );
    expect(created.code).toBe(200);
    await h.app.money.worker.runDue();
    const job = await h.app.db.kysely
      .selectFrom('jobs')
      .select('payload')
      .where('type', '=', SIMULATOR_DELIVER_JOB)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const scheduled = JSON.parse(job.payload) as { reference: string; amount: string };
    const callback = {
      eventId: randomUUID(),
      reference: scheduled.reference,
      kind: 'collection',
      resultCode: '0',
      resultDesc: 'The service request is processed successfully.',
      amount: scheduled.amount,
      transactionId: 'SIMFORGED0001',
    };
    return { sn, callback };
  }
  const orderStatus = async (sn: string) => {
    h.tick();
    return (await h.call<{ status: number }>(`/order/detail/${sn}`, {}, { token })).data.status;
  };

  it('refuses a top-up callback signed with the old source default and credits nothing', async () => {
    const { sn, callback } = await pendingTopUp();
    const forged = await signedPost(
      h,
      '/api/channels/simulator/callback',
      callback,
      OLD_SOURCE_DEFAULT,
    );
    expect(forged.statusCode).toBe(401);
    expect(await orderStatus(sn)).toBe(-1);
    expect(await assets(h, token)).toBeUndefined();

    const genuine = await signedPost(
      h,
      '/api/channels/simulator/callback',
      callback,
      keptSecret(dataDir),
    );
    expect(genuine.json()).toMatchObject({ code: 200, data: { outcome: 'applied' } });
    expect(await orderStatus(sn)).toBe(1);
    expect((await assets(h, token))?.domestic).toBe('500.00');
  });

  it('refuses a bank (VA) deposit signed with the old source default', async () => {
    const deposit = {
      eventId: randomUUID(),
      accountId: 'KE-0001',
      amount: '100',
      currencyCode: 'KES',
    };
    const forged = await signedPost(h, '/api/channels/va/deposit', deposit, OLD_SOURCE_DEFAULT);
    expect(forged.statusCode).toBe(401);
    const genuine = await signedPost(h, '/api/channels/va/deposit', deposit, keptSecret(dataDir));
    expect(genuine.json()).toMatchObject({ code: 200, data: { outcome: 'unknown_account' } });
  });

  it('keeps the secret across restarts on one DATA_DIR, and another installation has its own', async () => {
    const secret = keptSecret(dataDir);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const probe = { eventId: randomUUID(), reference: 'PB999999999', kind: 'collection' };
    const body = { ...probe, resultCode: '0', resultDesc: 'ok', amount: '1', transactionId: null };

    const restarted = await startHarness(engine, { DATA_DIR: dataDir });
    try {
      const reply = await signedPost(restarted, '/api/channels/simulator/callback', body, secret);
      expect(reply.json()).toMatchObject({ code: 200, data: { outcome: 'unknown_order' } });
      expect(keptSecret(dataDir)).toBe(secret);
    } finally {
      await restarted.close();
    }

    const elsewhere = await startHarness(engine, { DATA_DIR: otherDataDir });
    try {
      expect(keptSecret(otherDataDir)).not.toBe(secret);
      const reply = await signedPost(elsewhere, '/api/channels/simulator/callback', body, secret);
      expect(reply.statusCode).toBe(401);
    } finally {
      await elsewhere.close();
    }
  });
});
