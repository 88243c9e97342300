import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import {
  assets,
  ledgerReconciles,
  MONEY_ENV,
  newSn,
  setFundPassword,
  topUp,
} from './money-helpers.ts';

type Quote = {
  quoteId: string | null;
  amount: string;
  toAmount: string;
  rate: string;
  expireTime: string | null;
};
type Order = {
  sn: string;
  type: number;
  scope: number;
  status: number;
  payType: number;
  amount: string;
  currencyCode: string;
  toAmount: string;
  toCurrencyCode: string;
  rate: string;
  timeline?: Array<{ status: number }>;
};

const KES = 404;
const USD = 840;

describe.each(engines)('moving domestic money to the cross-border wallet on %s', (engine) => {
  let h: Harness;
  let token: string;
  const fundPassword = '135790';

  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, FX_QUOTE_SECONDS: '30' });
    const user = await registerByPhone(h);
    token = user.token;
    await setFundPassword(h, token, user.phone, user.national, fundPassword);
    await topUp(h, token, '20000');
  });
  afterAll(async () => {
    await h.close();
  });

  const quote = (amount: string, to = USD, from = KES, as = token) => {
    h.tick();
    return h.call<Quote>(
      '/account/fundCrossBorder/quote',
      { fromCurrencyId: from, toCurrencyId: to, amount },
      { token: as },
    );
  };
  const move = (body: Record<string, unknown>, as = token, lang?: 'zh_CN') => {
    h.tick();
    return h.call<Order>(
      '/account/fundCrossBorder/create',
      { sn: newSn('X'), fromCurrencyId: KES, toCurrencyId: KES, fundPassword, ...body },
      { token: as, lang },
    );
  };
  const orderCount = async () =>
    Number(
      (
        await h.app.db.kysely
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('kind', '=', 1)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('moves KES to the cross-border KES balance one for one, as one final order', async () => {
    const q = await quote('1500', KES);
    expect(q.data).toMatchObject({ quoteId: null, amount: '1500.00', toAmount: '1500.00' });
    const reply = await move({ amount: '1500' });
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      type: 1,
      status: 1,
      payType: 0,
      amount: '1500.00',
      currencyCode: 'KES',
      toAmount: '1500.00',
      toCurrencyCode: 'KES',
    });
    expect(await assets(h, token, 'KES')).toMatchObject({
      domestic: '18500.00',
      crossBorder: '1500.00',
      total: '20000.00',
    });
    h.tick();
    const detail = await h.call<Order>(`/order/detail/${reply.data.sn}`, {}, { token });
    expect(detail.data.timeline?.map((e) => e.status)).toEqual([1]);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('converts KES to USD at the locked quote', async () => {
    const q = await quote('1292');
    expect(q.code).toBe(200);
    expect(q.data.quoteId).toMatch(/^FX/);
    const reply = await move({ amount: '1292', toCurrencyId: USD, quoteId: q.data.quoteId });
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      amount: '1292.00',
      toAmount: q.data.toAmount,
      toCurrencyCode: 'USD',
      rate: q.data.rate,
    });
    expect((await assets(h, token, 'KES'))?.domestic).toBe('17208.00');
    expect((await assets(h, token, 'USD'))?.crossBorder).toBe(q.data.toAmount);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('shows the move in both services’ order lists, and not in the FX history', async () => {
    for (const scope of [0, 1]) {
      h.tick();
      const list = await h.call<unknown>(
        '/order/list',
        { pageNum: 1, pageSize: 10, scope },
        { token },
      );
      expect((list.rows as Order[]).filter((o) => o.type === 1)).toHaveLength(2);
    }
    h.tick();
    const fx = await h.call<unknown>('/fx/history', { pageNum: 1, pageSize: 10 }, { token });
    expect(fx.total).toBe(0);
  });

  it('refuses a conversion without its quote, or with a quote of another amount or use', async () => {
    const before = await assets(h, token, 'KES');
    expect((await move({ amount: '100', toCurrencyId: USD })).code).toBe(-1008);
    const q = await quote('100');
    const other = await move({ amount: '101', toCurrencyId: USD, quoteId: q.data.quoteId });
    expect(other.code).toBe(-1008);
    h.tick();
    const inWallet = await h.call<Quote>(
      '/fx/quote',
      { fromCurrencyId: KES, toCurrencyId: USD, amount: '100', scope: 0 },
      { token },
    );
    expect(
      (await move({ amount: '100', toCurrencyId: USD, quoteId: inWallet.data.quoteId })).code,
    ).toBe(-1007);
    // A currency the cross-border service does not deal in cannot be held there.
    expect((await quote('100', 156)).code).toBe(-1008);
    expect(await assets(h, token, 'KES')).toEqual(before);
  });

  it('refuses an expired quote in the caller’s language and moves nothing', async () => {
    const q = await quote('100');
    const before = await assets(h, token, 'KES');
    h.clock.advance(30_000);
    const reply = await move(
      { amount: '100', toCurrencyId: USD, quoteId: q.data.quoteId },
      token,
      'zh_CN',
    );
    expect(reply.code).toBe(-1008);
    expect(reply.msg).toMatch(/报价已过期/);
    expect(await assets(h, token, 'KES')).toEqual(before);
  });

  it('refuses more than the domestic balance, and nothing changes', async () => {
    h.tick();
    const before = await h.call('/account/assets', {}, { token });
    const orders = await orderCount();
    expect((await move({ amount: '999999' })).code).toBe(-1013);
    const q = await quote('999999');
    const converted = await move({
      amount: '999999',
      toCurrencyId: USD,
      quoteId: q.data.quoteId,
    });
    expect(converted.code).toBe(-1013);
    h.tick();
    expect((await h.call('/account/assets', {}, { token })).data).toEqual(before.data);
    expect(await orderCount()).toBe(orders);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('refuses a wrong transaction password', async () => {
    const before = await assets(h, token, 'KES');
    expect((await move({ amount: '10', fundPassword: '000000' })).code).toBe(-1023);
    expect(await assets(h, token, 'KES')).toEqual(before);
  });

  it('moves once per order number: a replay is -1059 and moves nothing', async () => {
    const sn = newSn('X');
    expect((await move({ sn, amount: '10' })).code).toBe(200);
    const after = await assets(h, token, 'KES');
    expect((await move({ sn, amount: '10' })).code).toBe(-1059);
    const q = await quote('10');
    const snq = newSn('X');
    const body = { sn: snq, amount: '10', toCurrencyId: USD, quoteId: q.data.quoteId };
    expect((await move(body)).code).toBe(200);
    expect((await move(body)).code).toBe(-1059);
    expect((await assets(h, token, 'KES'))?.domestic).toBe(
      (Number(after?.domestic) - 10).toFixed(2),
    );
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('lets parallel moves take no more than the domestic balance holds', async () => {
    const user = await registerByPhone(h);
    await setFundPassword(h, user.token, user.phone, user.national, fundPassword);
    await topUp(h, user.token, '1000');
    h.tick();
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        h.call(
          '/account/fundCrossBorder/create',
          { sn: newSn('P'), fromCurrencyId: KES, toCurrencyId: KES, amount: '300', fundPassword },
          { token: user.token },
        ),
      ),
    );
    const codes = replies.map((r) => r.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === -1013)).toHaveLength(9);
    expect(await assets(h, user.token, 'KES')).toMatchObject({
      domestic: '100.00',
      crossBorder: '900.00',
    });
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('spends one quote once, however many moves race for it', async () => {
    const q = await quote('10');
    const before = await assets(h, token, 'KES');
    h.tick();
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        h.call(
          '/account/fundCrossBorder/create',
          {
            sn: newSn('Q'),
            fromCurrencyId: KES,
            toCurrencyId: USD,
            amount: '10',
            quoteId: q.data.quoteId,
            fundPassword,
          },
          { token },
        ),
      ),
    );
    const codes = replies.map((r) => r.code).sort();
    expect(codes).toEqual([-1059, -1059, -1059, 200]);
    expect((await assets(h, token, 'KES'))?.domestic).toBe(
      (Number(before?.domestic) - 10).toFixed(2),
    );
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('is refused to a member whose role covers no cross-border sending or top-up', async () => {
    const other = await registerByPhone(h);
    // A main account without the cross-border service holds neither name.
    await h.app.db.kysely
      .updateTable('users')
      .set({ mrp_flag: 1 })
      .where('phone', '=', other.phone)
      .execute();
    expect((await move({ amount: '10' }, other.token)).code).toBe(1000);
  });
});
