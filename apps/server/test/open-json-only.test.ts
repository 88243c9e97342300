import { createHash, createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalRequest } from '@pesa/domain';
import { engines, startHarness, type Harness, type Reply } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { approvedMerchant, openCall, signHeaders, type Merchant } from './open-api-helpers.ts';
import { merchantNo } from './open-money-helpers.ts';

const COLLECT = '/open/v1/c2b/collect';

/** A collection's JSON, as a merchant would serialise it. */
const collectJson = () =>
  JSON.stringify({
    merchantOrderNo: merchantNo('J'),
    payType: 2,
    currencyId: 404,
    amount: '100.00',
    phone: '+254712345678',
  });

describe.each(engines)('/open/v1 reads JSON bodies only (%s)', (engine) => {
  let h: Harness;
  let merchant: Merchant;

  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
    merchant = await approvedMerchant(h);
  });
  afterAll(() => h.close());

  const ordersOfMerchant = async () =>
    Number(
      (
        await h.app.db.kysely
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', merchant.userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A POST of `payload` with the given type, signed over `signedBody`. */
  async function post(
    payload: string | Buffer,
    contentType: string | undefined,
    signedBody: string,
    options: { nonce?: string; lang?: 'en_US' | 'zh_CN' } = {},
  ) {
    const response = await h.app.server.inject({
      method: 'POST',
      url: COLLECT,
      remoteAddress: '127.0.0.1',
      headers: {
        ...(contentType && { 'content-type': contentType }),
        'content-language': options.lang ?? 'en_US',
        ...signHeaders(merchant.test, COLLECT, signedBody, h.clock.now().getTime(), options),
      },
      payload,
    });
    return { status: response.statusCode, body: response.json() as Reply };
  }

  it('refuses form, text and multipart bodies with HTTP 415 in the envelope, changing nothing', async () => {
    const before = await ordersOfMerchant();
    const form = 'merchantOrderNo=F-1&payType=2&currencyId=404&amount=100.00&phone=%2B254712345678';
    const multipart =
      '--b\r\nContent-Disposition: form-data; name="amount"\r\n\r\n100.00\r\n--b--\r\n';
    const nonce = `nonce-${randomBytes(6).toString('hex')}`;
    const cases: Array<[string | undefined, string]> = [
      ['application/x-www-form-urlencoded', form],
      ['text/plain', collectJson()],
      ['multipart/form-data; boundary=b', multipart],
      // A body with no type at all is not JSON either.
      [undefined, collectJson()],
    ];
    for (const [type, payload] of cases) {
      // Signed over the empty string, the attack, and over the bytes sent: both refused alike.
      for (const signed of ['', payload]) {
        const reply = await post(payload, type, signed, { nonce, lang: 'zh_CN' });
        expect(reply.status, `${type}`).toBe(415);
        expect(reply.body).toEqual({
          code: 415,
          msg: '请以 JSON 格式发送请求体，并设置 Content-Type: application/json',
          data: null,
        });
      }
    }
    const english = await post(form, 'application/x-www-form-urlencoded', '');
    expect(english.body.msg).toBe('Send the body as JSON, with Content-Type: application/json');
    expect(await ordersOfMerchant()).toBe(before);
    // Not even the nonce was used up: a JSON call may still carry it.
    const json = collectJson();
    const accepted = await post(json, 'application/json', json, { nonce });
    expect(accepted.body.code).toBe(200);
    expect(await ordersOfMerchant()).toBe(before + 1);
  });

  it('accepts a signed JSON body, with or without a charset', async () => {
    const before = await ordersOfMerchant();
    const json = collectJson();
    const reply = await post(json, 'Application/JSON; charset=utf-8', json);
    expect(reply).toMatchObject({ status: 200, body: { code: 200 } });
    expect(await ordersOfMerchant()).toBe(before + 1);
    // A call without a body is signed over the empty string, as before.
    expect((await openCall(h, merchant.test, '/balance')).code).toBe(200);
  });

  it('refuses a JSON body altered after signing, and one signed as empty', async () => {
    const before = await ordersOfMerchant();
    const signed = collectJson();
    const altered = signed.replace('"100.00"', '"9000.00"');
    expect((await post(altered, 'application/json', signed)).body.code).toBe(-1104);
    expect((await post(signed, 'application/json', '')).body.code).toBe(-1104);
    // Same JSON value, other bytes (a space): the signature covers bytes, not the parsed value.
    expect((await post(signed.replace(':', ': '), 'application/json', signed)).body.code).toBe(
      -1104,
    );
    expect(await ordersOfMerchant()).toBe(before);
  });

  it('hashes the exact bytes: a body that is not UTF-8 is refused with -1008, never replaced', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"currencyId":404,"x":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    const timestamp = String(h.clock.now().getTime());
    const nonce = randomBytes(12).toString('hex');
    const signature = createHmac('sha256', merchant.test.secret)
      .update(
        canonicalRequest({
          method: 'POST',
          path: '/open/v1/balance',
          timestamp,
          nonce,
          bodySha256Hex: createHash('sha256').update(bytes).digest('hex'),
        }),
      )
      .digest('hex');
    const response = await h.app.server.inject({
      method: 'POST',
      url: '/open/v1/balance',
      remoteAddress: '127.0.0.1',
      headers: {
        'content-type': 'application/json',
        'x-access-key': merchant.test.accessKey,
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-signature': signature,
      },
      payload: bytes,
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Reply).code).toBe(-1008);
  });
});
