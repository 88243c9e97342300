import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import {
  contactCode,
  e164Kenya,
  loginByPhone,
  mailCode,
  registerByEmail,
  relaxedEnv,
  smsCode,
  uniqueEmail,
  uniqueKenyanPhone,
} from './helpers.ts';
import { outboxTexts } from './identity-helpers.ts';

const MINUTE = 60_000;
const other = (code: string) => (code === '000000' ? '111111' : '000000');

/**
 * Someone holding only a session token (read from a shared computer, say) must not be able to
 * turn it into the account: moving the phone or email needs the password and the current
 * contact, and guessing the password through the profile calls hits the login lockout.
 */
describe.each(engines)('a stolen session on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
  });
  afterAll(async () => {
    await h.close();
  });

  const phoneOf = async (token: string) =>
    (await h.call<{ phone: string }>('/user/info', {}, { token })).data.phone;
  const call = (path: string, body: unknown, token: string, lang?: 'en_US' | 'zh_CN') => {
    h.tick();
    return h.call(path, body, { token, lang });
  };

  it('cannot move the account to another phone without the password and a code from the current phone', async () => {
    const victim = await registerByPhone(h);
    const token = victim.token;
    const attacker = uniqueKenyanPhone();
    const code = await smsCode(h, attacker, 'changePhone');
    const target = { countryId: 254, phone: attacker, code };

    // The old call's payload alone is refused for the missing proofs.
    const bare = await call('/user/changePhone', target, token);
    expect(bare.code).toBe(-1008);
    expect((bare.data as Array<{ field: string }>).map((f) => f.field).sort()).toEqual([
      'oldCode',
      'password',
    ]);
    // A guessed password is wrong, and no code was sent to the current phone.
    const guessed = { ...target, password: 'Guess1234', oldCode: '123456' };
    expect(await call('/user/changePhone', guessed, token)).toMatchObject({ code: -1004 });
    const noCode = { ...target, password: victim.password, oldCode: '123456' };
    expect(await call('/user/changePhone', noCode, token, 'zh_CN')).toMatchObject({
      code: -1005,
      msg: '验证码不存在',
      data: { field: 'oldCode' },
    });
    // A code to the current phone for another purpose does not count either.
    const fundCode = await smsCode(h, victim.national, 'fundPwd');
    const otherScene = { ...noCode, oldCode: fundCode };
    expect((await call('/user/changePhone', otherScene, token)).code).toBe(-1005);
    expect(await phoneOf(token)).toBe(victim.phone);

    // The owner, with all three, moves the account; the new number's code was not used up above.
    const oldCode = await contactCode(h, token, 'changePhone', victim.phone);
    expect(
      await call('/user/changePhone', { ...noCode, oldCode: other(oldCode) }, token),
    ).toMatchObject({ code: -1006, data: { field: 'oldCode' } });
    expect((await call('/user/changePhone', { ...noCode, oldCode }, token)).code).toBe(200);
    expect(await phoneOf(token)).toBe(e164Kenya(attacker));
    const [notice] = await outboxTexts(h, victim.phone);
    expect(notice).toContain('the phone number of your account is now +25471***');
  });

  it('sends the current-contact code only to the account’s own contact, in its language', async () => {
    const { token, phone, national } = await registerByPhone(h);
    await h.call('/user/info', {}, { token, lang: 'zh_CN' });
    const sent = await call('/user/sendContactCode', { purpose: 'changePhone' }, token);
    expect(sent).toMatchObject({
      code: 200,
      data: { channel: 'sms', to: `${phone.slice(0, 6)}***${phone.slice(-3)}` },
    });
    const [text] = await outboxTexts(h, phone);
    expect(text).toMatch(
      /^【PesaBridge】您的验证码是 \d{6}，用于确认更换手机号或邮箱，5分钟内有效/,
    );
    // Once a minute, like every code.
    expect((await call('/user/sendContactCode', { purpose: 'changePhone' }, token)).code).toBe(
      -1026,
    );
    // Nobody can ask for it for an address of their choosing, nor without a session.
    h.tick();
    const open = await h.call('/common/sendCode', {
      countryId: 254,
      phone: national,
      scene: 'verifyContact',
    });
    expect(open.code).toBe(-1008);
    h.tick();
    expect((await h.call('/user/sendContactCode', { purpose: 'changePhone' })).code).toBe(-1001);
    expect((await call('/user/sendContactCode', { purpose: 'other' }, token)).code).toBe(-1008);
  });

  it('moves an email only with a code from the current email, which is then told', async () => {
    const { token, email, password } = await registerByEmail(h);
    const next = uniqueEmail('next');
    const code = await mailCode(h, next, 'changeEmail');
    const sent = await call('/user/sendContactCode', { purpose: 'changeEmail' }, token);
    expect(sent.data).toEqual({ channel: 'email', to: `${email.slice(0, 2)}***@example.com` });
    const oldCode = await h.lastCode(email);
    const body = { email: next, code, password, oldCode };
    expect((await call('/user/changeEmail', { ...body, password: 'Guess1234' }, token)).code).toBe(
      -1004,
    );
    expect((await call('/user/changeEmail', body, token)).code).toBe(200);
    expect((await outboxTexts(h, email))[0]).toBe(
      'PesaBridge: the email of your account is now ne***@example.com. If you did not make this change, contact us at once.',
    );
    // An account without a phone links one with a code from its email.
    const phone = uniqueKenyanPhone();
    const phoneCode = await smsCode(h, phone, 'changePhone');
    await call('/user/sendContactCode', { purpose: 'changePhone' }, token);
    const linked = await call(
      '/user/changePhone',
      { countryId: 254, phone, code: phoneCode, password, oldCode: await h.lastCode(next) },
      token,
    );
    expect(linked.code).toBe(200);
    expect(await phoneOf(token)).toBe(e164Kenya(phone));
    expect((await outboxTexts(h, next))[0]).toContain('the phone number of your account is now');
  });

  it('locks the account after 5 wrong old passwords on /user/resetPwd, refusing the right one too', async () => {
    const { token, national, password } = await registerByPhone(h);
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) {
      const reply = await call(
        '/user/resetPwd',
        { oldPassword: `Guess${1000 + i}a`, newPassword: 'Taken2026x' },
        token,
      );
      codes.push(reply.code);
    }
    expect(codes).toEqual([...Array(5).fill(-1033), ...Array(20).fill(429)]);
    const right = { oldPassword: password, newPassword: 'Taken2026x' };
    expect(await call('/user/resetPwd', right, token, 'zh_CN')).toMatchObject({
      code: 429,
      msg: '密码错误次数过多，账号已被暂时锁定',
    });
    expect(await call('/user/resetPwd', right, token)).toMatchObject({
      code: 429,
      msg: 'Too many wrong passwords; this account is locked for a while',
    });
    // The same lock as sign-in's.
    expect((await loginByPhone(h, national, password)).code).toBe(429);
    // The session itself stays: a lock must not let strangers sign an owner out.
    expect((await call('/user/info', {}, token)).code).toBe(200);
    h.clock.advance(15 * MINUTE);
    expect((await call('/user/resetPwd', right, token)).code).toBe(200);
    expect((await loginByPhone(h, national, 'Taken2026x')).code).toBe(200);
  });

  it('counts wrong passwords on /user/changePhone and /user/changeEmail toward the same lockout', async () => {
    const { token, national, password } = await registerByPhone(h);
    const guesses = { code: '123456', oldCode: '123456', password: 'Guess1234' };
    const phone = { countryId: 254, phone: uniqueKenyanPhone(), ...guesses };
    const email = { email: uniqueEmail('guess'), ...guesses };
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await call('/user/changePhone', phone, token)).code);
    for (let i = 0; i < 3; i++) codes.push((await call('/user/changeEmail', email, token)).code);
    expect(codes).toEqual([-1004, -1004, -1004, -1004, -1004, 429]);
    expect((await call('/user/changeEmail', { ...email, password }, token)).code).toBe(429);
    expect((await loginByPhone(h, national, password)).code).toBe(429);

    // And the other way round: failed sign-ins lock the profile's password checks.
    const second = await registerByPhone(h);
    for (let i = 0; i < 5; i++) await loginByPhone(h, second.national, 'Guess1234');
    const proof = { ...phone, password: second.password };
    expect((await call('/user/changePhone', proof, second.token)).code).toBe(429);
  });

  it('tells the holder after a password change, by the change or by a reset code', async () => {
    const { token, phone, national, password } = await registerByPhone(h);
    const body = { oldPassword: password, newPassword: 'Changed2026' };
    expect((await call('/user/resetPwd', body, token)).code).toBe(200);
    // The notice goes out through the job queue (docs/notifications.md).
    await h.app.money.worker.runDue();
    const notice =
      'PesaBridge: The login password of your account was changed. If you did not make this change, reset it with "Forgot password" and contact us at once.';
    expect((await outboxTexts(h, phone))[0]).toBe(notice);

    const code = await smsCode(h, national, 'findPwd');
    const reset = { countryId: 254, phone: national, code, password: 'Again2026x' };
    expect((await call('/user/findPwd', reset, token, 'zh_CN')).code).toBe(200);
    await h.app.money.worker.runDue();
    expect((await outboxTexts(h, phone)).slice(0, 2)).toEqual([notice, expect.any(String)]);
    expect((await outboxTexts(h, phone))[1]).toContain('to reset your password');
  });
});
