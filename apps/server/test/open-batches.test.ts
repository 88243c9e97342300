import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OpenBatchQueryReply, OpenBatchReply, OpenOrderView } from '@pesa/contract';
import { engines, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { ledgerReconciles, MONEY_ENV } from './money-helpers.ts';
import { approvedMerchant, openCall, type Merchant } from './open-api-helpers.ts';
import { apiBalance, fundB2c, merchantNo, payoutBody, queryOrder } from './open-money-helpers.ts';

// A closed local port: webhook tries fail at once instead of reaching out.
const NOTIFY_URL = 'http://127.0.0.1:9/hook';

describe.each(engines)('Merchant API batch payouts (%s)', (engine) => {
  let h: Harness;
  let merchant: Merchant;

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...MONEY_ENV });
    merchant = await approvedMerchant(h, { notifyUrl: NOTIFY_URL });
  });
  afterAll(() => h.close());
  afterEach(async () => {
    expect(await ledgerReconciles(h)).toBe(true);
  });

  const k = () => h.app.db.kysely;
  const batch = (m: Merchant, body: unknown, lang?: 'en_US' | 'zh_CN') =>
    openCall<OpenBatchReply>(h, m.live, '/b2c/batch', body, lang && { lang });
  const query = (m: Merchant, body: Record<string, unknown>) =>
    openCall<OpenBatchQueryReply>(h, m.live, '/batch/query', body);
  const orderCount = async (merchantOrderNo: string) =>
    (
      await k()
        .selectFrom('orders')
        .select('id')
        .where('merchant_order_no', '=', merchantOrderNo)
        .execute()
    ).length;
  const completedEvents = async (userId: number) =>
    (
      await k()
        .selectFrom('webhook_events')
        .select('body')
        .where('user_id', '=', userId)
        .where('event_type', '=', 'batch.completed')
        .execute()
    ).map((row) => JSON.parse(row.body) as { data: { batchSn: string; completedTime: string } });

  it("rejects bad items by index in the caller's language, pays the others and completes once", async () => {
    await fundB2c(h, merchant.live, '1000');
    const repeated = merchantNo('P');
    const paid = payoutBody('100');
    const items = [
      paid,
      { ...payoutBody('100'), phone: undefined },
      { ...payoutBody('100'), payType: 7 },
      payoutBody('5'),
      payoutBody('200', '+254722000112', repeated),
      payoutBody('50', '+254722000113', repeated),
      'not an item',
    ];
    const merchantBatchNo = merchantNo('B');
    const reply = await batch(merchant, { merchantBatchNo, items }, 'zh_CN');
    expect(reply.code).toBe(200);
    expect(reply.data.batchSn).toMatch(/^BAPI/);
    expect(reply.data.merchantBatchNo).toBe(merchantBatchNo);
    expect(reply.data.accepted).toBe(2);
    expect(reply.data.rejected.map((r) => [r.index, r.code])).toEqual([
      [1, -1015],
      [2, -1008],
      [3, -1008],
      [5, -1107],
      [6, -1008],
    ]);
    expect(reply.data.rejected[1]!.msg).toContain('currencyId');
    // Chinese, as the caller asked: the catalogue's text for -1107 and the repeat's reason.
    expect(reply.data.rejected[3]!.msg).toMatch(/[\u4e00-\u9fff]/);
    // Accepted items are held only when their job runs.
    expect(await apiBalance(h, merchant.live, 0)).toBe('1000.00');

    await h.app.money.worker.runDue();
    // 100 + 10 fee, 200 + 10 fee.
    expect(await apiBalance(h, merchant.live, 0)).toBe('680.00');
    const done = await query(merchant, { merchantBatchNo, pageSize: 10 });
    expect(done.code).toBe(200);
    expect(done.data.counts).toEqual({
      rejected: 5,
      queued: 0,
      processing: 0,
      succeeded: 2,
      failed: 0,
      cancelled: 0,
    });
    expect(done.data.completedTime).not.toBeNull();
    const first = done.data.items[0]!;
    const view = await queryOrder(h, merchant.live, { merchantOrderNo: paid.merchantOrderNo });
    expect(first).toMatchObject({ index: 0, state: 'placed', code: null, ...view.data });
    expect(done.data.items[1]).toMatchObject({ index: 1, state: 'rejected', code: -1015 });
    expect(done.data.items[1]!.status).toBeUndefined();

    const events = (await completedEvents(merchant.userId)).filter(
      (e) => e.data.batchSn === reply.data.batchSn,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ counts: { succeeded: 2, rejected: 5 } });
    // A late sweep or another check finds it complete and records nothing more.
    h.tick(120_000);
    await h.app.money.worker.runDue();
    expect(
      (await completedEvents(merchant.userId)).filter((e) => e.data.batchSn === reply.data.batchSn),
    ).toHaveLength(1);
  });

  it("grades every accepted item's name, shows the registered name only for CLOSE_MATCH, and pays a NO_MATCH", async () => {
    await fundB2c(h, merchant.live, '500');
    const named = (phone: string, name: string) => ({ ...payoutBody('10', phone), name });
    const items = [
      named('+254722009901', 'Wanjiku Njeri Kamau'),
      named('+254722019901', 'Kamau W. N.'),
      named('+254722029901', 'Peter Otieno'),
      named('+254722009909', 'Anyone'),
      { ...named('+254722039901', 'Peter Otieno'), amount: 'x' },
    ];
    const merchantBatchNo = merchantNo('B');
    const reply = await batch(merchant, { merchantBatchNo, items });
    expect(reply.data).toMatchObject({ accepted: 4, rejected: [{ index: 4 }] });
    // Graded at acceptance: the query shows it before any item is paid.
    const queued = await query(merchant, { merchantBatchNo, pageSize: 10 });
    expect(queued.data.items.map((item) => [item.state, item.nameCheck])).toEqual([
      ['queued', { result: 'MATCH' }],
      ['queued', { result: 'CLOSE_MATCH', registeredName: 'Wanjiku Njeri Kamau' }],
      ['queued', { result: 'NO_MATCH' }],
      ['queued', { result: 'UNAVAILABLE' }],
      ['rejected', null],
    ]);

    await h.app.money.worker.runDue();
    const done = await query(merchant, { merchantBatchNo, pageSize: 10 });
    // The grade never blocks: the NO_MATCH item is paid like the others, and still shown.
    expect(done.data.counts).toMatchObject({ succeeded: 4, rejected: 1 });
    expect(done.data.items[2]).toMatchObject({
      state: 'placed',
      status: 1,
      nameCheck: { result: 'NO_MATCH' },
    });
    expect(done.data.items[2]!.nameCheck).not.toHaveProperty('registeredName');
  });

  it('answers a repeat with the original answer, moves no more money, and refuses another body', async () => {
    await fundB2c(h, merchant.live, '500');
    const body = {
      merchantBatchNo: merchantNo('B'),
      items: [payoutBody('100'), { ...payoutBody('100'), phone: 'x' }],
    };
    const first = await batch(merchant, body);
    expect(first.data).toMatchObject({ accepted: 1, rejected: [{ index: 1, code: -1008 }] });
    await h.app.money.worker.runDue();
    const balance = await apiBalance(h, merchant.live, 0);

    const again = await batch(merchant, body);
    expect(again).toEqual(first);
    await h.app.money.worker.runDue();
    expect(await apiBalance(h, merchant.live, 0)).toBe(balance);
    expect(await orderCount(body.items[0]!.merchantOrderNo)).toBe(1);

    const other = await batch(merchant, { ...body, items: [payoutBody('100')] });
    expect(other.code).toBe(-1107);
    expect(other.msg).toContain('merchantBatchNo');
  });

  it('makes one batch of 20 concurrent duplicates, each item paid once, every answer equal', async () => {
    await fundB2c(h, merchant.live, '2000');
    const before = Number(await apiBalance(h, merchant.live, 0));
    const items = Array.from({ length: 5 }, (_, i) => payoutBody(String(100 + i)));
    const body = { merchantBatchNo: merchantNo('B'), items };
    const replies = await Promise.all(Array.from({ length: 20 }, () => batch(merchant, body)));
    expect(replies.map((r) => r.code)).toEqual(Array(20).fill(200));
    expect(new Set(replies.map((r) => JSON.stringify(r.data))).size).toBe(1);
    const batches = await k()
      .selectFrom('api_batches')
      .select('id')
      .where('merchant_batch_no', '=', body.merchantBatchNo)
      .execute();
    expect(batches).toHaveLength(1);
    // Each item's job may even run twice: it finds its order and pays nothing more.
    await h.app.money.worker.runDue();
    for (const item of items) expect(await orderCount(item.merchantOrderNo)).toBe(1);
    // 100..104 plus a KES 10 fee each.
    expect(Number(await apiBalance(h, merchant.live, 0))).toBe(before - (510 + 50));
  });

  it('pays each item once even when its job runs twice at the same time', async () => {
    await fundB2c(h, merchant.live, '500');
    const before = Number(await apiBalance(h, merchant.live, 0));
    const items = [payoutBody('100'), payoutBody('120')];
    const reply = await batch(merchant, { merchantBatchNo: merchantNo('B'), items });
    expect(reply.data.accepted).toBe(2);
    // A second copy of the item job (one pays both items), as a crashed or second instance would run it.
    const jobs = await k()
      .selectFrom('jobs')
      .selectAll()
      .where('type', '=', 'api.batch.item')
      .where('status', '=', 'pending')
      .execute();
    expect(jobs.map((job) => JSON.parse(job.payload) as unknown)).toEqual([
      { itemIds: [expect.any(Number), expect.any(Number)] },
    ]);
    for (const { id: _id, ...job } of jobs) await k().insertInto('jobs').values(job).execute();
    await h.app.money.worker.runDue();
    for (const item of items) expect(await orderCount(item.merchantOrderNo)).toBe(1);
    expect(Number(await apiBalance(h, merchant.live, 0))).toBe(before - 240);
    const done = await query(merchant, { batchSn: reply.data.batchSn });
    expect(done.data.counts).toMatchObject({ succeeded: 2, failed: 0 });
    expect(await completedEvents(merchant.userId)).toContainEqual(
      expect.objectContaining({ data: expect.objectContaining({ batchSn: reply.data.batchSn }) }),
    );
  });

  it("pays a chunk's other items when one of them errs, and leaves that one queued for the job's retry", async () => {
    await fundB2c(h, merchant.live, '500');
    const items = [payoutBody('10'), payoutBody('11'), payoutBody('12')];
    const reply = await batch(merchant, { merchantBatchNo: merchantNo('B'), items });
    expect(reply.data.accepted).toBe(3);
    // The middle item's stored request no longer parses: an error that is no business refusal.
    await k()
      .updateTable('api_batch_items')
      .set({ request: '{}' })
      .where('merchant_order_no', '=', items[1]!.merchantOrderNo)
      .execute();
    await h.app.money.worker.runDue();
    expect(await orderCount(items[0]!.merchantOrderNo)).toBe(1);
    expect(await orderCount(items[1]!.merchantOrderNo)).toBe(0);
    expect(await orderCount(items[2]!.merchantOrderNo)).toBe(1);
    const open = await query(merchant, { batchSn: reply.data.batchSn });
    expect(open.data.items.map((item) => item.state)).toEqual(['placed', 'queued', 'placed']);
    expect(open.data.completedTime).toBeNull();
    // The chunk's job failed once and waits for its retry, which finds only that item queued.
    const { id: brokenId } = await k()
      .selectFrom('api_batch_items')
      .select('id')
      .where('merchant_order_no', '=', items[1]!.merchantOrderNo)
      .executeTakeFirstOrThrow();
    const retrying = await k()
      .selectFrom('jobs')
      .select(['payload', 'attempts'])
      .where('type', '=', 'api.batch.item')
      .where('status', '=', 'pending')
      .execute();
    expect(
      retrying.filter((job) =>
        (JSON.parse(job.payload) as { itemIds: number[] }).itemIds.includes(brokenId),
      ),
    ).toEqual([expect.objectContaining({ attempts: 1 })]);
    // Repaired, the retry pays that item alone, and the batch completes.
    await k()
      .updateTable('api_batch_items')
      .set({ request: JSON.stringify(items[1]) })
      .where('id', '=', brokenId)
      .execute();
    h.tick(10_000);
    await h.app.money.worker.runDue();
    for (const item of items) expect(await orderCount(item.merchantOrderNo)).toBe(1);
    const done = await query(merchant, { batchSn: reply.data.batchSn });
    expect(done.data.counts).toMatchObject({ succeeded: 3, queued: 0 });
    expect(done.data.completedTime).not.toBeNull();
  });

  it('refuses a replayed nonce (-1103) and keeps no second batch', async () => {
    const nonce = `batch-replay-${Date.now()}`;
    const first = { merchantBatchNo: merchantNo('B'), items: [payoutBody('5')] };
    const sent = await openCall<OpenBatchReply>(h, merchant.live, '/b2c/batch', first, { nonce });
    expect(sent.data).toMatchObject({ accepted: 0, rejected: [{ index: 0, code: -1008 }] });
    const other = { merchantBatchNo: merchantNo('B'), items: [payoutBody('5')] };
    const replay = await openCall(h, merchant.live, '/b2c/batch', other, { nonce });
    expect(replay.code).toBe(-1103);
    const kept = await k()
      .selectFrom('api_batches')
      .select('id')
      .where('merchant_batch_no', '=', other.merchantBatchNo)
      .execute();
    expect(kept).toHaveLength(0);
    // A batch with nothing to pay is complete at once, and says so once.
    await h.app.money.worker.runDue();
    const done = await query(merchant, { merchantBatchNo: first.merchantBatchNo });
    expect(done.data.completedTime).not.toBeNull();
  });

  it('keeps a batch open while a sandbox order waits, its sweep looking again less and less often', async () => {
    const sandbox = await approvedMerchant(h, { notifyUrl: NOTIFY_URL });
    const topUp = await h.call(
      '/user/userApi/sandbox/topUp',
      { accountType: 0, currencyId: 404, amount: '1000' },
      { token: sandbox.token },
    );
    expect(topUp.code).toBe(200);
    const body = {
      merchantBatchNo: merchantNo('B'),
      // The sandbox's number that never answers.
      items: [payoutBody('100', '+254700000002')],
    };
    const reply = await openCall<OpenBatchReply>(h, sandbox.test, '/b2c/batch', body);
    expect(reply.data).toMatchObject({ accepted: 1, rejected: [] });
    await h.app.money.worker.runDue();
    const { id: batchId } = await k()
      .selectFrom('api_batches')
      .select('id')
      .where('batch_sn', '=', reply.data.batchSn)
      .executeTakeFirstOrThrow();
    const sweeps = async () =>
      (
        await k()
          .selectFrom('jobs')
          .select(['payload', 'run_at'])
          .where('type', '=', 'api.batch.check')
          .where('status', '=', 'pending')
          .execute()
      )
        .map((job) => ({ ...(JSON.parse(job.payload) as object), runAt: job.run_at }))
        .filter((job) => (job as { batchId?: number }).batchId === batchId);
    expect(await sweeps()).toEqual([expect.objectContaining({ sweepMs: 60_000 })]);
    h.tick(60_001);
    await h.app.money.worker.runDue();
    const read = await openCall<OpenBatchQueryReply>(h, sandbox.test, '/batch/query', body);
    expect(read.data).toMatchObject({ completedTime: null, counts: { processing: 1 } });
    expect(await sweeps()).toEqual([
      expect.objectContaining({
        sweepMs: 120_000,
        runAt: new Date(h.clock.now().getTime() + 120_000).toISOString(),
      }),
    ]);
    expect(await completedEvents(sandbox.userId)).toHaveLength(0);
  });

  it('does not pay twice an item whose number a single payout of the same body already used', async () => {
    await fundB2c(h, merchant.live, '500');
    const single = payoutBody('100');
    const paid = await openCall<OpenOrderView>(h, merchant.live, '/b2c/payout', single);
    expect(paid.code).toBe(200);
    await h.app.money.worker.runDue();
    const balance = Number(await apiBalance(h, merchant.live, 0));

    const reply = await batch(merchant, {
      merchantBatchNo: merchantNo('B'),
      items: [
        single,
        { ...payoutBody('100'), merchantOrderNo: single.merchantOrderNo, amount: '90' },
      ],
    });
    expect(reply.data).toMatchObject({ accepted: 1, rejected: [{ index: 1, code: -1107 }] });
    await h.app.money.worker.runDue();
    expect(await orderCount(single.merchantOrderNo)).toBe(1);
    expect(Number(await apiBalance(h, merchant.live, 0))).toBe(balance);
    const done = await query(merchant, { batchSn: reply.data.batchSn });
    expect(done.data.items[0]).toMatchObject({ state: 'placed', sn: paid.data.sn, status: 1 });
    expect(done.data.completedTime).not.toBeNull();
  });

  it('fails an item the B2C balance no longer covers, with -1014 and no money moved', async () => {
    const poor = await approvedMerchant(h, { notifyUrl: NOTIFY_URL });
    await fundB2c(h, poor.live, '150');
    const reply = await batch(poor, {
      merchantBatchNo: merchantNo('B'),
      items: [payoutBody('100'), payoutBody('100')],
    });
    expect(reply.data).toMatchObject({ accepted: 2, rejected: [] });
    await h.app.money.worker.runDue();
    expect(await apiBalance(h, poor.live, 0)).toBe('40.00');
    const done = await query(poor, { batchSn: reply.data.batchSn });
    expect(done.data.counts).toMatchObject({ succeeded: 1, failed: 1 });
    const failed = done.data.items.find((item) => item.state === 'failed')!;
    expect(failed).toMatchObject({ code: -1014 });
    expect(failed.sn).toBeUndefined();
    expect(await completedEvents(poor.userId)).toHaveLength(1);
  });

  it('pages the items and counts them; another merchant finds nothing', async () => {
    await fundB2c(h, merchant.live, '1000');
    const items = Array.from({ length: 5 }, (_, i) =>
      i === 4 ? { ...payoutBody('100'), amount: '-1' } : payoutBody('20'),
    );
    const merchantBatchNo = merchantNo('B');
    const reply = await batch(merchant, { merchantBatchNo, items });
    const queued = await query(merchant, { merchantBatchNo, pageNum: 2, pageSize: 2 });
    expect(queued.data).toMatchObject({
      batchSn: reply.data.batchSn,
      itemCount: 5,
      total: 5,
      accepted: 4,
      completedTime: null,
      pageNum: 2,
      pageSize: 2,
      counts: { queued: 4, rejected: 1 },
    });
    expect(queued.data.items.map((item) => [item.index, item.merchantOrderNo])).toEqual([
      [2, items[2]!.merchantOrderNo],
      [3, items[3]!.merchantOrderNo],
    ]);
    const both = await query(merchant, { merchantBatchNo, batchSn: reply.data.batchSn });
    expect(both.code).toBe(200);
    expect((await query(merchant, { merchantBatchNo, batchSn: 'BAPIOTHER000' })).code).toBe(-1007);

    const other = await approvedMerchant(h, { notifyUrl: NOTIFY_URL });
    expect((await query(other, { merchantBatchNo })).code).toBe(-1007);
    expect((await query(other, { batchSn: reply.data.batchSn })).code).toBe(-1007);
    expect((await openCall(h, merchant.test, '/batch/query', { merchantBatchNo })).code).toBe(
      -1007,
    );
    await h.app.money.worker.runDue();
  });

  it('refuses a whole body that is wrong as a parameter error, writing nothing', async () => {
    const tooMany = Array.from({ length: 1001 }, () => payoutBody('20'));
    for (const body of [
      { merchantBatchNo: merchantNo('B'), items: [] },
      { merchantBatchNo: merchantNo('B'), items: tooMany },
      { items: [payoutBody('20')] },
    ]) {
      const reply = await batch(merchant, body);
      expect(reply.code).toBe(-1008);
      expect(reply.data).toEqual([expect.objectContaining({ field: expect.any(String) })]);
    }
    expect((await query(merchant, {})).code).toBe(-1008);
  });

  it('pays a batch of 200 items, each once, and balances the ledger', async () => {
    await fundB2c(h, merchant.live, '5000');
    const before = Number(await apiBalance(h, merchant.live, 0));
    const items = Array.from({ length: 200 }, () => payoutBody('10'));
    const reply = await batch(merchant, { merchantBatchNo: merchantNo('B'), items });
    expect(reply.data).toMatchObject({ accepted: 200, rejected: [] });
    await h.app.money.worker.runDue();
    const done = await query(merchant, { batchSn: reply.data.batchSn, pageSize: 100, pageNum: 2 });
    expect(done.data.counts).toMatchObject({ succeeded: 200 });
    expect(done.data.items.map((item) => item.index)).toEqual(
      Array.from({ length: 100 }, (_, i) => 100 + i),
    );
    expect(Number(await apiBalance(h, merchant.live, 0))).toBe(before - 200 * 20);
    const orders = await k()
      .selectFrom('orders')
      .select('merchant_order_no')
      .where(
        'merchant_order_no',
        'in',
        items.map((item) => item.merchantOrderNo),
      )
      .execute();
    expect(orders).toHaveLength(200);
  });
});
