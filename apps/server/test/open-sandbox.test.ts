import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OpenOrderView } from '@pesa/contract';
import { SANDBOX_DELAY_MS } from '@pesa/domain';
import { STATUS_QUERY_ATTEMPTS } from '../src/channels/channel-jobs.ts';
import { engines, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { ledgerReconciles } from './money-helpers.ts';
import { approvedMerchant, openCall, type Merchant } from './open-api-helpers.ts';
import {
  apiBalance,
  collectKes,
  merchantNo,
  payoutBody,
  queryOrder,
  transferKes,
} from './open-money-helpers.ts';

const QUERY_DELAY_MS = 90_000;

/**
 * The sandbox's rail on a simulator set to fail every request and to repeat every callback: test
 * orders follow the documented magic numbers only, never chance.
 */
describe.each(engines)('Merchant API sandbox outcomes (%s)', (engine) => {
  let h: Harness;
  let merchant: Merchant;

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...relaxedEnv,
      KYC_REQUIRED: 'false',
      CHANNEL_SIMULATOR_DELAY_MS: '0',
      CHANNEL_SIMULATOR_FAILURE_RATE: '1',
      CHANNEL_SIMULATOR_DUPLICATE_RATE: '1',
      CHANNEL_STATUS_QUERY_DELAY_MS: String(QUERY_DELAY_MS),
    });
    merchant = await approvedMerchant(h);
  });
  afterAll(() => h.close());
  afterEach(async () => {
    expect(await ledgerReconciles(h)).toBe(true);
  });

  /** Runs what is due now, then what the simulator repeats a second later. */
  const settle = async () => {
    await h.app.money.worker.runDue();
    h.clock.advance(1_000);
    await h.app.money.worker.runDue();
  };

  it('succeeds on any ordinary number, where a live order on this simulator fails', async () => {
    const test = await collectKes(h, merchant.test, '400');
    await settle();
    expect((await queryOrder(h, merchant.test, { sn: test.sn })).data.status).toBe(1);
    expect(await apiBalance(h, merchant.test, 2)).toBe('400.00');
    const live = await collectKes(h, merchant.live, '400');
    await settle();
    expect((await queryOrder(h, merchant.live, { sn: live.sn })).data.status).toBe(2);
    expect(await apiBalance(h, merchant.live, 2)).toBe('0.00');
  });

  it('fails a payout to 700000001 and returns amount and fee to B2C', async () => {
    expect((await transferKes(h, merchant.test, 2, 0, '300')).code).toBe(200);
    const paid = await openCall<OpenOrderView>(
      h,
      merchant.test,
      '/b2c/payout',
      payoutBody('100', '+254722000222'),
    );
    expect(paid.data.status).toBe(0);
    await settle();
    expect((await queryOrder(h, merchant.test, { sn: paid.data.sn })).data).toMatchObject({
      status: 1,
      payoutStatus: 2,
    });
    expect(await apiBalance(h, merchant.test, 0)).toBe('190.00');
    const failing = await openCall<OpenOrderView>(
      h,
      merchant.test,
      '/b2c/payout',
      payoutBody('100', '+254700000001'),
    );
    expect(await apiBalance(h, merchant.test, 0)).toBe('80.00');
    await settle();
    expect((await queryOrder(h, merchant.test, { sn: failing.data.sn })).data).toMatchObject({
      status: 2,
      payoutStatus: 3,
    });
    expect(await apiBalance(h, merchant.test, 0)).toBe('190.00');
  });

  it('fails a collection from 700000001 without crediting anything', async () => {
    const before = await apiBalance(h, merchant.test, 2);
    const failed = await collectKes(h, merchant.test, '50', '254700000001');
    await settle();
    expect((await queryOrder(h, merchant.test, { sn: failed.sn })).data.status).toBe(2);
    expect(await apiBalance(h, merchant.test, 2)).toBe(before);
  });

  it('never answers for 700000002: the status queries give up and the order keeps waiting', async () => {
    const silent = await collectKes(h, merchant.test, '50', '0700000002');
    for (let i = 0; i <= STATUS_QUERY_ATTEMPTS; i++) {
      h.clock.advance(QUERY_DELAY_MS);
      await h.app.money.worker.runDue();
    }
    expect((await queryOrder(h, merchant.test, { sn: silent.sn })).data.status).toBe(-1);
    const jobs = await h.app.db.kysely
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'pending')
      // Webhook deliveries to the test merchant's unreachable notify URL retry on their own.
      .where('type', '!=', 'webhook.deliver')
      .execute();
    expect(jobs).toEqual([]);
  });

  it('answers 700000003 only after the documented delay', async () => {
    const before = Number(await apiBalance(h, merchant.test, 2));
    const late = await collectKes(h, merchant.test, '70', '+255700000003');
    h.clock.advance(SANDBOX_DELAY_MS - 1_000);
    await h.app.money.worker.runDue();
    expect((await queryOrder(h, merchant.test, { sn: late.sn })).data.status).toBe(-1);
    h.clock.advance(1_000);
    await settle();
    expect((await queryOrder(h, merchant.test, { sn: late.sn })).data.status).toBe(1);
    expect(Number(await apiBalance(h, merchant.test, 2))).toBe(before + 70);
  });

  it('keeps test orders apart from live ones of the same merchant and number', async () => {
    const merchantOrderNo = merchantNo('X');
    const body = {
      merchantOrderNo,
      payType: 2,
      currencyId: 404,
      amount: '10',
      phone: '+254712345678',
    };
    const test = await openCall<OpenOrderView>(h, merchant.test, '/c2b/collect', body);
    const live = await openCall<OpenOrderView>(h, merchant.live, '/c2b/collect', {
      ...body,
      amount: '11',
    });
    expect(test.code).toBe(200);
    expect(live.code).toBe(200);
    expect(live.data.sn).not.toBe(test.data.sn);
    expect((await queryOrder(h, merchant.live, { sn: test.data.sn })).code).toBe(-1007);
    expect((await queryOrder(h, merchant.test, { sn: live.data.sn })).code).toBe(-1007);
    await settle();
  });
});
