import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import {
  contactCode,
  e164Kenya,
  mailCode,
  smsCode,
  uniqueEmail,
  uniqueKenyanPhone,
} from './helpers.ts';
import { operatorToken, outboxTexts } from './identity-helpers.ts';
import { batchRows, drain, uploadBatch } from './batch-helpers.ts';
import { MONEY_ENV, setFundPassword, topUp } from './money-helpers.ts';

type Item = { id: number; type: string; title: string; body: string; sn: string | null };

const OPS = { OPERATOR_USERNAME: 'ops.notify', OPERATOR_PASSWORD: 'Operator-Passw0rd' };

/** The events added to the centre after its first slice (docs/notifications.md). */
describe.each(engines)('more notifications on %s', (engine) => {
  let h: Harness;
  let op: string;

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...MONEY_ENV,
      ...OPS,
      SESSION_IDLE_MINUTES: '120',
      LOGIN_IP_MAX_PER_MINUTE: '10000',
    });
    op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
  });
  afterAll(async () => {
    await h.close();
  });

  const list = async (token: string, type: string, lang: 'en_US' | 'zh_CN' = 'en_US') => {
    h.tick();
    const reply = await h.call<{ list: Item[] }>('/notify/list', { pageSize: 50 }, { token, lang });
    expect(reply.code).toBe(200);
    return reply.data.list.filter((n) => n.type === type);
  };
  const inChinese = (phone: string) =>
    h.app.db.kysely
      .updateTable('users')
      .set({ language: 'zh_CN' })
      .where('phone', '=', phone)
      .execute();

  it('tells of a new transaction password once, in the centre and by one SMS in Chinese', async () => {
    const user = await registerByPhone(h);
    await inChinese(user.phone);
    await setFundPassword(h, user.token, user.phone, user.national, '135790');
    await drain(h);
    const rows = await list(user.token, 'security.fundPassword', 'zh_CN');
    expect(rows.map((r) => r.title)).toEqual(['交易密码已设置']);
    expect((await outboxTexts(h, user.phone)).filter((t) => t.includes('如非本人操作'))).toEqual([
      '【PesaBridge】您的账号已设置新的交易密码。如非本人操作，请立即联系我们。',
    ]);
  });

  it('shows a phone change in the centre once, with only the direct SMS to the old number', async () => {
    const { token, phone, password } = await registerByPhone(h);
    const fresh = uniqueKenyanPhone();
    const oldCode = await contactCode(h, token, 'changePhone', phone);
    const code = await smsCode(h, fresh, 'changePhone');
    h.tick();
    const body = { countryId: 254, phone: fresh, code, password, oldCode };
    expect((await h.call('/user/changePhone', body, { token })).code).toBe(200);
    await drain(h);
    const masked = `${e164Kenya(fresh).slice(0, 6)}***${fresh.slice(-3)}`;
    const rows = await list(token, 'security.phone');
    expect(rows.map((r) => r.body)).toEqual([
      `The phone number of your account is now ${masked}. If you did not make this change, contact us at once.`,
    ]);
    const told = (to: string) =>
      outboxTexts(h, to).then((texts) =>
        texts.filter((t) => t.includes('phone number of your account')),
      );
    expect(await told(phone)).toHaveLength(1);
    expect(await told(e164Kenya(fresh))).toEqual([]);
  });

  it('shows an email change in the centre once, with only the direct SMS to the phone', async () => {
    const { token, phone, password } = await registerByPhone(h);
    const email = uniqueEmail('notify');
    const oldCode = await contactCode(h, token, 'changeEmail', phone);
    const code = await mailCode(h, email, 'changeEmail');
    h.tick();
    expect(
      (await h.call('/user/changeEmail', { email, code, password, oldCode }, { token })).code,
    ).toBe(200);
    await drain(h);
    const rows = await list(token, 'security.email', 'zh_CN');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toMatch(/^您账号的邮箱已更换为 no\*\*\*@/);
    const texts = (await outboxTexts(h, phone)).filter((t) => t.includes('email of your account'));
    expect(texts).toHaveLength(1);
    expect((await outboxTexts(h, email)).filter((t) => t.includes('is now'))).toEqual([]);
  });

  it('tells a company of its API access decisions once each, with the reason', async () => {
    const { token } = await registerByPhone(h, { userType: 1 });
    h.tick();
    const me = await h.call<{ userId: number }>('/user/info', {}, { token });
    const userId = me.data.userId;
    const application = {
      companyName: 'Duka Digital Ltd',
      description: 'Collections for our online shop',
      monthlyVolume: '25000',
      notifyUrl: 'https://duka.example/pesa/hooks',
      ipWhitelist: '127.0.0.1',
    };
    const apply = async () => {
      h.tick();
      expect((await h.call('/user/userApi/save', application, { token })).code).toBe(200);
    };
    const ops = async (path: string, body: object) => {
      h.tick();
      return h.call(path, body, { token: op });
    };
    await apply();
    expect((await ops('/ops/userApi/reject', { userId, reason: 'Website offline' })).code).toBe(
      200,
    );
    // A second reject of the same decision changes nothing and tells nothing.
    expect((await ops('/ops/userApi/reject', { userId, reason: 'Again' })).code).not.toBe(200);
    const rejected = await list(token, 'api.rejected', 'zh_CN');
    expect(rejected.map((r) => r.body)).toEqual([
      '您的 API 接入申请未通过：Website offline。请修改后重新申请。',
    ]);
    await apply();
    expect((await ops('/ops/userApi/approve', { userId })).code).toBe(200);
    const approved = await list(token, 'api.approved');
    expect(approved.map((r) => r.title)).toEqual(['API access approved']);
    // Account decisions are in the app only unless chosen otherwise.
    await drain(h);
    const me2 = await h.app.db.kysely
      .selectFrom('users')
      .select('phone')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect((await outboxTexts(h, me2.phone!)).filter((t) => t.includes('API'))).toEqual([]);
  });

  it('tells of a sign-in from a new device once, never of the registering one again', async () => {
    const user = await registerByPhone(h);
    const signIn = async (userAgent?: string, ip = '127.0.0.1') => {
      h.tick();
      const response = await h.app.server.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: ip,
        headers: {
          'content-type': 'application/json',
          ...(userAgent && { 'user-agent': userAgent }),
        },
        payload: { countryId: 254, phone: user.national, password: user.password },
      });
      const reply = response.json<{ code: number; data: string }>();
      expect(reply.code).toBe(200);
      return reply.data;
    };
    // The device it registered on, twice: not new.
    await signIn();
    await signIn(undefined, '127.0.0.88');
    expect(await list(user.token, 'security.newDevice')).toEqual([]);
    const firefox =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
    await signIn(firefox, '41.90.12.7');
    await signIn(firefox, '41.90.12.99');
    await drain(h);
    const rows = await list(user.token, 'security.newDevice');
    expect(rows.map((r) => r.body)).toEqual([
      'Your account was signed in from a new device (Firefox, Windows). If this was not you, change your password at once.',
    ]);
    expect((await outboxTexts(h, user.phone)).filter((t) => t.includes('new device'))).toEqual([
      `PesaBridge: ${rows[0]!.body}`,
    ]);
    // Nothing of the address or the user agent is kept, only their hash.
    const kept = await h.app.db.kysely
      .selectFrom('sign_in_devices')
      .innerJoin('users', 'users.user_id', 'sign_in_devices.user_id')
      .select('device_hash')
      .where('users.phone', '=', user.phone)
      .execute();
    expect(kept).toHaveLength(2);
    for (const row of kept) expect(row.device_hash).toMatch(/^[0-9a-f]{64}$/);
    // 91 days later the same browser is new again.
    h.clock.advance(91 * 24 * 60 * 60_000);
    const later = await signIn(firefox, '41.90.12.7');
    expect(await list(later, 'security.newDevice')).toHaveLength(2);
  });

  it('tells the maker once when a bulk file finished, with paid and failed counts', async () => {
    const user = await registerByPhone(h);
    await setFundPassword(h, user.token, user.phone, user.national, '135790');
    await topUp(h, user.token, '5000');
    const csv = [
      'name,payType,phone,bankCode,bankNo,amount,currency,note',
      '"Worker 1",2,0722300001,,,100,KES,',
      '"Worker 2",2,0722300002,,,100,KES,',
      '"Worker 3",2,0722300003,,,100,KES,',
    ].join('\r\n');
    const up = await uploadBatch(h, user.token, csv);
    expect(up.data.valid).toBe(3);
    const refused = '+254722300002';
    const rail = h.app.money.simulator;
    const submit = rail.submitPayout.bind(rail);
    rail.submitPayout = (request) => {
      if (request.recipient.account === refused) rail.forceOutcome(request.reference, 'failure');
      return submit(request);
    };
    h.tick();
    const submitted = await h.call<{ batchNo: string }>(
      '/batch/submit',
      { batchId: up.data.batchId, fundPassword: '135790' },
      { token: user.token },
    );
    expect(submitted.code).toBe(200);
    await drain(h);
    const rows = await batchRows(h, user.token, up.data.batchId);
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'paid', 'paid']);
    // Each row's end queued a check: only the one that saw the file done told, once.
    await drain(h);
    const told = await list(user.token, 'batch.finished');
    expect(told.map((r) => r.body)).toEqual([
      `Your bulk file ${submitted.data.batchNo} is finished: 2 paid, 1 failed.`,
    ]);
    expect((await outboxTexts(h, user.phone)).filter((t) => t.includes('bulk file'))).toEqual([
      `PesaBridge: ${told[0]!.body}`,
    ]);
  });
});
