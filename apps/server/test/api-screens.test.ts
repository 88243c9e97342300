import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCashOutQuote, ApiDashboard, ApiOrderRow } from '@pesa/contract';
import { engines, registerByPhone, startHarness, type Harness, type Reply } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { operatorToken, uploadPng } from './identity-helpers.ts';
import { ledgerReconciles, MONEY_ENV, newSn, setFundPassword } from './money-helpers.ts';
import { approvedMerchant, type Merchant } from './open-api-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

const OPS = { OPERATOR_USERNAME: 'ops.screens', OPERATOR_PASSWORD: 'Operator-Passw0rd' };
const FUND_PASSWORD = '135790';
const KES = 404;
type Queued = { orderId: number; sn: string; status: number; apiKind: string | null };

describe.each(engines)('the /homeApi screens on %s', (engine) => {
  let h: Harness;
  let op: string;
  let a: Merchant;
  let b: Merchant;

  const call = <T = unknown>(path: string, body: unknown, token: string, lang?: 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token, lang });
  };
  const ops = <T = unknown>(path: string, body: unknown) => call<T>(path, body, op);
  const dashboard = async (token: string, mode: 'live' | 'test' = 'live') =>
    (await call<ApiDashboard>('/user/userApi/dashboard', { mode }, token)).data;
  const balance = async (token: string, accountType: number, mode: 'live' | 'test' = 'live') =>
    (await dashboard(token, mode)).balances.find(
      (row) => row.accountType === accountType && row.currencyId === KES,
    )?.balance ?? '0.00';
  const list = async (token: string, filter: object) => {
    const reply = await call(
      '/user/userApi/orders/list',
      { pageNum: 1, pageSize: 50, ...filter },
      token,
    );
    expect(reply.code, JSON.stringify(reply)).toBe(200);
    return reply.rows as ApiOrderRow[];
  };
  const queued = async (sn: string) =>
    (await ops<Queued[]>('/ops/review/list', { pageNum: 1, pageSize: 100 })).data.find(
      (row) => row.sn === sn,
    );
  const recharge = async (m: Merchant, amount: string, sn = newSn('SR')) => {
    const proofFile = await uploadPng(h, m.token);
    return call<ApiOrderRow>(
      '/user/userApi/recharge',
      { sn, payType: 503, currencyId: KES, amount, proofFile, remark: 'March float' },
      m.token,
    );
  };
  /** A suspense top-up approved by the operator: the Suspense account holds `amount` more. */
  const fundSuspense = async (m: Merchant, amount: string) => {
    const created = await recharge(m, amount);
    expect(created.code, JSON.stringify(created)).toBe(200);
    const row = await queued(created.data.sn);
    expect((await ops('/ops/order/approve', { orderId: row!.orderId, reason: 'paid' })).code).toBe(
      200,
    );
  };
  /** A settlement account of `m`, approved for payments by an operator unless told otherwise. */
  const exchangeAccount = async (m: Merchant, approved = true) => {
    const added = await call<{ id: number }>(
      '/user/exchangeAccount/add',
      {
        accountName: 'Savanna Traders Ltd',
        type: 1,
        accountNumber: '0110299011223',
        bankName: 'KCB Bank Kenya',
      },
      m.token,
    );
    expect(added.code).toBe(200);
    if (approved)
      await ops('/ops/exchangeAccount/status', {
        id: added.data.id,
        exchangeStatus: 1,
        paymentStatus: 1,
      });
    return added.data.id;
  };
  /**
   * A collection or payout as the merchant API leaves it (those calls are another suite's): a
   * final order row with no money of its own, enough for the lists and the volume chart.
   */
  const apiOrder = async (
    m: Merchant,
    kind: 'collect' | 'payout',
    status: number,
    amountMinor: number,
    updateTime: string,
    extra: { mode?: 'live' | 'test'; remark?: string } = {},
  ) => {
    const sn = newSn(kind === 'collect' ? 'CO' : 'PO');
    await h.app.db.kysely
      .insertInto('orders')
      .values({
        sn,
        main_user_id: m.userId,
        user_id: m.userId,
        kind: kind === 'collect' ? -1 : 0,
        scope: 0,
        pay_type: 2,
        currency_id: KES,
        amount: amountMinor,
        fee_amount: 0,
        tax_fee: 0,
        pay_amount: amountMinor,
        rate: '1',
        to_currency_id: KES,
        to_amount: amountMinor,
        received_amount: amountMinor,
        status,
        payee_id: null,
        payee_snapshot: null,
        details: JSON.stringify({ phone: '+254722000111', remark: extra.remark ?? '' }),
        third_order_no: null,
        fail_reason: null,
        create_time: updateTime,
        update_time: updateTime,
        payout_time: null,
        audit_time: null,
        api_mode: extra.mode ?? 'live',
        api_kind: kind,
        merchant_order_no: `M-${sn}`,
        account_key: `user:${m.userId}:${kind === 'collect' ? 'c2b:2' : 'b2c'}:${KES}`,
      })
      .execute();
    return sn;
  };
  const daysAgo = (days: number) =>
    new Date(h.clock.now().getTime() - days * 86_400_000).toISOString();

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...MONEY_ENV, ...OPS });
    op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    a = await approvedMerchant(h);
    b = await approvedMerchant(h);
    for (const m of [a, b]) {
      const { phone } = await h.app.db.kysely
        .selectFrom('users')
        .select('phone')
        .where('user_id', '=', m.userId)
        .executeTakeFirstOrThrow();
      await setFundPassword(h, m.token, phone!, `0${phone!.slice(4)}`, FUND_PASSWORD);
    }
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers -1108 until the API access is approved', async () => {
    const company = await registerByPhone(h, { userType: 1 });
    const refused = await call('/user/userApi/dashboard', {}, company.token);
    expect(refused.code).toBe(-1108);
    for (const [path, body] of [
      ['/user/userApi/orders/list', {}],
      ['/user/userApi/sandbox/topUp', { accountType: -1, currencyId: KES, amount: '5' }],
      ['/user/userApi/cashOut/quote', { currencyId: KES, amount: '1000' }],
    ] as const)
      expect((await call(path, body, company.token)).code).toBe(-1108);
  });

  it('shows the dashboard: balances, recent orders and 30 days of volume per currency', async () => {
    const empty = await dashboard(a.token);
    expect(empty).toEqual({ balances: [], recent: [], volume: [] });
    await apiOrder(a, 'collect', 1, 150_000, daysAgo(0));
    await apiOrder(a, 'collect', 1, 25_050, daysAgo(0));
    await apiOrder(a, 'payout', 1, 40_000, daysAgo(3));
    await apiOrder(a, 'payout', 2, 99_900, daysAgo(3)); // failed: no volume
    await apiOrder(a, 'collect', 1, 70_000, daysAgo(40)); // before the chart
    await apiOrder(a, 'collect', 1, 10_000, daysAgo(0), { mode: 'test' });
    const board = await dashboard(a.token);
    expect(board.volume).toHaveLength(30);
    const today = h.clock.now().toISOString().slice(0, 10);
    expect(board.volume[29]).toEqual({ date: today, currencyId: KES, c2b: '1750.50', b2c: '0.00' });
    expect(board.volume[26]).toMatchObject({ c2b: '0.00', b2c: '400.00' });
    expect(board.volume[0]!.date < board.volume[1]!.date).toBe(true);
    expect(board.recent).toHaveLength(5);
    expect(board.recent[0]).toMatchObject({ kind: 'collect', mode: 'live', currencyCode: 'KES' });
    const sandbox = await dashboard(a.token, 'test');
    expect(sandbox.volume.at(-1)).toMatchObject({ c2b: '100.00', b2c: '0.00' });
  });

  it('filters the order list and keeps each merchant to its own orders', async () => {
    const collects = await list(a.token, { kind: 'collect' });
    expect(collects.length).toBeGreaterThan(0);
    expect(collects.every((row) => row.kind === 'collect' && row.mode === 'live')).toBe(true);
    const failed = await list(a.token, { payoutStatus: 3 });
    expect(failed.map((row) => [row.kind, row.status, row.payoutStatus])).toEqual([
      ['payout', 2, 3],
    ]);
    expect(await list(a.token, { kind: 'collect', payoutStatus: 2 })).toEqual([]);
    expect((await list(a.token, { mode: 'test' })).map((row) => row.amount)).toEqual(['100.00']);
    const one = collects[0]!;
    expect((await list(a.token, { sn: one.sn })).map((row) => row.sn)).toEqual([one.sn]);
    expect(await list(b.token, {})).toEqual([]);
    expect(await list(b.token, { sn: one.sn })).toEqual([]);
    // Reads have no duplicate guard: the same list asked twice at once is answered twice.
    const twice = await Promise.all([
      call('/user/userApi/orders/list', { kind: 'collect' }, a.token),
      call('/user/userApi/orders/list', { kind: 'collect' }, a.token),
    ]);
    expect(twice.map((r) => r.code)).toEqual([200, 200]);
  });

  it('exports the list as CSV in the caller language, through a form post', async () => {
    await apiOrder(a, 'collect', 1, 123_400, daysAgo(1), { remark: '=HYPERLINK("x")' });
    const download = async (lang: 'en_US' | 'zh_CN') => {
      h.tick();
      return h.app.server.inject({
        method: 'POST',
        url: '/api/user/userApi/orders/export',
        headers: {
          authorization: `Bearer ${a.token}`,
          'content-type': 'application/x-www-form-urlencoded',
          'content-language': lang,
        },
        payload: 'kind=collect&mode=live&status=1',
      });
    };
    const en = await download('en_US');
    expect(en.headers['content-type']).toMatch(/^text\/csv/);
    const lines = en.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Order number,Merchant order number,Type,Status,/);
    expect(lines.some((line) => line.includes(',1234.00,'))).toBe(true);
    expect(lines.some((line) => line.includes(`"'=HYPERLINK(""x"")"`))).toBe(true);
    expect(lines.slice(1).every((line) => line.includes(',collect,1,'))).toBe(true);
    const zh = await download('zh_CN');
    expect(zh.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(
      /^订单号,商户订单号,类型,状态,/,
    );
    h.tick();
    const bad = await h.app.server.inject({
      method: 'POST',
      url: '/api/user/userApi/orders/export',
      headers: {
        authorization: `Bearer ${a.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'payoutStatus=9',
    });
    expect((bad.json() as Reply).code).toBe(-1008);
  });

  it('tops up the suspense account after an operator approves the proof', async () => {
    const before = await balance(a.token, -1);
    const foreignProof = await uploadPng(h, b.token);
    const stolen = await call(
      '/user/userApi/recharge',
      { sn: newSn('SR'), payType: 503, currencyId: KES, amount: '10', proofFile: foreignProof },
      a.token,
    );
    expect(stolen.code).toBe(-1008);
    const created = await recharge(a, '5000');
    expect(created.data).toMatchObject({ kind: 'recharge', status: -2, toAccountType: -1 });
    expect((created.data as unknown as { instructions: { kind: string } }).instructions.kind).toBe(
      'bank',
    );
    expect((await recharge(a, '5000', created.data.sn)).code).toBe(-1059);
    const row = await queued(created.data.sn);
    expect(row).toMatchObject({ apiKind: 'recharge', status: -2 });
    expect(await balance(a.token, -1)).toBe(before);
    const approved = await ops<{ status: number }>('/ops/order/approve', {
      orderId: row!.orderId,
      reason: 'bank statement matches',
    });
    expect(approved.data.status).toBe(1);
    expect(await balance(a.token, -1)).toBe('5000.00');
    const instructions = await call<{ methods: { payType: number }[] }>(
      '/user/userApi/recharge/instructions',
      { currencyId: KES },
      a.token,
    );
    expect(instructions.data.methods.map((m) => m.payType)).toEqual([503, 200]);
  });

  it('quotes, holds, cancels and pays out a suspense cash-out', async () => {
    const quote = await call<ApiCashOutQuote>(
      '/user/userApi/cashOut/quote',
      { currencyId: KES, amount: '1000' },
      a.token,
    );
    expect(quote.data).toEqual({ amount: '1000.00', feeAmount: '250.00', total: '1250.00' });
    const accountId = await exchangeAccount(a);
    const cashOut = (amount: string, sn = newSn('CX'), m = a, id = accountId) =>
      call<ApiOrderRow>(
        '/user/userApi/cashOut',
        { sn, exchangeAccountId: id, currencyId: KES, amount, fundPassword: FUND_PASSWORD },
        m.token,
      );
    // b has nothing in suspense: refused, and no order is written.
    await fundSuspense(b, '10');
    const bAccount = await exchangeAccount(b);
    const poorSn = newSn('CX');
    expect((await cashOut('1000', poorSn, b, bAccount)).code).toBe(-1014);
    expect(await list(b.token, { sn: poorSn })).toEqual([]);
    expect((await cashOut('1000', newSn('CX'), a, bAccount)).code).toBe(-1007);
    expect((await cashOut('1000', newSn('CX'), a, await exchangeAccount(a, false))).code).toBe(
      -1008,
    );
    const wrong = await call(
      '/user/userApi/cashOut',
      {
        sn: newSn('CX'),
        exchangeAccountId: accountId,
        currencyId: KES,
        amount: '1000',
        fundPassword: '000000',
      },
      a.token,
    );
    expect(wrong.code).toBe(-1023);
    // A payee update waiting for review leaves the approved details in use (recipient below).
    const update = {
      id: accountId,
      accountName: 'Savanna Traders Ltd',
      type: 1,
      accountNumber: '0119999999999',
      bankName: 'KCB Bank Kenya',
    };
    expect((await call('/user/exchangeAccount/edit', update, a.token)).code).toBe(200);

    const held = await cashOut('1000');
    expect(held.data).toMatchObject({
      kind: 'cashOut',
      status: -2,
      payoutStatus: 0,
      feeAmount: '250.00',
    });
    expect((await cashOut('1000', held.data.sn)).code).toBe(-1059);
    expect(await balance(a.token, -1)).toBe('3750.00');
    const cancelled = await call<ApiOrderRow>(
      '/user/userApi/orders/cancel',
      { sn: held.data.sn },
      a.token,
    );
    expect(cancelled.data).toMatchObject({ status: 3, payoutStatus: 3 });
    expect(await balance(a.token, -1)).toBe('5000.00');
    expect((await call('/user/userApi/orders/cancel', { sn: held.data.sn }, a.token)).code).toBe(
      -1019,
    );

    const refused = await cashOut('1000');
    expect(await balance(a.token, -1)).toBe('3750.00');
    const refusedRow = await queued(refused.data.sn);
    expect(
      (await ops('/ops/order/reject', { orderId: refusedRow!.orderId, reason: 'name mismatch' }))
        .code,
    ).toBe(200);
    expect(await balance(a.token, -1)).toBe('5000.00');

    const paid = await cashOut('1000');
    const row = await queued(paid.data.sn);
    expect(row).toMatchObject({ apiKind: 'cashOut' });
    expect((await ops('/ops/order/approve', { orderId: row!.orderId, reason: 'ok' })).code).toBe(
      200,
    );
    await h.app.money.worker.runDue();
    const [settled] = await list(a.token, { sn: paid.data.sn });
    expect(settled).toMatchObject({ status: 1, payoutStatus: 2, recipient: '0110299011223' });
    expect(await balance(a.token, -1)).toBe('3750.00');
    const hold = await h.app.db.kysely
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('account_key', '=', `user:${a.userId}:api_hold:${KES}`)
      .executeTakeFirstOrThrow();
    expect(BigInt(hold.balance)).toBe(0n);
  });

  it('cancels only pending top-ups, cash-outs and transfers, and only its own', async () => {
    const created = await recharge(a, '20');
    expect((await call('/user/userApi/orders/cancel', { sn: created.data.sn }, b.token)).code).toBe(
      -1007,
    );
    const [collect] = await list(a.token, { kind: 'collect' });
    expect((await call('/user/userApi/orders/cancel', { sn: collect!.sn }, a.token)).code).toBe(
      -1019,
    );
    const cancelled = await call<ApiOrderRow>(
      '/user/userApi/orders/cancel',
      { sn: created.data.sn },
      a.token,
    );
    expect(cancelled.data.status).toBe(3);
    expect(await queued(created.data.sn)).toBeUndefined();
  });

  it('tops up only sandbox balances with play money, within the cap', async () => {
    const live = (await dashboard(a.token)).balances;
    const topUp = (body: object) => call<ApiOrderRow>('/user/userApi/sandbox/topUp', body, a.token);
    const done = await topUp({ accountType: -1, currencyId: KES, amount: '2500' });
    expect(done.data).toMatchObject({
      kind: 'recharge',
      mode: 'test',
      status: 1,
      amount: '2500.00',
    });
    expect((await topUp({ accountType: 0, currencyId: KES, amount: '100' })).code).toBe(200);
    expect(await balance(a.token, -1, 'test')).toBe('2500.00');
    expect(await balance(a.token, 0, 'test')).toBe('100.00');
    expect((await dashboard(a.token)).balances).toEqual(live);
    expect((await list(a.token, { mode: 'test', kind: 'recharge' })).map((r) => r.sn)).toContain(
      done.data.sn,
    );
    const capped = await topUp({ accountType: -1, currencyId: KES, amount: '1000000.01' });
    expect(capped.code).toBe(-1008);
    expect((capped.data as unknown as { message: string }[])[0]!.message).toBe(
      'A sandbox top-up is at most KES 1,000,000.00',
    );
    // Halopesa collects in shillings of Tanzania only.
    expect((await topUp({ accountType: 3, currencyId: KES, amount: '5' })).code).toBe(-1008);
  });

  it('holds a team member to the HomeApi names of its role', async () => {
    const member = async (menus: string[], name: string) => {
      const added = await addMember(h, a.token, await addRole(h, a.token, menus, name));
      h.tick();
      return memberToken(h, added.national, added.password);
    };
    const plain = await member(['Assets'], 'Plain');
    for (const [path, body] of [
      ['/user/userApi/dashboard', {}],
      ['/user/userApi/orders/list', {}],
      ['/user/userApi/cashOut/quote', { currencyId: KES, amount: '1000' }],
      ['/user/userApi/orders/cancel', { sn: 'ANY-SN-1' }],
      ['/user/userApi/sandbox/topUp', { accountType: -1, currencyId: KES, amount: '5' }],
    ] as const)
      expect((await call(path, body, plain)).code, path).toBe(1000);

    const c2b = await member(['HomeApiC2B'], 'Collections');
    expect((await call('/user/userApi/dashboard', {}, c2b)).code).toBe(200);
    expect(new Set((await list(c2b, {})).map((row) => row.kind))).toEqual(new Set(['collect']));
    expect((await call('/user/userApi/orders/list', { kind: 'payout' }, c2b)).code).toBe(1000);
    const proofFile = await uploadPng(h, c2b);
    const body = { sn: newSn('SR'), payType: 503, currencyId: KES, amount: '10', proofFile };
    expect((await call('/user/userApi/recharge', body, c2b)).code).toBe(1000);

    const topUps = await member(['HomeApiSuspenseTopUp'], 'Top-ups');
    expect(new Set((await list(topUps, {})).map((row) => row.kind))).toEqual(new Set(['recharge']));
    const created = await call<ApiOrderRow>('/user/userApi/recharge', body, topUps);
    expect(created.code).toBe(200);
    // The cash-out screen picks from the settlement accounts, so its name lists them.
    const cashOut = await member(['HomeApiSuspenseCashOut'], 'Cash-outs');
    expect((await call('/user/exchangeAccount/list', {}, cashOut)).code).toBe(200);
    expect((await call('/user/exchangeAccount/list', {}, topUps)).code).toBe(1000);
    // Its own screen's order may be cancelled; a cash-out needs the cash-out name.
    expect((await call('/user/userApi/orders/cancel', { sn: created.data.sn }, topUps)).code).toBe(
      200,
    );
  });

  it('keeps the ledger balanced', async () => {
    expect(await ledgerReconciles(h)).toBe(true);
  });
});
