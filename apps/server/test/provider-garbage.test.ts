import { createHash, createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { MONEY_ENV } from './money-helpers.ts';

const SECRET = 'provider-garbage-secret-0123456789';
const cobo = generateKeyPairSync('ed25519');
const coboHex = Buffer.from(cobo.publicKey.export({ format: 'jwk' }).x!, 'base64url').toString(
  'hex',
);

/**
 * Found by the fuzz suite: notifications that carry a valid signature but a body we cannot use,
 * and uploads cut short, once answered 500 (which tells a provider to deliver again, forever).
 */
describe.each(engines)('signed but unusable provider notifications on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, {
      ...MONEY_ENV,
      CHANNEL_CALLBACK_SECRET: SECRET,
      COBO_PUBLIC_KEY: coboHex,
    });
  });
  afterAll(async () => {
    await h.close();
  });

  /** Posts `raw` to a callback signed like the simulator and the partner bank sign. */
  const hmacPost = async (url: string, raw: string) => {
    const timestamp = String(Math.floor(h.clock.now().getTime() / 1000));
    const signature = createHmac('sha256', SECRET).update(`${timestamp}.${raw}`).digest('hex');
    const response = await h.app.server.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        'x-sim-timestamp': timestamp,
        'x-sim-signature': signature,
      },
      payload: raw,
    });
    return {
      status: response.statusCode,
      body: response.json() as { code: number; data: unknown },
    };
  };

  it('refuses a signed simulator result it cannot read, as not authentic, never with a 500', async () => {
    const valid = {
      eventId: 'e7d0c2a4-1111-4a5b-9c1d-000000000001',
      reference: 'PB1',
      kind: 'payout',
      resultCode: '0',
      resultDesc: 'ok',
      amount: '100',
      transactionId: 'SIM1',
    };
    for (const raw of [
      '',
      'not json',
      'null',
      JSON.stringify({ ...valid, amount: 'ten' }),
      JSON.stringify({ ...valid, eventId: 'a\u0000b' }),
      JSON.stringify({ ...valid, kind: 'refund' }),
    ]) {
      const reply = await hmacPost('/api/channels/simulator/callback', raw);
      expect(reply, raw).toMatchObject({ status: 401, body: { code: 401 } });
    }
  });

  it('treats a rail reference beyond any order id as an unknown order', async () => {
    const reply = await hmacPost(
      '/api/channels/simulator/callback',
      JSON.stringify({
        eventId: 'e7d0c2a4-1111-4a5b-9c1d-000000000002',
        reference: 'PB99999999999',
        kind: 'collection',
        resultCode: '0',
        resultDesc: 'ok',
        amount: '100',
        transactionId: 'SIM2',
      }),
    );
    expect(reply).toMatchObject({ status: 200, body: { data: { outcome: 'unknown_order' } } });
  });

  it('records a bank deposit with NUL in its text as malformed', async () => {
    const reply = await hmacPost(
      '/api/channels/va/deposit',
      JSON.stringify({
        eventId: 'BANK-1',
        accountId: 'VA\u0000001',
        amount: '100.00',
        currencyCode: 'KES',
      }),
    );
    expect(reply).toMatchObject({ status: 200, body: { data: { outcome: 'malformed' } } });
  });

  const coboPost = async (raw: string) => {
    const timestamp = String(h.clock.now().getTime());
    const digest = createHash('sha256')
      .update(createHash('sha256').update(`${raw}|${timestamp}`).digest())
      .digest();
    const response = await h.app.server.inject({
      method: 'POST',
      url: '/api/channels/cobo/webhook',
      headers: {
        'content-type': 'application/json',
        'BIZ-TIMESTAMP': timestamp,
        'BIZ-RESP-SIGNATURE': sign(null, digest, cobo.privateKey).toString('hex'),
      },
      payload: raw,
    });
    return { status: response.statusCode, body: response.json() as { data: unknown } };
  };

  it('records a Cobo deposit beyond what a money column holds, and credits nothing', async () => {
    const { token } = await registerByPhone(h);
    h.tick();
    const { data } = await h.call<{ address: string }>(
      '/cobo/address',
      { scope: 0, coin: 'TRON_USDT' },
      { token },
    );
    const reply = await coboPost(
      JSON.stringify({
        id: '20261124002',
        coin: 'TRON_USDT',
        decimal: 0,
        address: data.address,
        side: 'deposit',
        amount: '9'.repeat(60),
        txid: 'a'.repeat(64),
        vout_n: 0,
        confirmed_num: 20,
        confirming_threshold: 20,
      }),
    );
    expect(reply).toMatchObject({ status: 200, body: { data: { outcome: 'too_large' } } });
    h.tick();
    const assets = await h.call<Array<{ currencyCode: string; total: string }>>(
      '/account/assets',
      {},
      { token },
    );
    expect(assets.data.find((a) => a.currencyCode === 'USD')?.total ?? '0.00').toBe('0.00');
  });

  it('acknowledges a Cobo notification with NUL in its text as malformed', async () => {
    const raw = JSON.stringify({
      type: 'wallets.transaction.succeeded',
      data: {
        id: '20261124001',
        coin: 'TRON_USDT',
        decimal: 6,
        address: 'T\u0000abc',
        side: 'deposit',
        amount: '25000000',
        txid: 'tx\u0000',
        vout_n: 0,
        confirmed_num: 20,
        confirming_threshold: 20,
      },
    });
    expect(await coboPost(raw)).toMatchObject({
      status: 200,
      body: { data: { outcome: 'malformed' } },
    });
  });

  it('answers an upload cut short as a field error on the file', async () => {
    const { token } = await registerByPhone(h);
    const boundary = '----pesacut';
    const response = await h.app.server.inject({
      method: 'POST',
      url: '/api/common/upload',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${token}`,
        'content-language': 'zh_CN',
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`,
        ),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      ]),
    });
    expect(response.json()).toEqual({
      code: -1008,
      msg: '参数错误',
      data: [{ field: 'file', message: '该值无效' }],
    });
  });
});
