import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import {
  e164Kenya,
  loginByPhone,
  mailCode,
  registerByEmail,
  relaxedEnv,
  smsCode,
  uniqueEmail,
  uniqueKenyanPhone,
} from './helpers.ts';

interface Info {
  userId: number;
  phone: string;
  email: string;
  userType: number;
  countryId: number;
}

describe.each(engines)('register and login on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
  });
  afterAll(async () => {
    await h.close();
  });

  const info = async (token: string) => (await h.call<Info>('/user/info', {}, { token })).data;

  it('registers a company by phone, returning a working token', async () => {
    const national = uniqueKenyanPhone();
    const code = await smsCode(h, national, 'register');
    expect(code).toMatch(/^\d{6}$/);
    const reply = await h.call<string>('/user/register', {
      userType: 1,
      countryId: 254,
      phone: national,
      code,
      password: 'Secret123',
    });
    expect(reply.code).toBe(200);
    expect(reply.data).toMatch(/^[\w-]{40,}$/);
    const me = await info(reply.data);
    expect(me).toMatchObject({ phone: e164Kenya(national), userType: 1, countryId: 254 });
  });

  it('treats 0712345678 and 712345678 as the same Kenyan number', async () => {
    const national = uniqueKenyanPhone();
    const bare = national.slice(1);
    const code = await smsCode(h, bare, 'register');
    const reply = await h.call<string>('/user/register', {
      userType: 2,
      countryId: 254,
      phone: national,
      code,
      password: 'Secret123',
    });
    expect(reply.code).toBe(200);
    expect((await info(reply.data)).phone).toBe(e164Kenya(national));
    h.tick();
    expect((await loginByPhone(h, bare, 'Secret123')).code).toBe(200);
    expect((await loginByPhone(h, national, 'Secret123')).code).toBe(200);
    // Either form reaches the same account, so a second sign-up is refused.
    const again = await h.call('/common/sendCode', {
      countryId: 254,
      phone: bare,
      scene: 'register',
    });
    expect(again.code).toBe(-1003);
  });

  it('refuses phones that are not mobiles of the chosen country, and unknown countries', async () => {
    const tanzanian = await h.call('/common/sendCode', {
      countryId: 254,
      phone: '+255754123456',
      scene: 'register',
    });
    expect(tanzanian.code).toBe(-1008);
    expect((tanzanian.data as Array<{ field: string }>)[0]?.field).toBe('phone');
    h.tick();
    const landline = await h.call('/common/sendCode', {
      countryId: 254,
      phone: '0202222222',
      scene: 'register',
    });
    expect(landline.code).toBe(-1008);
    const noCountry = await h.call(
      '/user/register',
      { userType: 2, countryId: 999, phone: '0712000001', code: '123456', password: 'Secret123' },
      { lang: 'zh_CN' },
    );
    expect(noCountry).toMatchObject({ code: -1012, msg: '国家不存在' });
  });

  it('registers by email and logs in with the email in any case', async () => {
    const email = uniqueEmail('Reg');
    const { token } = await registerByEmail(h, { email, userType: 1 });
    const me = await info(token);
    expect(me).toMatchObject({ email: email.toLowerCase(), phone: '', userType: 1 });
    const login = await h.call<string>('/user/emailLogin', {
      email: email.toUpperCase(),
      password: 'Secret123',
    });
    expect(login.code).toBe(200);
    expect((await info(login.data)).userId).toBe(me.userId);
    expect(login.data).not.toBe(token);
  });

  it('refuses a second account on the same phone or email with -1003', async () => {
    const { national } = await registerByPhone(h);
    const zh = await h.call(
      '/common/sendCode',
      { countryId: 254, phone: national, scene: 'register' },
      { lang: 'zh_CN' },
    );
    expect(zh).toMatchObject({ code: -1003, msg: '账号已存在' });
    const { email } = await registerByEmail(h);
    const mail = await h.call('/common/sendMailCode', { email, scene: 'register' });
    expect(mail.code).toBe(-1003);
  });

  it('refuses registration with a wrong code (-1006) and creates no account', async () => {
    const national = uniqueKenyanPhone();
    const code = await smsCode(h, national, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    const body = {
      userType: 2,
      countryId: 254,
      phone: national,
      code: wrong,
      password: 'Secret123',
    };
    const reply = await h.call('/user/register', body, { lang: 'zh_CN' });
    expect(reply).toMatchObject({ code: -1006, msg: '验证码错误' });
    h.tick();
    expect((await loginByPhone(h, national, 'Secret123')).code).toBe(-1002);
    const email = uniqueEmail();
    const mail = await mailCode(h, email, 'register');
    const byMail = await h.call('/user/emailRegister', {
      userType: 2,
      countryId: 254,
      email,
      code: mail === '000000' ? '111111' : '000000',
      password: 'Secret123',
    });
    expect(byMail.code).toBe(-1006);
  });

  it('enforces the SPEC §5 password rule at sign-up with -1008', async () => {
    for (const password of ['secret123', 'SECRET123', 'Secretabc', 'Se1', 'Secret 123']) {
      const reply = await h.call(
        '/user/register',
        { userType: 2, countryId: 254, phone: '0712000002', code: '123456', password },
        { lang: 'zh_CN' },
      );
      expect(reply.code).toBe(-1008);
      expect(reply.data).toEqual([
        { field: 'password', message: '密码至少6位，须包含数字及大小写字母，且不能有空格' },
      ]);
    }
  });

  it('answers -1008 on junk payloads, naming the fields', async () => {
    // 1 company, 2 individual and 3 agent are the user types; 4 is none of them.
    const reply = await h.call('/user/register', {
      userType: 4,
      countryId: 'kenya',
      phone: 'abc',
      code: '12ab',
      password: 'Secret123',
    });
    expect(reply.code).toBe(-1008);
    const fields = (reply.data as Array<{ field: string }>).map((f) => f.field).sort();
    expect(fields).toEqual(['code', 'countryId', 'phone', 'userType']);
    const mail = await h.call('/user/emailRegister', { userType: 2, countryId: 254, email: 'x@' });
    expect(mail.code).toBe(-1008);
    expect((mail.data as Array<{ field: string }>).map((f) => f.field).sort()).toEqual([
      'code',
      'email',
      'password',
    ]);
    expect((await h.call('/user/login', { countryId: 254, phone: '0712000003' })).code).toBe(-1008);
    expect((await h.call('/user/emailLogin', { email: 'nobody', password: 'x' })).code).toBe(-1008);
  });

  it('answers -1004 for a wrong password and -1002 for an unknown account, in Chinese too', async () => {
    const { national, email } = {
      ...(await registerByPhone(h)),
      ...(await registerByEmail(h)),
    };
    const wrong = await h.call(
      '/user/login',
      { countryId: 254, phone: national, password: 'Wrong1234' },
      { lang: 'zh_CN' },
    );
    expect(wrong).toMatchObject({ code: -1004, msg: '账号或密码错误', data: null });
    const wrongMail = await h.call('/user/emailLogin', { email, password: 'Wrong1234' });
    expect(wrongMail).toMatchObject({ code: -1004, msg: 'Wrong account password' });
    const unknown = await h.call(
      '/user/emailLogin',
      { email: uniqueEmail('ghost'), password: 'Secret123' },
      { lang: 'zh_CN' },
    );
    expect(unknown).toMatchObject({ code: -1002, msg: '账号不存在' });
  });
});
