import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';

describe.each(engines)('API envelope and errors on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers -1008 with the failing fields, in English and in Chinese', async () => {
    const en = await h.call('/common/sendCode', { countryId: 'x', phone: 'abc', scene: 'bogus' });
    expect(en.code).toBe(-1008);
    expect(en.msg).toBe('Parameter error');
    const fields = (en.data as Array<{ field: string }>).map((f) => f.field).sort();
    expect(fields).toEqual(['countryId', 'phone', 'scene']);
    h.tick();
    const zh = await h.call(
      '/common/sendCode',
      { countryId: 'x', scene: 'register', phone: 'abc' },
      { lang: 'zh_CN' },
    );
    expect(zh.code).toBe(-1008);
    expect(zh.msg).toBe('参数错误');
    expect((zh.data as Array<{ message: string }>)[0]?.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers -1011 for a missing country and -1015 for a missing phone, with the field errors', async () => {
    h.tick();
    const noCountry = await h.call('/common/sendCode', { scene: 'register' }, { lang: 'zh_CN' });
    expect(noCountry).toMatchObject({ code: -1011, msg: '国家不能为空' });
    const fieldsOf = (reply: { data: unknown }) =>
      (reply.data as Array<{ field: string }>).map((f) => f.field).sort();
    expect(fieldsOf(noCountry)).toEqual(['countryId', 'phone']);
    h.tick();
    const noPhone = await h.call('/common/sendCode', {
      countryId: 254,
      phone: ' ',
      scene: 'register',
    });
    expect(noPhone).toMatchObject({ code: -1015, msg: 'Mobile phone number cannot be empty' });
    expect(fieldsOf(noPhone)).toEqual(['phone']);
    h.tick();
    // A phone that is there but wrong is a plain parameter error.
    const badPhone = await h.call('/common/sendCode', {
      countryId: 254,
      phone: '12',
      scene: 'register',
    });
    expect(badPhone.code).toBe(-1008);
  });

  it('says a left-out field is required and a bad one is not valid, whatever its type', async () => {
    const { token } = await registerByPhone(h);
    h.tick();
    const reply = await h.call(
      '/order/quote',
      { scope: 3, payeeId: null, amount: '10' },
      { token, lang: 'zh_CN' },
    );
    expect(reply.code).toBe(-1008);
    const byField = Object.fromEntries(
      (reply.data as Array<{ field: string; message: string }>).map((f) => [f.field, f.message]),
    );
    expect(byField).toMatchObject({
      scope: '该值无效',
      payeeId: '此项为必填项',
      payType: '此项为必填项',
      currencyId: '此项为必填项',
    });
    expect(byField.amount).toBeUndefined();
    h.tick();
    const params = await h.call('/order/detail/%20', {}, { token });
    expect(params.code).toBe(-1008);
  });

  it('sends the security headers on API replies and on unknown paths', async () => {
    for (const url of ['/api/common/country', '/api/no-such-call']) {
      const response = await h.app.server.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      // Balances and personal data: no browser or proxy may keep a copy.
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // A page gets the policy that lets the web app load its own scripts and styles.
    const page = await h.app.server.inject({ method: 'GET', url: '/home/assets' });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('treats malformed JSON as a parameter error, never a 500', async () => {
    const response = await h.app.server.inject({
      method: 'POST',
      url: '/api/common/sendCode',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(-1008);
  });

  it('answers -1001 without a token, with a junk token, and after logout', async () => {
    expect((await h.call('/user/info')).code).toBe(-1001);
    expect((await h.call('/user/info', {}, { token: 'junk' })).code).toBe(-1001);
    const { token } = await registerByPhone(h);
    expect((await h.call('/user/info', {}, { token })).code).toBe(200);
    expect((await h.call('/user/logout', {}, { token })).code).toBe(200);
    const after = await h.call('/user/info', {}, { token, lang: 'zh_CN' });
    expect(after.code).toBe(-1001);
    expect(after.msg).toBe('未登录或登录已过期');
  });

  it('rejects an identical POST within 300 ms with 601, and accepts it after', async () => {
    const body = { countryId: 254, phone: '0799000111', scene: 'register' };
    expect((await h.call('/common/sendCode', body)).code).toBe(200);
    const dup = await h.call('/common/sendCode', body);
    expect(dup.code).toBe(601);
    expect(dup.msg).toBe('Data is being processed, please do not resubmit');
    h.clock.advance(299);
    expect((await h.call('/common/sendCode', body)).code).toBe(601);
    h.clock.advance(300);
    // Past the guard, the call reaches the 60 s code spacing rule instead.
    const zh = await h.call('/common/sendCode', body, { lang: 'zh_CN' });
    expect(zh.code).toBe(-1026);
    expect(zh.msg).toBe('验证码发送过于频繁，请 60 秒后再获取');
  });

  it('never guards /user/info, which the app fetches on every first navigation', async () => {
    const { token } = await registerByPhone(h);
    expect((await h.call('/user/info', {}, { token })).code).toBe(200);
    expect((await h.call('/user/info', {}, { token })).code).toBe(200);
  });

  it('never guards the operation log, asked again at once when the language changes', async () => {
    const { token } = await registerByPhone(h);
    const query = { pageNum: 1, pageSize: 10, eventType: 'register' };
    expect((await h.call('/user/log', query, { token })).code).toBe(200);
    const zh = await h.call('/user/log', query, { token, lang: 'zh_CN' });
    expect(zh.code).toBe(200);
    expect(zh.rows?.[0]).toMatchObject({ eventDesc: '通过手机号注册' });
  });

  it('never guards a list: a top-up followed to its end reloads the history it was just read in', async () => {
    const { token } = await registerByPhone(h);
    const page = { pageNum: 1, pageSize: 5, scope: 0 };
    expect((await h.call('/account/rechargeHistory/list', page, { token })).code).toBe(200);
    expect((await h.call('/account/rechargeHistory/list', page, { token })).code).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await h.app.server.inject({
      method: 'POST',
      url: '/api/no/such/call',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(404);
  });

  it('publishes the OpenAPI document', async () => {
    const response = await h.app.server.inject({ method: 'GET', url: '/api/openapi.json' });
    const { paths } = response.json();
    expect(paths['/user/register']).toBeDefined();
    // The providers' callbacks too, though their raw bodies have no schema to publish.
    for (const path of [
      '/channels/simulator/callback',
      '/channels/cobo/webhook',
      '/channels/va/deposit',
    ])
      expect(paths[path].post).toMatchObject({
        tags: ['Provider callbacks'],
        summary: expect.any(String),
        description: expect.stringContaining('401'),
      });
  });
});

describe.each(engines)('unexpected failures on %s', (engine) => {
  it('answer code 500 with the generic text and keep details out of the reply', async () => {
    const h = await startHarness(engine);
    await h.app.db.kysely.schema.dropTable('notices').execute();
    const reply = await h.call('/common/sysNotice', {}, { lang: 'en_US' });
    expect(reply).toEqual({ code: 500, msg: 'System Error', data: null });
    h.tick();
    const zh = await h.call('/common/sysNotice', {}, { lang: 'zh_CN' });
    expect(zh.msg).toBe('系统错误');
    await h.close();
  });
});
