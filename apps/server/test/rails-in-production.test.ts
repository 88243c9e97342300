import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DARAJA_CREDENTIALS, darajaEnv } from './daraja-helpers.ts';
import { FakeDaraja } from './fakes/fake-daraja.ts';
import { engines, registerByPhone, type Harness } from './harness.ts';
import {
  addMpesaPayee,
  assets,
  ledgerReconciles,
  MONEY_ENV,
  newSn,
  topUp,
} from './money-helpers.ts';
import { approvedMerchant, openCall, type Merchant } from './open-api-helpers.ts';
import { apiBalance, merchantNo, payoutBody } from './open-money-helpers.ts';
import { operatorToken } from './operator-helpers.ts';
import { SHARED_SECRETS } from './production-env.ts';
import { startWithProductionTwin } from './production-twin.ts';

const OPS = { OPERATOR_USERNAME: 'ops.rails', OPERATOR_PASSWORD: 'Operator-Passw0rd' };
const OFF_EN = 'This payment method is not available at the moment; please choose another';
const OFF_ZH = '该支付方式暂不可用，请选择其他方式';

type Channel = { payType: number; direction: string; scope: number };
type Order = { sn: string; status: number; failReason: string | null };

/** The pay types a country's channel list offers, in its order. */
async function payTypes(h: Harness, token: string, countryId = 254) {
  h.tick();
  const reply = await h.call<Channel[]>('/common/queryChannel', { countryId }, { token });
  return reply.data.map((c) => `${c.direction}:${c.payType}`);
}

