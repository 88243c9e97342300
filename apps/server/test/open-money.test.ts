import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OpenOrderView } from '@pesa/contract';
import { engines, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { ledgerReconciles, MONEY_ENV } from './money-helpers.ts';
import { approvedMerchant, openCall, type Merchant } from './open-api-helpers.ts';
import {
  apiBalance,
  collectKes,
  fundB2c,
  merchantNo,
  payoutBody,
  queryOrder,
} from './open-money-helpers.ts';

describe.each(engines)('Merchant API money: collect and payout (%s)', (engine) => {
  let h: Harness;
  let merchant: Merchant;

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...MONEY_ENV });
    merchant = await approvedMerchant(h);
  });
  afterAll(() => h.close());
  afterEach(async () => {
    expect(await ledgerReconciles(h)).toBe(true);
  });

  const orderCount = async (merchantOrderNo: string) =>
    (
      await h.app.db.kysely
        .selectFrom('orders')
        .select('id')
        .where('merchant_order_no', '=', merchantOrderNo)
        .execute()
    ).length;
  const holds = async (sn: string) =>
    (
      await h.app.db.kysely
        .selectFrom('ledger_entries')
        .select('id')
        .where('reference', '=', sn)
        .where('entry_type', '=', 'send_hold')
        .execute()
    ).length;

  it('collects through the rail and credits the C2B account of the channel when it confirms', async () => {
    const reply = await openCall<OpenOrderView>(h, merchant.live, '/c2b/collect', {
      merchantOrderNo: merchantNo('C'),
      payType: 2,
      currencyId: 404,
      amount: '1000',
      phone: '+254712345678',
      narrative: 'invoice 17',
    });
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      kind: 'collect',
      status: -1,
      payoutStatus: null,
      currencyId: 404,
      amount: '1000.00',
      feeAmount: '0.00',
    });
    expect(reply.data.sn).toMatch(/^API[A-Z0-9]{6,}$/);
    expect(await apiBalance(h, merchant.live, 2)).toBe('0.00');
    await h.app.money.worker.runDue();
    const after = await queryOrder(h, merchant.live, { sn: reply.data.sn });
    expect(after.data.status).toBe(1);
    expect(await apiBalance(h, merchant.live, 2)).toBe('1000.00');
  });

  it('refuses a collection in a currency the channel does not move, and changes nothing', async () => {
    const merchantOrderNo = merchantNo('C');
    const reply = await openCall<unknown>(h, merchant.live, '/c2b/collect', {
      merchantOrderNo,
      payType: 7,
      currencyId: 404,
      amount: '10',
      phone: '+255712345678',
    });
    expect(reply.code).toBe(-1008);
    expect(JSON.stringify(reply.data)).toContain('currencyId');
    expect(await orderCount(merchantOrderNo)).toBe(0);
  });

  it('refuses a payout the B2C account cannot cover (-1014), writing nothing', async () => {
    const body = payoutBody('500');
    const reply = await openCall(h, merchant.live, '/b2c/payout', body);
    expect(reply.code).toBe(-1014);
    expect(await orderCount(body.merchantOrderNo)).toBe(0);
    expect(
      (await queryOrder(h, merchant.live, { merchantOrderNo: body.merchantOrderNo })).code,
    ).toBe(-1007);
  });

  it('pays out from a funded B2C account: amount and fee held, then settled by the rail', async () => {
    await fundB2c(h, merchant.live, '800');
    expect(await apiBalance(h, merchant.live, 0)).toBe('800.00');
    const body = payoutBody('500');
    const reply = await openCall<OpenOrderView>(h, merchant.live, '/b2c/payout', body);
    expect(reply.code).toBe(200);
    // M-Pesa KES sends cost 1 %, at least KES 10 (seeded fee schedule).
    expect(reply.data).toMatchObject({
      kind: 'payout',
      merchantOrderNo: body.merchantOrderNo,
      status: 0,
      payoutStatus: 1,
      amount: '500.00',
      feeAmount: '10.00',
    });
    expect(await apiBalance(h, merchant.live, 0)).toBe('290.00');
    await h.app.money.worker.runDue();
    const done = await queryOrder(h, merchant.live, { merchantOrderNo: body.merchantOrderNo });
    expect(done.data).toMatchObject({ status: 1, payoutStatus: 2 });
    expect(await apiBalance(h, merchant.live, 0)).toBe('290.00');
  });

  it('texts the recipient once paid only when the merchant asks (notifyRecipient), never a balance', async () => {
    await fundB2c(h, merchant.live, '300');
    const told = '+254722000155';
    const silent = '+254722000156';
    const asked = await openCall<OpenOrderView>(h, merchant.live, '/b2c/payout', {
      ...payoutBody('100', told),
      notifyRecipient: true,
    });
    expect(asked.code).toBe(200);
    const quiet = await openCall(h, merchant.live, '/b2c/payout', payoutBody('100', silent));
    expect(quiet.code).toBe(200);
    const bank = await openCall(
      h,
      merchant.live,
      '/b2c/payout',
      {
        ...payoutBody('100'),
        phone: undefined,
        payType: 100,
        bankName: 'KCB',
        bankAccountNo: '1234567890',
        notifyRecipient: true,
      },
      { lang: 'zh_CN' },
    );
    expect(bank.code).toBe(-1008);
    expect(bank.data).toEqual([
      { field: 'notifyRecipient', message: expect.stringMatching(/[\u4e00-\u9fff]/) },
    ]);
    while ((await h.app.money.worker.runDue()) > 0);
    const done = await queryOrder(h, merchant.live, { sn: asked.data.sn });
    expect(done.data).toMatchObject({ status: 1 });
    const texts = async (to: string) =>
      (await h.app.services.messaging.outbox(100, to)).map((m) => m.text);
    const sent = await texts(told);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(
      new RegExp(`^PesaBridge: .+ sent you KES 100\\.00\\. Ref ${asked.data.sn}\\.$`),
    );
    expect(sent[0]).not.toMatch(/balance/i);
    expect(await texts(silent)).toEqual([]);
  });

  it('returns the hold to B2C when the rail fails the payout', async () => {
    await fundB2c(h, merchant.live, '300');
    const before = await apiBalance(h, merchant.live, 0);
    const reply = await openCall<OpenOrderView>(h, merchant.live, '/b2c/payout', payoutBody('100'));
    const order = await h.app.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('sn', '=', reply.data.sn)
      .executeTakeFirstOrThrow();
    h.app.money.simulator.forceOutcome(`PB${order.id}`, 'failure');
    await h.app.money.worker.runDue();
    const done = await queryOrder(h, merchant.live, { sn: reply.data.sn });
    expect(done.data).toMatchObject({ status: 2, payoutStatus: 3 });
    expect(await apiBalance(h, merchant.live, 0)).toBe(before);
  });

  it('answers a repeat with the original order and moves no money; another body is -1107', async () => {
    await fundB2c(h, merchant.live, '200');
    const body = payoutBody('50');
    const first = await openCall<OpenOrderView>(h, merchant.live, '/b2c/payout', body);
    expect(first.code).toBe(200);
    const balance = await apiBalance(h, merchant.live, 0);
    // The same request, keys in another order and the amount as a number: still a repeat.
    const { amount: _amount, ...rest } = body;
    const again = await openCall<OpenOrderView>(h, merchant.live, '/b2c/payout', {
      amount: 50,
      ...rest,
    });
    expect(again.code).toBe(200);
    expect(again.data.sn).toBe(first.data.sn);
    expect(await apiBalance(h, merchant.live, 0)).toBe(balance);
    expect(await orderCount(body.merchantOrderNo)).toBe(1);

    const changed = await openCall(h, merchant.live, '/b2c/payout', { ...body, amount: '51' });
    expect(changed.code).toBe(-1107);
    const asCollect = await openCall(h, merchant.live, '/c2b/collect', {
      merchantOrderNo: body.merchantOrderNo,
      payType: 2,
      currencyId: 404,
      amount: '50',
      phone: '+254722000111',
    });
    expect(asCollect.code).toBe(-1107);
    // After the rail's answer a repeat shows the order as it is now.
    await h.app.money.worker.runDue();
    const later = await openCall<OpenOrderView>(h, merchant.live, '/b2c/payout', body);
    expect(later.data).toMatchObject({ sn: first.data.sn, status: 1, payoutStatus: 2 });
    expect(await holds(first.data.sn)).toBe(1);
  });

  it('moves money once for 50 concurrent identical payouts', async () => {
    await fundB2c(h, merchant.live, '1000');
    const before = Number(await apiBalance(h, merchant.live, 0));
    const body = payoutBody('100');
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        openCall<OpenOrderView>(h, merchant.live, '/b2c/payout', body),
      ),
    );
    expect(replies.map((r) => r.code)).toEqual(Array(50).fill(200));
    expect(new Set(replies.map((r) => r.data.sn)).size).toBe(1);
    expect(await orderCount(body.merchantOrderNo)).toBe(1);
    expect(await holds(replies[0]!.data.sn)).toBe(1);
    // KES 100 and the KES 10 minimum fee, once.
    expect(Number(await apiBalance(h, merchant.live, 0))).toBe(before - 110);
    await h.app.money.worker.runDue();
  });

  it('refuses a replayed money call (-1103), even one whose first try moved nothing', async () => {
    const fresh = await approvedMerchant(h);
    const nonce = `replay-${Date.now()}`;
    const body = payoutBody('60');
    const refused = await openCall(h, fresh.live, '/b2c/payout', body, { nonce });
    expect(refused.code).toBe(-1014);
    await fundB2c(h, fresh.live, '100');
    const balance = await apiBalance(h, fresh.live, 0);
    const replay = await openCall(h, fresh.live, '/b2c/payout', body, { nonce });
    expect(replay.code).toBe(-1103);
    expect(await orderCount(body.merchantOrderNo)).toBe(0);
    expect(await apiBalance(h, fresh.live, 0)).toBe(balance);

    const paidNonce = `${nonce}-paid`;
    const paid = await openCall(h, fresh.live, '/b2c/payout', body, { nonce: paidNonce });
    expect(paid.code).toBe(200);
    const again = await openCall(h, fresh.live, '/b2c/payout', body, { nonce: paidNonce });
    expect(again.code).toBe(-1103);
    expect(await orderCount(body.merchantOrderNo)).toBe(1);
    await h.app.money.worker.runDue();
  });

  it('finds an order by merchantOrderNo, by sn, or by both when they agree', async () => {
    const collected = await collectKes(h, merchant.live, '20');
    const no = collected.merchantOrderNo!;
    const byNo = await queryOrder(h, merchant.live, { merchantOrderNo: no });
    const bySn = await queryOrder(h, merchant.live, { sn: collected.sn });
    expect(byNo.code).toBe(200);
    expect(bySn.data).toEqual(byNo.data);
    expect(byNo.data).toMatchObject({ sn: collected.sn, kind: 'collect', status: 1 });
    expect(
      (await queryOrder(h, merchant.live, { merchantOrderNo: no, sn: collected.sn })).code,
    ).toBe(200);
    const other = await collectKes(h, merchant.live, '21');
    expect((await queryOrder(h, merchant.live, { merchantOrderNo: no, sn: other.sn })).code).toBe(
      -1007,
    );
    expect((await queryOrder(h, merchant.live, { merchantOrderNo: 'never-sent' })).code).toBe(
      -1007,
    );
    const empty = await queryOrder(h, merchant.live, {});
    expect(empty.code).toBe(-1008);
  });
});
