import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';

type Asset = {
  currencyId: number;
  currencyCode: string;
  total: string;
  domestic: string;
  crossBorder: string;
  onHold: string;
};

describe.each(engines)('/account/assets on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h.close();
  });

  it('is empty for a new user and needs a session', async () => {
    const { token } = await registerByPhone(h);
    expect((await h.call('/account/assets')).code).toBe(-1001);
    const reply = await h.call<Asset[]>('/account/assets', {}, { token });
    expect(reply.code).toBe(200);
    expect(reply.data).toEqual([]);
  });

  it('sums the ledger wallets per currency as decimal strings', async () => {
    const { token } = await registerByPhone(h);
    const info = await h.call<{ userId: number }>('/user/info', {}, { token });
    const k = h.app.db.kysely;
    const now = new Date().toISOString();
    const wallet = (kind: string, currency: number, balance: string) => ({
      account_key: `user:${info.data.userId}:${kind}:${currency}`,
      owner_user_id: info.data.userId,
      kind,
      currency_id: currency,
      channel: null,
      balance,
      create_time: now,
    });
    await k
      .insertInto('ledger_accounts')
      .values([
        wallet('domestic', 404, '150050'),
        wallet('on_hold', 404, '2500'),
        wallet('cross_border', 840, '99'),
      ])
      .execute();
    h.tick();
    const reply = await h.call<Asset[]>('/account/assets', {}, { token });
    expect(reply.data).toEqual([
      {
        currencyId: 404,
        currencyCode: 'KES',
        total: '1525.50',
        domestic: '1500.50',
        crossBorder: '0.00',
        onHold: '25.00',
      },
      {
        currencyId: 840,
        currencyCode: 'USD',
        total: '0.99',
        domestic: '0.00',
        crossBorder: '0.99',
        onHold: '0.00',
      },
    ]);
  });

  it('refuses a negative balance on a user-owned account at the database', async () => {
    const k = h.app.db.kysely;
    await expect(
      k
        .insertInto('ledger_accounts')
        .values({
          account_key: 'user:999:domestic:404',
          owner_user_id: 999,
          kind: 'domestic',
          currency_id: 404,
          channel: null,
          balance: '-1',
          create_time: new Date().toISOString(),
        })
        .execute(),
    ).rejects.toThrow();
  });
});
