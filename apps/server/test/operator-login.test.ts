import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OperatorLoginService } from '../src/modules/operators/operator-login.service.ts';
import { OperatorSessions } from '../src/modules/operators/operator-sessions.ts';
import { OperatorsRepository } from '../src/modules/operators/operators.repository.ts';
import type { PasswordHasher } from '../src/security/password-hasher.ts';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { loginByPhone, relaxedEnv } from './helpers.ts';
import { enrolTotp } from './operator-helpers.ts';

const MINUTE = 60_000;
const PASSWORD = 'Operator-Passw0rd';

let operatorCount = 0;
/** A fresh operator per test, so one test's lock never meets another's. */
async function newOperator(h: Harness): Promise<string> {
  const username = `ops.${process.pid}.${++operatorCount}`;
  expect(await h.app.money.operators.create(username, PASSWORD)).toBe(true);
  return username;
}

function opsLogin(h: Harness, username: string, password: string, lang?: 'en_US' | 'zh_CN') {
  h.tick();
  return h.call<string>('/ops/login', { username, password }, { lang });
}

async function auditOf(h: Harness, username: string) {
  return h.app.db.kysely
    .selectFrom('operator_audit')
    .select(['operator_id', 'action', 'detail'])
    .where('target', '=', username)
    .orderBy('id')
    .execute();
}

/** Holds every key derivation of `hasher` until `open()`, counting the ones that started. */
function gate(hasher: PasswordHasher) {
  const held = hasher as unknown as { scrypt: (...args: unknown[]) => Promise<Buffer> };
  const real = held.scrypt.bind(hasher);
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const state = {
    started: 0,
    open: () => {
      open();
      held.scrypt = real;
    },
  };
  held.scrypt = async (...args) => {
    state.started++;
    await opened;
    return real(...args);
  };
  return state;
}

