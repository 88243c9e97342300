import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OpenOrderView } from '@pesa/contract';
import { engines, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { assets, ledgerReconciles, MONEY_ENV } from './money-helpers.ts';
import { approvedMerchant, openCall, type Merchant } from './open-api-helpers.ts';
import {
  allBalances,
  collectKes,
  fundB2c,
  payoutBody,
  queryOrder,
  transferKes,
} from './open-money-helpers.ts';

/** Merchants cannot reach each other's orders or money, and test keys never reach live money. */
describe.each(engines)('Merchant API isolation (%s)', (engine) => {
  let h: Harness;
  let a: Merchant;
  let b: Merchant;

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...MONEY_ENV });
    a = await approvedMerchant(h);
    b = await approvedMerchant(h);
    await fundB2c(h, a.live, '500');
  });
  afterAll(() => h.close());
  afterEach(async () => {
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it("does not let merchant B read A's orders by merchantOrderNo or sn", async () => {
    const order = await collectKes(h, a.live, '30');
    expect((await queryOrder(h, a.live, { sn: order.sn })).code).toBe(200);
    expect((await queryOrder(h, b.live, { sn: order.sn })).code).toBe(-1007);
    expect((await queryOrder(h, b.live, { merchantOrderNo: order.merchantOrderNo! })).code).toBe(
      -1007,
    );
    expect((await queryOrder(h, b.test, { sn: order.sn })).code).toBe(-1007);
  });

  it("does not let merchant B spend A's balance, even reusing A's order number", async () => {
    const before = await allBalances(h, a.live);
    const body = payoutBody('100');
    expect((await openCall(h, b.live, '/b2c/payout', body)).code).toBe(-1014);
    expect((await transferKes(h, b.live, 0, -1, '100')).code).toBe(-1014);
    const mine = await openCall<OpenOrderView>(h, a.live, '/b2c/payout', body);
    expect(mine.code).toBe(200);
    // B's number space is its own: the same number is no repeat of A's order.
    expect((await openCall(h, b.live, '/b2c/payout', body)).code).toBe(-1014);
    await h.app.money.worker.runDue();
    expect(await allBalances(h, b.live)).toEqual({});
    const after = await allBalances(h, a.live);
    expect(Number(after['0:404'])).toBe(Number(before['0:404']) - 110);
  });

  it('runs test calls on the sandbox book only: live balances and wallets do not move', async () => {
    const live = await allBalances(h, a.live);
    const wallet = await assets(h, a.token);
    await collectKes(h, a.test, '900');
    expect((await transferKes(h, a.test, 2, -1, '300')).code).toBe(200);
    expect((await transferKes(h, a.test, -1, 0, '300')).code).toBe(200);
    const paid = await openCall<OpenOrderView>(h, a.test, '/b2c/payout', payoutBody('100'));
    expect(paid.code).toBe(200);
    const failed = await openCall<OpenOrderView>(
      h,
      a.test,
      '/b2c/payout',
      payoutBody('50', '+254700000001'),
    );
    expect(failed.code).toBe(200);
    await h.app.money.worker.runDue();
    expect((await queryOrder(h, a.test, { sn: failed.data.sn })).data.payoutStatus).toBe(3);
    expect(await allBalances(h, a.test)).toEqual({
      '-1:404': '0.00',
      '0:404': '190.00',
      '2:404': '600.00',
    });
    expect(await allBalances(h, a.live)).toEqual(live);
    expect(await assets(h, a.token)).toEqual(wallet);
    // The sandbox book never shares an account with the live one.
    const accounts = await h.app.db.kysely
      .selectFrom('ledger_accounts')
      .select(['account_key', 'kind'])
      .where('owner_user_id', '=', a.userId)
      .execute();
    for (const account of accounts)
      expect(account.account_key.startsWith('test:')).toBe(account.kind.startsWith('test_'));
  });
});
