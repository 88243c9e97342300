import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type OpenBatchQueryReply, type OpenBatchReply } from '@pesa/contract';
import { engines, startHarness, type Harness } from './harness.ts';
import { e164Kenya, relaxedEnv } from './helpers.ts';
import { ledgerReconciles, MONEY_ENV, setFundPassword } from './money-helpers.ts';
import { approvedMerchant, openCall, type Merchant } from './open-api-helpers.ts';
import { apiBalance, fundB2c, merchantNo, payoutBody } from './open-money-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

interface Person {
  token: string;
  pin: string;
}
interface ApprovalRow {
  kind: string;
  id: string;
  status: string;
  file: { rows: number; totals: { currencyCode: string; amount: string }[] } | null;
}

/**
 * With the policy's `apiBatches` on, a merchant API batch above a threshold is held from B2C and
 * waits (kind "apiBatch") for a member other than the main account, who made it through its key.
 */
describe.each(engines)('API batches under an approval policy on %s', (engine) => {
  let h: Harness;
  let merchant: Merchant;
  let owner: Person;
  let alice: Person;

  const k = () => h.app.db.kysely;
  const call = <T>(path: string, body: unknown, who: Person, lang?: 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token: who.token, lang });
  };
  const savePolicy = (lang?: 'zh_CN') =>
    call(
      '/approval/policy/save',
      {
        enabled: true,
        approvalsRequired: 1,
        thresholds: [{ currencyId: 404, amount: '1000' }],
        apiBatches: true,
      },
      owner,
      lang,
    );
  const batch = (items: unknown[]) =>
    openCall<OpenBatchReply>(h, merchant.live, '/b2c/batch', {
      merchantBatchNo: merchantNo('B'),
      items,
    });
  const query = (batchSn: string) =>
    openCall<OpenBatchQueryReply>(h, merchant.live, '/batch/query', { batchSn, pageSize: 10 });
  const b2c = async () => Number(await apiBalance(h, merchant.live, 0));
  const ordersOf = async (merchantOrderNos: string[]) =>
    (
      await k()
        .selectFrom('orders')
        .select('id')
        .where('merchant_order_no', 'in', merchantOrderNos)
        .execute()
    ).length;
  const completedEvents = async (batchSn: string) =>
    (
      await k()
        .selectFrom('webhook_events')
        .select('body')
        .where('user_id', '=', merchant.userId)
        .where('event_type', '=', 'batch.completed')
        .execute()
    ).filter(
      (row) => (JSON.parse(row.body) as { data: { batchSn: string } }).data.batchSn === batchSn,
    );
  const held = async () => {
    const items = [payoutBody('600'), payoutBody('500')];
    const before = await b2c();
    const reply = await batch(items);
    expect(reply.code).toBe(200);
    expect(reply.data.accepted).toBe(2);
    return { items, before, batchSn: reply.data.batchSn };
  };

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...MONEY_ENV, SESSION_IDLE_MINUTES: '120' });
    merchant = await approvedMerchant(h, { notifyUrl: 'http://127.0.0.1:9/hook' });
    owner = { token: merchant.token, pin: '111111' };
    await setFundPassword(h, owner.token, merchant.phone, merchant.national, owner.pin);
    await fundB2c(h, merchant.live, '10000');
  });
  afterAll(() => h.close());
  afterEach(async () => {
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('refuses API batch approvals until a member other than the main account may approve', async () => {
    const alone = await savePolicy();
    expect(alone.code).toBe(ErrorCode.PARAMETER_ERROR);
    expect(JSON.stringify(alone.data)).toContain('apiBatches');
    expect(JSON.stringify(alone.data)).toContain('a team member other than the main account');
    const zh = await savePolicy('zh_CN');
    expect(JSON.stringify(zh.data)).toContain('主账户以外的团队成员');
    const read = await call<{ apiBatches: boolean }>('/approval/policy/get', {}, owner);
    expect(read.data.apiBatches).toBe(false);

    const roleId = await addRole(h, owner.token, ['SystemApprovals', 'Btn:payment:approve'], 'A');
    const added = await addMember(h, owner.token, roleId);
    alice = { token: await memberToken(h, added.national, added.password), pin: '222222' };
    await setFundPassword(h, alice.token, e164Kenya(added.national), added.national, alice.pin);
    const saved = await savePolicy();
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ enabled: true, apiBatches: true });
  });

  it('pays a batch under the threshold at once', async () => {
    const items = [payoutBody('300'), payoutBody('400')];
    const reply = await batch(items);
    expect(reply.code).toBe(200);
    await h.app.money.worker.runDue();
    const done = await query(reply.data.batchSn);
    expect(done.data.approvalStatus).toBeNull();
    expect(done.data.counts.succeeded).toBe(2);
  });

  it('holds a batch above it and waits; approved by a member, its items are paid', async () => {
    const { items, before, batchSn } = await held();
    // Held at once: 1,100 and the fees leave the available B2C balance; no order yet.
    const holding = await b2c();
    expect(before - holding).toBeGreaterThanOrEqual(1100);
    await h.app.money.worker.runDue();
    expect(await ordersOf(items.map((i) => i.merchantOrderNo))).toBe(0);
    const waiting = await query(batchSn);
    expect(waiting.data.approvalStatus).toBe('AWAITING_APPROVAL');
    expect(waiting.data.counts.queued).toBe(2);

    const list = await call<never>('/approval/list', { pageNum: 1, pageSize: 50 }, alice);
    const row = (list.rows as ApprovalRow[]).find((r) => r.id === batchSn);
    expect(row).toMatchObject({ kind: 'apiBatch', status: 'AWAITING_APPROVAL' });
    expect(row!.file).toMatchObject({
      rows: 2,
      totals: [{ currencyCode: 'KES', amount: '1100.00' }],
    });

    // The main account made it (through its key): it cannot approve it.
    const own = await call(
      '/approval/approve',
      { kind: 'apiBatch', id: batchSn, fundPassword: owner.pin },
      owner,
    );
    expect(own.code).toBe(ErrorCode.NO_PERMISSION);
    const approved = await call(
      '/approval/approve',
      { kind: 'apiBatch', id: batchSn, fundPassword: alice.pin },
      alice,
    );
    expect(approved.code).toBe(200);
    // Each item moved its share from the batch's hold to its order's: the balance never rose.
    expect(await b2c()).toBe(holding);
    await h.app.money.worker.runDue();
    const done = await query(batchSn);
    expect(done.data.approvalStatus).toBe('APPROVED');
    expect(done.data.counts.succeeded).toBe(2);
    expect(await b2c()).toBe(holding);
    expect(await completedEvents(batchSn)).toHaveLength(1);
  });

  it('releases a rejected batch, cancels its items and completes it once', async () => {
    const { items, before, batchSn } = await held();
    expect(await b2c()).toBeLessThan(before);
    const rejected = await call(
      '/approval/reject',
      { kind: 'apiBatch', id: batchSn, reason: 'Not this month' },
      alice,
    );
    expect(rejected.code).toBe(200);
    expect(await b2c()).toBe(before);
    await h.app.money.worker.runDue();
    const done = await query(batchSn);
    expect(done.data.approvalStatus).toBe('REJECTED');
    expect(done.data.counts).toMatchObject({ cancelled: 2, queued: 0, succeeded: 0 });
    expect(done.data.items.map((i) => i.state)).toEqual(['cancelled', 'cancelled']);
    expect(done.data.completedTime).not.toBeNull();
    expect(await ordersOf(items.map((i) => i.merchantOrderNo))).toBe(0);
    h.tick(120_000);
    await h.app.money.worker.runDue();
    expect(await completedEvents(batchSn)).toHaveLength(1);
  });

  it('refuses a held batch that B2C does not cover, writing nothing', async () => {
    const before = await b2c();
    const merchantBatchNo = merchantNo('B');
    const reply = await openCall<OpenBatchReply>(h, merchant.live, '/b2c/batch', {
      merchantBatchNo,
      items: [payoutBody(String(Math.floor(before))), payoutBody('500')],
    });
    expect(reply.code).toBe(ErrorCode.INSUFFICIENT_ASSET);
    expect(await b2c()).toBe(before);
    const found = await openCall(h, merchant.live, '/batch/query', { merchantBatchNo });
    expect(found.code).toBe(ErrorCode.DATA_NOT_FOUND);
  });
});