describe.each(engines)('operator sign-in on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
  });
  afterAll(async () => {
    await h.close();
  });

  it('locks an operator after LOGIN_MAX_FAILURES wrong passwords, even against the right one, until LOGIN_LOCK_MINUTES pass', async () => {
    const username = await newOperator(h);
    for (let i = 0; i < 5; i++) {
      expect((await opsLogin(h, username, 'wrong-password-1')).code).toBe(-1004);
    }
    expect(await opsLogin(h, username, PASSWORD)).toMatchObject({
      code: 429,
      msg: 'Too many failed logins; this account is locked for a while',
      data: null,
    });
    expect(await opsLogin(h, username, PASSWORD, 'zh_CN')).toMatchObject({
      code: 429,
      msg: '登录失败次数过多，账号已被暂时锁定',
    });
    // The lock started at the fifth failure; each call since ticked one second.
    h.clock.advance(15 * MINUTE - 5_000);
    expect((await opsLogin(h, username, PASSWORD)).code).toBe(429);
    h.clock.advance(2_000);
    const signedIn = await opsLogin(h, username, PASSWORD);
    expect(signedIn.code).toBe(200);
    h.tick();
    // The password alone opens only the enrolment of a second factor.
    expect((await h.call('/ops/review/list', {}, { token: signedIn.data })).code).toBe(-1001);
    const full = await enrolTotp(h, username, signedIn.data);
    expect((await h.call('/ops/review/list', {}, { token: full })).code).toBe(200);

    const audit = await auditOf(h, username);
    expect(audit.map((a) => a.action)).toEqual([
      ...Array(5).fill('loginFailed'),
      'loginLocked',
      'loginLocked',
      'loginLocked',
      'loginPassword',
      'totpEnrolStart',
      'totpEnrolled',
      'login',
    ]);
    expect(audit[4]!.detail).toMatch(/^wrong password; locked until .+ \(from 127\.0\.0\.1\)$/);
    expect(audit[0]!.operator_id).toBe(audit[8]!.operator_id);
  });

  it('a right password starts the count again', async () => {
    const username = await newOperator(h);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await opsLogin(h, username, 'wrong-password-1');
      expect((await opsLogin(h, username, PASSWORD)).code).toBe(200);
    }
  });

  it('keeps the count and the lock in the database, so every app instance enforces them', async () => {
    const username = await newOperator(h);
    // A second instance of the sign-in service over the same database, with its own memory.
    const repo = new OperatorsRepository(h.app.db.kysely);
    const other = new OperatorLoginService(repo, new OperatorSessions(repo, h.clock), {
      hasher: h.app.services.operatorHasher,
      clock: h.clock,
      config: { LOGIN_MAX_FAILURES: 5, LOGIN_LOCK_MINUTES: 15 },
    });
    for (let i = 0; i < 3; i++) await opsLogin(h, username, 'wrong-password-1');
    for (let i = 0; i < 2; i++) {
      await expect(other.login(username, 'wrong-password-1', '10.0.0.2')).rejects.toMatchObject({
        code: -1004,
      });
    }
    expect((await opsLogin(h, username, PASSWORD)).code).toBe(429);
    await expect(other.login(username, PASSWORD, '10.0.0.2')).rejects.toMatchObject({ code: 429 });
  });

  it('gives an unknown or disabled name the same scrypt check and answer as a wrong password', async () => {
    const operatorHasher = h.app.services.operatorHasher;
    const verify = vi.spyOn(operatorHasher, 'verify');
    const customerVerify = vi.spyOn(h.app.services.hasher, 'verify');
    try {
      const unknown = await opsLogin(h, 'nobody.here', PASSWORD);
      expect(unknown.code).toBe(-1004);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify).toHaveBeenLastCalledWith(PASSWORD, operatorHasher.dummyHash);

      const disabled = await newOperator(h);
      await h.app.db.kysely
        .updateTable('operators')
        .set({ status: 1 })
        .where('username', '=', disabled)
        .execute();
      const refused = await opsLogin(h, disabled, PASSWORD);
      expect(refused).toEqual({ ...unknown, data: null });
      expect(verify).toHaveBeenCalledTimes(2);
      expect(verify).toHaveBeenLastCalledWith(PASSWORD, operatorHasher.dummyHash);

      const known = await newOperator(h);
      expect(await opsLogin(h, known, 'wrong-password-1')).toEqual(unknown);
      expect(verify).toHaveBeenCalledTimes(3);
      expect(verify).not.toHaveBeenLastCalledWith('wrong-password-1', operatorHasher.dummyHash);
      // Operator sign-ins never take the customers' hashing queue.
      expect(customerVerify).not.toHaveBeenCalled();

      expect(await auditOf(h, 'nobody.here')).toEqual([
        { operator_id: 0, action: 'loginFailed', detail: 'unknown username (from 127.0.0.1)' },
      ]);
      expect((await auditOf(h, disabled)).map((a) => a.detail)).toEqual([
        'operator disabled (from 127.0.0.1)',
      ]);
    } finally {
      verify.mockRestore();
      customerVerify.mockRestore();
    }
  });

  it('gives a customer sign-in to an unknown account the same scrypt check', async () => {
    const customerHasher = h.app.services.hasher;
    const verify = vi.spyOn(customerHasher, 'verify');
    try {
      expect((await loginByPhone(h, '0712999001', 'Secret123')).code).toBe(-1002);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify).toHaveBeenLastCalledWith('Secret123', customerHasher.dummyHash);
    } finally {
      verify.mockRestore();
    }
  });

  it('signs a customer in while a flood of operator sign-ins fills the operators’ hashing queue', async () => {
    const customer = await registerByPhone(h);
    const username = await newOperator(h);
    const held = gate(h.app.services.operatorHasher);
    const flood = Array.from({ length: 4 }, (_, i) =>
      h.call('/ops/login', { username, password: `wrong-password-${i}` }),
    );
    while (held.started === 0) await new Promise((resolve) => setImmediate(resolve));
    expect((await loginByPhone(h, customer.national, customer.password)).code).toBe(200);
    // The operators' queue has not moved: its one slot is still held, the others wait.
    expect(held.started).toBe(1);
    held.open();
    expect((await Promise.all(flood)).map((r) => r.code)).toEqual([-1004, -1004, -1004, -1004]);
  });
});

describe.each(engines)('per-address limit on operator sign-in on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, { LOGIN_IP_MAX_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers code 429 once one address exceeds LOGIN_IP_MAX_PER_MINUTE on /ops/login', async () => {
    // Different unknown names, so no operator's lockout plays a part.
    for (const name of ['nobody.one', 'nobody.two', 'nobody.three']) {
      expect((await opsLogin(h, name, PASSWORD)).code).toBe(-1004);
    }
    expect(await opsLogin(h, 'nobody.four', PASSWORD, 'zh_CN')).toMatchObject({
      code: 429,
      msg: '尝试次数过多，请稍后再试',
    });
    const other = await h.app.server.inject({
      method: 'POST',
      url: '/api/ops/login',
      remoteAddress: '10.0.0.9',
      payload: { username: 'nobody.five', password: PASSWORD },
    });
    expect(other.json().code).toBe(-1004);
  });
});
