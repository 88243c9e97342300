import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import {
  addMpesaPayee,
  assets,
  ledgerReconciles,
  MONEY_ENV,
  newSn,
  setFundPassword,
  topUp,
} from './money-helpers.ts';

describe.each(engines)('money under concurrency on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, MONEY_ENV);
  });
  afterAll(async () => {
    await h.close();
  });

  it('100 parallel sends from a wallet that affords 10 give exactly 10 successes', async () => {
    const user = await registerByPhone(h);
    const fundPassword = await setFundPassword(h, user.token, user.phone, user.national);
    const payeeId = await addMpesaPayee(h, user.token);
    // 100.00 with a 1% fee (minimum 10.00) costs 110.00; 1100.00 pays for exactly ten.
    await topUp(h, user.token, '1100');
    expect((await assets(h, user.token))?.domestic).toBe('1100.00');
    h.tick();
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        h.call(
          '/order/create',
          {
            sn: newSn('C'),
            scope: 0,
            payeeId,
            payType: 2,
            currencyId: 404,
            amount: '100',
            fundPassword,
          },
          { token: user.token },
        ),
      ),
    );
    const codes = replies.map((r) => r.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === -1013)).toHaveLength(90);
    expect(await assets(h, user.token)).toMatchObject({
      domestic: '0.00',
      onHold: '1100.00',
      total: '1100.00',
    });
    expect(await ledgerReconciles(h)).toBe(true);
    await h.app.money.worker.runDue();
    expect(await assets(h, user.token)).toMatchObject({ domestic: '0.00', onHold: '0.00' });
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('counts parallel wrong logins before hashing, so at most five are ever checked', async () => {
    const user = await registerByPhone(h);
    h.tick();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.call('/user/login', { countryId: 254, phone: user.national, password: `Wrong${i}pass` }),
      ),
    );
    expect(replies.filter((r) => r.code === -1004).length).toBeLessThanOrEqual(5);
    expect(replies.filter((r) => r.code === 429).length).toBeGreaterThanOrEqual(15);
    h.tick();
    expect(
      (
        await h.call('/user/login', {
          countryId: 254,
          phone: user.national,
          password: user.password,
        })
      ).code,
    ).toBe(429);
  });

  it('counts parallel wrong transaction passwords the same way', async () => {
    const user = await registerByPhone(h);
    await setFundPassword(h, user.token, user.phone, user.national);
    const payeeId = await addMpesaPayee(h, user.token);
    await topUp(h, user.token, '500');
    h.tick();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.call(
          '/order/create',
          {
            sn: newSn('W'),
            scope: 0,
            payeeId,
            payType: 2,
            currencyId: 404,
            amount: '10',
            fundPassword: String(100000 + i),
          },
          { token: user.token },
        ),
      ),
    );
    expect(replies.every((r) => r.code === -1023)).toBe(true);
    expect(replies.filter((r) => /30/.test(r.msg)).length).toBeGreaterThanOrEqual(15);
    expect((await assets(h, user.token))?.domestic).toBe('500.00');
  });
});
