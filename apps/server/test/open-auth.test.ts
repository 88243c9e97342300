import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { approvedMerchant, openCall, type Merchant } from './open-api-helpers.ts';

describe.each(engines)('Open API signature check (%s)', (engine) => {
  let h: Harness;
  let merchant: Merchant;

  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
    merchant = await approvedMerchant(h, { ipWhitelist: '127.0.0.1, 10.0.0.0/8' });
  });
  afterAll(() => h.close());

  it('lets a correctly signed call through to the route', async () => {
    const reply = await openCall<unknown[]>(h, merchant.live, '/balance');
    expect(reply.code).toBe(200);
    expect(reply.data).toEqual([]);
  });

  it('refuses an unknown key, a bad signature and a stale or future time, each by its code', async () => {
    const unknown = { accessKey: 'pk_live_nobody', secret: merchant.live.secret };
    expect((await openCall(h, unknown, '/balance')).code).toBe(-1101);
    const wrongSecret = { accessKey: merchant.live.accessKey, secret: 'sk_live_wrong' };
    expect((await openCall(h, wrongSecret, '/balance')).code).toBe(-1104);
    const now = h.clock.now().getTime();
    const stale = await openCall(
      h,
      merchant.live,
      '/balance',
      {},
      { timestamp: String(now - 301_000) },
    );
    expect(stale.code).toBe(-1102);
    const future = await openCall(
      h,
      merchant.live,
      '/balance',
      {},
      { timestamp: String(now + 301_000) },
    );
    expect(future.code).toBe(-1102);
    expect((await openCall(h, merchant.live, '/balance', {}, { signature: 'x' })).code).toBe(-1104);
  });

  it('refuses a nonce seen before within the window, in the caller language', async () => {
    const first = await openCall(h, merchant.live, '/balance', {}, { nonce: 'nonce-repeat-1' });
    expect(first.code).toBe(200);
    const again = await openCall(
      h,
      merchant.live,
      '/balance',
      {},
      { nonce: 'nonce-repeat-1', lang: 'zh_CN' },
    );
    expect(again.code).toBe(-1103);
    expect(again.msg).toMatch(/X-Nonce/);
    expect(again.msg).toMatch(/已被使用/);
  });

  it('refuses a caller outside the allow-list', async () => {
    expect((await openCall(h, merchant.live, '/balance', {}, { ip: '10.1.2.3' })).code).toBe(200);
    expect((await openCall(h, merchant.live, '/balance', {}, { ip: '198.51.100.7' })).code).toBe(
      -1106,
    );
  });

  it('refuses a key once a new pair is issued', async () => {
    const old = merchant.test;
    await h.app.money.apiKeys.issue(
      h.app.db.kysely,
      merchant.userId,
      'test',
      h.clock.now().toISOString(),
    );
    expect((await openCall(h, old, '/balance')).code).toBe(-1105);
  });
});
