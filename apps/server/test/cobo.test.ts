import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coboPublicKey, verifyCoboSignature } from '../src/modules/cobo/cobo-signature.ts';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { assets, ledgerReconciles, MONEY_ENV } from './money-helpers.ts';

type Address = { coin: string; address: string; scope: number };
type Deposit = { txid: string; voutN: number; amount: string; creditedAmount: string; sn: string };

/** Signs like Cobo WaaS 2.0: Ed25519 over SHA-256(SHA-256(raw_body + "|" + timestamp)), hex. */
function coboSign(privateKey: KeyObject, raw: string, timestamp: string): string {
  const once = createHash('sha256').update(`${raw}|${timestamp}`).digest();
  const digest = createHash('sha256').update(once).digest();
  return sign(null, digest, privateKey).toString('hex');
}

function rawHex(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: 'jwk' });
  return Buffer.from(jwk.x!, 'base64url').toString('hex');
}

const cobo = generateKeyPairSync('ed25519');
const stranger = generateKeyPairSync('ed25519');

let txCounter = 0;
function deposit(address: string, overrides: Record<string, unknown> = {}) {
  txCounter++;
  return {
    id: `2026112200${txCounter}`,
    coin: 'TRON_USDT',
    display_code: 'USDT',
    decimal: 6,
    address,
    source_address: 'TXYZsourceAddress000000000000000000',
    side: 'deposit',
    amount: '25000000',
    abs_amount: '25',
    txid: createHash('sha256').update(`tx${txCounter}${Date.now()}`).digest('hex'),
    vout_n: 0,
    request_id: null,
    status: 'pending',
    confirmed_num: 1,
    confirming_threshold: 3,
    created_time: 1763800000000,
    last_time: 1763800000000,
    tx_detail: { txid: 'x', blocknum: 1, blockhash: 'y' },
    ...overrides,
  };
}

