import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import {
  addMpesaPayee,
  assets,
  ledgerReconciles,
  MONEY_ENV,
  newSn,
  setFundPassword,
} from './money-helpers.ts';

type Order = {
  sn: string;
  status: number;
  payAmount: string;
  netFeeAmount: string;
  amount: string;
  createTime: string;
  timeline?: Array<{ status: number }>;
};

describe.each(engines)('top up and send money on %s', (engine) => {
  let h: Harness;
  let token: string;
  // Sessions outlive the 30-minute transaction-password lock this suite waits out.
  let payeeId: number;
  const fundPassword = '135790';

  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, SESSION_IDLE_MINUTES: '120' });
    const user = await registerByPhone(h);
    token = user.token;
    await setFundPassword(h, token, user.phone, user.national, fundPassword);
    payeeId = await addMpesaPayee(h, token);
  });
  afterAll(async () => {
    await h.close();
  });

  const send = (amount: string, extra: Record<string, unknown> = {}) => {
    h.tick();
    return h.call<Order>(
      '/order/create',
      {
        sn: newSn(),
        scope: 0,
        payeeId,
        payType: 2,
        currencyId: 404,
        amount,
        fundPassword,
        ...extra,
      },
      { token },
    );
  };

  it('credits an M-Pesa STK top-up once the simulated callback arrives', async () => {
    h.tick();
    const created = await h.call<Order & { instructions: { kind: string } }>(
      '/recharge/create',
      { sn: newSn('R'), scope: 0, payType: 502, currencyId: 404, amount: '5000' },
      { token },
    );
    expect(created.code).toBe(200);
    expect(created.data.status).toBe(-1);
    expect(created.data.instructions.kind).toBe('stkPush');
    expect(await assets(h, token)).toBeUndefined();
    await h.app.money.worker.runDue();
    h.tick();
    const detail = await h.call<Order>(`/order/detail/${created.data.sn}`, {}, { token });
    expect(detail.data.status).toBe(1);
    expect((await assets(h, token))?.domestic).toBe('5000.00');
  });

  it('quotes the fee and what leaves the wallet', async () => {
    h.tick();
    const quote = await h.call<{
      payAmount: string;
      netFeeAmount: string;
      rate: string;
      toAmount: string;
      expireTime: string;
    }>(
      '/order/quote',
      { scope: 0, payeeId, payType: 2, currencyId: 404, amount: '1500' },
      { token },
    );
    expect(quote.code).toBe(200);
    expect(quote.data).toMatchObject({
      netFeeAmount: '15.00',
      payAmount: '1515.00',
      rate: '1',
      toAmount: '1500.00',
    });
    expect(Date.parse(quote.data.expireTime)).toBeGreaterThan(h.clock.now().getTime());
  });

  it('holds the funds at once and settles them when the channel pays out', async () => {
    const created = await send('1500');
    expect(created.code).toBe(200);
    expect(created.data.status).toBe(0);
    expect(await assets(h, token)).toMatchObject({
      domestic: '3485.00',
      onHold: '1515.00',
      total: '5000.00',
    });
    await h.app.money.worker.runDue();
    h.tick();
    const detail = await h.call<Order>(`/order/detail/${created.data.sn}`, {}, { token });
    expect(detail.data.status).toBe(1);
    expect(detail.data.timeline?.map((e) => e.status)).toEqual([0, 1]);
    expect(await assets(h, token)).toMatchObject({ domestic: '3485.00', onHold: '0.00' });
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('returns the funds when the channel fails the payout', async () => {
    const created = await send('100');
    h.app.money.simulator.forceOutcome(
      `PB${(await h.app.money.ordersRepo.findBySn((await h.app.db.kysely.selectFrom('orders').select('main_user_id').where('sn', '=', created.data.sn).executeTakeFirstOrThrow()).main_user_id, created.data.sn))!.id}`,
      'failure',
    );
    await h.app.money.worker.runDue();
    h.tick();
    const detail = await h.call<Order>(`/order/detail/${created.data.sn}`, {}, { token });
    expect(detail.data.status).toBe(2);
    expect(await assets(h, token)).toMatchObject({ domestic: '3485.00', onHold: '0.00' });
  });

  it('answers -1059 to a repeated order number and moves no money', async () => {
    const sn = newSn();
    h.tick();
    const first = await h.call<Order>(
      '/order/create',
      { sn, scope: 0, payeeId, payType: 2, currencyId: 404, amount: '10', fundPassword },
      { token },
    );
    expect(first.code).toBe(200);
    const before = await assets(h, token);
    h.tick();
    const again = await h.call(
      '/order/create',
      { sn, scope: 0, payeeId, payType: 2, currencyId: 404, amount: '10', fundPassword },
      { token, lang: 'zh_CN' },
    );
    expect(again.code).toBe(-1059);
    expect(again.msg).toMatch(/重复/);
    expect(await assets(h, token)).toEqual(before);

    // Just inside the window it is still a repeated request; from 5 minutes on, the same number
    // answers the original order as it stands (even if the repeat asks for another amount).
    const firstUse = Date.parse(first.data.createTime);
    h.clock.advance(firstUse + 5 * 60_000 - 1_000 - h.clock.now().getTime());
    const late = { sn, scope: 0, payeeId, payType: 2, currencyId: 404, amount: '25', fundPassword };
    expect((await h.call('/order/create', late, { token })).code).toBe(-1059);
    h.clock.advance(1_000);
    const original = await h.call<Order>('/order/create', late, { token });
    expect(original.code).toBe(200);
    expect(original.data).toMatchObject({ sn, amount: first.data.amount });
    expect(await assets(h, token)).toEqual(before);
  });

  // On PostgreSQL the order is written in the statement of its hold (openSend), which still
  // writes the order before it refuses a short wallet: a repeat stays a repeat.
  it('answers a repeated order number as a repeat even when the wallet cannot afford it', async () => {
    const sn = newSn();
    const order = { sn, scope: 0, payeeId, payType: 2, currencyId: 404, fundPassword };
    h.tick();
    expect((await h.call('/order/create', { ...order, amount: '10' }, { token })).code).toBe(200);
    const before = await assets(h, token);
    h.tick();
    const again = await h.call('/order/create', { ...order, amount: '999999' }, { token });
    expect(again.code).toBe(-1059);
    expect(await assets(h, token)).toEqual(before);
  });

  it('checks the transaction password: -1023 when wrong, and locks after five', async () => {
    const before = await assets(h, token);
    for (let i = 0; i < 5; i++)
      expect((await send('10', { fundPassword: '000000' })).code).toBe(-1023);
    const locked = await send('10');
    expect(locked.code).toBe(-1023);
    expect(locked.msg).toMatch(/30 minutes/);
    expect(await assets(h, token)).toEqual(before);
    h.clock.advance(30 * 60_000);
    expect((await send('10')).code).toBe(200);
  });

  it('refuses a send the wallet cannot afford with -1013', async () => {
    const reply = await send('999999');
    expect(reply.code).toBe(-1013);
  });

  it('lets the customer cancel an order waiting for review; the hold returns at once', async () => {
    await h.app.money.risk.setManualReviewThreshold(404, 5_000n, h.clock.now().toISOString());
    const before = await assets(h, token);
    const created = await send('200');
    expect(created.data.status).toBe(-2);
    h.tick();
    const cancelled = await h.call<Order>(`/order/cancel/${created.data.sn}`, {}, { token });
    expect(cancelled.code).toBe(200);
    expect(cancelled.data.status).toBe(3);
    expect(await assets(h, token)).toEqual(before);
    h.tick();
    expect((await h.call(`/order/cancel/${created.data.sn}`, {}, { token })).code).toBe(-1019);
    await h.app.money.risk.setManualReviewThreshold(404, 100_000_000n, h.clock.now().toISOString());
  });

  it('answers -1022 when no transaction password is set', async () => {
    const other = await registerByPhone(h);
    const otherPayee = await addMpesaPayee(h, other.token);
    h.tick();
    const reply = await h.call(
      '/order/create',
      {
        sn: newSn(),
        scope: 0,
        payeeId: otherPayee,
        payType: 2,
        currencyId: 404,
        amount: '10',
        fundPassword: '123456',
      },
      { token: other.token },
    );
    expect(reply.code).toBe(-1022);
  });

  it("never lets one account use another account's recipient", async () => {
    const other = await registerByPhone(h);
    h.tick();
    const reply = await h.call(
      '/order/quote',
      { scope: 0, payeeId, payType: 2, currencyId: 404, amount: '10' },
      { token: other.token },
    );
    expect(reply.code).toBe(-1017);
  });

  it('keeps the ledger balanced', async () => {
    expect(await ledgerReconciles(h)).toBe(true);
  });
});
