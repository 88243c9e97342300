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

const MINUTE = 60_000;
const other = (code: string) => (code === '000000' ? '111111' : '000000');

describe.each(engines)('verification codes on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
  });
  afterAll(async () => {
    await h.close();
  });

  const register = (national: string, code: string, lang: 'en_US' | 'zh_CN' = 'en_US') =>
    h.call<string>(
      '/user/register',
      { userType: 2, countryId: 254, phone: national, code, password: 'Secret123' },
      { lang },
    );

  it('sends 6 random digits by SMS and by email, in the caller language', async () => {
    const national = uniqueKenyanPhone();
    const sent = await h.call(
      '/common/sendCode',
      { countryId: 254, phone: national, scene: 'register' },
      { lang: 'zh_CN' },
    );
    expect(sent).toMatchObject({ code: 200, msg: '操作成功' });
    const outbox = await h.call<Array<{ code: string; text: string; channel: string }>>(
      `/dev/outbox?to=${encodeURIComponent(e164Kenya(national))}`,
      undefined,
      { method: 'GET' },
    );
    const message = outbox.data[0]!;
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.channel).toBe('sms');
    expect(message.text).toContain(message.code);
    expect(message.text).toMatch(/验证码/);
    const codes = new Set<string>([message.code]);
    for (let i = 0; i < 4; i++) codes.add(await mailCode(h, uniqueEmail('rand'), 'register'));
    expect(codes.size).toBeGreaterThan(1);
  });

  it('spaces codes to one address and scene by 60 s (-1026), by SMS and email', async () => {
    const national = uniqueKenyanPhone();
    await smsCode(h, national, 'register');
    const body = { countryId: 254, phone: national, scene: 'register' };
    h.clock.advance(57_500);
    const early = await h.call<{ retryAfter: number; retryAt: string }>('/common/sendCode', body, {
      lang: 'zh_CN',
    });
    // The reply says when the next code may be asked: in whole seconds, rounded up, and as a time.
    const { retryAfter, retryAt } = early.data;
    expect(early).toMatchObject({
      code: -1026,
      msg: `验证码发送过于频繁，请 ${retryAfter} 秒后再获取`,
    });
    const waitMs = Date.parse(retryAt) - h.clock.now().getTime();
    expect(retryAfter).toBe(Math.ceil(waitMs / 1000));
    expect(waitMs).toBeGreaterThan(0);
    expect(waitMs).toBeLessThanOrEqual(2_500);
    // Still refused just before that time (past the 300 ms duplicate guard), accepted at it.
    h.clock.advance(waitMs - 400);
    expect((await h.call('/common/sendCode', body)).code).toBe(-1026);
    h.clock.advance(400);
    expect((await h.call('/common/sendCode', body)).code).toBe(200);
    const email = uniqueEmail('space');
    await mailCode(h, email, 'register');
    const again = await h.call<{ retryAfter: number }>('/common/sendMailCode', {
      email,
      scene: 'register',
    });
    expect(again.code).toBe(-1026);
    expect(again.data.retryAfter).toBeGreaterThan(55);
    expect(again.msg).toBe(
      `A code was sent less than a minute ago. You can ask for a new one in ${again.data.retryAfter} s`,
    );
  });

  it('accepts a code just before 5 minutes and refuses it from 5 minutes on', async () => {
    const national = uniqueKenyanPhone();
    const code = await smsCode(h, national, 'register');
    h.clock.advance(5 * MINUTE - 2_000);
    expect((await register(national, code)).code).toBe(200);

    const late = uniqueKenyanPhone();
    const stale = await smsCode(h, late, 'register');
    h.clock.advance(5 * MINUTE);
    const zh = await register(late, stale, 'zh_CN');
    expect(zh).toMatchObject({ code: -1005, msg: '验证码已过期，请重新获取' });
    h.tick();
    const en = await register(late, stale);
    expect(en.code).toBe(-1005);
    expect((await loginByPhone(h, late, 'Secret123')).code).toBe(-1002);
  });

  it('uses a code once: the same code is refused afterwards with -1005', async () => {
    const { national, password } = await registerByPhone(h);
    h.clock.advance(MINUTE);
    const code = await smsCode(h, national, 'findPwd');
    const body = { countryId: 254, phone: national, code, password: 'Newpass123' };
    expect((await h.call('/user/findPwd', body)).code).toBe(200);
    h.tick();
    const reused = await h.call(
      '/user/findPwd',
      { ...body, password: 'Other1234' },
      { lang: 'zh_CN' },
    );
    expect(reused).toMatchObject({ code: -1005, msg: '验证码不存在' });
    expect((await loginByPhone(h, national, 'Other1234')).code).toBe(-1004);
    expect((await loginByPhone(h, national, 'Newpass123')).code).toBe(200);
    expect((await loginByPhone(h, national, password)).code).toBe(-1004);
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const national = uniqueKenyanPhone();
    const code = await smsCode(h, national, 'register');
    for (let i = 0; i < 5; i++) {
      expect((await register(national, other(code))).code).toBe(-1006);
      h.tick();
    }
    expect((await register(national, code)).code).toBe(-1005);
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    const national = uniqueKenyanPhone();
    const code = await smsCode(h, national, 'register');
    for (let i = 0; i < 4; i++) {
      expect((await register(national, other(code))).code).toBe(-1006);
      h.tick();
    }
    expect((await register(national, code)).code).toBe(200);
  });

  it('checks no more than 5 guesses of a burst sent in parallel', async () => {
    const national = uniqueKenyanPhone();
    const code = await smsCode(h, national, 'register');
    const guesses = Array.from({ length: 20 }, (_, i) => String(i).padStart(6, '0'));
    const replies = await Promise.all(
      guesses.filter((g) => g !== code).map((g) => register(national, g)),
    );
    const codes = replies.map((r) => r.code);
    expect(codes.filter((c) => c === -1006)).toHaveLength(5);
    expect(codes.filter((c) => c !== -1006).every((c) => c === -1005)).toBe(true);
    expect((await register(national, code)).code).toBe(-1005);
  });

  it('retires the earlier code when a new one is sent', async () => {
    const national = uniqueKenyanPhone();
    const first = await smsCode(h, national, 'register');
    h.clock.advance(MINUTE);
    const second = await smsCode(h, national, 'register');
    if (first !== second) {
      expect((await register(national, first)).code).toBe(-1006);
      h.tick();
    }
    expect((await register(national, second)).code).toBe(200);
  });

  it('binds a code to its scene and its address', async () => {
    const { national } = await registerByPhone(h);
    const { email } = await registerByEmail(h);
    h.clock.advance(MINUTE);
    const findPwd = await smsCode(h, national, 'findPwd');
    // A findPwd code cannot change the phone of another account, nor reset another address.
    const reply = await h.call('/user/emailFindPwd', {
      email,
      code: findPwd,
      password: 'Newpass123',
    });
    expect(reply.code).toBe(-1005);
    const fresh = uniqueKenyanPhone();
    expect((await register(fresh, findPwd)).code).toBe(-1005);
  });

  it('sends findPwd and fundPwd codes only to existing accounts, without saying so', async () => {
    const ghostPhone = uniqueKenyanPhone();
    const ghost = await h.call(
      '/common/sendCode',
      { countryId: 254, phone: ghostPhone, scene: 'findPwd' },
      { lang: 'zh_CN' },
    );
    // Answered as for an account (account-enumeration.test.ts), and nothing is sent.
    expect(ghost).toMatchObject({ code: 200, msg: '操作成功' });
    await expect(h.lastCode(e164Kenya(ghostPhone))).rejects.toThrow(/no code was sent/);
    const ghostEmail = uniqueEmail('ghost');
    const ghostMail = await h.call('/common/sendMailCode', { email: ghostEmail, scene: 'fundPwd' });
    expect(ghostMail.code).toBe(200);
    await expect(h.lastCode(ghostEmail)).rejects.toThrow(/no code was sent/);
  });

  it('answers -1008 on junk scenes, emails and phones', async () => {
    const bad = await h.call('/common/sendMailCode', { email: 'not-an-email', scene: 'hack' });
    expect(bad.code).toBe(-1008);
    expect((bad.data as Array<{ field: string }>).map((f) => f.field).sort()).toEqual([
      'email',
      'scene',
    ]);
    const phone = await h.call('/common/sendCode', { countryId: 254, phone: '12', scene: 'login' });
    expect(phone.code).toBe(-1008);
  });
});
