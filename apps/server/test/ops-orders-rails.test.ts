import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { addMpesaPayee, MONEY_ENV, newSn, setFundPassword, topUp } from './money-helpers.ts';
import { liveOperatorToken } from './operator-helpers.ts';

const PASSWORD = 'Operator-Passw0rd';
const ADMIN = 'ops.orders.admin';
const HOUR = 3_600_000;

interface Row {
  orderId: number;
  sn: string;
  kind: number;
  status: number;
  payType: number;
  amountMinor: string;
  decimals: number;
  currencyCode: string;
  customer: { phone: string };
}
interface Detail extends Row {
  timeline: Array<{ status: number; actorType: string; actorName: string | null; reason: string }>;
}
interface Job {
  type: string;
  state: string;
  attempts: number;
  lastError: string | null;
}

describe.each(engines)('the console: orders and rails on %s', (engine) => {
  let h: Harness;
  let admin: () => Promise<string>;
  // Live tokens: the suite moves the clock by hours, past the console's idle timeout.
  const roles: Record<string, () => Promise<string>> = {};
  const as = (role: string) => roles[role]!();
  const fundPassword = '135790';
  let alice: Awaited<ReturnType<typeof registerByPhone>>;
  let bob: Awaited<ReturnType<typeof registerByPhone>>;
  let aliceTopUp: string;
  let reviewedSend: string;
  let bobTopUp: string;
  let bobTime: string;

  const call = <T>(path: string, body: unknown, token: string) => {
    h.tick();
    return h.call<T>(path, body, { token });
  };
  const search = async (body: Record<string, unknown>, token?: string) =>
    call<Row>('/ops/order/search', { pageNum: 1, pageSize: 50, ...body }, token ?? (await admin()));
  const rowsOf = (reply: { rows?: unknown[] }) => (reply.rows ?? []) as Row[];
  const sns = (reply: { rows?: unknown[] }) =>
    rowsOf(reply)
      .map((r) => r.sn)
      .sort();

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...MONEY_ENV,
      OPERATOR_USERNAME: ADMIN,
      OPERATOR_PASSWORD: PASSWORD,
    });
    admin = liveOperatorToken(h, ADMIN, PASSWORD);
    for (const role of ['support', 'finance', 'compliance']) {
      const username = `ops.orders.${role}`;
      const added = await call(
        '/ops/operator/add',
        { username, password: PASSWORD, role },
        await admin(),
      );
      expect(added.code).toBe(200);
      roles[role] = liveOperatorToken(h, username, PASSWORD);
    }
    alice = await registerByPhone(h);
    await setFundPassword(h, alice.token, alice.phone, alice.national, fundPassword);
    aliceTopUp = (await topUp(h, alice.token, '3000')).sn;
    // A send held for review, approved by finance: the decision shows in its timeline.
    const payeeId = await addMpesaPayee(h, alice.token);
    expect(
      (await call('/ops/risk/threshold', { currencyId: 404, amount: '100' }, await as('finance')))
        .code,
    ).toBe(200);
    h.tick();
    const created = await h.call<{ sn: string; status: number }>(
      '/order/create',
      { sn: newSn(), scope: 0, payeeId, payType: 2, currencyId: 404, amount: '500', fundPassword },
      { token: alice.token },
    );
    expect(created.data.status).toBe(-2);
    reviewedSend = created.data.sn;
    const held = rowsOf(await search({ sn: reviewedSend }))[0]!;
    const approved = await call(
      '/ops/order/approve',
      { orderId: held.orderId, reason: 'documents checked' },
      await as('finance'),
    );
    expect(approved.code).toBe(200);
    await h.app.money.worker.runDue();
    // Bob's top-up comes an hour later, for the date range.
    h.tick(HOUR);
    bobTime = h.clock.now().toISOString();
    bob = await registerByPhone(h);
    bobTopUp = (await topUp(h, bob.token, '700')).sn;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('finds an order by its number, with its amounts in minor units', async () => {
    const reply = await search({ sn: aliceTopUp });
    expect(reply.code).toBe(200);
    expect(reply.total).toBe(1);
    expect(rowsOf(reply)[0]).toMatchObject({
      sn: aliceTopUp,
      kind: -1,
      status: 1,
      payType: 502,
      amountMinor: '300000',
      decimals: 2,
      currencyCode: 'KES',
      customer: { phone: alice.phone },
    });
  });

  it("finds a customer's orders by phone in any written form", async () => {
    const expected = [aliceTopUp, reviewedSend].sort();
    for (const phone of [alice.national, alice.phone, alice.phone.slice(1), ` ${alice.national} `])
      expect(sns(await search({ phone })), phone).toEqual(expected);
    expect(sns(await search({ phone: bob.national }))).toEqual([bobTopUp]);
    // Too short to name a customer: refused on the field, nothing listed.
    const short = await search({ phone: '0000012' });
    expect(short.code).toBe(-1008);
  });

  it('filters by status, channel, kind and date range, combined', async () => {
    const mine = { phone: alice.national };
    expect(sns(await search({ ...mine, kind: 0 }))).toEqual([reviewedSend]);
    expect(sns(await search({ ...mine, payType: 502 }))).toEqual([aliceTopUp]);
    expect(sns(await search({ ...mine, status: 1 }))).toEqual([aliceTopUp, reviewedSend].sort());
    expect(sns(await search({ ...mine, status: 2 }))).toEqual([]);
    const later = await search({ beginTime: bobTime });
    expect(sns(later)).toEqual([bobTopUp]);
    expect(sns(await search({ ...mine, endTime: bobTime }))).toEqual(
      [aliceTopUp, reviewedSend].sort(),
    );
    // A range that ends before it starts is a field error.
    expect((await search({ beginTime: bobTime, endTime: '2020-01-01T00:00:00Z' })).code).toBe(
      -1008,
    );
  });

  it("opens an order with its timeline: created, the review decision, the rail's result", async () => {
    const row = rowsOf(await search({ sn: reviewedSend }))[0]!;
    const detail = await call<Detail>(
      '/ops/order/detail',
      { orderId: row.orderId },
      await as('support'),
    );
    expect(detail.code).toBe(200);
    expect(detail.data.timeline.map((e) => [e.status, e.actorType])).toEqual([
      [-2, 'user'],
      [0, 'operator'],
      [1, 'channel'],
    ]);
    expect(detail.data.timeline[0]!.reason).toBe('created');
    expect(detail.data.timeline[1]).toMatchObject({
      actorName: 'ops.orders.finance',
      reason: 'documents checked',
    });
    expect((await call('/ops/order/detail', { orderId: 999_999 }, await as('support'))).code).toBe(
      -1007,
    );
  });

  it('lets every role read orders and no customer token in; support cannot resolve or reverse', async () => {
    for (const role of Object.keys(roles))
      expect((await search({ sn: aliceTopUp }, await as(role))).total).toBe(1);
    expect((await search({ sn: aliceTopUp }, alice.token)).code).toBe(-1001);
    expect((await call('/ops/jobs/list', {}, alice.token)).code).toBe(-1001);
    expect((await call('/ops/jobs/list', {}, await as('compliance'))).code).toBe(1000);
    expect((await call('/ops/jobs/list', {}, await as('support'))).code).toBe(200);
    const resolve = {
      thirdOrderNo: 'AG_20261124_0001',
      outcome: 'failed',
      reason: 'per Safaricom',
    };
    expect((await call('/ops/daraja/resolvePayout', resolve, await as('support'))).code).toBe(1000);
    const reverse = { transId: 'RKT0000001', reason: 'no such account' };
    expect((await call('/ops/daraja/reverse', reverse, await as('support'))).code).toBe(1000);
    // Finance passes the role check; without Daraja switched on the rail says so.
    expect((await call('/ops/daraja/resolvePayout', resolve, await as('finance'))).code).toBe(
      -1007,
    );
  });

  it('lists a failing job with its last error, by state', async () => {
    await h.app.money.jobs.enqueue('console.test.unhandled', { orderId: 1 });
    await h.app.money.worker.runDue();
    const jobs = async (state?: string) =>
      ((await call('/ops/jobs/list', { pageNum: 1, pageSize: 50, state }, await as('finance')))
        .rows ?? []) as Job[];
    const retrying = (await jobs('retrying')).find((j) => j.type === 'console.test.unhandled');
    expect(retrying).toMatchObject({
      state: 'retrying',
      attempts: 1,
      lastError: 'no handler for job type console.test.unhandled',
      orderSn: aliceTopUp,
    });
    // Past every retry (12 attempts, the backoff capped at an hour) it stays failed.
    for (let i = 0; i < 12; i++) {
      h.clock.advance(HOUR);
      await h.app.money.worker.runDue();
    }
    const failed = (await jobs('failed')).find((j) => j.type === 'console.test.unhandled');
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: 12,
      lastError: expect.stringContaining('no handler'),
    });
    expect((await jobs('waiting')).some((j) => j.type === 'console.test.unhandled')).toBe(false);
    expect((await call('/ops/jobs/list', { state: 'stuck' }, await as('finance'))).code).toBe(
      -1008,
    );
  });
});
