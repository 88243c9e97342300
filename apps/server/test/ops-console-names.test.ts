import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveKyc, submitAgentKyb, userInfo } from './agent-helpers.ts';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { MONEY_ENV, topUp } from './money-helpers.ts';
import { approvedMerchant, openCall } from './open-api-helpers.ts';
import { operatorToken } from './operator-helpers.ts';
import { addMember, addRole } from './team-helpers.ts';

type AuditRow = {
  action: string;
  shownAction: string;
  target: string;
  targetView: { kind: string; label: string };
  detail: string;
  detailKey: string | null;
  detailParams: Record<string, string>;
};
type CustomerRow = {
  userId: number;
  accountNo: string;
  name: string;
  isMember: boolean;
  mainAccount: { accountNo: string; name: string } | null;
};
type OrderRow = { sn: string; sandbox: boolean; apiKind: string | null };

/**
 * The console names what it shows as the customer app does (docs/operator-console.md, "Names
 * and numbers"): the audit trail's targets by account and order number, customers found by
 * their KYC/KYB names, and merchant API sandbox orders marked and left out unless asked for.
 */
describe.each(engines)('console names and numbers on %s', (engine) => {
  let h: Harness;
  let admin: string;
  let second: string;
  const call = <T>(path: string, body: unknown, token: string) => {
    h.tick();
    return h.call<T>(path, body, { token });
  };
  const audit = async (action: string) =>
    ((await call<AuditRow>('/ops/audit/list', { action, pageSize: 100 }, admin)).rows ??
      []) as AuditRow[];
  const search = async (keyword: string) =>
    ((await call<CustomerRow>('/ops/customer/search', { keyword, pageSize: 50 }, admin)).rows ??
      []) as CustomerRow[];
  const orders = async (body: object) =>
    ((await call<OrderRow>('/ops/order/search', { pageSize: 100, ...body }, admin)).rows ??
      []) as OrderRow[];

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...MONEY_ENV,
      KYC_REQUIRED: 'false',
      LOGIN_IP_MAX_PER_MINUTE: '10000',
      OPERATOR_USERNAME: 'ops.names',
      OPERATOR_PASSWORD: 'Operator-Passw0rd',
    });
    admin = await operatorToken(h, 'ops.names', 'Operator-Passw0rd');
    const added = await call(
      '/ops/operator/add',
      { username: 'ops.second', password: 'Operator-Passw0rd', role: 'compliance' },
      admin,
    );
    expect(added.code).toBe(200);
    second = await operatorToken(h, 'ops.second', 'Operator-Passw0rd');
  });
  afterAll(() => h.close());

  it("names a company's KYC decisions as KYB, on its account number and company name", async () => {
    const company = await registerByPhone(h, { userType: 1 });
    await submitAgentKyb(h, company.token, 'Mwangaza Traders');
    const { userId, accountNo } = await userInfo(h, company.token);
    await approveKyc(h, admin, userId);
    await approveKyc(h, second, userId);

    const rows = (await audit('kycApprove')).filter((r) => r.target === `user:${userId}`);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.shownAction).toBe('kybApprove');
      expect(row.targetView).toEqual({
        kind: 'account',
        label: `${accountNo} · Mwangaza Traders Enterprises Ltd`,
      });
    }
    // Newest first: the second operator's final approval, then the first one.
    expect(rows.map((r) => r.detailKey)).toEqual(['finalApproval', 'firstApproval']);
  });

  it('keeps an individual KYC decision as KYC, and reads sign-in lines as keys', async () => {
    const person = await registerByPhone(h);
    const { userId, accountNo } = await userInfo(h, person.token);
    expect((await call('/user/auth/save', { fullName: 'Neema Kisanga' }, person.token)).code).toBe(
      200,
    );
    const suspended = await call(
      '/ops/customer/suspend',
      { userId, reason: 'Checking a report' },
      admin,
    );
    expect(suspended.code).toBe(200);
    const [row] = (await audit('customerSuspend')).filter((r) => r.target === `user:${userId}`);
    expect(row).toMatchObject({
      shownAction: 'customerSuspend',
      targetView: { kind: 'account', label: `${accountNo} · Neema Kisanga` },
      detailKey: null,
      detail: 'Checking a report',
    });
    const [login] = await audit('login');
    expect(login).toMatchObject({ detailKey: 'signedIn', targetView: { kind: 'text' } });
    expect(login!.detailParams.ip).toBeTruthy();
    const [added] = await audit('operatorAdd');
    expect(added).toMatchObject({
      targetView: { kind: 'operator', label: 'ops.second' },
      detailKey: 'operatorAdded',
      detailParams: { username: 'ops.second', role: 'compliance' },
    });
  });

  it('names an order decision by its order number', async () => {
    const payer = await registerByPhone(h);
    const { sn } = await topUp(h, payer.token, '1500', 1);
    const review = await call<Array<{ orderId: number; sn: string }>>(
      '/ops/review/list',
      { pageNum: 1, pageSize: 100 },
      admin,
    );
    const order = review.data.find((o) => o.sn === sn);
    expect(order).toBeDefined();
    const approved = await call(
      '/ops/order/approve',
      { orderId: order!.orderId, reason: 'Paid' },
      admin,
    );
    expect(approved.code).toBe(200);
    const [row] = (await audit('orderApprove')).filter(
      (r) => r.target === `order:${order!.orderId}`,
    );
    expect(row?.targetView).toEqual({ kind: 'order', label: sn });
  });

  it('finds customers by their KYC and KYB names, and names a member by its business', async () => {
    const person = await registerByPhone(h);
    const { userId } = await userInfo(h, person.token);
    expect(
      (await call('/user/auth/save', { fullName: 'Wanjiku Zebedayo' }, person.token)).code,
    ).toBe(200);
    const found = await search('zebedayo');
    expect(found.map((r) => r.userId)).toEqual([userId]);
    expect(found[0]!.name).toBe('Wanjiku Zebedayo');

    const company = await registerByPhone(h, { userType: 1 });
    await submitAgentKyb(h, company.token, 'Kilimanjaro Quartz');
    const { userId: companyId, accountNo } = await userInfo(h, company.token);
    for (const keyword of ['QUARTZ ENTERPRISES', 'kilimanjaro quartz'])
      expect((await search(keyword)).map((r) => r.userId)).toEqual([companyId]);
    // LIKE wildcards typed by the operator match themselves only.
    expect(await search('Kilimanjaro%Ltd')).toEqual([]);

    const member = await addMember(h, company.token, await addRole(h, company.token, ['Kyc']));
    const [clerk] = (await search(member.national)).filter((r) => r.isMember);
    expect(clerk?.mainAccount).toEqual({
      accountNo,
      name: 'Kilimanjaro Quartz Enterprises Ltd',
    });
  });

  it('marks sandbox orders and leaves them out of the order search unless asked for', async () => {
    const merchant = await approvedMerchant(h);
    const body = { payType: 2, currencyId: 404, amount: '10', phone: '+254712345678' };
    const test = await openCall<{ sn: string }>(h, merchant.test, '/c2b/collect', {
      ...body,
      merchantOrderNo: `T${Date.now()}`,
    });
    const live = await openCall<{ sn: string }>(h, merchant.live, '/c2b/collect', {
      ...body,
      merchantOrderNo: `L${Date.now()}`,
    });
    expect([test.code, live.code]).toEqual([200, 200]);

    const byDefault = await orders({});
    expect(byDefault.some((o) => o.sn === live.data.sn && !o.sandbox)).toBe(true);
    expect(byDefault.some((o) => o.sn === test.data.sn)).toBe(false);
    const all = await orders({ includeSandbox: true });
    expect(all.find((o) => o.sn === test.data.sn)).toMatchObject({ sandbox: true });
    expect(all.find((o) => o.sn === live.data.sn)).toMatchObject({ sandbox: false });
    const bad = await call('/ops/order/search', { includeSandbox: 'yes' }, admin);
    expect(bad.code).toBe(-1008);
  });

  it('names a page of customers at once for the queues, leaving out unknown ids', async () => {
    const person = await registerByPhone(h);
    const { userId, accountNo } = await userInfo(h, person.token);
    const reply = await call<Array<{ userId: number; accountNo: string }>>(
      '/ops/customer/names',
      { userIds: [userId, 999_999] },
      second,
    );
    expect(reply.code).toBe(200);
    expect(reply.data).toEqual([expect.objectContaining({ userId, accountNo })]);
    expect((await call('/ops/customer/names', { userIds: [] }, admin)).code).toBe(-1008);
  });
});
