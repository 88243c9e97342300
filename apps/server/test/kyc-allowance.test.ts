import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness, type Reply } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { operatorToken, uploadPng } from './identity-helpers.ts';
import {
  addMpesaPayee,
  assets,
  ledgerReconciles,
  newSn,
  setFundPassword,
  topUp,
} from './money-helpers.ts';

type Refusal = {
  kycUrl: string;
  window: string;
  limitUsd: string;
  remainingUsd: string;
  allowedUsd?: string;
  dailyLeftUsd?: string;
  monthlyLeftUsd?: string;
};
type User = Awaited<ReturnType<typeof registerByPhone>>;

const OPS = { OPERATOR_USERNAME: 'ops.allowance', OPERATOR_PASSWORD: 'Operator-Passw0rd' };
const FUND_PASSWORD = '135790';
const HOUR = 3_600_000;
// At the pinned 129.2 KES a dollar: 12 920 KES is 100 USD, the per-order limit; 6 460 KES is 50.
const USD_100 = '12920';
const USD_50 = '6460';

/**
 * The rolling allowance of unverified accounts, with the default settings: 100 USD an order,
 * 200 USD in 24 hours, 1 000 USD in 30 days (KYC_UNVERIFIED_*_LIMIT_USD).
 */
describe.each(engines)('rolling limits of unverified accounts on %s', (engine) => {
  let h: Harness;

  const call = <T = unknown>(path: string, body: unknown, token: string, lang?: 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token, lang });
  };
  const recharge = (user: User, amount: string, payType = 502, lang?: 'zh_CN') =>
    call<Refusal & { sn: string }>(
      '/recharge/create',
      { sn: newSn('A'), scope: 0, payType, currencyId: 404, amount },
      user.token,
      lang,
    );
  const send = (user: User, payeeId: number, amount: string) =>
    call<Refusal>(
      '/order/create',
      {
        sn: newSn('S'),
        scope: 0,
        payeeId,
        payType: 2,
        currencyId: 404,
        amount,
        fundPassword: FUND_PASSWORD,
      },
      user.token,
    );
  const orderCount = async (user: User) =>
    (await call('/order/list', { pageNum: 1, pageSize: 50 }, user.token)).total;
  const expectRefused = (reply: Reply<Refusal>, window: string, remainingUsd: string) => {
    expect(reply.code).toBe(1000);
    expect(reply.data).toMatchObject({ kycUrl: '/home/kyc', window, remainingUsd });
  };
  /** A sender with a transaction password and an M-Pesa recipient. */
  const sender = async () => {
    const user = await registerByPhone(h);
    await setFundPassword(h, user.token, user.phone, user.national, FUND_PASSWORD);
    return { user, payeeId: await addMpesaPayee(h, user.token) };
  };

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...relaxedEnv,
      ...OPS,
      CHANNEL_SIMULATOR_DELAY_MS: '0',
      CHANNEL_SIMULATOR_FAILURE_RATE: '0',
      CHANNEL_SIMULATOR_DUPLICATE_RATE: '0',
      // These suites move the clock by days; sessions must outlive that.
      SESSION_IDLE_MINUTES: '100000',
      SESSION_ABSOLUTE_HOURS: '5000',
    });
    await h.app.db.kysely
      .updateTable('exchange_rates')
      .set({ rate: '129.2' })
      .where('pair', '=', 'USD/KES')
      .execute();
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses the send that would pass 200 USD in 24 hours, says what remains, and moves nothing', async () => {
    const { user, payeeId } = await sender();
    await topUp(h, user.token, USD_100);
    await topUp(h, user.token, USD_100);
    // Top-ups count too: a third one the same day is over.
    const third = await recharge(user, '1');
    expectRefused(third, 'daily', '0.00');
    expect(third.msg).toBe(
      'Until identity verification (KYC/KYB) is approved, this account can move up to USD 0.00 now. Left: USD 0.00 of USD 200.00 for 24 hours, USD 800.00 of USD 1,000.00 for 30 days',
    );
    const zh = await recharge(user, '1', 502, 'zh_CN');
    expect(zh.msg).toBe(
      '身份认证（KYC/KYB）通过前，该账户现在最多可交易 USD 0.00。剩余额度：24小时 USD 0.00（共 USD 200.00），30天 USD 800.00（共 USD 1,000.00）',
    );
    h.clock.advance(25 * HOUR);
    await topUp(h, user.token, USD_100);
    h.clock.advance(25 * HOUR);

    for (let i = 0; i < 3; i++) expect((await send(user, payeeId, USD_50)).code).toBe(200);
    const before = { kes: await assets(h, user.token), orders: await orderCount(user) };
    // 150 USD used: 7 000 KES (54.18 USD) is over, 50 USD remains.
    const over = await send(user, payeeId, '7000');
    expectRefused(over, 'daily', '50.00');
    // What may move now, and what is left of both windows.
    expect(over.msg).toMatch(
      /can move up to USD 50\.00 now\. Left: USD 50\.00 of USD 200\.00 for 24 hours, USD 550\.00 of USD 1,000\.00 for 30 days$/,
    );
    expect(over.data).toMatchObject({
      allowedUsd: '50.00',
      dailyLeftUsd: '50.00',
      monthlyLeftUsd: '550.00',
    });
    expect(await assets(h, user.token)).toEqual(before.kes);
    expect(await orderCount(user)).toBe(before.orders);
    // Exactly the rest fits; after it, nothing does.
    expect((await send(user, payeeId, USD_50)).code).toBe(200);
    expectRefused(await send(user, payeeId, '10'), 'daily', '0.00');
    await h.app.money.worker.runDue();
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('counts nothing for a move between the account’s own wallets', async () => {
    const { user } = await sender();
    await topUp(h, user.token, USD_100);
    // The move is kind 1: it neither brings money in nor sends it out.
    const move = await call(
      '/account/fundCrossBorder/create',
      {
        sn: newSn('X'),
        fromCurrencyId: 404,
        toCurrencyId: 404,
        amount: USD_100,
        fundPassword: FUND_PASSWORD,
      },
      user.token,
    );
    expect(move.code).toBe(200);
    // 100 USD of the 200 a day is left for the top-up, as if the move had not happened.
    expect((await recharge(user, USD_100)).code).toBe(200);
    expectRefused(await recharge(user, '1'), 'daily', '0.00');
  });

  it('refuses past 1 000 USD in 30 days, and frees what falls out of the window', async () => {
    const user = await registerByPhone(h);
    for (let day = 0; day < 5; day++) {
      if (day > 0) h.clock.advance(25 * HOUR);
      await topUp(h, user.token, USD_100);
      await topUp(h, user.token, USD_100);
    }
    h.clock.advance(25 * HOUR);
    // A new day, so the daily limit is free again; the month is not.
    const refused = await recharge(user, '1');
    expectRefused(refused, 'monthly', '0.00');
    expect(refused.data.limitUsd).toBe('1000.00');
    expect(refused.msg).toMatch(
      /up to USD 0\.00 now\. Left: USD 200\.00 of USD 200\.00 for 24 hours, USD 0\.00 of USD 1,000\.00 for 30 days/,
    );
    expect((await recharge(user, '1', 502, 'zh_CN')).msg).toMatch(
      /30天 USD 0\.00（共 USD 1,000\.00）/,
    );
    // Thirty days after the first day, its 200 USD no longer counts.
    h.clock.advance((30 * 24 - 5 * 25) * HOUR + 60_000);
    expect((await recharge(user, USD_100)).code).toBe(200);
    expect((await recharge(user, USD_100)).code).toBe(200);
    expectRefused(await recharge(user, '1'), 'daily', '0.00');
  });

  it('counts waiting top-ups, and gives back the share of a cancelled one', async () => {
    const user = await registerByPhone(h);
    // Bank top-ups wait for an operator (PAY_PENDING) and already count.
    const first = await recharge(user, USD_100, 503);
    expect(first.code).toBe(200);
    expect((await recharge(user, USD_100, 503)).code).toBe(200);
    expectRefused(await recharge(user, USD_50, 503), 'daily', '0.00');
    expect((await call(`/order/cancel/${first.data.sn}`, {}, user.token)).code).toBe(200);
    expect((await recharge(user, USD_50, 503)).code).toBe(200);
    expectRefused(await recharge(user, USD_100, 503), 'daily', '50.00');
  });

  it('stops limiting an account once its KYC is approved', async () => {
    const user = await registerByPhone(h);
    expect((await recharge(user, USD_100)).code).toBe(200);
    expect((await recharge(user, USD_100)).code).toBe(200);
    expectRefused(await recharge(user, USD_100), 'daily', '0.00');
    const file = () => uploadPng(h, user.token);
    const saved = await call<{ id: number }>(
      '/user/auth/save',
      {
        fullName: 'Achieng Otieno',
        idType: 1,
        idNumber: '29384756',
        dateOfBirth: '1990-04-12',
        nationality: 254,
        address: 'Kilimani, Nairobi',
        idFrontFile: await file(),
        idBackFile: await file(),
        photoFile: await file(),
      },
      user.token,
    );
    expect((await call(`/user/startAuth/${saved.data.id}`, {}, user.token)).code).toBe(200);
    const { userId } = (await call<{ userId: number }>('/user/info', {}, user.token)).data;
    // Operator sessions last hours, and the other tests move the clock by days.
    const op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    expect((await call('/ops/kyc/approve', { userId }, op)).code).toBe(200);
    for (let i = 0; i < 4; i++) expect((await recharge(user, USD_100)).code).toBe(200);
    expect((await recharge(user, '50000')).code).toBe(200);
  });

  it('admits only as many concurrent sends as fit in the day', async () => {
    const { user, payeeId } = await sender();
    await topUp(h, user.token, USD_100);
    await topUp(h, user.token, USD_100);
    h.clock.advance(25 * HOUR);
    await topUp(h, user.token, USD_100);
    h.clock.advance(25 * HOUR);
    // 38 760 KES pays for five 50 USD sends (6 524.60 with the fee); the day allows four.
    expect((await assets(h, user.token))?.domestic).toBe('38760.00');
    h.tick();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.call<Refusal>(
          '/order/create',
          {
            sn: newSn('C'),
            scope: 0,
            payeeId,
            payType: 2,
            currencyId: 404,
            amount: USD_50,
            fundPassword: FUND_PASSWORD,
          },
          { token: user.token },
        ),
      ),
    );
    expect(replies.filter((r) => r.code === 200)).toHaveLength(4);
    const refused = replies.filter((r) => r.code !== 200);
    expect(refused).toHaveLength(6);
    for (const reply of refused) expectRefused(reply, 'daily', '0.00');
    expect(await assets(h, user.token)).toMatchObject({
      domestic: '12661.60',
      onHold: '26098.40',
    });
    expect(await ledgerReconciles(h)).toBe(true);
  });
});
