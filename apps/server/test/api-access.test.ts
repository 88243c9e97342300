import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiMode, OpsUserApiRow, UserApiInfo, UserApiSecret } from '@pesa/contract';
import { engines, registerByPhone, startHarness, type Harness, type Reply } from './harness.ts';
import { e164Kenya, eventTypes, relaxedEnv } from './helpers.ts';
import { operatorToken, type Fields } from './identity-helpers.ts';
import { setFundPassword } from './money-helpers.ts';
import { openCall } from './open-api-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

const OPS = { OPERATOR_USERNAME: 'ops.api', OPERATOR_PASSWORD: 'Operator-Passw0rd' };
/** The companies' transaction password in these tests. */
const PIN = '246810';

const application = {
  companyName: 'Duka Digital Ltd',
  description: 'Collections for our online shop',
  monthlyVolume: '25000',
  notifyUrl: 'https://duka.example/pesa/hooks',
  ipWhitelist: ' 127.0.0.1 ,10.0.0.0/8,,2001:db8::/32 ',
};

describe.each(engines)('API access (%s)', (engine) => {
  let h: Harness;
  let op: string;

  const call = <T = unknown>(path: string, body: unknown, token: string, lang?: 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token, lang });
  };
  const info = async (token: string) => call<UserApiInfo>('/user/userApi/info', {}, token);
  const company = async () => {
    const { token, phone, national } = await registerByPhone(h, { userType: 1 });
    const me = await call<{ userId: number }>('/user/info', {}, token);
    return { token, userId: me.data.userId, phone, national };
  };
  /** A secret is read one mode at a time, with the caller's transaction password. */
  const secretOf = (token: string, fundPassword: string, mode: ApiMode = 'live', lang?: 'zh_CN') =>
    call<UserApiSecret>('/user/userApi/secret', { mode, fundPassword }, token, lang);
  const pairOf = async (token: string, mode: ApiMode) => {
    const reply = await secretOf(token, PIN, mode);
    expect(reply.code).toBe(200);
    return { accessKey: reply.data.accessKey, secret: reply.data.accessSecret };
  };
  const apply = (token: string, body: object = application, lang?: 'zh_CN') =>
    call<UserApiInfo>('/user/userApi/save', body, token, lang);
  const setKyb = (userId: number, status: string) =>
    h.app.db.kysely
      .updateTable('users')
      .set({ audit_status: status })
      .where('user_id', '=', userId)
      .execute();
  const fieldsOf = (reply: Reply) => (reply.data as Fields).map((f) => f.field);
  const messagesOf = (reply: Reply) => (reply.data as Fields).map((f) => f.message);
  const list = async (body: object) => {
    const reply = await call('/ops/userApi/list', { pageNum: 1, pageSize: 100, ...body }, op);
    expect(reply.code).toBe(200);
    return reply.rows as OpsUserApiRow[];
  };
  /** A company that applied and was approved through the operators' calls. */
  const approved = async () => {
    const merchant = await company();
    expect((await apply(merchant.token)).code).toBe(200);
    await setKyb(merchant.userId, '1');
    const reply = await call('/ops/userApi/approve', { userId: merchant.userId }, op);
    expect(reply.code).toBe(200);
    await setFundPassword(h, merchant.token, merchant.phone, merchant.national, PIN);
    return {
      ...merchant,
      live: await pairOf(merchant.token, 'live'),
      test: await pairOf(merchant.token, 'test'),
    };
  };

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...OPS });
    op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
  });
  afterAll(() => h.close());

  it('shows nothing before an application, then takes one as awaiting review', async () => {
    const { token, userId } = await company();
    expect((await info(token)).data).toMatchObject({
      auditStatus: null,
      accessKey: null,
      notifyUrl: null,
    });
    const reply = await apply(token);
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      auditStatus: 0,
      companyName: 'Duka Digital Ltd',
      monthlyVolume: '25000',
      notifyUrl: 'https://duka.example/pesa/hooks',
      ipWhitelist: '127.0.0.1, 10.0.0.0/8, 2001:db8::/32',
      rejectReason: null,
      accessKey: null,
      testAccessKey: null,
    });
    // A pending application may still be corrected.
    const corrected = await apply(token, { ...application, ipWhitelist: '' });
    expect(corrected.data).toMatchObject({ auditStatus: 0, ipWhitelist: '' });
    expect(await eventTypes(h, token)).toContain('apiApply');
    const rows = await list({ auditStatus: 0 });
    expect(rows.find((r) => r.userId === userId)).toMatchObject({
      companyName: 'Duka Digital Ltd',
      auditStatus: 0,
      kybStatus: -1,
    });
    expect(rows.find((r) => r.userId === userId)?.accountNo).toMatch(/\S/);
  });

  it('refuses an individual account', async () => {
    const { token } = await registerByPhone(h, { userType: 2 });
    expect((await apply(token)).code).toBe(1000);
    expect((await info(token)).code).toBe(1000);
    expect((await call('/user/userApi/refresh', { mode: 'live' }, token)).code).toBe(1000);
  });

  it('refuses a notify URL or allow-list it cannot use, naming the field, and changes nothing', async () => {
    const { token } = await company();
    const badUrl = await apply(token, { ...application, notifyUrl: 'http://example.com/hooks' });
    expect(badUrl.code).toBe(-1008);
    expect(fieldsOf(badUrl)).toEqual(['notifyUrl']);
    const badList = await apply(
      token,
      { ...application, ipWhitelist: '10.0.0.0/33, shop' },
      'zh_CN',
    );
    expect(badList.code).toBe(-1008);
    expect(badList.msg).toBe('参数错误');
    expect(badList.data).toEqual([
      { field: 'ipWhitelist', message: '请填写IP地址或CIDR网段，以逗号分隔' },
    ]);
    const both = await apply(
      token,
      { ...application, notifyUrl: 'ftp://duka.example/', ipWhitelist: 'x' },
      'zh_CN',
    );
    expect(messagesOf(both)).toEqual([
      '请使用可从互联网访问的 https 地址（http 仅限 localhost 或 127.0.0.1，且仅限测试站点）',
      '请填写IP地址或CIDR网段，以逗号分隔',
    ]);
    expect((await info(token)).data.auditStatus).toBeNull();
    // A loopback receiver is fine outside production.
    const local = await apply(token, { ...application, notifyUrl: 'http://127.0.0.1:4000/h' });
    expect(local.code).toBe(200);
    const worse = await apply(token, { ...application, notifyUrl: 'http://10.0.0.5/h' });
    expect(fieldsOf(worse)).toEqual(['notifyUrl']);
    expect((await info(token)).data).toMatchObject({
      notifyUrl: 'http://127.0.0.1:4000/h',
      ipWhitelist: '127.0.0.1, 10.0.0.0/8, 2001:db8::/32',
    });
  });

  it('approves only with an approved KYB, issuing a live and a test pair that sign calls', async () => {
    const { token, userId, phone, national } = await company();
    expect((await apply(token)).code).toBe(200);
    const refused = await call('/ops/userApi/approve', { userId }, op);
    expect(refused.code).toBe(-1019);
    expect(refused.msg).toMatch(/KYB/);
    const zh = await call('/ops/userApi/approve', { userId }, op, 'zh_CN');
    expect(zh.msg).toMatch(/企业认证/);
    expect((await info(token)).data).toMatchObject({ auditStatus: 0, accessKey: null });
    expect((await call('/user/userApi/refresh', { mode: 'live' }, token)).code).toBe(-1108);
    expect((await secretOf(token, PIN)).code).toBe(-1108);

    await setKyb(userId, '1');
    expect((await call('/ops/userApi/approve', { userId }, op)).code).toBe(200);
    const data = (await info(token)).data;
    expect(data.auditStatus).toBe(1);
    expect(data.auditTime).not.toBeNull();
    expect(data.accessKey).toMatch(/^pk_live_/);
    expect(data.testAccessKey).toMatch(/^pk_test_/);
    // The info never carries a secret: it takes the transaction password (below).
    expect(JSON.stringify(data)).not.toMatch(/sk_(live|test)_|ccessSecret/);
    await setFundPassword(h, token, phone, national, PIN);
    const live = await pairOf(token, 'live');
    const test = await pairOf(token, 'test');
    expect(live).toEqual({ accessKey: data.accessKey, secret: expect.stringMatching(/^sk_live_/) });
    expect(test).toEqual({
      accessKey: data.testAccessKey,
      secret: expect.stringMatching(/^sk_test_/),
    });
    // Approval opened the Kenyan company's accounts at zero, live and sandbox alike.
    const opened = await openCall<Array<{ accountType: number; currencyCode: string }>>(
      h,
      live,
      '/balance',
    );
    expect(opened.code).toBe(200);
    expect(opened.data).toEqual(
      [-1, 0, 2, 5].map((accountType) =>
        expect.objectContaining({ accountType, currencyCode: 'KES', balance: '0.00' }),
      ),
    );
    expect((await openCall<unknown[]>(h, test, '/balance')).data).toHaveLength(4);
    // The allow-list of the application guards the keys.
    expect((await openCall(h, live, '/balance', {}, { ip: '198.51.100.7' })).code).toBe(-1106);

    // Decided once: a second approval and a rejection are refused. Saving again changes only the
    // merchant's endpoints (notify URL, allow-list); the reviewed company details stay.
    expect((await call('/ops/userApi/approve', { userId }, op)).code).toBe(-1019);
    expect((await call('/ops/userApi/reject', { userId, reason: 'late' }, op)).code).toBe(-1019);
    const again = await apply(token, {
      ...application,
      companyName: 'Other',
      notifyUrl: 'https://hooks.duka.example/v2',
      ipWhitelist: '203.0.113.0/24',
    });
    expect(again.code).toBe(200);
    const after = (await info(token)).data;
    expect(after.companyName).toBe('Duka Digital Ltd');
    expect(after.auditStatus).toBe(1);
    expect(after.notifyUrl).toBe('https://hooks.duka.example/v2');
    // A read without the duplicate guard: the same call twice at once is answered twice.
    const twice = await Promise.all([info(token), info(token)]);
    expect(twice.map((r) => r.code)).toEqual([200, 200]);
    expect((await openCall(h, live, '/balance')).code).toBe(-1106);
    expect((await openCall(h, live, '/balance', {}, { ip: '203.0.113.9' })).code).toBe(200);
    expect(await eventTypes(h, token)).toContain('apiEndpoints');

    expect((await list({ auditStatus: 1 })).map((r) => r.userId)).toContain(userId);
    expect((await list({ auditStatus: 0 })).map((r) => r.userId)).not.toContain(userId);
    expect(await eventTypes(h, token)).toContain('apiApproved');
    const audit = await h.app.db.kysely
      .selectFrom('operator_audit')
      .select(['action', 'target'])
      .where('target', '=', `user:${userId}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['apiAccessApprove']);
  });

  it('resets a pair: the old key stops at once, the new one works; the secret is sealed at rest', async () => {
    const merchant = await approved();
    const reply = await call<UserApiInfo>(
      '/user/userApi/refresh',
      { mode: 'live' },
      merchant.token,
    );
    expect(reply.code).toBe(200);
    // The reply names the new key; its secret takes the transaction password, like any other.
    expect(JSON.stringify(reply.data)).not.toMatch(/sk_(live|test)_|ccessSecret/);
    const fresh = await pairOf(merchant.token, 'live');
    expect(fresh.accessKey).toBe(reply.data.accessKey);
    expect(fresh.accessKey).not.toBe(merchant.live.accessKey);
    expect(fresh.secret).not.toBe(merchant.live.secret);
    // The test pair is reset separately.
    expect(reply.data.testAccessKey).toBe(merchant.test.accessKey);
    expect((await openCall(h, merchant.live, '/balance')).code).toBe(-1105);
    expect((await openCall(h, fresh, '/balance')).code).toBe(200);
    expect((await openCall(h, merchant.test, '/balance')).code).toBe(200);
    expect(await eventTypes(h, merchant.token)).toContain('apiKeyRefresh');

    const keys = await h.app.db.kysely
      .selectFrom('api_keys')
      .selectAll()
      .where('user_id', '=', merchant.userId)
      .execute();
    expect(keys.map((k) => k.status).sort()).toEqual(['active', 'active', 'revoked']);
    const stored = JSON.stringify(keys);
    for (const secret of [fresh.secret, merchant.live.secret, merchant.test.secret]) {
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain(secret.slice(8));
    }
  });

  it('takes a corrected application after a rejection, back to awaiting review', async () => {
    const { token, userId } = await company();
    expect((await apply(token)).code).toBe(200);
    const rejected = await call('/ops/userApi/reject', { userId, reason: 'Website offline' }, op);
    expect(rejected.code).toBe(200);
    expect((await info(token)).data).toMatchObject({
      auditStatus: 2,
      rejectReason: 'Website offline',
      accessKey: null,
    });
    expect((await list({ auditStatus: 2 })).find((r) => r.userId === userId)).toMatchObject({
      rejectReason: 'Website offline',
    });
    const again = await apply(token, { ...application, description: 'Site is back' });
    expect(again.data).toMatchObject({
      auditStatus: 0,
      rejectReason: null,
      auditTime: null,
      description: 'Site is back',
    });
    expect(await eventTypes(h, token)).toEqual(expect.arrayContaining(['apiApply', 'apiRejected']));
    const audit = await h.app.db.kysely
      .selectFrom('operator_audit')
      .select(['action', 'detail'])
      .where('target', '=', `user:${userId}`)
      .execute();
    expect(audit).toEqual([{ action: 'apiAccessReject', detail: 'Website offline' }]);
  });

  it('lets members with a HomeApi permission see the application, never reset keys', async () => {
    const merchant = await approved();
    const apiRole = await addRole(h, merchant.token, ['HomeApiC2B'], 'Integrations');
    const otherRole = await addRole(h, merchant.token, ['AssetsPayee'], 'Payees');
    const apiMember = await addMember(h, merchant.token, apiRole);
    const plainMember = await addMember(h, merchant.token, otherRole);
    const withApi = await memberToken(h, apiMember.national, apiMember.password);
    const without = await memberToken(h, plainMember.national, plainMember.password);

    const seen = await info(withApi);
    expect(seen.code).toBe(200);
    expect(seen.data.accessKey).toBe(merchant.live.accessKey);
    expect((await call('/user/userApi/refresh', { mode: 'live' }, withApi)).code).toBe(1000);
    expect((await info(without)).code).toBe(1000);
    expect((await apply(without)).code).toBe(1000);
    expect((await openCall(h, merchant.live, '/balance')).code).toBe(200);
  });

  it('shows a secret only against the caller’s transaction password, and logs it', async () => {
    const { token, userId, phone, national } = await company();
    expect((await apply(token)).code).toBe(200);
    await setKyb(userId, '1');
    expect((await call('/ops/userApi/approve', { userId }, op)).code).toBe(200);

    const unset = await secretOf(token, PIN);
    expect(unset).toMatchObject({ code: -1022, msg: 'Transaction password is not set' });
    expect(unset.data ?? null).toBeNull();
    // A PIN that is not 6 digits is bad input, not a try.
    expect((await secretOf(token, '12345')).code).toBe(-1008);
    await setFundPassword(h, token, phone, national, PIN);
    const wrong = await secretOf(token, '111111');
    expect(wrong).toMatchObject({
      code: -1023,
      msg: 'Incorrect transaction password; 4 tries left before payments are locked for 30 minutes',
      data: { triesLeft: 4 },
    });
    expect(JSON.stringify(wrong)).not.toMatch(/sk_live_/);
    const wrongZh = await secretOf(token, '111111', 'live', 'zh_CN');
    expect(wrongZh).toMatchObject({
      code: -1023,
      msg: '交易密码错误，还可再试3次，之后付款功能将锁定30分钟',
      data: { triesLeft: 3 },
    });
    expect(await eventTypes(h, token)).not.toContain('apiSecretRead');

    const right = await secretOf(token, PIN, 'test');
    expect(right.code).toBe(200);
    expect(right.data).toEqual({
      mode: 'test',
      accessKey: (await info(token)).data.testAccessKey,
      accessSecret: expect.stringMatching(/^sk_test_/),
    });
    expect(
      (await openCall(h, { ...right.data, secret: right.data.accessSecret }, '/balance')).code,
    ).toBe(200);
    const log = await call('/user/log', { pageNum: 1, pageSize: 5 }, token);
    const row = (log.rows as Array<{ userId: number; eventType: string; eventDesc: string }>)[0];
    expect(row).toMatchObject({
      userId,
      eventType: 'apiSecretRead',
      eventDesc: 'API test secret shown (transaction password confirmed)',
    });
    expect(row!.eventDesc).not.toMatch(/sk_/);

    // The transaction password's lockout holds here too: 5 wrong tries in a row lock it, and
    // the right one then opens nothing.
    for (let i = 0; i < 5; i++) expect((await secretOf(token, '999999')).code).toBe(-1023);
    const locked = await secretOf(token, PIN);
    expect(locked.code).toBe(-1023);
    expect(locked.msg).toMatch(/locked for 30 minutes/);
  });

  it('shows a member the secret only with the member’s own transaction password', async () => {
    const merchant = await approved();
    const apiMember = await addMember(
      h,
      merchant.token,
      await addRole(h, merchant.token, ['HomeApiB2C'], 'Payouts'),
    );
    const plain = await addMember(
      h,
      merchant.token,
      await addRole(h, merchant.token, ['Info'], 'Profile'),
    );
    const member = await memberToken(h, apiMember.national, apiMember.password);
    const outsider = await memberToken(h, plain.national, plain.password);

    expect((await secretOf(outsider, PIN)).code).toBe(1000);
    expect((await secretOf(member, PIN)).code).toBe(-1022);
    await setFundPassword(h, member, e164Kenya(apiMember.national), apiMember.national, '135246');
    // The owner's password never opens it for the member.
    expect((await secretOf(member, PIN)).code).toBe(-1023);
    const shown = await secretOf(member, '135246');
    expect(shown.data).toEqual({
      mode: 'live',
      accessKey: merchant.live.accessKey,
      accessSecret: merchant.live.secret,
    });
    const log = await call('/user/log', { pageNum: 1, pageSize: 5 }, merchant.token);
    expect(
      (log.rows as Array<{ userId: number; eventType: string }>).find(
        (r) => r.eventType === 'apiSecretRead' && r.userId === apiMember.id,
      ),
    ).toBeDefined();
  });

  it('answers operators only, and -1007 for a company that never applied', async () => {
    const { token, userId } = await company();
    expect((await call('/ops/userApi/list', { pageNum: 1, pageSize: 10 }, token)).code).toBe(-1001);
    expect((await call('/ops/userApi/approve', { userId }, token)).code).toBe(-1001);
    expect((await call('/ops/userApi/approve', { userId }, op)).code).toBe(-1007);
    expect((await call('/ops/userApi/reject', { userId, reason: 'x' }, op)).code).toBe(-1007);
    const bad = await call('/ops/userApi/list', { pageNum: 1, pageSize: 10, auditStatus: 7 }, op);
    expect(bad.code).toBe(-1008);
  });
});

describe.each(engines)('API access with KYC_REQUIRED=false (%s)', (engine) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...OPS, KYC_REQUIRED: 'false' });
  });
  afterAll(() => h.close());

  it('approves without a KYB', async () => {
    const op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    const { token, phone, national } = await registerByPhone(h, { userType: 1 });
    h.tick();
    const me = await h.call<{ userId: number }>('/user/info', {}, { token });
    h.tick();
    expect((await h.call('/user/userApi/save', application, { token })).code).toBe(200);
    h.tick();
    const reply = await h.call('/ops/userApi/approve', { userId: me.data.userId }, { token: op });
    expect(reply.code).toBe(200);
    h.tick();
    const data = (await h.call<UserApiInfo>('/user/userApi/info', {}, { token })).data;
    expect(data.auditStatus).toBe(1);
    await setFundPassword(h, token, phone, national, PIN);
    const secret = await h.call<UserApiSecret>(
      '/user/userApi/secret',
      { fundPassword: PIN },
      { token },
    );
    expect(secret.data).toMatchObject({ mode: 'live', accessKey: data.accessKey });
    const live = { accessKey: data.accessKey!, secret: secret.data.accessSecret };
    expect((await openCall(h, live, '/balance')).code).toBe(200);
  });
});
