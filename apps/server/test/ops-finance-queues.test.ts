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
import { uploadPng } from './identity-helpers.ts';
import { operatorToken } from './operator-helpers.ts';

const PASSWORD = 'Operator-Passw0rd';
type Queued = { orderId: number; sn: string; status: number; failReason: string | null };
type Reply<T = unknown> = { code: number; msg: string; data: T };

describe.each(engines)('finance queues of the console on %s', (engine) => {
  let h: Harness;
  let admin: string;
  let finance: string;
  let secondFinance: string;
  let user: Awaited<ReturnType<typeof registerByPhone>>;
  const fundPassword = '135790';
  let counter = 0;
  const call = <T>(path: string, body: unknown, token: string, lang?: 'en_US' | 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token, ...(lang && { lang }) });
  };
  async function operator(role: 'finance' | 'support' | 'compliance') {
    const username = `ops.fin.${role}.${++counter}`;
    const added = await call('/ops/operator/add', { username, password: PASSWORD, role }, admin);
    expect(added.code).toBe(200);
    return operatorToken(h, username, PASSWORD);
  }
  const queue = async (name: 'orders' | 'topUps') =>
    (await call<Queued[]>('/ops/review/list', { pageNum: 1, pageSize: 100, queue: name }, finance))
      .data;
  /** A send above the review threshold, held for an operator. */
  async function heldSend(amount = '500') {
    const payeeId = await addMpesaPayee(h, user.token);
    const created = await call<{ sn: string; status: number }>(
      '/order/create',
      { sn: newSn(), scope: 0, payeeId, payType: 2, currencyId: 404, amount, fundPassword },
      user.token,
    );
    expect(created.data.status).toBe(-2);
    return (await queue('orders')).find((o) => o.sn === created.data.sn)!;
  }
  /** An offline top-up with its proof, waiting for review. */
  async function offlineTopUp(amount = '750') {
    const proofFile = await uploadPng(h, user.token);
    const created = await call<{ sn: string }>(
      '/recharge/create',
      { sn: newSn('R'), scope: 0, payType: 200, currencyId: 404, amount, proofFile },
      user.token,
    );
    expect(created.code).toBe(200);
    return (await queue('topUps')).find((o) => o.sn === created.data.sn)!;
  }

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...MONEY_ENV,
      OPERATOR_USERNAME: 'ops.fin.admin',
      OPERATOR_PASSWORD: PASSWORD,
    });
    admin = await operatorToken(h, 'ops.fin.admin', PASSWORD);
    finance = await operator('finance');
    secondFinance = await operator('finance');
    user = await registerByPhone(h);
    await setFundPassword(h, user.token, user.phone, user.national, fundPassword);
    await topUp(h, user.token, '5000');
    expect(
      (await call('/ops/risk/threshold', { currencyId: 404, amount: '100' }, finance)).code,
    ).toBe(200);
  });
  afterAll(async () => {
    await h.close();
  });

  it('splits the review list into held orders and top-ups, each counted for the menu', async () => {
    const send = await heldSend();
    const topUpOrder = await offlineTopUp();
    const orders = await queue('orders');
    const topUps = await queue('topUps');
    expect(orders.map((o) => o.sn)).toContain(send.sn);
    expect(orders.map((o) => o.sn)).not.toContain(topUpOrder.sn);
    expect(topUps.map((o) => o.sn)).toContain(topUpOrder.sn);
    expect(topUps.map((o) => o.sn)).not.toContain(send.sn);
    // Without a queue, the call answers both, as before.
    const both = await call<Queued[]>('/ops/review/list', { pageNum: 1, pageSize: 100 }, finance);
    expect(both.data).toHaveLength(orders.length + topUps.length);
    const counts = await call<Record<string, number>>('/ops/queue/counts', {}, finance);
    expect(counts.data).toMatchObject({
      manualPending: orders.length,
      offlineTopUps: topUps.length,
    });
    const bad = await call('/ops/review/list', { pageNum: 1, pageSize: 10, queue: 'x' }, finance);
    expect(bad.code).toBe(-1008);
  });

  it("shows an order with its customer, their recent orders and the top-up's proof", async () => {
    const topUpOrder = await offlineTopUp('320');
    const detail = await call<{
      order: { sn: string; amount: string; proofFile: string; awaitingReview: boolean };
      customer: { accountNo: string; phone: string };
      recentOrders: Array<{ sn: string }>;
      timeline: Array<{ status: number }>;
    }>('/ops/review/detail', { orderId: topUpOrder.orderId }, finance);
    expect(detail.code).toBe(200);
    expect(detail.data.order).toMatchObject({ sn: topUpOrder.sn, amount: '320.00' });
    expect(detail.data.order.awaitingReview).toBe(true);
    expect(detail.data.customer.phone).toContain(user.national.slice(-6));
    expect(detail.data.recentOrders.length).toBeGreaterThan(0);
    expect(detail.data.recentOrders.map((o) => o.sn)).not.toContain(topUpOrder.sn);
    expect(detail.data.timeline[0]!.status).toBe(-2);

    const url = await call<string>(
      '/ops/review/proofUrl',
      { orderId: topUpOrder.orderId },
      finance,
    );
    expect(url.code).toBe(200);
    expect((await h.app.server.inject({ method: 'GET', url: url.data })).statusCode).toBe(200);
    // A send has no proof; a compliance operator does not read the finance queues.
    const send = await heldSend('150');
    expect((await call('/ops/review/proofUrl', { orderId: send.orderId }, finance)).code).toBe(
      -1007,
    );
    const compliance = await operator('compliance');
    expect((await call('/ops/review/detail', { orderId: send.orderId }, compliance)).code).toBe(
      1000,
    );
    expect((await call('/ops/review/detail', { orderId: 99_999_999 }, finance)).code).toBe(-1007);
  });

  it('refuses a rejection without a reason, in the caller’s language, and changes nothing', async () => {
    const send = await heldSend('120');
    for (const reason of [undefined, '', '   ']) {
      const reply = await call<Array<{ field: string; message: string }>>(
        '/ops/order/reject',
        { orderId: send.orderId, ...(reason !== undefined && { reason }) },
        finance,
        'zh_CN',
      );
      expect(reply.code).toBe(-1008);
      expect(reply.data[0]!.field).toBe('reason');
    }
    expect((await queue('orders')).map((o) => o.sn)).toContain(send.sn);
  });

  it('tells the second operator that the order was already decided, in their language', async () => {
    const topUpOrder = await offlineTopUp('210');
    const rejected = await call<{ status: number }>(
      '/ops/order/reject',
      { orderId: topUpOrder.orderId, reason: '回单金额与充值金额不符' },
      finance,
    );
    expect(rejected.data.status).toBe(2);
    const late = await call<{ status: number }>(
      '/ops/order/approve',
      { orderId: topUpOrder.orderId, reason: 'slip ok' },
      secondFinance,
      'zh_CN',
    );
    expect(late).toMatchObject({ code: -1019, data: { orderId: topUpOrder.orderId, status: 2 } });
    expect(late.msg).toContain('其他操作员');
    const lateEn = await call<{ status: number }>(
      '/ops/order/reject',
      { orderId: topUpOrder.orderId, reason: 'again' },
      secondFinance,
    );
    expect(lateEn.msg).toContain('already been decided');
    // The customer reads the operator's reason on the order.
    const seen = await call<{ status: number; failReason: string }>(
      `/order/detail/${topUpOrder.sn}`,
      {},
      user.token,
      'zh_CN',
    );
    expect(seen.data).toMatchObject({ status: 2, failReason: '回单金额与充值金额不符' });
  });

  it('decides once when approve and reject of one order race, and the ledger stays balanced', async () => {
    for (const item of [await heldSend('260'), await offlineTopUp('270')]) {
      const before = await assets(h, user.token);
      h.tick();
      const [approve, reject] = (await Promise.all([
        h.call(
          '/ops/order/approve',
          { orderId: item.orderId, reason: 'checked' },
          { token: finance },
        ),
        h.call(
          '/ops/order/reject',
          { orderId: item.orderId, reason: 'not matching' },
          { token: secondFinance },
        ),
      ])) as [Reply, Reply];
      const codes = [approve.code, reject.code].sort();
      expect(codes).toEqual([-1019, 200]);
      const loser = approve.code === 200 ? reject : approve;
      expect(loser.msg).toContain('already been decided');
      const events = await h.app.db.kysely
        .selectFrom('order_events')
        .select(['to_status'])
        .where('order_id', '=', item.orderId)
        .execute();
      // Created, then one decision (an approved top-up is confirmed and passed: two events).
      const decisions = events.filter((e) => e.to_status === 2 || e.to_status === 0);
      expect(decisions).toHaveLength(1);
      expect(events.some((e) => e.to_status === 2)).toBe(reject.code === 200);
      expect(await ledgerReconciles(h)).toBe(true);
      const after = await assets(h, user.token);
      const moved = Number(after?.total) - Number(before?.total);
      if (item.sn.startsWith('R')) expect(moved).toBe(approve.code === 200 ? 270 : 0);
      else expect(moved).toBe(0);
    }
  });
});
