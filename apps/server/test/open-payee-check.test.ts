import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { approvedMerchant, openCall, type Merchant } from './open-api-helpers.ts';

/**
 * POST /open/v1/payee/check: the grade for a payout's payee, the registered name only with
 * CLOSE_MATCH; test keys answered by the sandbox's registry whatever the rails, live keys by the
 * rail (UNAVAILABLE where it is off); counted per merchant and key mode in the database.
 */
type Check = { result: string; registeredName?: string };

describe.each(engines)('the merchant name check on %s', (engine) => {
  let h: Harness;
  let merchant: Merchant;
  const start = async (env: Record<string, string> = {}) => {
    h = await startHarness(engine, { ...relaxedEnv, PAYEE_CHECKS_PER_HOUR: '4', ...env });
    merchant = await approvedMerchant(h);
  };
  afterEach(async () => {
    await h.close();
  });

  const check = (keys: Merchant['test'], body: Record<string, unknown>, lang?: 'zh_CN') =>
    openCall<Check>(h, keys, '/payee/check', body, lang && { lang });

  describe('with the simulator serving the rails', () => {
    beforeEach(() => start());

    it('grades by the sandbox numbers, showing the registered name only when close', async () => {
      const phone = '+254712349901';
      expect(
        (await check(merchant.test, { payType: 2, phone, name: 'Wanjiku Kamau' })).data,
      ).toEqual({
        result: 'CLOSE_MATCH',
        registeredName: 'Wanjiku Njeri Kamau',
      });
      const no = await check(merchant.test, { payType: 2, phone, name: 'Peter Otieno' });
      expect(no).toMatchObject({ code: 200, data: { result: 'NO_MATCH' } });
      expect(no.data).not.toHaveProperty('registeredName');
      const bank = { payType: 102, bankAccountNo: '0150029902', name: '张伟' };
      expect((await check(merchant.live, bank)).data).toEqual({ result: 'MATCH' });
      const quiet = { payType: 6, phone: '+255754349909', name: 'Asha Mrema' };
      expect((await check(merchant.live, quiet)).data).toEqual({ result: 'UNAVAILABLE' });
    });

    it('refuses a payee without its number, naming the field', async () => {
      const reply = await check(merchant.test, { payType: 101, name: 'Asha Mrema' }, 'zh_CN');
      expect(reply.code).toBe(-1008);
      expect(reply.data).toEqual([{ field: 'bankAccountNo', message: expect.any(String) }]);
    });

    it('counts checks per key mode in the hour, refused with 429 past the cap', async () => {
      const body = { payType: 2, phone: '+254712349901', name: 'Wanjiku Kamau' };
      for (let i = 0; i < 4; i++) expect((await check(merchant.test, body)).code).toBe(200);
      const over = await check(merchant.test, body, 'zh_CN');
      expect(over).toMatchObject({ code: 429, msg: '每小时最多核对 4 次收款人姓名，请稍后再试' });
      // The sandbox's count is its own: live checks are still there.
      expect((await check(merchant.live, body)).code).toBe(200);
    });
  });

  it('answers live checks UNAVAILABLE where the rails are off, while the sandbox still answers', async () => {
    await start({ RAILS_SIMULATOR: 'off' });
    const body = { payType: 2, phone: '+254712349901', name: 'Peter Otieno' };
    expect((await check(merchant.live, body)).data).toEqual({ result: 'UNAVAILABLE' });
    expect((await check(merchant.test, body)).data).toEqual({ result: 'NO_MATCH' });
  });
});