describe.each(engines)('COBO deposits on %s', (engine) => {
  let h: Harness;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, COBO_PUBLIC_KEY: rawHex(cobo.publicKey) });
    token = (await registerByPhone(h)).token;
    otherToken = (await registerByPhone(h)).token;
  });
  afterAll(async () => {
    await h.close();
  });

  const address = async (body: unknown, as = token) => {
    h.tick();
    return h.call<Address>('/cobo/address', body, { token: as });
  };
  const webhook = async (
    body: unknown,
    key: KeyObject = cobo.privateKey,
    tamper = false,
    timestamp: string | null = String(h.clock.now().getTime()),
  ) => {
    const raw = JSON.stringify(body);
    const signature = coboSign(key, raw, timestamp ?? '');
    const response = await h.app.server.inject({
      method: 'POST',
      url: '/api/channels/cobo/webhook',
      headers: {
        'content-type': 'application/json',
        ...(timestamp !== null && { 'BIZ-TIMESTAMP': timestamp }),
        'BIZ-RESP-SIGNATURE': signature,
      },
      payload: tamper ? raw.replace('25000000', '95000000') : raw,
    });
    return { status: response.statusCode, body: response.json() as { data: { outcome: string } } };
  };
  const deposits = async (as = token, body: unknown = {}) => {
    h.tick();
    return h.call<Deposit[]>('/cobo/deposits', body, { token: as });
  };
  const usd = async (as = token) => assets(h, as, 'USD');

  it('gives each account, wallet and coin its own stable deposit address', async () => {
    const first = await address({ scope: 0, coin: 'TRON_USDT' });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ coin: 'TRON_USDT', scope: 0 });
    expect(first.data.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect((await address({ scope: 0, coin: 'tron_usdt' })).data).toEqual(first.data);
    const crossBorder = await address({ scope: 1, coin: 'TRON_USDT' });
    const evm = await address({ scope: 0, coin: 'ETH_USDT' });
    const other = await address({ scope: 0, coin: 'TRON_USDT' }, otherToken);
    expect(evm.data.address).toMatch(/^0x[0-9a-f]{40}$/);
    const all = [first, crossBorder, evm, other].map((r) => r.data.address);
    expect(new Set(all).size).toBe(4);
  });

  it('refuses an unsupported coin or scope with -1008 in the caller language', async () => {
    const coin = await address({ scope: 0, coin: 'DOGE' });
    expect(coin.code).toBe(-1008);
    expect(coin.msg).toMatch(/not supported/);
    h.tick();
    const zh = await h.call('/cobo/address', { scope: 0, coin: 'DOGE' }, { token, lang: 'zh_CN' });
    expect(zh.msg).toMatch(/不支持/);
    expect((await address({ scope: 2, coin: 'TRON_USDT' })).code).toBe(-1008);
    expect((await address({ scope: 0 })).code).toBe(-1008);
  });

  it('refuses a webhook whose signature does not verify (401) and records nothing', async () => {
    const { data } = await address({ scope: 0, coin: 'TRON_USDT' });
    const body = deposit(data.address, { confirmed_num: 5 });
    expect((await webhook(body, stranger.privateKey)).status).toBe(401);
    expect((await webhook(body, cobo.privateKey, true)).status).toBe(401);
    const unsigned = await h.app.server.inject({
      method: 'POST',
      url: '/api/channels/cobo/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    const rows = await h.app.db.kysely.selectFrom('cobo_deposits').selectAll().execute();
    expect(rows).toHaveLength(0);
    expect(await usd()).toBeUndefined();
  });

  it('waits for the confirmations, credits once at the threshold, and never again', async () => {
    const { data } = await address({ scope: 0, coin: 'TRON_USDT' });
    const body = deposit(data.address, { confirmed_num: 1, confirming_threshold: 3 });
    const early = await webhook(body);
    expect(early.status).toBe(200);
    expect(early.body.data.outcome).toBe('confirming');
    expect(await usd()).toBeUndefined();
    expect((await deposits()).total).toBe(0);

    const reached = await webhook({ ...body, confirmed_num: 3, status: 'success' });
    expect(reached.body.data.outcome).toBe('credited');
    expect(await usd()).toMatchObject({ domestic: '25.00', crossBorder: '0.00' });

    for (const confirmed of [3, 4, 9]) {
      const again = await webhook({ ...body, confirmed_num: confirmed, status: 'success' });
      expect(again.status).toBe(200);
      expect(again.body.data.outcome).toBe('duplicate');
    }
    expect(await usd()).toMatchObject({ domestic: '25.00' });
    const list = await deposits();
    expect(list.total).toBe(1);
    expect(list.rows?.[0]).toMatchObject({
      txid: body.txid,
      voutN: 0,
      amount: '25.000000',
      creditedAmount: '25.00',
      currencyCode: 'USD',
      scope: 0,
    });
    h.tick();
    const order = await h.call<{ status: number; type: number; payType: number; amount: string }>(
      `/order/detail/${(list.rows?.[0] as Deposit).sn}`,
      {},
      { token },
    );
    expect(order.data).toMatchObject({ status: 1, type: -1, payType: 600, amount: '25.00' });
  });

  it('keys a credit by (txid, vout_n): another output of the same transaction credits too', async () => {
    const { data } = await address({ scope: 0, coin: 'TRON_USDT' });
    const body = deposit(data.address, { confirmed_num: 3, amount: '1000000' });
    expect((await webhook(body)).body.data.outcome).toBe('credited');
    expect((await webhook({ ...body, vout_n: 1 })).body.data.outcome).toBe('credited');
    expect((await webhook({ ...body, vout_n: 1 })).body.data.outcome).toBe('duplicate');
    expect(await usd()).toMatchObject({ domestic: '27.00' });
  });

  it('credits the cross-border wallet for a scope-1 address, rounding down to the cent', async () => {
    const { data } = await address({ scope: 1, coin: 'TRON_USDT' });
    const body = deposit(data.address, {
      confirmed_num: 20,
      confirming_threshold: 20,
      amount: '1234567',
    });
    expect((await webhook(body)).body.data.outcome).toBe('credited');
    expect(await usd()).toMatchObject({ domestic: '27.00', crossBorder: '1.23' });
    expect((await deposits(token, { scope: 1 })).total).toBe(1);
    expect((await deposits(token, { scope: 0 })).total).toBe(2 + 1);
  });

  it('records a deposit to an unknown address without crediting anyone', async () => {
    const body = deposit('TUnknownAddress11111111111111111111', { confirmed_num: 3 });
    const reply = await webhook(body);
    expect(reply.status).toBe(200);
    expect(reply.body.data.outcome).toBe('unknown_address');
    const row = await h.app.db.kysely
      .selectFrom('cobo_deposits')
      .selectAll()
      .where('txid', '=', body.txid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'unknown_address', main_user_id: null, order_id: null });
    expect(await usd(otherToken)).toBeUndefined();
    expect((await deposits(otherToken)).total).toBe(0);
  });

  it('refuses a correctly signed notification whose BIZ-TIMESTAMP is over 5 minutes off (401)', async () => {
    const { data } = await address({ scope: 1, coin: 'TRON_USDT' }, otherToken);
    const body = deposit(data.address, { confirmed_num: 3 });
    const now = h.clock.now().getTime();
    const yearAgo = String(now - 365 * 86_400_000);
    for (const stamp of [yearAgo, String(now - 301_000), String(now + 301_000), 'soon', null]) {
      expect([stamp, (await webhook(body, cobo.privateKey, false, stamp)).status]).toEqual([
        stamp,
        401,
      ]);
    }
    expect(await usd(otherToken)).toBeUndefined();
    const fresh = await webhook(body, cobo.privateKey, false, String(now - 299_000));
    expect(fresh.body.data.outcome).toBe('credited');
    expect(await usd(otherToken)).toMatchObject({ crossBorder: '25.00' });
  });

  it('keeps the ledger balanced', async () => {
    expect(await ledgerReconciles(h)).toBe(true);
  });
});

describe('Cobo public key configuration', () => {
  it('accepts the key as 64 hex characters or as PEM, and verifies the same signature', () => {
    const raw = '{"a":1}';
    const signature = coboSign(cobo.privateKey, raw, '1763800000000');
    const pem = cobo.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    for (const text of [rawHex(cobo.publicKey), pem]) {
      const key = coboPublicKey(text);
      expect(verifyCoboSignature(key, raw, '1763800000000', signature)).toBe(true);
      expect(verifyCoboSignature(key, raw, '1763800000001', signature)).toBe(false);
    }
  });
});
