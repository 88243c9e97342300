import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness, type Reply } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { operatorToken, uploadPng } from './identity-helpers.ts';
import { assets, MONEY_ENV, newSn, setFundPassword, topUp } from './money-helpers.ts';

type FieldErrors = Array<{ field: string; message: string }>;
const OPS = { OPERATOR_USERNAME: 'ops.inputs', OPERATOR_PASSWORD: 'Operator-Passw0rd' };

/** The reply is a -1008 naming `field` with `message`. */
function expectFieldError(reply: Reply, field: string, message?: string) {
  expect(reply.code, JSON.stringify(reply)).toBe(-1008);
  const errors = reply.data as FieldErrors;
  expect(errors.map((e) => e.field)).toContain(field);
  if (message) expect(errors.find((e) => e.field === field)?.message).toBe(message);
}

/**
 * Input that once answered code 500 (issue 13, item 5) gets a -1008 on the field, in the
 * caller's language, and changes nothing.
 */
describe.each(engines)('bad input answered as a field error on %s', (engine) => {
  let h: Harness;
  let op: string;
  let user: Awaited<ReturnType<typeof registerByPhone>>;
  const call = <T = unknown>(path: string, body: unknown, token?: string, lang?: 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token, lang });
  };
  const raw = async (options: InjectOptions) => {
    h.tick();
    const response = await h.app.server.inject(options);
    return { status: response.statusCode, body: response.json() as Reply };
  };

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...MONEY_ENV, ...OPS });
    op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    user = await registerByPhone(h);
    await setFundPassword(h, user.token, user.phone, user.national);
    await topUp(h, user.token, '1000');
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses a conversion too small to deliver anything, in both languages', async () => {
    const body = { fromCurrencyId: 404, toCurrencyId: 840, amount: '0.01', scope: 0 };
    expectFieldError(
      await call('/fx/quote', body, user.token),
      'amount',
      'The amount is too small to convert at the current rate',
    );
    expectFieldError(
      await call('/fx/quote', body, user.token, 'zh_CN'),
      'amount',
      '金额过小，按当前汇率无法兑换',
    );
    expect(await h.app.db.kysely.selectFrom('fx_quotes').selectAll().execute()).toEqual([]);
  });

  it('refuses a conversion beyond what a money column holds', async () => {
    // 10^15 dollars is 3.65 × 10^20 shilling cents in Uganda: more than 64 bits hold.
    const body = { fromCurrencyId: 840, toCurrencyId: 800, amount: '999999999999999', scope: 0 };
    expectFieldError(
      await call('/fx/quote', body, user.token),
      'amount',
      'The amount is larger than we can handle',
    );
    expectFieldError(
      await call('/fx/quote', body, user.token, 'zh_CN'),
      'amount',
      '金额超出可处理的范围',
    );
  });

  it('refuses a cross-border send too small to deliver anything, and takes nothing', async () => {
    const payee = await call<{ id: number }>(
      '/payee/add',
      {
        countryId: 254,
        payType: 401,
        currencyId: 156,
        name: '张伟',
        type: 2,
        bankName: '中国工商银行',
        bankUser: '张伟',
        bankNo: '6222021234567890123',
      },
      user.token,
    );
    expect((await call('/ops/payee/approve', { id: payee.data.id }, op)).code).toBe(200);
    // At 1 USD = 0.5 CNY a cent converts to half a fen, which rounds down to nothing. The
    // channel's minimum amount would refuse a cent first; an operator may remove it ("0").
    expect((await call('/ops/rate/set', { pair: 'USD/CNY', rate: '0.5' }, op)).code).toBe(200);
    const noMinimum = { fixedAmount: '0', basisPoints: 0, minOrderAmount: '0' };
    const channel = { scope: 1, payType: 401, currencyId: 840 };
    expect((await call('/ops/fee/set', { ...channel, ...noMinimum }, op)).code).toBe(200);
    const order = {
      scope: 1,
      payeeId: payee.data.id,
      payType: 401,
      currencyId: 840,
      amount: '0.01',
      transactionReason: 'salary',
      fundsPurpose: '5',
      senderAddress: 'Moi Avenue 12, Nairobi',
    };
    expectFieldError(await call('/order/quote', order, user.token), 'amount');
    const before = await assets(h, user.token, 'USD');
    const documents = {
      exchangeFile: await uploadPng(h, user.token),
      detailFile: await uploadPng(h, user.token),
      contractFile: await uploadPng(h, user.token),
    };
    const created = await call(
      '/order/create',
      { ...order, ...documents, sn: newSn(), fundPassword: '135790' },
      user.token,
      'zh_CN',
    );
    expectFieldError(created, 'amount', '金额过小，按当前汇率无法兑换');
    expect(await assets(h, user.token, 'USD')).toEqual(before);
    const sends = await call('/order/list', { type: 'send' }, user.token);
    expect(sends.total).toBe(0);
  });

  it('refuses a fee schedule that could not be applied, and sends keep their price', async () => {
    const payee = await call<{ id: number }>(
      '/payee/add',
      {
        countryId: 254,
        payType: 2,
        currencyId: 404,
        name: 'Achieng Otieno',
        type: 2,
        phone: '0722000222',
      },
      user.token,
    );
    const fee = { scope: 0, payType: 2, currencyId: 404, fixedAmount: '0', basisPoints: 0 };
    expectFieldError(
      await call('/ops/fee/set', { ...fee, minAmount: '5', maxAmount: '1' }, op, 'zh_CN'),
      'maxAmount',
      '最大值不能小于最小值',
    );
    // 10^17 cents: SQLite would hand it back as an inexact number, breaking every quote after.
    const huge = '999999999999999.99';
    expectFieldError(
      await call('/ops/fee/set', { ...fee, fixedAmount: huge }, op),
      'fixedAmount',
      'The amount is larger than we can handle',
    );
    expectFieldError(
      await call('/ops/risk/threshold', { currencyId: 404, amount: huge }, op),
      'amount',
    );
    const quote = await call(
      '/order/quote',
      { scope: 0, payeeId: payee.data.id, payType: 2, currencyId: 404, amount: '100' },
      user.token,
    );
    expect(quote.code).toBe(200);
  });

  it('refuses a second announcement or press item with the same title, on add and on edit', async () => {
    const item = {
      type: 3,
      titleEn: 'Transfers to Rwanda are live',
      titleZh: '卢旺达汇款已开通',
      contentEn: 'Send to Rwanda from today.',
      contentZh: '即日起可向卢旺达汇款。',
    };
    const first = await call<{ id: number }>('/ops/notice/add', item, op);
    expect(first.code).toBe(200);
    expectFieldError(
      await call('/ops/notice/add', item, op),
      'titleEn',
      'Another item of this kind already has this title',
    );
    const other = await call<{ id: number }>(
      '/ops/notice/add',
      { ...item, titleEn: 'Rwanda, second note' },
      op,
    );
    expectFieldError(
      await call('/ops/notice/edit', { ...item, id: other.data.id }, op, 'zh_CN'),
      'titleEn',
      '同类条目中已有此标题',
    );
    // The same title is free in the other kind (announcements).
    expect((await call('/ops/notice/add', { ...item, type: 1 }, op)).code).toBe(200);
    const titles = await h.app.db.kysely
      .selectFrom('notices')
      .select('title_en')
      .where('title_en', '=', item.titleEn)
      .execute();
    expect(titles).toHaveLength(2);
  });

  it('refuses ids and numbers beyond an INTEGER column, with or without a session', async () => {
    const big = 2 ** 31;
    const invalid = 'This value is not valid';
    expectFieldError(
      await call('/user/login', { countryId: big, phone: '0712345678', password: 'x' }),
      'countryId',
      invalid,
    );
    expectFieldError(
      await call('/common/sendCode', {
        countryId: String(big),
        phone: '0712345678',
        scene: 'login',
      }),
      'countryId',
    );
    expectFieldError(await call(`/user/team/delete/${big}`, {}, user.token), 'id', invalid);
    expectFieldError(await call(`/payee/detail/${2 ** 53}`, {}, user.token), 'id');
    expectFieldError(await call('/order/list', { pageNum: big }, user.token), 'pageNum');
    expectFieldError(
      await call('/fx/quote', { fromCurrencyId: 404, toCurrencyId: big, amount: '1' }, user.token),
      'toCurrencyId',
    );
    expectFieldError(
      await call(
        '/order/quote',
        { scope: 0, payeeId: 1, payType: -big - 1, currencyId: 404, amount: '1' },
        user.token,
      ),
      'payType',
    );
    expectFieldError(await call('/ops/order/approve', { orderId: big }, op), 'orderId');
    // Below the floor and not positive breaks two rules; the field is named once.
    const below = await call('/ops/order/approve', { orderId: -big - 1 }, op);
    expect(below.data).toEqual([{ field: 'orderId', message: invalid }]);
    // The largest value a column holds is still a well-formed id: it simply finds nothing.
    expect((await call(`/user/team/delete/${big - 1}`, {}, user.token)).code).toBe(-1007);
  });

  it('refuses text with a NUL character wherever it comes from, and saves nothing', async () => {
    const message = 'This value contains a character that is not allowed';
    expectFieldError(
      await call('/user/info/save', { nickName: 'Wanjiku\u0000' }, user.token),
      'nickName',
      message,
    );
    const info = await call<{ nickName: string }>('/user/info', {}, user.token);
    expect(info.data.nickName).not.toContain('\u0000');
    expectFieldError(
      await call('/user/login', { countryId: 254, phone: '0712345678', password: 'a\u0000' }),
      'password',
    );
    expectFieldError(
      await call('/user/role/add', { name: 'Tellers', menus: ['ok', 'bad\u0000'] }, user.token),
      'menus.1',
    );
    const headers = { authorization: `Bearer ${user.token}`, 'content-language': 'zh_CN' };
    const query = await raw({
      method: 'GET',
      url: '/api/user/getTempUrl?filePath=a%00b',
      headers,
    });
    expectFieldError(query.body, 'filePath', '该值包含不允许的字符');
    const path = await raw({
      method: 'POST',
      url: '/api/order/detail/ABC%00DEFG',
      headers,
      payload: {},
    });
    expectFieldError(path.body, 'sn');
  });

  it('refuses a body nested deeper than any of ours, naming the field', async () => {
    // `agree` takes any value; 6,000 levels once overflowed the stack of the duplicate guard.
    const deep = `${'['.repeat(6_000)}${']'.repeat(6_000)}`;
    const reply = await raw({
      method: 'POST',
      url: '/api/va/apply',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: `{"countryId":254,"currencyId":404,"agree":${deep}}`,
    });
    expect(reply.body).toEqual({
      code: -1008,
      msg: 'Parameter error',
      data: [{ field: 'agree', message: 'This value is not valid' }],
    });
  });
});

