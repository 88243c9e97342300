import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { operatorToken } from './identity-helpers.ts';
import { ledgerReconciles, MONEY_ENV } from './money-helpers.ts';
import {
  accountBalance,
  addWalletPayee,
  domesticCents,
  movements,
  newCustomer,
  onHoldCents,
  walletSend,
  walletSettlementTotal,
  type Customer,
  type WalletOrder,
} from './wallet-send-helpers.ts';

const OPS = { OPERATOR_USERNAME: 'ops.review', OPERATOR_PASSWORD: 'Operator-Passw0rd' };

/** A wallet send held for review pays the recipient on approval, and not before. */
describe.each(engines)('wallet sends under review on %s', (engine) => {
  let h: Harness;
  let op: string;
  let alice: Customer;
  const ops = <T>(path: string, body: unknown) => {
    h.tick();
    return h.call<T>(path, body, { token: op });
  };
  const orderId = async (sn: string) =>
    Number(
      (
        await h.app.db.kysely
          .selectFrom('orders')
          .select('id')
          .where('sn', '=', sn)
          .executeTakeFirstOrThrow()
      ).id,
    );
  const held = async (to: Customer, amount: string) => {
    const payee = await addWalletPayee(h, alice.token, to.accountNo, 'Someone');
    const sent = await walletSend(h, alice, payee, amount);
    expect(sent.data.status).toBe(-2);
    return sent.data;
  };

  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, ...relaxedEnv, ...OPS });
    op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    const fee = { scope: 0, payType: 0, currencyId: 404, fixedAmount: '5', basisPoints: 0 };
    expect((await ops('/ops/fee/set', fee)).code).toBe(200);
    expect((await ops('/ops/risk/threshold', { currencyId: 404, amount: '100' })).code).toBe(200);
    alice = await newCustomer(h, { name: 'Alice Wanjiru', topUp: '5000' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('holds the money until an operator approves, then pays the recipient from the hold', async () => {
    const bob = await newCustomer(h, { name: 'Bob Otieno' });
    const aliceBefore = await domesticCents(h, alice);
    const fees = await accountBalance(h, 'system:fees:404');
    const order = await held(bob, '500');
    expect(order.payAmount).toBe('505.00');
    expect(aliceBefore - (await domesticCents(h, alice))).toBe(50_500n);
    expect(await onHoldCents(h, alice)).toBe(50_500n);
    expect(await domesticCents(h, bob)).toBe(0n);

    const approved = await ops<WalletOrder>('/ops/order/approve', {
      orderId: await orderId(order.sn),
      reason: 'known customer',
    });
    expect(approved.data.status).toBe(1);
    expect(await domesticCents(h, bob)).toBe(50_000n);
    expect(await onHoldCents(h, alice)).toBe(0n);
    expect(aliceBefore - (await domesticCents(h, alice))).toBe(50_500n);
    expect((await accountBalance(h, 'system:fees:404')) - fees).toBe(500n);
    expect(await walletSettlementTotal(h)).toBe(0n);
    h.tick();
    const detail = await h.call<WalletOrder>(
      `/order/detail/${order.sn}`,
      {},
      {
        token: alice.token,
      },
    );
    expect(detail.data.timeline?.map((e) => e.status)).toEqual([-2, 0, 1]);
    // Approving twice is refused, and pays nothing more.
    expect(
      (await ops('/ops/order/approve', { orderId: await orderId(order.sn), reason: 'x' })).code,
    ).toBe(-1019);
    expect(await domesticCents(h, bob)).toBe(50_000n);
    const received = (await movements(h, bob)).filter((m) => m.reference === order.sn);
    expect(received).toEqual([
      expect.objectContaining({
        entryType: 'wallet_send',
        amount: '500.00',
        counterparty: { role: 'sender', name: 'Alice Wanjiru', accountNo: alice.accountNo },
      }),
    ]);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('refuses the approval once the recipient is suspended; the rejection returns the hold', async () => {
    const carol = await newCustomer(h);
    const aliceBefore = await domesticCents(h, alice);
    const order = await held(carol, '200');
    const id = await orderId(order.sn);
    expect(
      (await ops('/ops/customer/suspend', { userId: carol.userId, reason: 'Fraud report 9' })).code,
    ).toBe(200);
    const approval = await ops('/ops/order/approve', { orderId: id, reason: 'ok' });
    expect(approval).toMatchObject({
      code: -1009,
      msg: 'The recipient’s account is suspended and cannot receive money',
    });
    expect(await onHoldCents(h, alice)).toBe(20_500n);
    const rejected = await ops<WalletOrder>('/ops/order/reject', { orderId: id, reason: 'frozen' });
    expect(rejected.data.status).toBe(2);
    expect(await domesticCents(h, alice)).toBe(aliceBefore);
    expect(await onHoldCents(h, alice)).toBe(0n);
    expect(await accountBalance(h, `user:${carol.userId}:domestic:404`)).toBe(0n);
  });

  it('lets the sender withdraw a send waiting for review; the recipient gets nothing', async () => {
    const dave = await newCustomer(h);
    const aliceBefore = await domesticCents(h, alice);
    const order = await held(dave, '300');
    h.tick();
    const cancelled = await h.call<WalletOrder>(
      `/order/cancel/${order.sn}`,
      {},
      {
        token: alice.token,
      },
    );
    expect(cancelled.data.status).toBe(3);
    expect(await domesticCents(h, alice)).toBe(aliceBefore);
    expect(await domesticCents(h, dave)).toBe(0n);
    expect(await ledgerReconciles(h)).toBe(true);
  });
});

/** An unverified sender's wallet sends count in its rolling allowance like any send. */
describe.each(engines)('wallet sends of an unverified account on %s', (engine) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...MONEY_ENV,
      ...relaxedEnv,
      KYC_REQUIRED: 'true',
      KYC_UNVERIFIED_DAILY_LIMIT_USD: '50',
    });
  });
  afterAll(async () => {
    await h.close();
  });

  it('pays within the allowance and refuses past it, moving nothing', async () => {
    // 5 000 KES is about 39 USD of the 50 a day; each 1 000 KES send about 8 more.
    const alice = await newCustomer(h, { topUp: '5000' });
    const bob = await newCustomer(h);
    const payee = await addWalletPayee(h, alice.token, bob.accountNo, 'Bob');
    const first = await walletSend(h, alice, payee, '1000');
    expect(first.data.status).toBe(1);
    expect(await domesticCents(h, bob)).toBe(100_000n);
    const before = await domesticCents(h, alice);
    const over = await walletSend(h, alice, payee, '1000');
    expect(over.code).toBe(1000);
    expect(over.data).toMatchObject({ window: 'daily' });
    expect(await domesticCents(h, alice)).toBe(before);
    expect(await domesticCents(h, bob)).toBe(100_000n);
    expect(await ledgerReconciles(h)).toBe(true);
  });
});
