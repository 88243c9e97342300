import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DARAJA_SECRET, startDarajaHarness } from './daraja-helpers.ts';
import type { FakeDaraja } from './fakes/fake-daraja.ts';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { assets, newSn } from './money-helpers.ts';

const PROXY = '10.0.0.1';
const STRANGER = '10.0.0.2';
/** A Safaricom callback address, the only source the Daraja allow-list admits below. */
const SAFARICOM = '196.201.214.200';

function loginFrom(h: Harness, remoteAddress: string, forwardedFor: string, phone: string) {
  return h.app.server.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { countryId: 254, phone, password: 'Wrong1234' },
  });
}

describe.each(engines)('TRUST_PROXY names the proxies on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, { TRUST_PROXY: PROXY, LOGIN_IP_MAX_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('takes the client address from a listed proxy only', async () => {
    const { national, password } = await registerByPhone(h);
    const signIn = async (remoteAddress: string, forwardedFor: string) => {
      h.tick();
      const reply = await h.app.server.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { countryId: 254, phone: national, password },
      });
      const token = (reply.json() as { data: string }).data;
      h.tick();
      const log = await h.call('/user/log', { eventType: 'login', pageSize: 1 }, { token });
      return (log.rows as Array<{ requestIp: string }>)[0]!.requestIp;
    };
    expect(await signIn(PROXY, '198.51.100.7')).toBe('198.51.100.7');
    // The client's own X-Forwarded-For comes first; the proxy appends the address it saw.
    expect(await signIn(PROXY, '127.0.0.1, 198.51.100.8')).toBe('198.51.100.8');
    expect(await signIn(STRANGER, '198.51.100.9')).toBe(STRANGER);
  });
});

describe.each(engines)('per-address login limit behind a proxy on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, { TRUST_PROXY: PROXY, LOGIN_IP_MAX_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('cannot be escaped by rotating X-Forwarded-For from an address that is not a proxy', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) {
      const reply = await loginFrom(h, STRANGER, `198.51.100.${i}`, `07120002${i}0`);
      codes.push((reply.json() as { code: number }).code);
    }
    expect(codes).toEqual([-1002, -1002, -1002, 429, 429]);
  });

  it('counts each client of a listed proxy separately, whatever the client prepends', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const reply = await loginFrom(h, PROXY, `192.0.2.${i}, 198.51.100.50`, `07120003${i}0`);
      codes.push((reply.json() as { code: number }).code);
    }
    expect(codes).toEqual([-1002, -1002, -1002, 429]);
    const another = await loginFrom(h, PROXY, '198.51.100.51', '0712000350');
    expect((another.json() as { code: number }).code).toBe(-1002);
  });
});

describe.each(engines)('Daraja allow-list behind a proxy on %s', (engine) => {
  let h: Harness;
  let fake: FakeDaraja;
  let token: string;
  beforeAll(async () => {
    ({ h, fake } = await startDarajaHarness(engine, {
      TRUST_PROXY: PROXY,
      DARAJA_ALLOWED_IPS: SAFARICOM,
    }));
    token = (await registerByPhone(h)).token;
  });
  afterAll(async () => {
    await h?.close();
    await fake?.stop();
  });

  it('refuses a callback whose forged X-Forwarded-For names Safaricom, and takes one the proxy relays', async () => {
    h.tick();
    const created = await h.call<{ sn: string }>(
      '/recharge/create',
      { sn: newSn('R'), scope: 0, payType: 502, currencyId: 404, amount: '300' },
      { token },
    );
    expect(created.code).toBe(200);
    await h.app.money.worker.runDue();
    const body = JSON.stringify(fake.stkCallback(fake.stk.at(-1)!, 'success'));
    const post = (remoteAddress: string, forwardedFor: string) =>
      h.app.server.inject({
        method: 'POST',
        url: `/api/channels/daraja/${DARAJA_SECRET}/stk`,
        remoteAddress,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        payload: body,
      });
    expect((await post('203.0.113.9', SAFARICOM)).statusCode).toBe(403);
    expect((await post(PROXY, `${SAFARICOM}, 203.0.113.9`)).statusCode).toBe(403);
    expect(await assets(h, token)).toBeUndefined();
    expect((await post(PROXY, SAFARICOM)).statusCode).toBe(200);
    expect((await assets(h, token))?.domestic).toBe('300.00');
  });
});
