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
import { operatorToken, uploadPng } from './identity-helpers.ts';

type Order = { sn: string; status: number };
type Queued = Order & { orderId: number };

describe.each(engines)('operator API on %s', (engine) => {
  let h: Harness;
  let opToken: string;
  let user: Awaited<ReturnType<typeof registerByPhone>>;
  const fundPassword = '135790';
  const ops = <T>(path: string, body: unknown) => {
    h.tick();
    return h.call<T>(path, body, { token: opToken });
  };
  const queued = async (sn: string) =>
    (await ops<Queued[]>('/ops/review/list', { pageNum: 1, pageSize: 50 })).data.find(
      (o) => o.sn === sn,
    )!;

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...MONEY_ENV,
      OPERATOR_USERNAME: 'ops.nairobi',
      OPERATOR_PASSWORD: 'Operator-Passw0rd',
    });
    opToken = await operatorToken(h, 'ops.nairobi', 'Operator-Passw0rd');
    user = await registerByPhone(h);
    await setFundPassword(h, user.token, user.phone, user.national, fundPassword);
    await topUp(h, user.token, '2000');
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses operator calls without an operator token, and a wrong operator password', async () => {
    h.tick();
    expect((await h.call('/ops/review/list', {}, { token: user.token })).code).toBe(-1001);
    h.tick();
    expect(
      (await h.call('/ops/login', { username: 'ops.nairobi', password: 'nope-nope-nope' })).code,
    ).toBe(-1004);
  });

  it('approves a send held for review, which then goes to the channel', async () => {
    const payeeId = await addMpesaPayee(h, user.token);
    await ops('/ops/risk/threshold', { currencyId: 404, amount: '100' });
    h.tick();
    const created = await h.call<Order>(
      '/order/create',
      { sn: newSn(), scope: 0, payeeId, payType: 2, currencyId: 404, amount: '500', fundPassword },
      { token: user.token },
    );
    expect(created.data.status).toBe(-2);
    const order = await queued(created.data.sn);
    const approved = await ops<Order>('/ops/order/approve', {
      orderId: order.orderId,
      reason: 'documents checked',
    });
    expect(approved.data.status).toBe(0);
    await h.app.money.worker.runDue();
    h.tick();
    expect(
      (await h.call<Order>(`/order/detail/${created.data.sn}`, {}, { token: user.token })).data
        .status,
    ).toBe(1);
    expect((await ops('/ops/order/approve', { orderId: order.orderId })).code).toBe(-1019);
  });

  it('rejects a send held for review and returns the funds', async () => {
    const payeeId = await addMpesaPayee(h, user.token, '0722000222');
    const before = await assets(h, user.token);
    h.tick();
    const created = await h.call<Order>(
      '/order/create',
      { sn: newSn(), scope: 0, payeeId, payType: 2, currencyId: 404, amount: '200', fundPassword },
      { token: user.token },
    );
    const order = await queued(created.data.sn);
    const rejected = await ops<Order>('/ops/order/reject', {
      orderId: order.orderId,
      reason: 'recipient name does not match',
    });
    expect(rejected.data.status).toBe(2);
    expect(await assets(h, user.token)).toEqual(before);
    await ops('/ops/risk/threshold', { currencyId: 404, amount: '1000000' });
  });

  it('confirms an offline top-up with proof after review', async () => {
    const before = await assets(h, user.token);
    // The proof must be one of the account's own uploads.
    const proofFile = await uploadPng(h, user.token);
    h.tick();
    const created = await h.call<Order>(
      '/recharge/create',
      {
        sn: newSn('R'),
        scope: 0,
        payType: 200,
        currencyId: 404,
        amount: '750',
        proofFile,
      },
      { token: user.token },
    );
    expect(created.data.status).toBe(-2);
    const order = await queued(created.data.sn);
    const approved = await ops<Order>('/ops/order/approve', {
      orderId: order.orderId,
      reason: 'bank slip matches',
    });
    expect(approved.data.status).toBe(1);
    expect(Number((await assets(h, user.token))?.domestic)).toBe(Number(before?.domestic) + 750);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('approves a cross-border recipient, sets rates and fees, and audits every action', async () => {
    h.tick();
    const payee = await h.call<{ id: number }>(
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
    expect(payee.code).toBe(200);
    expect((await ops('/ops/payee/approve', { id: payee.data.id })).code).toBe(200);
    h.tick();
    expect(
      (
        await h.call<{ auditStatus: number }>(
          `/payee/detail/${payee.data.id}`,
          {},
          { token: user.token },
        )
      ).data.auditStatus,
    ).toBe(1);
    expect((await ops('/ops/rate/set', { pair: 'USD/KES', rate: '130.5' })).code).toBe(200);
    h.tick();
    const rates = await h.call<Array<{ pair: string; rate: string }>>(
      '/common/exchangeRate/current',
      {},
      { token: user.token },
    );
    expect(rates.data.find((r) => r.pair === 'USD/KES')?.rate).toBe('130.5');
    expect(
      (
        await ops('/ops/fee/set', {
          scope: 0,
          payType: 2,
          currencyId: 404,
          fixedAmount: '5',
          basisPoints: 0,
        })
      ).code,
    ).toBe(200);
    const payeeId = await addMpesaPayee(h, user.token, '0722000333');
    h.tick();
    const quote = await h.call<{ netFeeAmount: string }>(
      '/order/quote',
      { scope: 0, payeeId, payType: 2, currencyId: 404, amount: '100' },
      { token: user.token },
    );
    expect(quote.data.netFeeAmount).toBe('5.00');
    const audit = await h.app.db.kysely.selectFrom('operator_audit').select('action').execute();
    expect(new Set(audit.map((a) => a.action))).toEqual(
      new Set([
        'loginPassword',
        'totpEnrolStart',
        'totpEnrolled',
        'login',
        'loginFailed',
        'thresholdSet',
        'orderApprove',
        'orderReject',
        'payeeApprove',
        'rateSet',
        'feeSet',
      ]),
    );
  });
});