/** Every reply under /api keeps the `{code, msg, data}` envelope, whatever went wrong. */
describe.each(engines)('the envelope on router and parser failures on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h.close();
  });
  const inject = async (options: InjectOptions) => {
    h.tick();
    const response = await h.app.server.inject(options);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return { status: response.statusCode, body: response.json() as Reply };
  };

  it('answers a path parameter of any length in the envelope, naming the field when it can', async () => {
    const { token } = await registerByPhone(h);
    const headers = { authorization: `Bearer ${token}` };
    const long = await inject({
      method: 'POST',
      url: `/api/order/detail/${'A'.repeat(150)}`,
      headers,
      payload: {},
    });
    expect(long.status).toBe(200);
    expectFieldError(long.body, 'sn', 'The order number is 6 to 64 letters, digits, - or _');
    const huge = await inject({
      method: 'POST',
      url: `/api/user/team/delete/${'9'.repeat(2000)}`,
      headers: { ...headers, 'content-language': 'zh_CN' },
      payload: {},
    });
    expect(huge.status).toBe(200);
    expect(huge.body).toEqual({
      code: -1008,
      msg: '参数错误',
      data: [{ field: 'path', message: '该值太长' }],
    });
  });

  it('answers a bad percent-encoding, an unknown call, a body too large and a wrong type in the envelope', async () => {
    const encoding = await inject({ method: 'POST', url: '/api/order/detail/%zz', payload: {} });
    expect(encoding.status).toBe(200);
    expectFieldError(encoding.body, 'path', 'This value is not valid');
    const unknown = await inject({ method: 'DELETE', url: '/api/user/info' });
    expect(unknown.body).toMatchObject({ code: 404, msg: 'Not Found', data: null });
    const large = await inject({
      method: 'POST',
      url: '/api/common/sendCode',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: 'x'.repeat(1024 * 1024) }),
    });
    expect(large.body).toMatchObject({ code: -1008, msg: 'The request is too large' });
    const xml = await inject({
      method: 'POST',
      url: '/api/common/sendCode',
      headers: { 'content-type': 'application/xml' },
      payload: '<countryId>254</countryId>',
    });
    expectFieldError(xml.body, 'body');
    const empty = await inject({
      method: 'POST',
      url: '/api/common/sendCode',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectFieldError(empty.body, 'body');
  });
});
