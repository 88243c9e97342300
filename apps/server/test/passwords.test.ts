import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import {
  eventTypes,
  loginByPhone,
  mailCode,
  registerByEmail,
  relaxedEnv,
  smsCode,
  uniqueEmail,
} from './helpers.ts';

const MINUTE = 60_000;
const other = (code: string) => (code === '000000' ? '111111' : '000000');

describe.each(engines)('passwords on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
  });
  afterAll(async () => {
    await h.close();
  });

  const info = (token: string) =>
    h.call<{ fundPasswordFlag: boolean }>('/user/info', {}, { token });

  it('/user/findPwd resets by phone code and ends every session of the account', async () => {
    const { national, token } = await registerByPhone(h);
    const code = await smsCode(h, national, 'findPwd');
    const wrong = await h.call('/user/findPwd', {
      countryId: 254,
      phone: national.slice(1),
      code: other(code),
      password: 'Newpass123',
    });
    expect(wrong.code).toBe(-1006);
    h.tick();
    const reply = await h.call('/user/findPwd', {
      countryId: 254,
      phone: national.slice(1),
      code,
      password: 'Newpass123',
    });
    expect(reply.code).toBe(200);
    expect((await h.call('/user/info', {}, { token })).code).toBe(-1001);
    expect((await loginByPhone(h, national, 'Secret123')).code).toBe(-1004);
    const login = await loginByPhone(h, national, 'Newpass123');
    expect(login.code).toBe(200);
    expect(await eventTypes(h, login.data)).toEqual(['login', 'findPwd', 'register']);
  });

  it('/user/findPwd checks the password rule and unknown accounts', async () => {
    const weak = await h.call('/user/findPwd', {
      countryId: 254,
      phone: '0712000009',
      code: '123456',
      password: 'weakpass',
    });
    expect(weak.code).toBe(-1008);
    const ghost = await h.call(
      '/user/findPwd',
      { countryId: 254, phone: '0712000009', code: '123456', password: 'Newpass123' },
      { lang: 'zh_CN' },
    );
    // An unknown account is answered as one with no code (account-enumeration.test.ts).
    expect(ghost).toMatchObject({ code: -1005, msg: '验证码不存在' });
    const junk = await h.call('/user/emailFindPwd', { email: 'x', code: '', password: '' });
    expect(junk.code).toBe(-1008);
    expect((junk.data as Array<{ field: string }>).map((f) => f.field).sort()).toEqual([
      'code',
      'email',
      'password',
    ]);
  });

  it('/user/emailFindPwd resets by email code; an expired code changes nothing', async () => {
    const { email, token } = await registerByEmail(h);
    const stale = await mailCode(h, email, 'findPwd');
    h.clock.advance(5 * MINUTE);
    const expired = await h.call('/user/emailFindPwd', {
      email,
      code: stale,
      password: 'Newpass123',
    });
    expect(expired.code).toBe(-1005);
    const old = await h.call<string>('/user/emailLogin', { email, password: 'Secret123' });
    expect(old.code).toBe(200);
    h.tick();
    const code = await mailCode(h, email, 'findPwd');
    const reply = await h.call('/user/emailFindPwd', {
      email: email.toUpperCase(),
      code,
      password: 'Newpass123',
    });
    expect(reply.code).toBe(200);
    expect((await h.call('/user/info', {}, { token: old.data })).code).toBe(-1001);
    expect((await h.call('/user/info', {}, { token })).code).toBe(-1001);
    const login = await h.call('/user/emailLogin', { email, password: 'Newpass123' });
    expect(login.code).toBe(200);
  });

  it('/user/resetPwd needs the old password, a new valid one, and keeps only this session', async () => {
    const { national, token } = await registerByPhone(h);
    const second = (await loginByPhone(h, national, 'Secret123')).data;
    const wrongOld = await h.call(
      '/user/resetPwd',
      { oldPassword: 'Nope12345', newPassword: 'Newpass123' },
      { token, lang: 'zh_CN' },
    );
    expect(wrongOld).toMatchObject({ code: -1033, msg: '旧密码错误' });
    const same = await h.call(
      '/user/resetPwd',
      { oldPassword: 'Secret123', newPassword: 'Secret123' },
      { token },
    );
    expect(same.code).toBe(-1008);
    expect(same.data).toEqual([
      { field: 'newPassword', message: 'The new password must differ from the old one' },
    ]);
    const weak = await h.call(
      '/user/resetPwd',
      { oldPassword: 'Secret123', newPassword: 'short' },
      { token },
    );
    expect(weak.code).toBe(-1008);
    expect((await loginByPhone(h, national, 'Secret123')).code).toBe(200);

    const ok = await h.call(
      '/user/resetPwd',
      { oldPassword: 'Secret123', newPassword: 'Changed123' },
      { token },
    );
    expect(ok.code).toBe(200);
    expect((await h.call('/user/info', {}, { token })).code).toBe(200);
    expect((await h.call('/user/info', {}, { token: second })).code).toBe(-1001);
    expect((await loginByPhone(h, national, 'Secret123')).code).toBe(-1004);
    expect((await loginByPhone(h, national, 'Changed123')).code).toBe(200);
    expect((await eventTypes(h, token)).slice(0, 2)).toEqual(['login', 'resetPwd']);
  });

  it('/user/resetFundPwd sets a 6-digit password with a code sent to the own phone', async () => {
    const { national, token } = await registerByPhone(h);
    expect((await info(token)).data.fundPasswordFlag).toBe(false);
    for (const fundPassword of ['12345', '1234567', 'abcdef', '12 456']) {
      const reply = await h.call(
        '/user/resetFundPwd',
        { code: '123456', fundPassword },
        { token, lang: 'zh_CN' },
      );
      expect(reply.code).toBe(-1008);
      expect(reply.data).toEqual([{ field: 'fundPassword', message: '交易密码为6位数字' }]);
    }
    // A code for another scene does not count.
    const wrongScene = await smsCode(h, national, 'findPwd');
    const refused = await h.call(
      '/user/resetFundPwd',
      { code: wrongScene, fundPassword: '246810' },
      { token },
    );
    expect(refused.code).toBe(-1005);
    const code = await smsCode(h, national, 'fundPwd');
    const bad = await h.call(
      '/user/resetFundPwd',
      { code: other(code), fundPassword: '246810' },
      { token },
    );
    expect(bad.code).toBe(-1006);
    expect((await info(token)).data.fundPasswordFlag).toBe(false);
    const ok = await h.call('/user/resetFundPwd', { code, fundPassword: '246810' }, { token });
    expect(ok.code).toBe(200);
    expect((await info(token)).data.fundPasswordFlag).toBe(true);
    expect(await eventTypes(h, token)).toContain('resetFundPwd');
  });

  it('/user/resetFundPwd uses the own email for an email account, not a stranger address', async () => {
    const { token, email } = await registerByEmail(h);
    const stranger = await registerByEmail(h, { email: uniqueEmail('stranger') });
    const theirs = await mailCode(h, stranger.email, 'fundPwd');
    const refused = await h.call(
      '/user/resetFundPwd',
      { code: theirs, fundPassword: '135790' },
      { token },
    );
    expect([-1005, -1006]).toContain(refused.code);
    expect((await info(token)).data.fundPasswordFlag).toBe(false);
    const code = await mailCode(h, email, 'fundPwd');
    expect(
      (await h.call('/user/resetFundPwd', { code, fundPassword: '135790' }, { token })).code,
    ).toBe(200);
    expect((await info(token)).data.fundPasswordFlag).toBe(true);
    expect((await info(stranger.token)).data.fundPasswordFlag).toBe(false);
  });

  it('needs a session for resetPwd and resetFundPwd', async () => {
    const a = await h.call('/user/resetPwd', {
      oldPassword: 'Secret123',
      newPassword: 'New12345a',
    });
    expect(a.code).toBe(-1001);
    const b = await h.call('/user/resetFundPwd', { code: '123456', fundPassword: '123456' });
    expect(b.code).toBe(-1001);
  });
});
