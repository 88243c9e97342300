import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@pesa/domain';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { MONEY_ENV } from './money-helpers.ts';
import { uploadPng } from './identity-helpers.ts';
import { operatorToken } from './operator-helpers.ts';

const PASSWORD = 'Operator-Passw0rd';
const ADMIN = 'ops.compliance.admin';
type PayeeRow = { id: number; mainUserId: number; auditStatus: number; auditor: string | null };

/** The console's compliance queues: the recipients' list, its rules, and decisions taken once. */
describe.each(engines)('compliance queues on %s', (engine) => {
  let h: Harness;
  let admin: string;
  let customer: Awaited<ReturnType<typeof registerByPhone>>;
  const tokens = {} as Record<Exclude<OperatorRole, 'admin'>, string>;
  let counter = 0;

  /** A list's rows, typed (the harness gives them as unknown). */
  const rowsOf = <T>(reply: { rows?: unknown[] }) => (reply.rows ?? []) as T[];
  const call = <T = unknown>(path: string, body: unknown, token: string, lang?: 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token, ...(lang && { lang }) });
  };
  async function signedIn(role: OperatorRole) {
    const username = `ops.cq.${role}.${++counter}`;
    const added = await call('/ops/operator/add', { username, password: PASSWORD, role }, admin);
    expect(added.code).toBe(200);
    return operatorToken(h, username, PASSWORD);
  }
  /** A new cross-border recipient of the customer: it waits for review. */
  async function crossBorderPayee(name = '张伟') {
    const added = await call<{ id: number }>(
      '/payee/add',
      {
        countryId: 254,
        payType: 401,
        currencyId: 156,
        name,
        type: 2,
        bankName: '中国工商银行',
        bankUser: name,
        bankNo: '6222021234567890123',
      },
      customer.token,
    );
    expect(added.code).toBe(200);
    return added.data.id;
  }
  const pending = async (token: string) =>
    rowsOf<PayeeRow>(await call('/ops/payee/list', { pageNum: 1, pageSize: 100 }, token));

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...MONEY_ENV,
      OPERATOR_USERNAME: ADMIN,
      OPERATOR_PASSWORD: PASSWORD,
    });
    admin = await operatorToken(h, ADMIN, PASSWORD);
    for (const role of ['support', 'compliance', 'finance'] as const)
      tokens[role] = await signedIn(role);
    customer = await registerByPhone(h);
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists recipients awaiting review to support and compliance; only compliance decides', async () => {
    const id = await crossBorderPayee();
    const seen = await call<PayeeRow>('/ops/payee/list', {}, tokens.support);
    expect(seen.code).toBe(200);
    const row = rowsOf<PayeeRow>(seen).find((r) => r.id === id);
    expect(row).toMatchObject({ auditStatus: -1, name: '张伟', bankNo: '6222021234567890123' });
    expect(typeof row!.mainUserId).toBe('number');
    expect(seen.total).toBeGreaterThanOrEqual(1);

    // The menu's badge is the list's total.
    const counts = await call<Record<string, number>>('/ops/queue/counts', {}, tokens.support);
    expect(counts.data.payees).toBe(seen.total);

    // Support reads but never decides; finance does neither; a customer is not signed in here.
    const refused = await call('/ops/payee/approve', { id }, tokens.support, 'zh_CN');
    expect(refused).toMatchObject({ code: 1000, msg: '您的操作员角色无权执行此操作' });
    expect((await call('/ops/payee/list', {}, tokens.finance)).code).toBe(1000);
    expect((await call('/ops/payee/list', {}, customer.token)).code).toBe(-1001);
    expect((await call('/ops/payee/approve', { id }, customer.token)).code).toBe(-1001);
    expect((await pending(tokens.support)).some((r) => r.id === id)).toBe(true);

    // Bad input changes nothing and says which field.
    const bad = await call('/ops/payee/list', { auditStatus: 7 }, tokens.compliance);
    expect(bad.code).toBe(-1008);

    // The customer behind the item: account, phone, name.
    const who = await call<{ accountNo: string; phone: string; userId: number }>(
      '/ops/customer/identity',
      { userId: row!.mainUserId },
      tokens.support,
    );
    expect(who.code).toBe(200);
    expect(who.data).toMatchObject({ userId: row!.mainUserId, phone: customer.phone });
    expect(who.data.accountNo).toMatch(/\S/);
    expect((await call('/ops/customer/identity', { userId: 999999 }, tokens.support)).code).toBe(
      -1009,
    );

    // Compliance approves: it leaves the queue and the history names who decided.
    expect((await call('/ops/payee/approve', { id }, tokens.compliance)).code).toBe(200);
    expect((await pending(tokens.compliance)).some((r) => r.id === id)).toBe(false);
    const approved = await call<PayeeRow>(
      '/ops/payee/list',
      { auditStatus: 1, pageSize: 100 },
      tokens.compliance,
    );
    expect(rowsOf<PayeeRow>(approved).find((r) => r.id === id)?.auditor).toMatch(
      /^ops\.cq\.compliance\./,
    );
  });

  it('decides a recipient once when two operators approve and reject it at the same time', async () => {
    const id = await crossBorderPayee('李娜');
    const second = await signedIn('compliance');
    h.tick();
    const [approve, reject] = await Promise.all([
      h.call('/ops/payee/approve', { id }, { token: tokens.compliance }),
      h.call(
        '/ops/payee/reject',
        { id, remark: 'Name does not match the account' },
        { token: second, lang: 'zh_CN' },
      ),
    ]);
    const codes = [approve.code, reject.code].sort();
    expect(codes).toEqual([-1019, 200]);
    // The later one hears that another operator decided, in its own language.
    const late = approve.code === 200 ? reject : approve;
    expect(late.msg).toBe(
      late === reject
        ? '其他操作员已处理此项，本次操作未做任何更改'
        : 'Another operator has already decided this; nothing was changed',
    );
    const detail = await call<{ auditStatus: number }>(`/payee/detail/${id}`, {}, customer.token);
    expect(detail.data.auditStatus).toBe(approve.code === 200 ? 1 : 2);
  });

  it('confirms a virtual account once when two operators confirm it at the same time', async () => {
    const applied = await call<{ id: number }>(
      '/va/apply',
      { countryId: 254, currencyId: 404, agree: true },
      customer.token,
    );
    expect(applied.code).toBe(200);
    const second = await signedIn('compliance');
    h.tick();
    const replies = await Promise.all([
      h.call('/ops/va/confirm', { id: applied.data.id }, { token: tokens.compliance }),
      h.call('/ops/va/confirm', { id: applied.data.id }, { token: second }),
    ]);
    expect(replies.map((r) => r.code).sort()).toEqual([-1019, 200]);
    const listed = await call<{ id: number; status: string; userId: number }>(
      '/ops/va/list',
      { status: 'Confirmed', pageSize: 100 },
      tokens.support,
    );
    expect(
      rowsOf<{ id: number; status: string }>(listed).find((r) => r.id === applied.data.id)?.status,
    ).toBe('Confirmed');
  });

  it('sets an exchange account once when two operators decide from the same statuses', async () => {
    const added = await call<{ id: number }>(
      '/user/exchangeAccount/add',
      { accountName: 'Acacia Traders Ltd', type: 1, accountNumber: '0123456789', bankName: 'KCB' },
      customer.token,
    );
    expect(added.code).toBe(200);
    const from = { exchangeStatus: 0, paymentStatus: 0 };
    const second = await signedIn('compliance');
    h.tick();
    const replies = await Promise.all([
      h.call(
        '/ops/exchangeAccount/status',
        { id: added.data.id, exchangeStatus: 1, paymentStatus: 1, from },
        { token: tokens.compliance },
      ),
      h.call(
        '/ops/exchangeAccount/status',
        { id: added.data.id, exchangeStatus: 2, paymentStatus: 2, from, reason: 'Unreadable' },
        { token: second },
      ),
    ]);
    expect(replies.map((r) => r.code).sort()).toEqual([-1019, 200]);
  });

  it('lists KYC and KYB apart, each with its own count', async () => {
    // An individual submits a KYC: it is in the KYC queue and not in the KYB one.
    const person = await registerByPhone(h);
    const saved = await call<{ id: number }>(
      '/user/auth/save',
      {
        fullName: 'Achieng Otieno',
        idType: 1,
        idNumber: '29384756',
        dateOfBirth: '1990-04-12',
        nationality: 254,
        address: 'Kilimani, Nairobi',
        idFrontFile: await uploadPng(h, person.token),
        idBackFile: await uploadPng(h, person.token),
        photoFile: await uploadPng(h, person.token),
      },
      person.token,
    );
    expect((await call(`/user/startAuth/${saved.data.id}`, {}, person.token)).code).toBe(200);
    const names = (reply: { rows?: unknown[] }) =>
      rowsOf<{ fullName?: string }>(reply).map((r) => r.fullName);
    const counts = await call<Record<string, number>>('/ops/queue/counts', {}, tokens.compliance);
    const kyb = await call('/ops/kyc/list', { userType: 1 }, tokens.compliance);
    const kyc = await call('/ops/kyc/list', { userType: 2 }, tokens.compliance);
    expect(names(kyc)).toContain('Achieng Otieno');
    expect(names(kyb)).not.toContain('Achieng Otieno');
    expect(counts.data.kyb).toBe(kyb.total);
    expect(counts.data.kyc).toBe(kyc.total);
    expect((await call('/ops/kyc/list', { userType: 3 }, tokens.compliance)).code).toBe(-1008);
  });
});
