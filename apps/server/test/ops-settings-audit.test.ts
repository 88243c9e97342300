import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { MONEY_ENV } from './money-helpers.ts';
import { operatorToken } from './operator-helpers.ts';

type AuditRow = {
  id: number;
  operatorId: number;
  operator: string | null;
  action: string;
  target: string;
  detail: string;
  createTime: string;
};

describe.each(engines)('console settings and the audit trail on %s', (engine) => {
  let h: Harness;
  let admin: string;
  let finance: string;
  let support: string;
  let compliance: string;
  let customer: string;
  const call = <T>(path: string, body: unknown, token: string, lang?: 'en_US' | 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token, ...(lang && { lang }) });
  };
  const addOperator = async (username: string, role: string) => {
    const password = `${username}-Passw0rd`;
    expect((await call('/ops/operator/add', { username, password, role }, admin)).code).toBe(200);
    return operatorToken(h, username, password);
  };
  /** The export's raw reply: a CSV file, or a JSON envelope when it fails. */
  const exportCsv = async (body: unknown, token: string) => {
    h.tick();
    return h.app.server.inject({
      method: 'POST',
      url: '/api/ops/audit/export',
      headers: { authorization: `Bearer ${token}`, 'content-language': 'en_US' },
      payload: body as object,
    });
  };

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...MONEY_ENV,
      OPERATOR_USERNAME: 'ops.admin',
      OPERATOR_PASSWORD: 'Operator-Passw0rd',
    });
    admin = await operatorToken(h, 'ops.admin', 'Operator-Passw0rd');
    finance = await addOperator('ops.finance', 'finance');
    support = await addOperator('ops.support', 'support');
    compliance = await addOperator('ops.compliance', 'compliance');
    customer = (await registerByPhone(h)).token;
  });
  afterAll(async () => {
    await h.close();
  });

  it('a mid set by finance, less the spread, is what the customer quote answers, and joins the history', async () => {
    const before = await call<Array<{ pair: string; rate: string }>>('/ops/rate/list', {}, support);
    expect(before.code).toBe(200);
    expect(before.data.some((r) => r.pair === 'USD/KES')).toBe(true);

    expect((await call('/ops/rate/set', { pair: 'USD/KES', rate: '151.25' }, finance)).code).toBe(
      200,
    );
    const listed = await call<Array<{ pair: string; rate: string }>>('/ops/rate/list', {}, finance);
    expect(listed.data.find((r) => r.pair === 'USD/KES')?.rate).toBe('151.25');

    const history = await call<Array<{ rate: string; updateTime: string }>>(
      '/ops/rate/history',
      { pair: 'USD/KES', period: 'lastWeek' },
      support,
    );
    expect(history.code).toBe(200);
    expect(history.data.at(-1)?.rate).toBe('151.25');
    // The customer's own history call answers the same rows.
    const customers = await call<unknown[]>(
      '/common/exchangeRateHistory',
      { pair: 'USD/KES', period: 'lastWeek' },
      customer,
    );
    expect(customers.data).toEqual(history.data);

    const quote = await call<{ rate: string }>(
      '/fx/quote',
      { fromCurrencyId: 840, toCurrencyId: 404, amount: '10', scope: 0 },
      customer,
    );
    expect(quote.code).toBe(200);
    // The pair's default spread is 0.50 %: 151.25 × 0.995.
    expect(quote.data.rate).toBe('150.49375');
    const current = await call<
      Array<{ pair: string; rate: string; spreadBps: number; forwardRate: string }>
    >('/common/exchangeRate/current', {}, customer);
    expect(current.data.find((r) => r.pair === 'USD/KES')).toMatchObject({
      rate: '151.25',
      spreadBps: 50,
      forwardRate: '150.49375',
    });
  });

  it('answers an unknown pair with its error, and a bad pair with a field error in Chinese', async () => {
    expect((await call('/ops/rate/history', { pair: 'XXX/YYY' }, finance)).code).not.toBe(200);
    const bad = await call<unknown>('/ops/rate/history', { pair: 'usd' }, finance, 'zh_CN');
    expect(bad.code).toBe(-1008);
    expect(JSON.stringify(bad)).toMatch(/该值无效/);
  });

  it('lists fees and thresholds as finance set them', async () => {
    const fees = await call<
      Array<{ scope: number; payType: number; currencyId: number; fixedAmount: string }>
    >('/ops/fee/list', {}, finance);
    expect(fees.code).toBe(200);
    const first = fees.data[0]!;
    const set = {
      scope: first.scope,
      payType: first.payType,
      currencyId: first.currencyId,
      fixedAmount: '7',
      basisPoints: 125,
    };
    expect((await call('/ops/fee/set', set, finance)).code).toBe(200);
    const after = await call<Array<Record<string, unknown>>>('/ops/fee/list', {}, support);
    expect(
      after.data.find(
        (f) =>
          f.scope === set.scope && f.payType === set.payType && f.currencyId === set.currencyId,
      ),
    ).toMatchObject({ basisPoints: 125, minAmount: null });
    expect(
      Number(
        after.data.find(
          (f) =>
            f.scope === set.scope && f.payType === set.payType && f.currencyId === set.currencyId,
        )?.fixedAmount,
      ),
    ).toBe(7);

    expect(
      (await call('/ops/risk/threshold', { currencyId: 404, amount: '250000' }, finance)).code,
    ).toBe(200);
    const thresholds = await call<Array<{ currencyId: number; amount: string | null }>>(
      '/ops/risk/thresholds',
      {},
      finance,
    );
    expect(Number(thresholds.data.find((t) => t.currencyId === 404)?.amount)).toBe(250000);
  });

  it('enforces roles: support cannot set a rate, finance cannot read the audit, a customer token is not an operator', async () => {
    const refused = await call('/ops/rate/set', { pair: 'USD/KES', rate: '1' }, support);
    expect(refused.code).toBe(1000);
    const rates = await call<Array<{ pair: string; rate: string }>>('/ops/rate/list', {}, support);
    expect(rates.data.find((r) => r.pair === 'USD/KES')?.rate).toBe('151.25');
    expect((await call('/ops/audit/list', {}, finance)).code).toBe(1000);
    expect((await call('/ops/audit/list', {}, support)).code).toBe(1000);
    expect((await exportCsv({}, support)).json()).toMatchObject({ code: 1000 });
    expect((await call('/ops/audit/list', {}, compliance)).code).toBe(200);
    for (const path of ['/ops/rate/list', '/ops/rate/set', '/ops/audit/list', '/ops/fee/list'])
      expect((await call(path, { pair: 'USD/KES', rate: '1' }, customer)).code).toBe(-1001);
    expect((await exportCsv({}, customer)).json()).toMatchObject({ code: -1001 });
  });

  it('filters the audit by operator, action and time, newest first and paged', async () => {
    const filters = await call<{
      operators: Array<{ id: number; username: string }>;
      actions: string[];
    }>('/ops/audit/filters', {}, admin);
    expect(filters.data.actions).toEqual(expect.arrayContaining(['rateSet', 'feeSet']));
    const financeId = filters.data.operators.find((o) => o.username === 'ops.finance')!.id;

    const byFinance = await h.call<AuditRow>(
      '/ops/audit/list',
      { operatorId: financeId, pageSize: 100 },
      { token: admin },
    );
    expect(byFinance.code).toBe(200);
    const rows = (byFinance as unknown as { rows: AuditRow[]; total: number }).rows;
    expect(rows.every((r) => r.operator === 'ops.finance')).toBe(true);
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['rateSet', 'feeSet', 'thresholdSet']),
    );
    const times = rows.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);

    const list = async (body: object) =>
      (await call('/ops/audit/list', body, admin)) as unknown as {
        code: number;
        rows: AuditRow[];
        total: number;
      };
    const rateSets = await list({ action: 'rateSet' });
    expect(rateSets.total).toBe(1);
    expect(rateSets.rows[0]).toMatchObject({ target: 'USD/KES', detail: '151.25' });

    const page1 = await list({ pageNum: 1, pageSize: 2 });
    const page2 = await list({ pageNum: 2, pageSize: 2 });
    expect(page1.rows).toHaveLength(2);
    expect(page2.total).toBe(page1.total);
    expect(page2.rows[0]!.id).not.toBe(page1.rows[0]!.id);

    const at = rateSets.rows[0]!.createTime;
    const inside = await list({
      action: 'rateSet',
      beginTime: at,
      endTime: new Date(Date.parse(at) + 1).toISOString(),
    });
    expect(inside.total).toBe(1);
    const after = await list({
      action: 'rateSet',
      beginTime: new Date(Date.parse(at) + 1).toISOString(),
    });
    expect(after.total).toBe(0);
    const backwards = await call('/ops/audit/list', { beginTime: at, endTime: at }, admin, 'zh_CN');
    expect(backwards.code).toBe(-1008);
    expect(JSON.stringify(backwards)).toMatch(/结束时间须晚于开始时间/);
  });

  it('exports the filter as CSV, with formula-like cells defused', async () => {
    // An operator-typed title that a spreadsheet would run as a formula.
    const added = await call<{ id: number }>(
      '/ops/notice/add',
      {
        type: 1,
        titleEn: '=HYPERLINK("http://evil.example","click"), now',
        titleZh: '公告',
        contentEn: 'x',
        contentZh: 'x',
      },
      admin,
    );
    expect(added.code).toBe(200);
    const reply = await exportCsv({ action: 'noticeAdd' }, admin);
    expect(reply.headers['content-type']).toMatch(/^text\/csv/);
    expect(reply.headers['content-disposition']).toMatch(/attachment; filename="operator-audit-/);
    const lines = reply.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('id,time,operatorId,operator,action,target,detail');
    expect(lines).toHaveLength(3); // header, one row, and the final line break
    expect(lines[1]).toMatch(
      new RegExp(`^\\d+,[^,]+,\\d+,ops\\.admin,noticeAdd,notice:${added.data.id},`),
    );
    expect(lines[1]!.endsWith(`,"'=HYPERLINK(""http://evil.example"",""click""), now"`)).toBe(true);

    const all = await exportCsv({}, compliance);
    const count = (await call<unknown>('/ops/audit/list', {}, admin)) as unknown as {
      total: number;
    };
    expect(all.body.split('\r\n').filter(Boolean)).toHaveLength(count.total + 1);

    const bad = await exportCsv({ beginTime: 'yesterday' }, admin);
    expect(bad.headers['content-type']).toMatch(/json/);
    expect(bad.json()).toMatchObject({ code: -1008 });
  });

  it('refuses to change or delete an audit row in the database itself', async () => {
    const db = h.app.db.kysely;
    const before = await db.selectFrom('operator_audit').selectAll().orderBy('id').execute();
    const row = before[0]!;
    await expect(
      db
        .updateTable('operator_audit')
        .set({ detail: 'rewritten' })
        .where('id', '=', row.id)
        .execute(),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(
      db.deleteFrom('operator_audit').where('id', '=', row.id).execute(),
    ).rejects.toThrow(/cannot be changed or deleted/);
    if (engine === 'postgres')
      await expect(sql`TRUNCATE operator_audit`.execute(db)).rejects.toThrow(
        /cannot be changed or deleted/,
      );
    expect(await db.selectFrom('operator_audit').selectAll().orderBy('id').execute()).toEqual(
      before,
    );
    // Inserting still works: the trail grows.
    expect((await call('/ops/rate/set', { pair: 'USD/KES', rate: '151.5' }, finance)).code).toBe(
      200,
    );
  });
});
