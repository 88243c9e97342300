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
  walletSend,
  walletSettlementTotal,
  type Customer,
  type WalletOrder,
} from './wallet-send-helpers.ts';

const OPS = { OPERATOR_USERNAME: 'ops.wallets', OPERATOR_PASSWORD: 'Operator-Passw0rd' };

/** Issue 30, item 2: a send to another customer's wallet arrives, at once, inside our ledger. */
describe.each(engines)('wallet-to-wallet sends on %s', (engine) => {
  let h: Harness;
  let op: string;
  let alice: Customer;
  let bob: Customer;
  let bobPayee: number;
  const ops = (path: string, body: unknown) => {
    h.tick();
    return h.call(path, body, { token: op });
  };
  const orderCount = async () =>
    Number(
      (
        await h.app.db.kysely
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, ...relaxedEnv, ...OPS });
    op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    // A fee on wallet sends, so the test can tell the amount from what the sender pays.
    const fee = { scope: 0, payType: 0, currencyId: 404, fixedAmount: '2', basisPoints: 100 };
    expect((await ops('/ops/fee/set', fee)).code).toBe(200);
    alice = await newCustomer(h, { name: 'Alice Wanjiru', topUp: '5000' });
    bob = await newCustomer(h, { name: 'Bob Otieno' });
    bobPayee = await addWalletPayee(h, alice.token, bob.accountNo, 'Bob');
  });
  afterAll(async () => {
    await h.close();
  });

  it('pays the recipient at once: amount to them, amount plus fee from the sender, the fee to the house', async () => {
    const fees = await accountBalance(h, 'system:fees:404');
    const [aliceBefore, bobBefore] = [await domesticCents(h, alice), await domesticCents(h, bob)];
    const sent = await walletSend(h, alice, bobPayee, '1000');
    expect(sent.code, sent.msg).toBe(200);
    // 1 % of 1 000.00 plus 2.00 fixed.
    expect(sent.data).toMatchObject({
      status: 1,
      amount: '1000.00',
      netFeeAmount: '12.00',
      payAmount: '1012.00',
    });
    expect((await domesticCents(h, bob)) - bobBefore).toBe(100_000n);
    expect(aliceBefore - (await domesticCents(h, alice))).toBe(101_200n);
    expect((await accountBalance(h, 'system:fees:404')) - fees).toBe(1_200n);
    expect(await walletSettlementTotal(h)).toBe(0n);
    // No rail, no simulator: nothing is queued for the order, and nothing changes when jobs run.
    const jobs = await h.app.db.kysely
      .selectFrom('jobs')
      .select('payload')
      .where('payload', 'like', '%orderId%')
      .execute();
    const order = await h.app.db.kysely
      .selectFrom('orders')
      .select(['id', 'counter_account_key'])
      .where('sn', '=', sent.data.sn)
      .executeTakeFirstOrThrow();
    expect(order.counter_account_key).toBe(`user:${bob.userId}:domestic:404`);
    expect(jobs.filter((j) => JSON.parse(j.payload).orderId === Number(order.id))).toEqual([]);
    await h.app.money.worker.runDue();
    expect((await domesticCents(h, bob)) - bobBefore).toBe(100_000n);
    h.tick();
    const detail = await h.call<WalletOrder>(
      `/order/detail/${sent.data.sn}`,
      {},
      {
        token: alice.token,
      },
    );
    expect(detail.data.timeline?.map((e) => e.status)).toEqual([1]);
    expect(detail.data.counterparty).toEqual({
      role: 'recipient',
      name: 'Bob',
      accountNo: bob.accountNo,
    });
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('shows the send in both histories; the recipient sees who paid', async () => {
    const sent = await walletSend(h, alice, bobPayee, '25.50');
    expect(sent.code).toBe(200);
    const received = (await movements(h, bob)).filter((m) => m.reference === sent.data.sn);
    expect(received).toEqual([
      expect.objectContaining({
        entryType: 'wallet_send',
        wallet: 'domestic',
        amount: '25.50',
        counterparty: { role: 'sender', name: 'Alice Wanjiru', accountNo: alice.accountNo },
      }),
    ]);
    const paid = (await movements(h, alice)).filter((m) => m.reference === sent.data.sn);
    expect(paid).toEqual([
      expect.objectContaining({
        entryType: 'wallet_send',
        amount: '-27.76',
        counterparty: { role: 'recipient', name: 'Bob', accountNo: bob.accountNo },
      }),
    ]);
    // The order stays the sender's: the recipient cannot open or cancel it.
    h.tick();
    const foreign = await h.call(`/order/detail/${sent.data.sn}`, {}, { token: bob.token });
    expect(foreign.code).toBe(-1007);
  });

  it('refuses an unknown, suspended or closed account, oneself and a foreign currency, moving nothing', async () => {
    const carol = await newCustomer(h);
    const dave = await newCustomer(h);
    const tanzanian = await newCustomer(h, { countryId: 255 });
    const eve = await newCustomer(h);
    const payees = {
      suspended: await addWalletPayee(h, alice.token, carol.accountNo, 'Carol'),
      closed: await addWalletPayee(h, alice.token, dave.accountNo, 'Dave'),
      currency: await addWalletPayee(h, alice.token, tanzanian.accountNo, 'Tumaini'),
      unknown: await addWalletPayee(h, alice.token, eve.accountNo, 'Eve'),
      self: await addWalletPayee(h, alice.token, eve.accountNo, 'Me'),
    };
    expect(
      (await ops('/ops/customer/suspend', { userId: carol.userId, reason: 'Fraud report 7' })).code,
    ).toBe(200);
    // No screen closes a main account yet; a closed one is disabled (status 1) in the database.
    const k = h.app.db.kysely;
    await k.updateTable('users').set({ status: 1 }).where('user_id', '=', dave.userId).execute();
    // Recipients saved before their account vanished, or before the own-account check existed.
    const repoint = (id: number, accountNo: string) =>
      k.updateTable('payees').set({ user_account_no: accountNo }).where('id', '=', id).execute();
    await repoint(payees.unknown, eve.accountNo === '1000000009' ? '1000000017' : '1000000009');
    await repoint(payees.self, alice.accountNo);

    const before = {
      alice: await domesticCents(h, alice),
      orders: await orderCount(),
      settlement: await walletSettlementTotal(h),
    };
    const refusal = async (payeeId: number, lang?: 'zh_CN') => {
      h.tick();
      const quote = await h.call(
        '/order/quote',
        { scope: 0, payeeId, payType: 0, currencyId: 404, amount: '10' },
        { token: alice.token, lang },
      );
      const sent = await walletSend(h, alice, payeeId, '10', {}, lang);
      expect(sent).toMatchObject({ code: quote.code, msg: quote.msg });
      return sent;
    };
    expect(await refusal(payees.unknown)).toMatchObject({
      code: -1009,
      msg: 'No customer account has this account number; check the recipient',
    });
    expect(await refusal(payees.suspended)).toMatchObject({
      code: -1009,
      msg: 'The recipient’s account is suspended and cannot receive money',
    });
    expect(await refusal(payees.suspended, 'zh_CN')).toMatchObject({
      msg: '收款人账户已被暂停使用，无法收款',
    });
    expect(await refusal(payees.closed)).toMatchObject({
      code: -1009,
      msg: 'The recipient’s account is closed and cannot receive money',
    });
    expect(await refusal(payees.closed, 'zh_CN')).toMatchObject({
      msg: '收款人账户已关闭，无法收款',
    });
    expect(await refusal(payees.self)).toMatchObject({ code: -1010 });
    const currency = await refusal(payees.currency);
    expect(currency).toMatchObject({
      code: -1008,
      data: [
        {
          field: 'currencyId',
          message:
            'The recipient’s account cannot receive KES; their wallet is in another currency',
        },
      ],
    });
    const currencyZh = await refusal(payees.currency, 'zh_CN');
    expect(currencyZh.data).toEqual([
      { field: 'currencyId', message: '收款人账户无法接收 KES，其钱包为其他币种' },
    ]);

    expect(await domesticCents(h, alice)).toBe(before.alice);
    // Read from the ledger: a suspended or closed customer cannot sign in to look.
    for (const who of [carol, dave, tanzanian])
      expect(await accountBalance(h, `user:${who.userId}:domestic:404`)).toBe(0n);
    expect(await orderCount()).toBe(before.orders);
    expect(await walletSettlementTotal(h)).toBe(before.settlement);
  });

  it('keeps a send’s other rules: -1059 for a repeated number, the transaction password, -1013', async () => {
    const sent = await walletSend(h, alice, bobPayee, '10');
    expect(sent.code).toBe(200);
    const before = [await domesticCents(h, alice), await domesticCents(h, bob)];
    const again = await walletSend(h, alice, bobPayee, '10', { sn: sent.data.sn });
    expect(again.code).toBe(-1059);
    expect((await walletSend(h, alice, bobPayee, '10', { fundPassword: '000000' })).code).toBe(
      -1023,
    );
    expect((await walletSend(h, alice, bobPayee, '999999')).code).toBe(-1013);
    expect([await domesticCents(h, alice), await domesticCents(h, bob)]).toEqual(before);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('conserves money when two customers pay each other at the same time', async () => {
    const a = await newCustomer(h, { topUp: '300' });
    const b = await newCustomer(h, { topUp: '300' });
    const toB = await addWalletPayee(h, a.token, b.accountNo, 'B');
    const toA = await addWalletPayee(h, b.token, a.accountNo, 'A');
    const fees = await accountBalance(h, 'system:fees:404');
    // Each send of 10.00 costs 12.10 and locks both wallets; whichever succeed (a wallet may run
    // short, -1013), the balances must add up to exactly what was paid and received.
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 ? walletSend(h, a, toB, '10') : walletSend(h, b, toA, '10'),
      ),
    );
    for (const r of replies) expect([200, -1013], r.msg).toContain(r.code);
    const paid = { a: 0n, b: 0n };
    replies.forEach((r, i) => {
      if (r.code === 200) paid[i % 2 ? 'a' : 'b']++;
    });
    expect(paid.a + paid.b).toBeGreaterThan(0n);
    expect(await domesticCents(h, a)).toBe(30_000n - paid.a * 1_210n + paid.b * 1_000n);
    expect(await domesticCents(h, b)).toBe(30_000n - paid.b * 1_210n + paid.a * 1_000n);
    expect((await accountBalance(h, 'system:fees:404')) - fees).toBe((paid.a + paid.b) * 210n);
    expect(await walletSettlementTotal(h)).toBe(0n);
    expect(await ledgerReconciles(h)).toBe(true);
  });
});
