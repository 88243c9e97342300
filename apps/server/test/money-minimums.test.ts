import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness, type Reply } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { operatorToken, type Fields } from './identity-helpers.ts';
import {
  addMpesaPayee,
  assets,
  ledgerReconciles,
  MONEY_ENV,
  newSn,
  setFundPassword,
  topUp,
} from './money-helpers.ts';

type Quote = { amount: string; netFeeAmount: string; payAmount: string };
type Order = Quote & { sn: string; status: number };

const cents = (amount: string | undefined) => BigInt((amount ?? '').replace('.', ''));
const OPS = { OPERATOR_USERNAME: 'ops.minimums', OPERATOR_PASSWORD: 'Operator-Passw0rd' };
const FUND_PASSWORD = '135790';

describe.each(engines)('channel minimums and fee rounding on %s', (engine) => {
  let h: Harness;
  let op: string;
  let user: Awaited<ReturnType<typeof registerByPhone>>;
  let payeeId: number;

  const body = (amount: string, extra: Record<string, unknown> = {}) => ({
    scope: 0,
    payeeId,
    payType: 2,
    currencyId: 404,
    amount,
    ...extra,
  });
  const quote = (amount: string, lang?: 'zh_CN') => {
    h.tick();
    return h.call<Quote>('/order/quote', body(amount), { token: user.token, lang });
  };
  const send = (amount: string, lang?: 'zh_CN') => {
    h.tick();
    return h.call<Order>(
      '/order/create',
      body(amount, { sn: newSn('M'), fundPassword: FUND_PASSWORD }),
      { token: user.token, lang },
    );
  };
  const setFee = (fee: Record<string, unknown>) => {
    h.tick();
    return h.call('/ops/fee/set', { scope: 0, payType: 2, currencyId: 404, ...fee }, { token: op });
  };
  const amountError = (reply: Reply) => (reply.data as Fields).find((f) => f.field === 'amount');
  const sends = async () => {
    h.tick();
    return (
      await h.call('/order/list', { pageNum: 1, pageSize: 50, type: 'send' }, { token: user.token })
    ).total;
  };

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...MONEY_ENV, ...OPS });
    op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    user = await registerByPhone(h);
    await setFundPassword(h, user.token, user.phone, user.national, FUND_PASSWORD);
    payeeId = await addMpesaPayee(h, user.token);
    await topUp(h, user.token, '1000');
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses 0.49 KES to M-Pesa at quote and create, naming the KES 10 minimum, and moves nothing', async () => {
    const before = { kes: await assets(h, user.token), sends: await sends() };
    const quoted = await quote('0.49');
    expect(quoted.code).toBe(-1008);
    expect(amountError(quoted)?.message).toBe(
      'The smallest amount for this payment method is KES 10.00',
    );
    const created = await send('0.49', 'zh_CN');
    expect(created.code).toBe(-1008);
    expect(amountError(created)?.message).toBe('该付款方式的最低金额为 KES 10.00');
    expect((await send('9.99')).code).toBe(-1008);
    expect(await assets(h, user.token)).toEqual(before.kes);
    expect(await sends()).toBe(before.sends);
    // The minimum itself is taken.
    expect((await quote('10')).code).toBe(200);
  });

  it('rounds a 1 % fee up to the cent and never charges less than the minimum fee', async () => {
    // 1 % with no minimum fee: 1 % of 10.49 is 0.1049, charged 0.11 (half-up charged 0.10).
    expect((await setFee({ fixedAmount: '0', basisPoints: 100 })).code).toBe(200);
    const small = await quote('10.49');
    expect(small.data).toMatchObject({ netFeeAmount: '0.11', payAmount: '10.60' });
    const before = await assets(h, user.token);
    const sent = await send('10.49');
    expect(sent.code).toBe(200);
    expect(sent.data).toMatchObject({ netFeeAmount: '0.11', payAmount: '10.60' });
    expect(cents((await assets(h, user.token))?.domestic)).toBe(cents(before?.domestic) - 1_060n);
    // With a minimum fee of 0.50, 1 % of 12.00 (0.12) is charged 0.50.
    expect((await setFee({ fixedAmount: '0', basisPoints: 100, minAmount: '0.5' })).code).toBe(200);
    expect((await quote('12')).data).toMatchObject({ netFeeAmount: '0.50', payAmount: '12.50' });
    await h.app.money.worker.runDue();
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('lets an operator set the minimum with the fee, keeps it when left out, and refuses a minimum fee above the maximum', async () => {
    expect((await setFee({ fixedAmount: '0', basisPoints: 100, minOrderAmount: '20' })).code).toBe(
      200,
    );
    expect(amountError(await quote('19.99'))?.message).toMatch(/KES 20\.00$/);
    // An operator changing only the fee does not lose the channel's minimum.
    expect((await setFee({ fixedAmount: '1', basisPoints: 0 })).code).toBe(200);
    expect(amountError(await quote('19.99'))?.message).toMatch(/KES 20\.00$/);
    expect((await quote('20')).data.netFeeAmount).toBe('1.00');
    const bad = await setFee({
      fixedAmount: '0',
      basisPoints: 100,
      minAmount: '5',
      maxAmount: '1',
    });
    expect(bad.code).toBe(-1008);
    expect((bad.data as Fields).map((f) => f.field)).toEqual(['maxAmount']);
    expect((await quote('20')).data.netFeeAmount).toBe('1.00');
    // "0" removes the minimum: any positive amount is taken again.
    expect((await setFee({ fixedAmount: '0', basisPoints: 100, minOrderAmount: '0' })).code).toBe(
      200,
    );
    expect((await quote('0.49')).data).toMatchObject({ netFeeAmount: '0.01', payAmount: '0.50' });
    // Back to the opening schedule for the rest of the suite.
    await setFee({
      fixedAmount: '0',
      basisPoints: 100,
      minAmount: '10',
      maxAmount: '500',
      minOrderAmount: '10',
    });
  });

  it('refuses a schedule figure beyond what the database reads back exactly, and keeps quoting', async () => {
    // 10^15 shillings are 10^17 cents, past 2^53: SQLite would hand the figure back inexact.
    const huge = await setFee({
      fixedAmount: '0',
      basisPoints: 100,
      minOrderAmount: '1' + '0'.repeat(14),
    });
    expect(huge.code).toBe(-1008);
    expect((huge.data as Fields)[0]).toMatchObject({ field: 'minOrderAmount' });
    expect((await quote('20')).code).toBe(200);
  });

  it('refuses an STK push below KES 1 and a cross-border send below USD 10', async () => {
    h.tick();
    const stk = await h.call(
      '/recharge/create',
      { sn: newSn('R'), scope: 0, payType: 502, currencyId: 404, amount: '0.5' },
      { token: user.token },
    );
    expect(stk.code).toBe(-1008);
    expect(amountError(stk)?.message).toMatch(/KES 1\.00$/);
    h.tick();
    const cny = await h.call<{ id: number }>(
      '/payee/add',
      {
        countryId: 254,
        payType: 401,
        currencyId: 156,
        name: '张伟',
        type: 2,
        bankName: '中国工商银行',
        bankUser: '张伟',
        bankNo: '6222021234567890123',
      },
      { token: user.token },
    );
    expect(cny.code).toBe(200);
    const crossBorder = (amount: string) => {
      h.tick();
      return h.call<Quote>(
        '/order/quote',
        { scope: 1, payeeId: cny.data.id, payType: 401, currencyId: 840, amount },
        { token: user.token },
      );
    };
    // 0.01 USD converts to less than one fen, which used to fail the conversion itself.
    for (const amount of ['0.01', '9.99']) {
      const refused = await crossBorder(amount);
      expect(refused.code).toBe(-1008);
      expect(amountError(refused)?.message).toMatch(/USD 10\.00$/);
    }
    expect((await crossBorder('10')).data).toMatchObject({ netFeeAmount: '3.00' });
  });
});
