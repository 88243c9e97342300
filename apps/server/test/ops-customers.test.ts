import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pesa/contract';
import type { OperatorRole } from '@pesa/domain';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { loginByPhone, registerByEmail } from './helpers.ts';
import {
  addMpesaPayee,
  MONEY_ENV,
  mpesaSendBody,
  newSn,
  setFundPassword,
  topUp,
} from './money-helpers.ts';
import { approvedMerchant, openCall } from './open-api-helpers.ts';
import { operatorToken } from './operator-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

const PASSWORD = 'Operator-Passw0rd';
const ADMIN = 'ops.customers';

type Customer = {
  userId: number;
  mainUserId: number;
  accountNo: string;
  phone: string | null;
  email: string | null;
  suspendedAt: string | null;
  loginLockedUntil: string | null;
  fundLockedUntil: string | null;
};
type Detail = {
  profile: Customer;
  members: Customer[];
  wallets: Array<{ kind: string; currencyCode: string; balance: string }>;
  apiAccounts: Array<{ kind: string; mode: string }>;
  sessions: Array<{ userId: number }>;
};

/** The console's Customers section (docs/operator-console.md, "Customers"). */
describe.each(engines)('operator console customers on %s', (engine) => {
  let h: Harness;
  let admin: string;
  const tokens = {} as Record<Exclude<OperatorRole, 'admin'>, string>;

  const call = <T = unknown>(path: string, body: unknown, token: string, lang?: 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token, ...(lang && { lang }) });
  };
  const search = async (keyword: string) => {
    const reply = await call<Customer>('/ops/customer/search', { keyword, pageSize: 50 }, admin);
    expect(reply.code).toBe(200);
    return reply.rows as Customer[];
  };
  const userIdOf = async (token: string) =>
    (await call<{ userId: number }>('/user/info', {}, token)).data.userId;
  const detail = async (userId: number) =>
    (await call<Detail>('/ops/customer/detail', { userId }, admin)).data;
  const auditRows = (action: string) =>
    h.app.db.kysely.selectFrom('operator_audit').selectAll().where('action', '=', action).execute();

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...MONEY_ENV,
      LOGIN_IP_MAX_PER_MINUTE: '10000',
      OPERATOR_USERNAME: ADMIN,
      OPERATOR_PASSWORD: PASSWORD,
    });
    admin = await operatorToken(h, ADMIN, PASSWORD);
    for (const role of ['support', 'compliance', 'finance'] as const) {
      const username = `ops.${role}`;
      const added = await call('/ops/operator/add', { username, password: PASSWORD, role }, admin);
      expect(added.code).toBe(200);
      tokens[role] = await operatorToken(h, username, PASSWORD);
    }
  });
  afterAll(async () => {
    await h.close();
  });

  it('finds a customer by phone (either form), email, account number and name', async () => {
    const byPhone = await registerByPhone(h);
    const phoneId = await userIdOf(byPhone.token);
    const byEmail = await registerByEmail(h);
    const emailId = await userIdOf(byEmail.token);
    expect((await call('/user/info/save', { nickName: 'Zawadi Otieno' }, byEmail.token)).code).toBe(
      200,
    );

    const ids = (rows: Customer[]) => rows.map((r) => r.userId);
    expect(ids(await search(byPhone.national))).toContain(phoneId);
    expect(ids(await search(byPhone.phone))).toContain(phoneId);
    expect(ids(await search(byEmail.email.toUpperCase()))).toEqual([emailId]);
    expect(ids(await search('zawadi otieno'))).toEqual([emailId]);
    const accountNo = (await detail(emailId)).profile.accountNo;
    expect(ids(await search(accountNo))).toEqual([emailId]);
    // LIKE wildcards match themselves.
    expect(await search('%%')).toEqual([]);

    // Paged, and every role reads.
    for (const token of Object.values(tokens)) {
      const reply = await call('/ops/customer/search', { keyword: 'zawadi' }, token);
      expect(reply).toMatchObject({ code: 200, total: 1 });
    }
    const tooShort = await call('/ops/customer/search', { keyword: ' a ' }, admin, 'zh_CN');
    expect(tooShort.code).toBe(ErrorCode.PARAMETER_ERROR);
    expect(tooShort.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('shows the business: profile, wallets with balances, orders, postings and its log', async () => {
    const owner = await registerByPhone(h);
    const ownerId = await userIdOf(owner.token);
    await topUp(h, owner.token, '2500');
    const page = await detail(ownerId);
    expect(page.profile).toMatchObject({ userId: ownerId, suspendedAt: null });
    expect(page.wallets).toContainEqual(
      expect.objectContaining({ kind: 'domestic', currencyCode: 'KES', balance: '2500.00' }),
    );
    expect(page.sessions.map((s) => s.userId)).toContain(ownerId);

    const orders = await call<{ sn: string; amount: string }>(
      '/ops/customer/orders',
      { userId: ownerId, pageNum: 1, pageSize: 5 },
      tokens.support,
    );
    expect(orders).toMatchObject({ code: 200, total: 1 });
    expect((orders.rows as Array<{ amount: string }>)[0]!.amount).toBe('2500.00');
    const postings = await call(
      '/ops/customer/postings',
      { userId: ownerId, pageSize: 10 },
      tokens.finance,
    );
    expect(postings.code).toBe(200);
    expect(postings.rows).toContainEqual(
      expect.objectContaining({ kind: 'domestic', amount: '2500.00', currencyCode: 'KES' }),
    );
    const log = await call('/ops/customer/oplog', { userId: ownerId }, tokens.compliance);
    expect((log.rows as Array<{ eventType: string }>).map((r) => r.eventType)).toContain(
      'register',
    );
    expect((await call('/ops/customer/detail', { userId: 99_999_999 }, admin)).code).toBe(
      ErrorCode.USER_NOT_FOUND,
    );
  });

  it('lets compliance and admin suspend and reactivate; support and finance are refused', async () => {
    const owner = await registerByPhone(h);
    const ownerId = await userIdOf(owner.token);
    const reason = { userId: ownerId, reason: 'Fraud report 118' };
    for (const path of ['/ops/customer/suspend', '/ops/customer/reactivate'])
      for (const token of [tokens.support, tokens.finance])
        expect((await call(path, reason, token)).code).toBe(ErrorCode.NO_PERMISSION);
    for (const path of ['/ops/customer/unlockLogin', '/ops/customer/unlockFundPassword'])
      expect((await call(path, reason, tokens.finance)).code).toBe(ErrorCode.NO_PERMISSION);
    expect((await detail(ownerId)).profile.suspendedAt).toBeNull();
    expect((await call('/ops/customer/suspend', reason, tokens.compliance)).code).toBe(200);
    expect((await call('/ops/customer/reactivate', reason, admin)).code).toBe(200);
    expect((await detail(ownerId)).profile.suspendedAt).toBeNull();
  });

  it('needs a reason for every action; bad input changes nothing', async () => {
    const owner = await registerByPhone(h);
    const ownerId = await userIdOf(owner.token);
    const before = (await auditRows('customerSuspend')).length;
    for (const body of [
      { userId: ownerId },
      { userId: ownerId, reason: '   ' },
      { userId: ownerId, reason: 'x'.repeat(501) },
      { userId: 'abc', reason: 'Fraud report' },
    ])
      for (const path of [
        '/ops/customer/suspend',
        '/ops/customer/reactivate',
        '/ops/customer/unlockLogin',
        '/ops/customer/unlockFundPassword',
      ])
        expect((await call(path, body, admin)).code, path).toBe(ErrorCode.PARAMETER_ERROR);
    expect((await detail(ownerId)).profile.suspendedAt).toBeNull();
    expect((await call('/user/info', {}, owner.token)).code).toBe(200);
    expect(await auditRows('customerSuspend')).toHaveLength(before);
    // Reactivating an active account, or suspending twice, is refused and changes nothing.
    const notSuspended = await call(
      '/ops/customer/reactivate',
      { userId: ownerId, reason: 'Mistake' },
      admin,
    );
    expect(notSuspended.code).toBe(ErrorCode.PARAMETER_ERROR);
    expect(
      (await call('/ops/customer/suspend', { userId: 99_999_999, reason: 'Gone' }, admin)).code,
    ).toBe(ErrorCode.USER_NOT_FOUND);
  });

  it('suspension signs the business out, refuses sign-in, sends, members and API keys; reactivation restores', async () => {
    const merchant = await approvedMerchant(h);
    await setFundPassword(h, merchant.token, merchant.phone, merchant.national, '246810');
    await topUp(h, merchant.token, '3000');
    const payeeId = await addMpesaPayee(h, merchant.token);
    const roleId = await addRole(h, merchant.token, ['PspIndex'], 'Cashier');
    const member = await addMember(h, merchant.token, roleId);
    const memberSession = await memberToken(h, member.national, member.password);
    const send = (token: string) =>
      call(
        '/order/create',
        {
          sn: newSn(),
          scope: 0,
          payeeId,
          payType: 2,
          currencyId: 404,
          amount: '100',
          fundPassword: '246810',
        },
        token,
      );
    expect((await openCall(h, merchant.live, '/balance')).code).toBe(200);

    const suspended = await call<Detail>(
      '/ops/customer/suspend',
      { userId: merchant.userId, reason: 'Chargeback investigation' },
      tokens.compliance,
    );
    expect(suspended.code).toBe(200);
    expect(suspended.data.profile.suspendedAt).not.toBeNull();
    expect(suspended.data.sessions).toEqual([]);
    expect(suspended.data.members[0]!.suspendedAt).not.toBeNull();

    // The open app's next call (a send included) says why, in the customer's language.
    const next = await call('/user/info', {}, merchant.token, 'zh_CN');
    expect(next).toMatchObject({ code: ErrorCode.ACCOUNT_SUSPENDED });
    expect(next.msg).toBe('该账号已被暂停使用，请联系客服');
    expect((await send(merchant.token)).code).toBe(ErrorCode.ACCOUNT_SUSPENDED);
    expect((await send(memberSession)).code).toBe(ErrorCode.ACCOUNT_SUSPENDED);
    const signIn = await loginByPhone(h, merchant.national, 'Secret123');
    expect(signIn.code).toBe(ErrorCode.ACCOUNT_SUSPENDED);
    expect(signIn.msg).toBe('This account is suspended. Please contact support');
    expect((await loginByPhone(h, member.national, member.password)).code).toBe(
      ErrorCode.ACCOUNT_SUSPENDED,
    );
    // A wrong password still answers as a wrong password: the state is no stranger's business.
    expect((await loginByPhone(h, merchant.national, 'Wrong1234')).code).toBe(
      ErrorCode.WRONG_PASSWORD,
    );
    expect((await openCall(h, merchant.live, '/balance')).code).toBe(ErrorCode.ACCOUNT_SUSPENDED);
    expect(await auditRows('customerSuspend')).toContainEqual(
      expect.objectContaining({
        target: `user:${merchant.userId}`,
        detail: 'Chargeback investigation',
      }),
    );
    // Searching by the member's phone finds the member, within the suspended business.
    expect(await search(member.national)).toContainEqual(
      expect.objectContaining({ mainUserId: merchant.userId }),
    );

    expect(
      (
        await call(
          '/ops/customer/reactivate',
          { userId: merchant.userId, reason: 'Cleared' },
          admin,
        )
      ).code,
    ).toBe(200);
    // The old sessions stay ended; signing in again works, and so do sends and the API.
    expect((await call('/user/info', {}, merchant.token)).code).toBe(ErrorCode.NOT_LOGGED_IN);
    const again = await loginByPhone(h, merchant.national, 'Secret123');
    expect(again.code).toBe(200);
    expect((await send(again.data)).code).toBe(200);
    const memberAgain = await memberToken(h, member.national, member.password);
    expect((await call('/user/info', {}, memberAgain)).code).toBe(200);
    expect((await openCall(h, merchant.live, '/balance')).code).toBe(200);
    const log = await call('/ops/customer/oplog', { userId: merchant.userId }, admin);
    const types = (log.rows as Array<{ eventType: string }>).map((r) => r.eventType);
    expect(types).toEqual(expect.arrayContaining(['accountSuspended', 'accountReactivated']));
  });

  it('lets support lift a login lockout and a transaction-password lockout', async () => {
    const owner = await registerByPhone(h);
    const ownerId = await userIdOf(owner.token);
    await setFundPassword(h, owner.token, owner.phone, owner.national, '135790');
    await topUp(h, owner.token, '1000');
    const payeeId = await addMpesaPayee(h, owner.token);
    for (let i = 0; i < 5; i++) await loginByPhone(h, owner.national, 'Wrong1234');
    expect((await loginByPhone(h, owner.national, owner.password)).code).toBe(429);
    const send = (fundPassword: string) =>
      call('/order/create', mpesaSendBody(payeeId, fundPassword), owner.token);
    for (let i = 0; i < 5; i++) await send('000000');
    expect((await send('135790')).code).not.toBe(200);
    const locked = (await detail(ownerId)).profile;
    expect(locked.loginLockedUntil).not.toBeNull();
    expect(locked.fundLockedUntil).not.toBeNull();

    const body = { userId: ownerId, reason: 'Caller verified by phone' };
    const login = await call<Detail>('/ops/customer/unlockLogin', body, tokens.support);
    expect(login.code).toBe(200);
    expect(login.data.profile.loginLockedUntil).toBeNull();
    expect((await loginByPhone(h, owner.national, owner.password)).code).toBe(200);
    const fund = await call<Detail>('/ops/customer/unlockFundPassword', body, tokens.support);
    expect(fund.data.profile.fundLockedUntil).toBeNull();
    expect((await send('135790')).code).toBe(200);
    expect(await auditRows('customerUnlockLogin')).toHaveLength(1);
    expect(await auditRows('customerUnlockFundPassword')).toHaveLength(1);
  });
});
