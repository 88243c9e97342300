import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { operatorToken, uploadPng } from './identity-helpers.ts';
import { addMpesaPayee, MONEY_ENV, newSn, setFundPassword, topUp } from './money-helpers.ts';

type Facts = {
  sn: string;
  status: number;
  netFeeAmount: string;
  auditStatus: number | null;
  auditTime: string | null;
  accountNo: string | null;
  approvalStatus: string | null;
  approvalDate: string | null;
  remittanceStatus: string | null;
  costFeeAmount: string | null;
  interestFeeAmount: string | null;
  legs: {
    verification: Array<{ status: string; time: string }>;
    remittance: Array<{ status: string; time: string }>;
  } | null;
};
const OPS = { OPERATOR_USERNAME: 'ops.facts', OPERATOR_PASSWORD: 'Operator-Passw0rd' };
const FUND_PASSWORD = '135790';

/** SPEC §3 Order fields that come from the review, the account, the legs and the fee split. */
describe.each(engines)("an order's review, account, legs and fee split on %s", (engine) => {
  let h: Harness;
  let op: string;
  let owner: Awaited<ReturnType<typeof registerByPhone>>;
  let accountNo: string;
  let mpesaPayee: number;

  const call = <T = unknown>(path: string, body: unknown, token: string) => {
    h.tick();
    return h.call<T>(path, body, { token });
  };
  const detail = async (sn: string) =>
    (await call<Facts>(`/order/detail/${sn}`, {}, owner.token)).data;
  const listed = async (sn: string) =>
    (
      (await call('/order/list', { pageNum: 1, pageSize: 50 }, owner.token)) as unknown as {
        rows: Facts[];
      }
    ).rows.find((row) => row.sn === sn)!;
  const send = async (body: Record<string, unknown>) => {
    const reply = await call<Facts>(
      '/order/create',
      { sn: newSn('F'), fundPassword: FUND_PASSWORD, ...body },
      owner.token,
    );
    expect(reply.code).toBe(200);
    return reply.data;
  };
  const mpesaSend = (amount: string) =>
    send({ scope: 0, payeeId: mpesaPayee, payType: 2, currencyId: 404, amount });
  const threshold = (amount: string) =>
    call('/ops/risk/threshold', { currencyId: 404, amount }, op);
  const heldId = async (sn: string) => {
    const queue = await call<Array<{ sn: string; orderId: number }>>(
      '/ops/review/list',
      { pageNum: 1, pageSize: 100 },
      op,
    );
    return queue.data.find((o) => o.sn === sn)!.orderId;
  };

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...MONEY_ENV, ...OPS });
    op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    owner = await registerByPhone(h);
    await setFundPassword(h, owner.token, owner.phone, owner.national, FUND_PASSWORD);
    accountNo = (await call<{ accountNo: string }>('/user/info', {}, owner.token)).data.accountNo;
    await topUp(h, owner.token, '20000');
    mpesaPayee = await addMpesaPayee(h, owner.token);
  });
  afterAll(async () => {
    await h.close();
  });

  it('a send that needed no review: no audit, the account, a fee split that adds up', async () => {
    const order = await mpesaSend('1000');
    await h.app.money.worker.runDue();
    for (const facts of [await detail(order.sn), await listed(order.sn)]) {
      expect(facts.auditStatus).toBeNull();
      expect(facts.auditTime).toBeNull();
      expect(facts.accountNo).toBe(accountNo);
      // Domestic: no cross-border legs.
      expect([facts.approvalStatus, facts.remittanceStatus, facts.legs]).toEqual([
        null,
        null,
        null,
      ]);
      expect(facts.costFeeAmount).toMatch(/^\d+\.\d{2}$/);
      expect(facts.interestFeeAmount).toMatch(/^\d+\.\d{2}$/);
      const parts = Number(facts.costFeeAmount) + Number(facts.interestFeeAmount);
      expect(parts.toFixed(2)).toBe(Number(facts.netFeeAmount).toFixed(2));
    }
  });

  it('a held send: waiting, then approved with the time, kept after the rail settles', async () => {
    expect((await threshold('100')).code).toBe(200);
    const order = await mpesaSend('600');
    expect((await detail(order.sn)).auditStatus).toBe(0);
    expect((await listed(order.sn)).auditStatus).toBe(0);
    const approved = await call('/ops/order/approve', { orderId: await heldId(order.sn) }, op);
    expect(approved.code).toBe(200);
    await h.app.money.worker.runDue();
    const facts = await detail(order.sn);
    expect(facts.status).toBe(1);
    expect(facts.auditStatus).toBe(1);
    expect(facts.auditTime).not.toBeNull();
    expect((await listed(order.sn)).auditStatus).toBe(1);
  });

  it('a held send refused by the reviewer: refused, with the time', async () => {
    const order = await mpesaSend('700');
    const orderId = await heldId(order.sn);
    const rejected = await call('/ops/order/reject', { orderId, reason: 'no invoice' }, op);
    expect(rejected.code).toBe(200);
    const facts = await detail(order.sn);
    expect(facts.auditStatus).toBe(2);
    expect(facts.auditTime).not.toBeNull();
    expect((await threshold('1000000')).code).toBe(200);
  });

  it('a cross-border send: its verification and remittance legs, step by step', async () => {
    const topped = await topUp(h, owner.token, '500', 1);
    expect((await call('/ops/order/approve', { orderId: await heldId(topped.sn) }, op)).code).toBe(
      200,
    );
    const payee = await call<{ id: number }>(
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
      owner.token,
    );
    expect((await call('/ops/payee/approve', { id: payee.data.id }, op)).code).toBe(200);
    const order = await send({
      scope: 1,
      payeeId: payee.data.id,
      payType: 401,
      currencyId: 840,
      amount: '40',
      transactionReason: 'salary',
      fundsPurpose: '5',
      senderAddress: 'Moi Avenue 12, Nairobi',
      exchangeFile: await uploadPng(h, owner.token),
      detailFile: await uploadPng(h, owner.token),
      contractFile: await uploadPng(h, owner.token),
    });
    const started = await detail(order.sn);
    expect(started.approvalStatus).toBe('DEAL');
    expect(started.remittanceStatus).toBe('REMIT_DEAL');
    expect(started.approvalDate).toBeNull();

    await h.app.money.worker.runDue();
    const paid = await detail(order.sn);
    expect(paid.status).toBe(1);
    expect(paid.approvalStatus).toBe('SUCCESS');
    expect(paid.remittanceStatus).toBe('REMIT_SUCCESS');
    expect(paid.approvalDate).toBe(paid.legs!.verification.at(-1)!.time);
    expect(paid.legs!.verification.map((s) => s.status)).toEqual(['DEAL', 'SUCCESS']);
    expect(paid.legs!.remittance.map((s) => s.status)).toEqual(['REMIT_DEAL', 'REMIT_SUCCESS']);
    expect((await listed(order.sn)).approvalStatus).toBe('SUCCESS');
  });
});
