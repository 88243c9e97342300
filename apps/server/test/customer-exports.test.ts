import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pesa/contract';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { loginByPhone } from './helpers.ts';
import { MONEY_ENV, topUp } from './money-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

/**
 * The customer exports (SPEC §7 file downloads): transaction history, orders, FX history and
 * the operation log, each posted form-encoded next to its list and answered with a CSV file in
 * the requester's language, or with the JSON envelope when refused.
 */
describe.each(engines)('customer exports on %s', (engine) => {
  let h: Harness;
  let main: Awaited<ReturnType<typeof registerByPhone>>;
  let topUpSn: string;
  let memberName: string;
  let memberTokenValue: string;

  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, FX_QUOTE_SECONDS: '30' });
    main = await registerByPhone(h);
    topUpSn = (await topUp(h, main.token, '5000')).sn;
    await topUp(h, main.token, '700');
    h.tick();
    const quote = await h.call<{ quoteId: string }>(
      '/fx/quote',
      { fromCurrencyId: 404, toCurrencyId: 840, amount: '1292', scope: 0 },
      { token: main.token },
    );
    h.tick();
    const converted = await h.call(
      '/fx/convert',
      { quoteId: quote.data.quoteId },
      {
        token: main.token,
      },
    );
    expect(converted.code).toBe(200);
    // A member whose role opens recipients only: none of the four lists.
    const member = await addMember(h, main.token, await addRole(h, main.token, ['AssetsPayee']));
    memberName = (member.body as { userName: string }).userName;
    memberTokenValue = await memberToken(h, member.national, member.password);
    expect((await loginByPhone(h, main.national, main.password)).code).toBe(200);
  });
  afterAll(async () => {
    await h.close();
  });

  /** A download as the browser sends it: form-encoded, with the session and the language. */
  const download = async (
    path: string,
    form: Record<string, string>,
    opts: { token?: string; lang?: 'en_US' | 'zh_CN' } = {},
  ) => {
    h.tick();
    return h.app.server.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: {
        authorization: `Bearer ${opts.token ?? main.token}`,
        'content-type': 'application/x-www-form-urlencoded',
        'content-language': opts.lang ?? 'en_US',
      },
      payload: new URLSearchParams(form).toString(),
    });
  };

  /** The file's lines, without the byte-order mark and the final line end. */
  const csvLines = (response: Awaited<ReturnType<typeof download>>) => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    return response.body.slice(1).replace(/\r\n$/, '').split('\r\n');
  };

  const filename = (response: Awaited<ReturnType<typeof download>>) =>
    /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1];

  describe('transaction history', () => {
    it('holds the filtered movements, named and headed in the caller language', async () => {
      const all = csvLines(await download('/account/transactions/export', {}));
      expect(all[0]).toBe('Time (UTC),Movement,Reference,Wallet,Currency,Amount');
      // Two top-ups and both legs of the conversion.
      expect(all.length).toBe(5);
      const one = await download('/account/transactions/export', { reference: topUpSn });
      expect(filename(one)).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = csvLines(one);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^\d{4}-.+Z,Top-up credited,/);
      expect(lines[1]).toMatch(new RegExp(`,${topUpSn},Domestic,KES,5000\\.00$`));
      const zh = csvLines(
        await download('/account/transactions/export', { reference: topUpSn }, { lang: 'zh_CN' }),
      );
      expect(zh[0]).toBe('时间（UTC）,变动,业务编号,钱包,币种,金额');
      expect(zh[1]).toContain(',充值入账,');
      expect(zh[1]).toContain(',境内,KES,5000.00');
    });

    it('keeps a signed amount a number and refuses a bad filter with its message', async () => {
      const fx = csvLines(await download('/account/transactions/export', { currencyId: '404' }));
      expect(fx.some((line) => line.endsWith(',KES,-1292.00'))).toBe(true);
      const bad = await download('/account/transactions/export', { kind: 'savings' });
      expect(bad.statusCode).toBe(200);
      expect(bad.json()).toMatchObject({ code: ErrorCode.PARAMETER_ERROR });
    });
  });

  describe('orders', () => {
    it('holds the filtered orders with type, method and status in the caller language', async () => {
      const all = csvLines(await download('/order/export', { scope: '0' }));
      expect(all[0]).toBe(
        'Order number,Service,Type,Method,Currency,Amount,Fee,Recipient,Status,Reason,Created (UTC),Made by',
      );
      expect(all).toHaveLength(3);
      const one = await download('/order/export', { sn: topUpSn, type: 'receive', status: '1' });
      expect(filename(one)).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = csvLines(one);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        new RegExp(`^${topUpSn},Domestic,Top-up,M-Pesa STK push,KES,5000.00,[\\d.]*,,Successful,`),
      );
      expect(csvLines(await download('/order/export', { type: 'send' }))).toHaveLength(1);
      const zh = csvLines(await download('/order/export', { sn: topUpSn }, { lang: 'zh_CN' }));
      expect(zh[0]).toMatch(/^订单号,业务,类型,方式,币种,金额,/);
      expect(zh[1]).toContain(',境内,充值,M-Pesa STK 推送,KES,5000.00,');
      expect(zh[1]).toContain(',成功,');
      expect(zh[1]).toMatch(/,主账户$/);
    });

    it('refuses a bad payload with a clear message in the caller language', async () => {
      const bad = await download('/order/export', { scope: '7', status: 'x' }, { lang: 'zh_CN' });
      expect(bad.statusCode).toBe(200);
      const body = bad.json() as { code: number; msg: string };
      expect(body.code).toBe(ErrorCode.PARAMETER_ERROR);
      expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
      const date = await download('/order/export', { beginTime: 'yesterday' });
      expect(date.json()).toMatchObject({ code: ErrorCode.PARAMETER_ERROR });
    });
  });

  describe('FX history', () => {
    it('holds the conversions in the caller language', async () => {
      const response = await download('/fx/history/export', {});
      expect(filename(response)).toMatch(/^fx-history-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = csvLines(response);
      expect(lines[0]).toBe(
        'Time (UTC),From currency,From amount,To currency,Received amount,Rate,Service',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^\d{4}-.+Z,KES,1292\.00,USD,\d+\.\d{2},[\d.]+,Domestic$/);
      const zh = csvLines(await download('/fx/history/export', {}, { lang: 'zh_CN' }));
      expect(zh[0]).toBe('时间（UTC）,卖出币种,卖出金额,买入币种,买入金额,汇率,业务');
      expect(zh[1]).toMatch(/,境内$/);
    });
  });

  describe('operation log', () => {
    it("holds the main account's and its members' filtered events in the caller language", async () => {
      const response = await download('/user/log/export', { eventType: 'login' });
      expect(filename(response)).toMatch(/^operation-log-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = csvLines(response);
      expect(lines[0]).toBe('Time (UTC),Event,Details,By,IP address');
      expect(lines.slice(1).every((line) => line.includes(',Logged in,'))).toBe(true);
      expect(lines.some((line) => line.includes(`,${memberName},`))).toBe(true);
      const all = csvLines(await download('/user/log/export', {}));
      expect(all.some((line) => line.includes(',Registered,'))).toBe(true);
      const zh = csvLines(
        await download('/user/log/export', { eventType: 'login' }, { lang: 'zh_CN' }),
      );
      expect(zh[0]).toBe('时间（UTC）,事件,详情,操作人,IP 地址');
      expect(zh[1]).toContain(',登录,');
    });

    it('gives a member only their own events, and refuses a bad date', async () => {
      const lines = csvLines(await download('/user/log/export', {}, { token: memberTokenValue }));
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.slice(1).every((line) => line.includes(`,${memberName},`))).toBe(true);
      expect(lines.some((line) => line.includes(',Registered,'))).toBe(false);
      const bad = await download('/user/log/export', { endTime: '2026-13-40' });
      expect(bad.json()).toMatchObject({ code: ErrorCode.PARAMETER_ERROR });
    });
  });

  it('refuses every money export to a member whose role opens none of its lists', async () => {
    for (const path of ['/account/transactions/export', '/order/export', '/fx/history/export']) {
      const refused = await download(path, {}, { token: memberTokenValue, lang: 'zh_CN' });
      expect(refused.statusCode, path).toBe(200);
      expect(String(refused.headers['content-type'])).toMatch(/^application\/json/);
      expect(refused.json(), path).toMatchObject({ code: ErrorCode.NO_PERMISSION });
    }
  });

  it('refuses an export without a session, as JSON', async () => {
    const refused = await download('/order/export', {}, { token: 'nobody' });
    expect(String(refused.headers['content-type'])).toMatch(/^application\/json/);
    expect((refused.json() as { code: number }).code).not.toBe(200);
  });
});