async function orderCount(h: Harness) {
  const row = await h.app.db.kysely
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function topUpBody(payType: number, currencyId: number, amount = '400000') {
  return { sn: newSn('R'), scope: 0, payType, currencyId, amount };
}

describe.each(engines)('rails in production with none configured, on %s', (engine) => {
  let dev: Harness;
  let prod: Harness;
  let kenyan: string;
  let tanzanian: string;
  let merchant: Merchant;

  beforeAll(async () => {
    ({ dev, prod } = await startWithProductionTwin(engine, { ...MONEY_ENV, ...OPS }));
    kenyan = (await registerByPhone(dev)).token;
    tanzanian = (await registerByPhone(dev, { countryId: 255 })).token;
    merchant = await approvedMerchant(dev);
  });
  afterAll(async () => {
    await prod.close();
  });

  it('lists no method whose rail is off, where development lists them all', async () => {
    expect(await payTypes(dev, kenyan)).toContain('collection:502');
    expect(await payTypes(prod, kenyan)).toEqual([
      'payout:0',
      'collection:503',
      'collection:504',
      'collection:505',
      'collection:200',
      'collection:503',
      'collection:200',
    ]);
    expect(await payTypes(prod, kenyan, 255)).toEqual([
      'payout:0',
      'collection:503',
      'collection:300',
      'collection:200',
      'collection:503',
    ]);
    const coboEntry = (types: Array<{ channelType: number }>) =>
      types.some((t) => t.channelType === 1);
    const listed = async (h: Harness) =>
      (
        await h.call<Array<{ channelType: number }>>('/common/queryChannelType/254', undefined, {
          method: 'GET',
          token: kenyan,
        })
      ).data;
    expect(coboEntry(await listed(dev))).toBe(true);
    expect(coboEntry(await listed(prod))).toBe(false);
  });

  it('refuses an STK top-up in both languages: no order, no job, nothing credited', async () => {
    const before = await orderCount(prod);
    prod.tick();
    const en = await prod.call('/recharge/create', topUpBody(502, 404), { token: kenyan });
    expect(en).toMatchObject({ code: -1008, msg: OFF_EN });
    expect(en.data).toEqual([{ field: 'payType', message: expect.any(String) }]);
    prod.tick();
    const zh = await prod.call('/recharge/create', topUpBody(502, 404), {
      token: kenyan,
      lang: 'zh_CN',
    });
    expect(zh).toMatchObject({ code: -1008, msg: OFF_ZH });
    await prod.app.money.worker.runDue();
    expect(await orderCount(prod)).toBe(before);
    expect(await assets(prod, kenyan)).toBeUndefined();
  });

  it('refuses a Tanzanian wallet top-up on every wallet', async () => {
    const before = await orderCount(prod);
    for (const payType of [7, 6, 5, 3]) {
      prod.tick();
      const reply = await prod.call('/recharge/create', topUpBody(payType, 834, '5000'), {
        token: tanzanian,
      });
      expect([payType, reply.code, reply.msg]).toEqual([payType, -1008, OFF_EN]);
    }
    expect(await orderCount(prod)).toBe(before);
    expect(await assets(prod, tanzanian, 'TZS')).toBeUndefined();
  });

  it('refuses live collections and payouts of the merchant API; the sandbox still answers', async () => {
    const before = await orderCount(prod);
    const collect = {
      merchantOrderNo: merchantNo('C'),
      payType: 2,
      currencyId: 404,
      amount: '400000',
      phone: '+254712345678',
      narrative: 'probe',
    };
    expect(await openCall(prod, merchant.live, '/c2b/collect', collect)).toMatchObject({
      code: -1008,
      msg: OFF_EN,
    });
    const tanzanianCollect = { ...collect, merchantOrderNo: merchantNo('C'), payType: 7 };
    const refusedTz = await openCall(prod, merchant.live, '/c2b/collect', {
      ...tanzanianCollect,
      currencyId: 834,
      phone: '+255754000111',
    });
    expect(refusedTz.code).toBe(-1008);
    const payout = await openCall(prod, merchant.live, '/b2c/payout', payoutBody('100'));
    expect(payout).toMatchObject({ code: -1008, msg: OFF_EN });
    expect(await orderCount(prod)).toBe(before);

    const sandbox = await openCall<{ sn: string }>(prod, merchant.test, '/c2b/collect', {
      ...collect,
      merchantOrderNo: merchantNo('C'),
      amount: '250',
    });
    expect(sandbox.code).toBe(200);
    await prod.app.money.worker.runDue();
    expect(await apiBalance(prod, merchant.test, 2)).toBe('250.00');
    expect(await apiBalance(prod, merchant.live, 2)).toBe('0.00');
  });

  it('refuses a send on an off rail when it is made: nothing held, no order', async () => {
    await topUp(dev, kenyan, '1000');
    const payeeId = await addMpesaPayee(dev, kenyan);
    const before = await orderCount(prod);
    const send = { sn: newSn(), scope: 0, payeeId, payType: 2, currencyId: 404, amount: '100' };
    prod.tick();
    expect(await prod.call('/order/quote', send, { token: kenyan })).toMatchObject({
      code: -1008,
      msg: OFF_EN,
    });
    prod.tick();
    const created = await prod.call(
      '/order/create',
      { ...send, fundPassword: '135790' },
      { token: kenyan, lang: 'zh_CN' },
    );
    expect(created).toMatchObject({ code: -1008, msg: OFF_ZH });
    expect(await orderCount(prod)).toBe(before);
    expect(await assets(prod, kenyan)).toMatchObject({ domestic: '1000.00', onHold: '0.00' });
  });

  it('settles no live order with a simulated result, even one signed with the secret', async () => {
    dev.tick();
    const created = await dev.call<Order>('/recharge/create', topUpBody(502, 404, '500'), {
      token: kenyan,
    });
    const order = await prod.app.db.kysely
      .selectFrom('orders')
      .select(['id', 'amount'])
      .where('sn', '=', created.data.sn)
      .executeTakeFirstOrThrow();
    const body = JSON.stringify({
      eventId: randomUUID(),
      reference: `PB${order.id}`,
      kind: 'collection',
      resultCode: '0',
      resultDesc: 'The service request is processed successfully.',
      amount: String(order.amount),
      transactionId: 'SIMFORGED0002',
    });
    const post = (h: Harness) => {
      const timestamp = String(Math.floor(h.clock.now().getTime() / 1000));
      const signature = createHmac('sha256', SHARED_SECRETS.CHANNEL_CALLBACK_SECRET)
        .update(`${timestamp}.${body}`)
        .digest('hex');
      return h.app.server.inject({
        method: 'POST',
        url: '/api/channels/simulator/callback',
        headers: {
          'content-type': 'application/json',
          'x-sim-timestamp': timestamp,
          'x-sim-signature': signature,
        },
        payload: body,
      });
    };
    expect((await post(prod)).statusCode).toBe(403);
    prod.tick();
    const after = await prod.call<Order>(`/order/detail/${created.data.sn}`, {}, { token: kenyan });
    expect(after.data.status).toBe(-1);
    expect((await assets(prod, kenyan))?.domestic).toBe('1000.00');

    // What was queued before the rail went off is refused when it runs: the top-up fails.
    await prod.app.money.worker.runDue();
    prod.tick();
    const failed = await prod.call<Order>(
      `/order/detail/${created.data.sn}`,
      {},
      { token: kenyan },
    );
    expect(failed.data).toMatchObject({ status: 2, failReason: expect.stringMatching(/RAIL_OFF/) });
    expect((await assets(prod, kenyan))?.domestic).toBe('1000.00');
    expect(await ledgerReconciles(prod)).toBe(true);
  });

  it('gives out no COBO deposit address: the COBO entry and its permission are gone', async () => {
    const body = { scope: 0, coin: 'TRON_USDT' };
    prod.tick();
    const refused = await prod.call('/cobo/address', body, { token: kenyan, lang: 'zh_CN' });
    expect(refused.code).toBe(1000);
    const stored = async () =>
      (await prod.app.db.kysely.selectFrom('cobo_addresses').select('address').execute()).length;
    expect(await stored()).toBe(0);
    dev.tick();
    expect((await dev.call('/cobo/address', body, { token: kenyan })).code).toBe(200);
    expect(await stored()).toBe(1);
  });

  it('tells operators every rail is off, and says so at start', async () => {
    const token = await operatorToken(prod, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    prod.tick();
    const status = await prod.call<{
      production: boolean;
      simulatorServesLive: boolean;
      rails: Array<{ id: string; mode: string }>;
    }>('/ops/rails/status', {}, { token });
    expect(status.data.production).toBe(true);
    expect(status.data.simulatorServesLive).toBe(false);
    expect(new Set(status.data.rails.map((r) => r.mode))).toEqual(new Set(['off']));
    const lines = prod.app.services.rails.announcement();
    // Every rail, Airtel Money Tanzania and M-Pesa Tanzania included.
    expect(lines.filter((l) => / off \(/.test(l.text))).toHaveLength(8);
    expect(lines.some((l) => l.level === 'warn')).toBe(false);
  });
});

describe.each(engines)(
  'the simulator on a staging install (RAILS_SIMULATOR=on) on %s',
  (engine) => {
    let prod: Harness;
    let kenyan: string;
    let dev: Harness;

    beforeAll(async () => {
      ({ dev, prod } = await startWithProductionTwin(engine, MONEY_ENV, { RAILS_SIMULATOR: 'on' }));
      kenyan = (await registerByPhone(dev)).token;
    });
    afterAll(async () => {
      await prod.close();
    });

    it('offers and credits an STK top-up through the simulator, with a warning at start', async () => {
      expect(await payTypes(prod, kenyan)).toContain('collection:502');
      expect((await topUp(prod, kenyan, '400')).status).toBe(-1);
      expect((await assets(prod, kenyan))?.domestic).toBe('400.00');
      const lines = prod.app.services.rails.announcement();
      expect(lines[0]).toEqual({
        level: 'warn',
        text: expect.stringContaining('RAILS_SIMULATOR=on in production'),
      });
      expect(lines.filter((l) => l.level === 'warn' && / simulated \(/.test(l.text))).toHaveLength(
        8,
      );
    });
  },
);

describe.each(engines)('a real rail in production (M-Pesa by Daraja) on %s', (engine) => {
  let prod: Harness;
  let kenyan: string;
  let fake: FakeDaraja;

  beforeAll(async () => {
    let now = () => new Date();
    fake = new FakeDaraja({ ...DARAJA_CREDENTIALS, now: () => now() });
    const darajaUrl = await fake.start();
    let dev: Harness;
    ({ dev, prod } = await startWithProductionTwin(
      engine,
      MONEY_ENV,
      darajaEnv(darajaUrl, 'https://pay.pesabridge.example'),
    ));
    now = () => prod.clock.now();
    kenyan = (await registerByPhone(dev)).token;
  });
  afterAll(async () => {
    await prod.close();
    await fake.stop();
  });

  it('offers M-Pesa and pushes the STK prompt to Daraja; the other rails stay off', async () => {
    const offered = await payTypes(prod, kenyan);
    expect(offered).toEqual(expect.arrayContaining(['payout:2', 'collection:502']));
    expect(offered).not.toContain('payout:100');
    prod.tick();
    const created = await prod.call<Order>('/recharge/create', topUpBody(502, 404, '1500'), {
      token: kenyan,
    });
    expect(created).toMatchObject({ code: 200, data: { status: -1 } });
    await prod.app.money.worker.runDue();
    expect(fake.errors).toEqual([]);
    expect(fake.stk).toHaveLength(1);
    const lines = prod.app.services.rails.announcement().map((l) => l.text);
    expect(lines).toContain(
      'Rail M-Pesa Kenya (STK push top-ups, payouts): real (Safaricom Daraja)',
    );
  });
});
