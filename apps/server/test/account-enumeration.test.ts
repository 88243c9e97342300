import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e164Kenya, engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { registerByEmail, relaxedEnv, uniqueEmail, uniqueKenyanPhone } from './helpers.ts';

/**
 * Nobody learns from the code calls whether a phone or email has an account: for the scenes
 * that need one (login, findPwd, fundPwd) an unknown address is answered exactly as a known one,
 * the 60 s spacing included, and is sent nothing (docs/identity.md, "Who has an account").
 */
describe.each(engines)('code calls do not tell who has an account (%s)', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
  });
  afterAll(() => h.close());

  const outbox = async (to: string) =>
    (
      await h.call<unknown[]>(`/dev/outbox?to=${encodeURIComponent(to)}`, undefined, {
        method: 'GET',
      })
    ).data;

  it.each(['findPwd', 'login', 'fundPwd'])(
    'answers sendCode (%s) for an unknown phone as for a known one, and texts only the known',
    async (scene) => {
      const { national: known } = await registerByPhone(h);
      const ghost = uniqueKenyanPhone();
      const ask = (phone: string) =>
        h.call('/common/sendCode', { countryId: 254, phone, scene }, { lang: 'zh_CN' });
      const sentBefore = (await outbox(e164Kenya(known))).length;
      const first = [await ask(known), await ask(ghost)];
      expect(first[0]).toEqual({ code: 200, msg: '操作成功', data: null });
      expect(first[1]).toEqual(first[0]);
      expect(await outbox(e164Kenya(known))).toHaveLength(sentBefore + 1);
      expect(await outbox(e164Kenya(ghost))).toEqual([]);
      // Asked again within 60 s: the same -1026, with the same wait, for both.
      h.tick(5_000);
      const again = [await ask(known), await ask(ghost)];
      expect(again[0]).toMatchObject({ code: -1026, data: { retryAfter: 55 } });
      expect(again[1]).toEqual(again[0]);
      expect(await outbox(e164Kenya(ghost))).toEqual([]);
      h.tick(60_000);
    },
  );

  it.each(['findPwd', 'login', 'fundPwd'])(
    'answers sendMailCode (%s) for an unknown email as for a known one, and mails only the known',
    async (scene) => {
      const { email: known } = await registerByEmail(h);
      const ghost = uniqueEmail('ghost');
      const ask = (email: string) => h.call('/common/sendMailCode', { email, scene });
      const sentBefore = (await outbox(known)).length;
      const first = [await ask(known), await ask(ghost)];
      expect(first[0]).toEqual({ code: 200, msg: 'Success', data: null });
      expect(first[1]).toEqual(first[0]);
      expect(await outbox(known)).toHaveLength(sentBefore + 1);
      expect(await outbox(ghost)).toEqual([]);
      h.tick(1_000);
      const again = [await ask(known), await ask(ghost)];
      expect(again[0]!.code).toBe(-1026);
      expect(again[1]).toEqual(again[0]);
      h.tick(60_000);
    },
  );

  it('answers a password reset for an unknown phone as a wrong or missing code, never -1002', async () => {
    const { national: known } = await registerByPhone(h);
    const ghost = uniqueKenyanPhone();
    const reset = (phone: string, code = '123456') =>
      h.call(
        '/user/findPwd',
        { countryId: 254, phone, code, password: 'Newpass123' },
        { lang: 'zh_CN' },
      );
    // No code asked for yet: -1005 for both.
    const none = [await reset(known), await reset(ghost)];
    expect(none[0]).toEqual({ code: -1005, msg: '验证码不存在', data: null });
    expect(none[1]).toEqual(none[0]);
    for (const phone of [known, ghost])
      await h.call('/common/sendCode', { countryId: 254, phone, scene: 'findPwd' });
    h.tick();
    // A code asked for: a wrong guess is -1006 for both (the ghost's code was never sent).
    const sent = await h.lastCode(e164Kenya(known));
    const guess = sent === '000000' ? '111111' : '000000';
    const wrong = [await reset(known, guess), await reset(ghost, guess)];
    expect(wrong[0]).toEqual({ code: -1006, msg: '验证码错误', data: null });
    expect(wrong[1]).toEqual(wrong[0]);
    const accounts = await h.app.db.kysely
      .selectFrom('users')
      .select('user_id')
      .where('phone', '=', e164Kenya(ghost))
      .execute();
    expect(accounts).toEqual([]);
  });

  it('answers an email reset for an unknown address as for a known one', async () => {
    const { email: known } = await registerByEmail(h);
    const ghost = uniqueEmail('ghost');
    const reset = (email: string) =>
      h.call('/user/emailFindPwd', { email, code: '123456', password: 'Newpass123' });
    const replies = [await reset(known), await reset(ghost)];
    expect(replies[0]!.code).toBe(-1005);
    expect(replies[1]).toEqual(replies[0]);
  });

  it('still says a phone is taken when it is registered again (registration must)', async () => {
    const { national } = await registerByPhone(h);
    const reply = await h.call('/common/sendCode', {
      countryId: 254,
      phone: national,
      scene: 'register',
    });
    expect(reply.code).toBe(-1003);
  });
});
