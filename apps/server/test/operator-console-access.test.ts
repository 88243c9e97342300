import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_CALL_ACCESS, type OperatorRole } from '@pesa/domain';
import { totpCode } from '../src/security/totp.ts';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { uploadPng } from './identity-helpers.ts';
import { enrolTotp, nextTotpCode, operatorToken } from './operator-helpers.ts';

const MINUTE = 60_000;
const PASSWORD = 'Operator-Passw0rd';
const ADMIN = 'ops.admin';

/** The request path of a call in the map (its one parameter filled in). */
const pathOf = (call: string) => call.replace(':id', '1');
/** The live event stream is the one GET (ops-events.test.ts reads it; an open one never ends). */
const STREAM = '/ops/events';

describe.each(engines)('operator console access on %s', (engine) => {
  let h: Harness;
  let admin: string;
  let counter = 0;
  const call = <T>(path: string, body: unknown, token?: string) => {
    h.tick();
    return h.call<T>(path, body, token ? { token } : {});
  };
  /** A new operator of `role`, added by the admin, signed in all the way. */
  async function signedIn(role: OperatorRole) {
    const username = `ops.${role}.${++counter}`;
    const added = await call<{ id: number }>(
      '/ops/operator/add',
      { username, password: PASSWORD, role },
      admin,
    );
    expect(added.code).toBe(200);
    return { id: added.data.id, username, token: await operatorToken(h, username, PASSWORD) };
  }

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...relaxedEnv,
      OPERATOR_USERNAME: ADMIN,
      OPERATOR_PASSWORD: PASSWORD,
    });
    admin = await operatorToken(h, ADMIN, PASSWORD);
  });
  afterAll(async () => {
    await h.close();
  });

  it('enforces the role map on every /ops call: refused roles get 1000, allowed ones pass the guard', async () => {
    const tokens = {
      support: (await signedIn('support')).token,
      compliance: (await signedIn('compliance')).token,
      finance: (await signedIn('finance')).token,
    };
    for (const [path, access] of Object.entries(OPERATOR_CALL_ACCESS)) {
      if (access.kind !== 'roles' || path === STREAM) continue;
      for (const [role, token] of Object.entries(tokens)) {
        // Each body is empty: an allowed call gets past the guard to its schema (or answers).
        const reply = await call(pathOf(path), {}, token);
        const allowed = access.roles.includes(role as OperatorRole);
        expect(reply.code === 1000, `${role} ${path}: ${reply.code}`).toBe(!allowed);
        expect(reply.code, `${role} ${path}`).not.toBe(-1001);
      }
    }
    const refused = await h.call(
      '/ops/kyc/approve',
      { userId: 1 },
      {
        token: tokens.support,
        lang: 'zh_CN',
      },
    );
    expect(refused).toMatchObject({ code: 1000, msg: '您的操作员角色无权执行此操作' });
  });

  it('gives a customer token nothing on /ops, and an operator token nothing on customer calls', async () => {
    const customer = await registerByPhone(h);
    for (const [path, access] of Object.entries(OPERATOR_CALL_ACCESS)) {
      if (access.kind === 'signIn') continue;
      h.tick();
      const method = path === STREAM ? 'GET' : 'POST';
      const reply = await h.call(pathOf(path), {}, { token: customer.token, method });
      expect(reply.code, path).toBe(-1001);
    }
    for (const path of ['/user/info', '/user/log', '/order/list'])
      expect((await call(path, {}, admin)).code, path).toBe(-1001);
  });

  it('opens only the enrolment after the password, and a full session only with a valid code', async () => {
    const { username } = await signedIn('support');
    const half = (await call<string>('/ops/login', { username, password: PASSWORD })).data;
    expect((await call<{ stage: string }>('/ops/me', {}, half)).data.stage).toBe('totp');
    expect((await call('/ops/kyc/list', { pageNum: 1, pageSize: 10 }, half)).code).toBe(-1001);
    expect((await call('/ops/totp/enrol', {}, half)).code).toBe(-1001);
    const wrong = await call('/ops/login/totp', { code: '000000' }, half);
    expect(wrong.code).toBe(-1006);
    const full = (await call<string>('/ops/login/totp', { code: nextTotpCode(h, username) }, half))
      .data;
    expect((await call('/ops/kyc/list', { pageNum: 1, pageSize: 10 }, full)).code).toBe(200);
    // The half session ended with its step.
    expect((await call('/ops/me', {}, half)).code).toBe(-1001);
  });

  it('accepts a code once: the same code in the same step is refused on a new sign-in', async () => {
    const { username } = await signedIn('finance');
    const code = nextTotpCode(h, username);
    const first = (await call<string>('/ops/login', { username, password: PASSWORD })).data;
    expect((await call('/ops/login/totp', { code }, first)).code).toBe(200);
    const second = (await call<string>('/ops/login', { username, password: PASSWORD })).data;
    expect((await call('/ops/login/totp', { code }, second)).code).toBe(-1006);
    // The next step's code works.
    expect((await call('/ops/login/totp', { code: nextTotpCode(h, username) }, second)).code).toBe(
      200,
    );
  });

  it('counts wrong codes towards the sign-in lockout', async () => {
    const { username } = await signedIn('support');
    const half = (await call<string>('/ops/login', { username, password: PASSWORD })).data;
    for (let i = 0; i < 5; i++)
      expect((await call('/ops/login/totp', { code: '000000' }, half)).code).toBe(-1006);
    expect((await call('/ops/login/totp', { code: nextTotpCode(h, username) }, half)).code).toBe(
      429,
    );
  });

  it('enrols with a secret shown as base32 and an otpauth URI; a code from it activates it', async () => {
    const added = await call(
      '/ops/operator/add',
      {
        username: 'ops.new.phone',
        password: PASSWORD,
        role: 'compliance',
      },
      admin,
    );
    expect(added.code).toBe(200);
    const half = (
      await call<string>('/ops/login', {
        username: 'ops.new.phone',
        password: PASSWORD,
      })
    ).data;
    expect((await call<{ stage: string }>('/ops/me', {}, half)).data.stage).toBe('enrol');
    const enrol = await call<{ secret: string; uri: string }>('/ops/totp/enrol', {}, half);
    expect(enrol.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.data.uri).toContain(`secret=${enrol.data.secret}`);
    // Kept sealed: the database holds no base32 secret.
    const row = await h.app.db.kysely
      .selectFrom('operators')
      .select(['totp_pending_secret', 'totp_secret'])
      .where('username', '=', 'ops.new.phone')
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toBeNull();
    expect(row.totp_pending_secret).toMatch(/^v1\./);
    expect(row.totp_pending_secret).not.toContain(enrol.data.secret);
    const code = totpCode(enrol.data.secret, h.clock.now());
    const full = await call<string>('/ops/totp/confirm', { code }, half);
    expect(full.code).toBe(200);
    expect((await call<{ stage: string; role: string }>('/ops/me', {}, full.data)).data).toEqual({
      username: 'ops.new.phone',
      role: 'compliance',
      stage: 'active',
    });
  });

  it('ends a session after 15 idle minutes, keeps a busy one, and ends every session at 8 hours', async () => {
    const { token } = await signedIn('support');
    for (let i = 0; i < 3; i++) {
      h.clock.advance(14 * MINUTE);
      expect((await h.call('/ops/me', {}, { token })).code).toBe(200);
    }
    h.clock.advance(15 * MINUTE);
    expect((await h.call('/ops/me', {}, { token })).code).toBe(-1001);
    admin = await operatorToken(h, ADMIN, PASSWORD);

    const busy = await signedIn('support');
    for (let minutes = 0; minutes < 8 * 60 - 14; minutes += 14) {
      h.clock.advance(14 * MINUTE);
      expect((await h.call('/ops/me', {}, { token: busy.token })).code).toBe(200);
    }
    h.clock.advance(14 * MINUTE);
    expect((await h.call('/ops/me', {}, { token: busy.token })).code).toBe(-1001);
    admin = await operatorToken(h, ADMIN, PASSWORD);
  });

  it('counts each queue for the menu, for every role', async () => {
    const { token } = await signedIn('support');
    const counts = await call<Record<string, number>>('/ops/queue/counts', {}, token);
    expect(counts.code).toBe(200);
    expect(Object.keys(counts.data).sort()).toEqual(
      [
        'apiAccess',
        'contractWorkers',
        'exchangeAccounts',
        'kyb',
        'kyc',
        'manualPending',
        'offlineTopUps',
        'payees',
        'va',
      ].sort(),
    );
    for (const value of Object.values(counts.data)) expect(Number.isInteger(value)).toBe(true);
  });

  it("opens an applicant's document for a reviewer, and no file through another account", async () => {
    const customer = await registerByPhone(h);
    const other = await registerByPhone(h);
    const filePath = await uploadPng(h, customer.token);
    const userIdOf = async (token: string) =>
      (await call<{ userId: number }>('/user/info', {}, token)).data.userId;
    const { token } = await signedIn('compliance');
    const url = await call<string>(
      '/ops/file/url',
      { userId: await userIdOf(customer.token), filePath },
      token,
    );
    expect(url.code).toBe(200);
    expect((await h.app.server.inject({ method: 'GET', url: url.data })).statusCode).toBe(200);
    const elsewhere = await call(
      '/ops/file/url',
      { userId: await userIdOf(other.token), filePath },
      token,
    );
    expect(elsewhere.code).toBe(-1007);
  });

  it('revokes a session at sign-out', async () => {
    const { token } = await signedIn('support');
    expect((await call('/ops/logout', {}, token)).code).toBe(200);
    expect((await call('/ops/me', {}, token)).code).toBe(-1001);
  });

  it('lets an admin disable (sessions end, sign-in refused), re-role and reset a second factor', async () => {
    const target = await signedIn('support');
    expect((await call('/ops/operator/disable', { id: target.id }, admin)).code).toBe(200);
    expect((await call('/ops/me', {}, target.token)).code).toBe(-1001);
    const refused = await call('/ops/login', { username: target.username, password: PASSWORD });
    expect(refused.code).toBe(-1004);
    expect((await call('/ops/operator/enable', { id: target.id }, admin)).code).toBe(200);

    expect((await call('/ops/operator/role', { id: target.id, role: 'finance' }, admin)).code).toBe(
      200,
    );
    const again = await operatorToken(h, target.username, PASSWORD);
    expect((await call<{ role: string }>('/ops/me', {}, again)).data.role).toBe('finance');

    expect((await call('/ops/operator/resetTotp', { id: target.id }, admin)).code).toBe(200);
    expect((await call('/ops/me', {}, again)).code).toBe(-1001);
    const half = (
      await call<string>('/ops/login', {
        username: target.username,
        password: PASSWORD,
      })
    ).data;
    expect((await call<{ stage: string }>('/ops/me', {}, half)).data.stage).toBe('enrol');
    await enrolTotp(h, target.username, half);

    const list = await call<Array<{ username: string; role: string; totpEnrolled: boolean }>>(
      '/ops/operator/list',
      {},
      admin,
    );
    expect(list.data.find((o) => o.username === target.username)).toMatchObject({
      role: 'finance',
      enabled: true,
      totpEnrolled: true,
    });
  });

  it('keeps the last admin: no admin disables or re-roles themself, nor the only other admin', async () => {
    const list = await call<Array<{ id: number; username: string }>>(
      '/ops/operator/list',
      {},
      admin,
    );
    const self = list.data.find((o) => o.username === ADMIN)!;
    expect((await call('/ops/operator/disable', { id: self.id }, admin)).code).toBe(-1010);
    expect((await call('/ops/operator/resetTotp', { id: self.id }, admin)).code).toBe(-1010);
    const second = await signedIn('admin');
    const lastAdmin = await h.call(
      '/ops/operator/role',
      { id: self.id, role: 'support' },
      {
        token: second.token,
      },
    );
    // Two admins: one may re-role the other.
    expect(lastAdmin.code).toBe(200);
    const back = await h.call(
      '/ops/operator/role',
      { id: self.id, role: 'admin' },
      {
        token: second.token,
      },
    );
    // The re-roled operator's sessions ended, so it is the second admin who sets it back.
    expect(back.code).toBe(200);
    admin = await operatorToken(h, ADMIN, PASSWORD);
    expect((await call('/ops/operator/disable', { id: second.id }, admin)).code).toBe(200);
    // Now the configured admin is the only active one; nobody else can remove it, and an
    // existing name is refused.
    expect(
      (
        await call(
          '/ops/operator/add',
          { username: ADMIN, password: PASSWORD, role: 'admin' },
          admin,
        )
      ).code,
    ).toBe(-1003);
  });
});
