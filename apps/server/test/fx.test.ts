import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { assets, ledgerReconciles, MONEY_ENV, topUp } from './money-helpers.ts';

type Quote = {
  quoteId: string;
  amount: string;
  toAmount: string;
  rate: string;
  expireTime: string;
  lockSeconds: number;
};

describe.each(engines)('currency conversion on %s', (engine) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, FX_QUOTE_SECONDS: '30' });
    token = (await registerByPhone(h)).token;
    await topUp(h, token, '10000');
  });
  afterAll(async () => {
    await h.close();
  });

  const quote = async (amount: string, from = 404, to = 840) => {
    h.tick();
    return h.call<Quote>(
      '/fx/quote',
      { fromCurrencyId: from, toCurrencyId: to, amount, scope: 0 },
      { token },
    );
  };

  it('locks a rate for the stated seconds and converts both legs through the FX position', async () => {
    const q = await quote('1292');
    expect(q.code).toBe(200);
    expect(q.data.lockSeconds).toBe(30);
    expect(Date.parse(q.data.expireTime) - h.clock.now().getTime()).toBe(30_000);
    // KES → USD is quoted as the inverse of USD/KES, and the received amount rounds down.
    const expected = Math.floor(1292 * Number(q.data.rate) * 100) / 100;
    expect(Number(q.data.toAmount)).toBeCloseTo(expected, 2);
    h.tick();
    const converted = await h.call<{ amount: string; receivedAmount: string }>(
      '/fx/convert',
      { quoteId: q.data.quoteId },
      { token },
    );
    expect(converted.code).toBe(200);
    expect(converted.data).toMatchObject({ amount: '1292.00', receivedAmount: q.data.toAmount });
    expect((await assets(h, token, 'KES'))?.domestic).toBe('8708.00');
    expect((await assets(h, token, 'USD'))?.domestic).toBe(q.data.toAmount);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('converts a quote only once', async () => {
    const q = await quote('10');
    h.tick();
    expect((await h.call('/fx/convert', { quoteId: q.data.quoteId }, { token })).code).toBe(200);
    h.tick();
    expect((await h.call('/fx/convert', { quoteId: q.data.quoteId }, { token })).code).toBe(-1059);
  });

  it('refuses an expired quote and moves nothing', async () => {
    const q = await quote('10');
    const before = await assets(h, token, 'KES');
    h.clock.advance(30_000);
    const reply = await h.call(
      '/fx/convert',
      { quoteId: q.data.quoteId },
      { token, lang: 'zh_CN' },
    );
    expect(reply.code).toBe(-1008);
    expect(reply.msg).toMatch(/报价已过期/);
    expect(await assets(h, token, 'KES')).toEqual(before);
  });

  it('refuses what the wallet cannot afford, and a quote of another account', async () => {
    const big = await quote('99999');
    h.tick();
    expect((await h.call('/fx/convert', { quoteId: big.data.quoteId }, { token })).code).toBe(
      -1013,
    );
    const other = await registerByPhone(h);
    const q = await quote('10');
    h.tick();
    expect(
      (await h.call('/fx/convert', { quoteId: q.data.quoteId }, { token: other.token })).code,
    ).toBe(-1007);
  });

  it('lists conversions, newest first', async () => {
    h.tick();
    const reply = await h.call<unknown>('/fx/history', { pageNum: 1, pageSize: 10 }, { token });
    expect(reply.total).toBe(2);
    expect((reply.rows as Array<{ amount: string }>)[1]?.amount).toBe('1292.00');
  });

  it('answers -1016 for a pair without a rate', async () => {
    const reply = await quote('10', 800, 646);
    expect(reply.code).toBe(-1016);
  });
});
