import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { eventTypes, relaxedEnv } from './helpers.ts';
import { operatorToken, type Fields } from './identity-helpers.ts';
import { assets, ledgerReconciles, MONEY_ENV } from './money-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

type Va = { id: number; status: string; accountId: string; bankName: string; payBillNum: string };
const SECRET = 'va-test-callback-secret-123';
const OPS = { OPERATOR_USERNAME: 'ops.va', OPERATOR_PASSWORD: 'Operator-Passw0rd' };

describe.each(engines)('virtual accounts on %s', (engine) => {
  let h: Harness;
  let op: string;
  let owner: Awaited<ReturnType<typeof registerByPhone>>;
  let other: Awaited<ReturnType<typeof registerByPhone>>;

  const call = <T = unknown>(path: string, body: unknown, token: string) => {
    h.tick();
    return h.call<T>(path, body, { token });
  };
  const ops = <T = unknown>(path: string, body: unknown) => {
    h.tick();
    return h.call<T>(path, body, { token: op });
  };
  const list = async (token: string) =>
    (await call('/va/list', { pageNum: 1, pageSize: 20 }, token)).rows as Va[];
  const deposit = async (body: object, secret = SECRET, age = 0) => {
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(h.clock.now().getTime() / 1000) - age);
    const signature = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
    const response = await h.app.server.inject({
      method: 'POST',
      url: '/api/channels/va/deposit',
      headers: {
        'content-type': 'application/json',
        'x-sim-timestamp': timestamp,
        'x-sim-signature': signature,
      },
      payload: raw,
    });
    return { status: response.statusCode, body: response.json() as { data: { outcome: string } } };
  };
  const opened = async (token: string, accountId: string, countryId = 254, currencyId = 404) => {
    const applied = await call<{ id: number }>(
      '/va/apply',
      { countryId, currencyId, agree: true },
      token,
    );
    expect(applied.code).toBe(200);
    expect((await ops('/ops/va/confirm', { id: applied.data.id })).code).toBe(200);
    const done = await ops<Va>('/ops/va/complete', {
      id: applied.data.id,
      accountId,
      accountName: 'PesaBridge Collections',
      bankName: 'KCB Bank',
      bankAddress: 'Kencom House, Nairobi',
      payBillNum: '522522',
      branchCode: '091',
      bankCode: '01',
    });
    expect(done.code).toBe(200);
    return applied.data.id;
  };

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...relaxedEnv,
      ...MONEY_ENV,
      ...OPS,
      CHANNEL_CALLBACK_SECRET: SECRET,
    });
    op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    owner = await registerByPhone(h);
    other = await registerByPhone(h);
  });
  afterAll(async () => {
    await h.close();
  });

  it('needs the user agreement, a real country and one of its currencies', async () => {
    for (const agree of [undefined, false, 'true', 1]) {
      const reply = await call(
        '/va/apply',
        { countryId: 254, currencyId: 404, agree },
        owner.token,
      );
      expect(reply.code).toBe(-1008);
      expect((reply.data as Fields).map((f) => f.field)).toEqual(['agree']);
    }
    expect(
      (await call('/va/apply', { countryId: 999, currencyId: 404, agree: true }, owner.token)).code,
    ).toBe(-1012);
    const wrong = await call(
      '/va/apply',
      { countryId: 254, currencyId: 834, agree: true },
      owner.token,
    );
    expect(wrong.code).toBe(-1008);
    expect(await list(owner.token)).toEqual([]);
  });

  it('goes Submitted → Confirmed → Successful with the bank details, each step once', async () => {
    const applied = await call<{ id: number }>(
      '/va/apply',
      { countryId: 255, currencyId: 834, agree: true },
      owner.token,
    );
    const id = applied.data.id;
    expect((await list(owner.token)).find((v) => v.id === id)).toMatchObject({
      status: 'Submitted',
      accountId: '',
    });
    expect(
      (await call('/va/apply', { countryId: 255, currencyId: 834, agree: true }, owner.token)).code,
    ).toBe(-1003);
    const early = await ops('/ops/va/complete', {
      id,
      accountId: 'TZ-0001',
      accountName: 'x',
      bankName: 'CRDB',
    });
    expect(early.code).toBe(-1019);
    expect((await ops<Va>('/ops/va/confirm', { id })).data.status).toBe('Confirmed');
    expect((await ops('/ops/va/confirm', { id })).code).toBe(-1019);
    const done = await ops<Va>('/ops/va/complete', {
      id,
      accountId: 'TZ-0001',
      accountName: 'PesaBridge TZ',
      bankName: 'CRDB Bank',
      payBillNum: '150150',
    });
    expect(done.data).toMatchObject({
      status: 'Successful',
      accountId: 'TZ-0001',
      bankName: 'CRDB Bank',
    });
    expect((await list(owner.token)).find((v) => v.id === id)).toMatchObject({
      status: 'Successful',
      payBillNum: '150150',
    });
    expect((await ops('/ops/va/confirm', { id: 999999 })).code).toBe(-1007);
    h.tick();
    expect((await h.call('/ops/va/confirm', { id }, { token: owner.token })).code).toBe(-1001);
    expect(await eventTypes(h, owner.token)).toEqual(
      expect.arrayContaining(['vaApply', 'vaConfirmed', 'vaCompleted']),
    );
    const audit = await h.app.db.kysely
      .selectFrom('operator_audit')
      .select('action')
      .where('target', '=', `va:${id}`)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['vaComplete', 'vaConfirm']);
  });

  it("lists only the own account's VAs", async () => {
    expect(await list(other.token)).toEqual([]);
    expect((await list(owner.token)).length).toBeGreaterThan(0);
  });

  it('credits a deposit once through a top-up order, however often the bank repeats it', async () => {
    await opened(other.token, 'KE-7788');
    const before = await assets(h, other.token);
    const notice = {
      eventId: 'bank-evt-1',
      accountId: 'KE-7788',
      amount: '2500.50',
      currencyCode: 'KES',
      payerName: 'Jomo Traders',
      reference: 'INV-22',
    };
    const first = await deposit(notice);
    expect(first).toMatchObject({ status: 200, body: { data: { outcome: 'credited' } } });
    expect((await deposit(notice)).body.data.outcome).toBe('duplicate');
    const after = await assets(h, other.token);
    expect(Number(after!.domestic) - Number(before?.domestic ?? 0)).toBeCloseTo(2500.5, 2);
    const orders = await h.app.db.kysely
      .selectFrom('orders')
      .select(['kind', 'status', 'pay_type', 'amount'])
      .where('third_order_no', '=', 'bank-evt-1')
      .execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ kind: -1, status: 1, pay_type: 503 });
    expect(BigInt(orders[0]!.amount)).toBe(250050n);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('refuses bad signatures and stale notices, and credits nothing for unknown or pending accounts', async () => {
    const notice = {
      eventId: 'bank-evt-2',
      accountId: 'KE-7788',
      amount: '10',
      currencyCode: 'KES',
    };
    expect((await deposit(notice, 'wrong-secret-wrong-secret')).status).toBe(401);
    expect((await deposit(notice, SECRET, 301)).status).toBe(401);
    expect((await deposit({ ...notice, accountId: 'NOPE-1' })).body.data.outcome).toBe(
      'unknown_account',
    );
    expect((await deposit({ ...notice, currencyCode: 'USD' })).body.data.outcome).toBe(
      'currency_mismatch',
    );
    expect((await deposit({ ...notice, amount: '10.001' })).body.data.outcome).toBe('malformed');
    const count = await h.app.db.kysely
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('third_order_no', '=', 'bank-evt-2')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('needs AssetsVaAccount to list and Btn:va:add to apply for a member', async () => {
    const viewer = await addMember(
      h,
      owner.token,
      await addRole(h, owner.token, ['AssetsVaAccount']),
    );
    const token = await memberToken(h, viewer.national, viewer.password);
    expect((await list(token)).length).toBeGreaterThan(0);
    const refused = await call(
      '/va/apply',
      { countryId: 254, currencyId: 840, agree: true },
      token,
    );
    expect(refused.code).toBe(1000);
    const adder = await addMember(
      h,
      owner.token,
      await addRole(h, owner.token, ['AssetsVaAccount', 'Btn:va:add']),
    );
    const adderToken = await memberToken(h, adder.national, adder.password);
    const applied = await call<{ id: number }>(
      '/va/apply',
      { countryId: 254, currencyId: 840, agree: true },
      adderToken,
    );
    expect(applied.code).toBe(200);
    expect((await list(owner.token)).map((v) => v.id)).toContain(applied.data.id);
  });
});
