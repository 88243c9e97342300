import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';

/**
 * POST /payee/check (docs/name-check.md): the simulated rails answer the documented test numbers
 * with each grade, the registered name is shown only for CLOSE_MATCH, rails that are off answer
 * UNAVAILABLE, bad input changes nothing, and the checks are counted per account in the database.
 */
type Check = { result: string; registeredName?: string };

describe.each(engines)('the name check before paying on %s', (engine) => {
  let h: Harness;
  let token: string;
  beforeEach(async () => {
    h = await startHarness(engine, { PAYEE_CHECKS_PER_HOUR: '6', SESSION_IDLE_MINUTES: '120' });
    ({ token } = await registerByPhone(h));
  });
  afterEach(async () => {
    await h.close();
  });

  const check = (body: Record<string, unknown>, lang: 'en_US' | 'zh_CN' = 'en_US') => {
    h.tick();
    return h.call<Check>('/payee/check', body, { token, lang });
  };
  const mpesa = (phone: string, name: string) => ({ countryId: 254, payType: 2, phone, name });

  it('grades the typed name against the registered one, by the test numbers', async () => {
    expect((await check(mpesa('0712349901', 'Wanjiku Njeri Kamau'))).data).toEqual({
      result: 'MATCH',
    });
    expect((await check(mpesa('0712349901', 'Kamau Wanjiku'))).data).toEqual({
      result: 'CLOSE_MATCH',
      registeredName: 'Wanjiku Njeri Kamau',
    });
    // Another name is registered: the grade says so and never shows it.
    const other = await check(mpesa('+254712349901', 'Peter Otieno'));
    expect(other).toMatchObject({ code: 200, data: { result: 'NO_MATCH' } });
    expect(other.data).not.toHaveProperty('registeredName');
    expect((await check(mpesa('0712349909', 'Peter Otieno'))).data).toEqual({
      result: 'UNAVAILABLE',
    });
  });

  it('checks bank accounts and Tanzanian wallets on their own rails', async () => {
    const bank = await check({
      countryId: 255,
      payType: 102,
      bankNo: '0150029902',
      name: 'Zhang Wei',
    });
    expect(bank.data).toEqual({ result: 'CLOSE_MATCH', registeredName: '张伟' });
    const tigo = await check({
      countryId: 255,
      payType: 6,
      phone: '0754349901',
      name: 'Asha Mrema',
    });
    expect(tigo.data).toEqual({ result: 'NO_MATCH' });
    // Any other number is registered under the name typed.
    const plain = await check({ countryId: 254, payType: 101, bankNo: '1234567', name: 'Asha' });
    expect(plain.data).toEqual({ result: 'MATCH' });
  });

  it('refuses bad input with the field in the caller language', async () => {
    const noPhone = await check({ countryId: 254, payType: 2, name: 'Asha' }, 'zh_CN');
    // A missing phone has its own code (SPEC §8), as everywhere else.
    expect(noPhone).toMatchObject({ code: -1015, msg: '手机号不能为空' });
    expect(noPhone.data).toEqual([
      { field: 'phone', message: expect.stringMatching(/[\u4e00-\u9fff]/) },
    ]);
    const landline = await check(mpesa('0202345678', 'Asha Mrema'));
    expect(landline.code).toBe(-1008);
    expect(landline.data).toEqual([{ field: 'phone', message: expect.any(String) }]);
    // A country no number plan knows is no mobile either (never a 500).
    const nowhere = await check({ countryId: 2, payType: 2, phone: '0717108002', name: 'Asha' });
    expect(nowhere.data).toEqual([{ field: 'phone', message: expect.any(String) }]);
    const noBank = await check({ countryId: 254, payType: 100, name: 'Asha Mrema' });
    expect(noBank.data).toEqual([{ field: 'bankNo', message: expect.any(String) }]);
  });

  it('counts checks per account in the database and says so in both languages', async () => {
    for (let i = 0; i < 6; i++)
      expect((await check(mpesa('0712349901', 'Wanjiku Kamau'))).code).toBe(200);
    const over = await check(mpesa('0712349901', 'Wanjiku Kamau'));
    expect(over).toMatchObject({
      code: 429,
      msg: 'At most 6 name checks an hour; please try again later',
    });
    const overZh = await check(mpesa('0712349901', 'Wanjiku Kamau'), 'zh_CN');
    expect(overZh.msg).toBe('每小时最多核对 6 次收款人姓名，请稍后再试');
    // Another account has its own count; the hour passing gives this one its checks back.
    const other = await registerByPhone(h);
    h.tick();
    const theirs = await h.call<Check>('/payee/check', mpesa('0712349901', 'Wanjiku Kamau'), {
      token: other.token,
    });
    expect(theirs.code).toBe(200);
    h.tick(3_600_000);
    expect((await check(mpesa('0712349901', 'Wanjiku Kamau'))).code).toBe(200);
  });

  it('answers UNAVAILABLE where the rails are off', async () => {
    const off = await startHarness(engine, { RAILS_SIMULATOR: 'off' });
    try {
      const { token: offToken } = await registerByPhone(off);
      off.tick();
      const reply = await off.call<Check>('/payee/check', mpesa('0712349901', 'Peter Otieno'), {
        token: offToken,
      });
      expect(reply.data).toEqual({ result: 'UNAVAILABLE' });
    } finally {
      await off.close();
    }
  });
});
