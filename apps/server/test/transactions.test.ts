import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { addMpesaPayee, MONEY_ENV, newSn, setFundPassword, topUp } from './money-helpers.ts';

type Posting = {
  entryType: string;
  reference: string;
  wallet: string;
  currencyCode: string;
  amount: string;
};

describe.each(engines)('transaction history and top-up history on %s', (engine) => {
  let h: Harness;
  let token: string;
  let sendSn: string;
  beforeAll(async () => {
    h = await startHarness(engine, MONEY_ENV);
    const user = await registerByPhone(h);
    token = user.token;
    const fundPassword = await setFundPassword(h, token, user.phone, user.national);
    await topUp(h, token, '1000');
    const payeeId = await addMpesaPayee(h, token);
    sendSn = newSn();
    h.tick();
    await h.call(
      '/order/create',
      { sn: sendSn, scope: 0, payeeId, payType: 2, currencyId: 404, amount: '100', fundPassword },
      { token },
    );
    await h.app.money.worker.runDue();
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists the wallet postings from the ledger, newest first, with filters', async () => {
    h.tick();
    const all = await h.call('/account/transactions', { pageNum: 1, pageSize: 20 }, { token });
    const rows = all.rows as Posting[];
    // top-up credit, send hold (wallet and on-hold), settlement (on-hold)
    expect(all.total).toBe(4);
    expect(rows[rows.length - 1]).toMatchObject({
      entryType: 'top_up',
      wallet: 'domestic',
      amount: '1000.00',
    });
    expect(
      rows
        .filter((r) => r.reference === sendSn)
        .map((r) => r.amount)
        .sort(),
    ).toEqual(['-110.00', '-110.00', '110.00']);
    h.tick();
    const holdOnly = await h.call(
      '/account/transactions',
      { pageNum: 1, pageSize: 20, kind: 'on_hold' },
      { token },
    );
    expect(holdOnly.total).toBe(2);
  });

  it('shows one line per payment with its hold and payout inside, paged by payments', async () => {
    h.tick();
    const reply = await h.call(
      '/account/transactions',
      { pageNum: 1, pageSize: 20, view: 'payments' },
      { token },
    );
    type Line = Posting & {
      movements: Array<{ entryType: string; wallet: string; amount: string }>;
    };
    const lines = reply.rows as Line[];
    // The top-up and the send: two lines, not four postings.
    expect(reply.total).toBe(2);
    expect(lines.map((l) => l.reference)).toEqual([sendSn, expect.any(String)]);
    expect(lines[0]).toMatchObject({
      entryType: 'send_settle',
      wallet: 'domestic',
      amount: '-110.00',
      currencyCode: 'KES',
    });
    expect(lines[0]!.movements.map((m) => [m.entryType, m.wallet, m.amount])).toEqual([
      ['send_hold', 'domestic', '-110.00'],
      ['send_hold', 'on_hold', '110.00'],
      ['send_settle', 'on_hold', '-110.00'],
    ]);
    expect(lines[1]).toMatchObject({ entryType: 'top_up', amount: '1000.00' });
    h.tick();
    const second = await h.call(
      '/account/transactions',
      { pageNum: 2, pageSize: 1, view: 'payments' },
      { token },
    );
    expect(second.total).toBe(2);
    expect((second.rows as Line[]).map((l) => l.entryType)).toEqual(['top_up']);
    h.tick();
    const bad = await h.call(
      '/account/transactions',
      { pageNum: 1, pageSize: 20, view: 'lines' },
      { token },
    );
    expect(bad.code).toBe(-1008);
  });

  it('exports the history as CSV through a form-encoded download', async () => {
    const response = await h.app.server.inject({
      method: 'POST',
      url: '/api/account/transactions/export',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'kind=domestic',
    });
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    // Without Content-Language the file is in English (customer-exports.test.ts has the rest).
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Movement,Reference,Wallet,Currency,Amount');
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.includes(',Top-up credited,') && l.endsWith(',1000.00'))).toBe(true);
  });

  it('answers an export error as JSON, not as a file', async () => {
    const response = await h.app.server.inject({
      method: 'POST',
      url: '/api/account/transactions/export',
      payload: {},
    });
    expect(response.json().code).toBe(-1001);
  });

  it('lists top-ups in the recharge history', async () => {
    h.tick();
    const reply = await h.call(
      '/account/rechargeHistory/list',
      { pageNum: 1, pageSize: 10 },
      { token },
    );
    expect(reply.total).toBe(1);
    expect(
      (reply.rows as Array<{ type: number; status: number; amount: string }>)[0],
    ).toMatchObject({ type: -1, status: 1, amount: '1000.00' });
  });
});
