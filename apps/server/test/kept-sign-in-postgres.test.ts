import { ErrorCode } from '@pesa/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByPhone, type Harness } from './harness.ts';
import { loginByPhone } from './helpers.ts';
import {
  addMpesaPayee,
  assets,
  mpesaSendBody,
  newSn,
  setFundPassword,
  topUp,
} from './money-helpers.ts';
import { closeBoth, twoInstancesWithCustomer } from './two-instances.ts';

/**
 * On PostgreSQL an instance keeps a sign-in it read for a send, and the sign-in's next sends
 * through it for a minute go in one statement that confirms the sign-in before it locks or writes
 * anything (plugins/kept-auth.ts). Whatever changed through another instance in between must be
 * seen by that very send, as a read of the session would have seen it.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a send on a kept sign-in, two instances', () => {
  let first: Harness;
  let second: Harness;
  let national = '';
  let phone = '';
  let password = '';
  let pin = '135790';
  let payeeId = 0;
  let userId = 0;

  beforeAll(async () => {
    const both = await twoInstancesWithCustomer(pin, '50000');
    ({ first, second } = both);
    ({ national, phone, password } = both.registered);
    payeeId = await addMpesaPayee(first, both.owner);
    userId = (await first.call<{ userId: number }>('/user/info', {}, { token: both.owner })).data
      .userId;
  });
  afterAll(() => closeBoth({ first, second }));

  /** Sign-ins the second instance handed out from what it kept, by token. */
  const keptUses: string[] = [];
  beforeAll(() => {
    const sessions = second.app.services.sessions;
    const kept = sessions.kept.bind(sessions);
    sessions.kept = (token) => {
      const found = kept(token);
      if (found) keptUses.push(token);
      return found;
    };
  });

  const sendOn = (h: Harness, token: string, body: Record<string, unknown> = {}) => {
    h.tick();
    return h.call('/order/create', mpesaSendBody(payeeId, pin, body), { token });
  };
  const ordersOf = async (sn: string) =>
    Number(
      (
        await first.app.db.kysely
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('sn', '=', sn)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const failedAttempts = async () =>
    (
      await first.app.db.kysely
        .selectFrom('users')
        .select('fund_failed_attempts')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).fund_failed_attempts;

  /** A new sign-in whose send through the second instance went well, so the second keeps it. */
  const keptSignIn = async () => {
    const login = await loginByPhone(first, national, password);
    expect(login.code).toBe(200);
    const token = login.data;
    expect((await sendOn(second, token)).code).toBe(200);
    return token;
  };

  it('sends on the kept sign-in, and refuses it at once once it is signed out elsewhere', async () => {
    const token = await keptSignIn();
    expect((await sendOn(second, token)).code).toBe(200);
    expect(keptUses).toContain(token);
    first.tick();
    expect((await first.call('/user/logout', {}, { token })).code).toBe(200);
    keptUses.length = 0;
    const sn = newSn();
    expect((await sendOn(second, token, { sn })).code).toBe(ErrorCode.NOT_LOGGED_IN);
    // The refused send was tried on the kept sign-in, and its statement wrote nothing.
    expect(keptUses).toEqual([token]);
    expect(await ordersOf(sn)).toBe(0);
  });

  it('refuses sends that share a batch on a sign-in signed out elsewhere, and no other', async () => {
    const token = await keptSignIn();
    const other = await keptSignIn();
    first.tick();
    expect((await first.call('/user/logout', {}, { token })).code).toBe(200);
    keptUses.length = 0;
    second.tick();
    // Sent together, the three go in one batch of the customer's wallet (one transaction).
    const bodies = [0, 1, 2].map(() => mpesaSendBody(payeeId, pin));
    const replies = await Promise.all([
      second.call('/order/create', bodies[0], { token }),
      second.call('/order/create', bodies[1], { token }),
      second.call('/order/create', bodies[2], { token: other }),
    ]);
    expect(replies.map((reply) => reply.code)).toEqual([
      ErrorCode.NOT_LOGGED_IN,
      ErrorCode.NOT_LOGGED_IN,
      200,
    ]);
    expect(keptUses.sort()).toEqual([token, token, other].sort());
    expect(await Promise.all(bodies.map((body) => ordersOf(body.sn)))).toEqual([0, 0, 1]);
  });

  it('tells a caller signed out elsewhere so, not what is wrong with the form', async () => {
    const token = await keptSignIn();
    expect((await sendOn(second, token, { amount: 'ten' })).code).toBe(ErrorCode.PARAMETER_ERROR);
    first.tick();
    expect((await first.call('/user/logout', {}, { token })).code).toBe(200);
    keptUses.length = 0;
    expect((await sendOn(second, token, { amount: 'ten' })).code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect(keptUses).toEqual([token]);
  });

  it('counts no wrong transaction password against a sign-in signed out elsewhere', async () => {
    const token = await keptSignIn();
    const before = await failedAttempts();
    first.tick();
    expect((await first.call('/user/logout', {}, { token })).code).toBe(200);
    expect((await sendOn(second, token, { fundPassword: '000000' })).code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    expect(await failedAttempts()).toBe(before);
  });

  it('counts a wrong transaction password on a kept sign-in once', async () => {
    const token = await keptSignIn();
    const before = await failedAttempts();
    keptUses.length = 0;
    expect((await sendOn(second, token, { fundPassword: '000000' })).code).toBe(
      ErrorCode.FUND_PASSWORD_WRONG,
    );
    expect(keptUses).toEqual([token]);
    expect(await failedAttempts()).toBe(before + 1);
    // The right one again clears the count, as ever.
    expect((await sendOn(second, token)).code).toBe(200);
  });

  it('refuses a suspended account at once, even before its sessions are revoked', async () => {
    const token = await keptSignIn();
    const now = new Date().toISOString();
    await first.app.db.kysely
      .updateTable('users')
      .set({ suspended_at: now })
      .where('user_id', '=', userId)
      .execute();
    try {
      const sn = newSn();
      keptUses.length = 0;
      expect((await sendOn(second, token, { sn })).code).toBe(ErrorCode.ACCOUNT_SUSPENDED);
      expect(keptUses).toEqual([token]);
      expect(await ordersOf(sn)).toBe(0);
    } finally {
      await first.app.db.kysely
        .updateTable('users')
        .set({ suspended_at: null })
        .where('user_id', '=', userId)
        .execute();
    }
  });

  it('takes the transaction password changed on the other instance, not the old one', async () => {
    const token = await keptSignIn();
    const changed = '246801';
    // A code for the password may be asked for once a minute.
    first.tick(61_000);
    await setFundPassword(first, token, phone, national, changed);
    const old = pin;
    pin = changed;
    expect((await sendOn(second, token, { fundPassword: old })).code).toBe(
      ErrorCode.FUND_PASSWORD_WRONG,
    );
    expect((await sendOn(second, token)).code).toBe(200);
  });

  it('pays a recipient as changed elsewhere, even before this instance heard of the change', async () => {
    const token = await keptSignIn();
    // The second instance keeps the recipient as it was. The change is made and its topic's
    // generation raised, but no notice is sent, as when one is still on its way.
    const k = first.app.db.kysely;
    const was = await k
      .selectFrom('payees')
      .selectAll()
      .where('id', '=', payeeId)
      .executeTakeFirstOrThrow();
    const changed = {
      phone: was.phone?.replace('111', '999'),
      mobile: was.mobile?.replace('111', '999'),
    };
    await k.updateTable('payees').set(changed).where('id', '=', payeeId).execute();
    await sql`insert into cache_generations (topic, generation) values ('payees', 1)
      on conflict (topic) do update set generation = cache_generations.generation + 1`.execute(k);
    try {
      const sn = newSn();
      keptUses.length = 0;
      expect((await sendOn(second, token, { sn })).code).toBe(200);
      expect(keptUses).toEqual([token]);
      const order = await k
        .selectFrom('orders')
        .select('payee_snapshot')
        .where('sn', '=', sn)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(order.payee_snapshot ?? '{}').account).toBe('+254722000999');
    } finally {
      await k
        .updateTable('payees')
        .set({ phone: was.phone, mobile: was.mobile })
        .where('id', '=', payeeId)
        .execute();
      await first.app.db.cacheNotices.announce('payees');
    }
  });

  it('writes one order for a send submitted twice at once, on one instance or two', async () => {
    const token = await keptSignIn();
    second.tick();
    const body = mpesaSendBody(payeeId, pin);
    keptUses.length = 0;
    const twice = await Promise.all([
      second.call('/order/create', body, { token }),
      second.call('/order/create', body, { token }),
    ]);
    expect(twice.map((reply) => reply.code).sort()).toEqual([200, 601]);
    expect(keptUses).toEqual([token, token]);
    expect(await ordersOf(body.sn)).toBe(1);

    // Both instances' clocks at the same moment, as a real pair's would be within the window.
    const ahead = first.clock.now().getTime() - second.clock.now().getTime();
    if (ahead > 0) second.tick(ahead);
    else first.tick(-ahead);
    second.tick();
    first.tick();
    const across = { ...body, sn: newSn() };
    keptUses.length = 0;
    const both = await Promise.all([
      first.call('/order/create', across, { token }),
      second.call('/order/create', across, { token }),
    ]);
    expect(both.map((reply) => reply.code).sort()).toEqual([200, 601]);
    // The second instance's was on the sign-in it kept, the first's on a read of the session.
    expect(keptUses).toEqual([token]);
    expect(await ordersOf(across.sn)).toBe(1);
  });

  it("opens an account a kept sign-in's send needs, and sends once", async () => {
    // A new customer whose first send through the second instance is refused (no such
    // recipient): the second keeps the sign-in, and the next send has no on-hold account yet.
    const other = await twoInstancesCustomer();
    expect((await sendOn(second, other.token, { payeeId: 999_999 })).code).toBe(
      ErrorCode.BENEFICIARY_NOT_FOUND,
    );
    keptUses.length = 0;
    const sn = newSn();
    const reply = await sendOn(second, other.token, { sn, payeeId: other.payeeId });
    expect(reply.code).toBe(200);
    expect(keptUses).toEqual([other.token]);
    expect(await ordersOf(sn)).toBe(1);
    expect((await assets(first, other.token))?.onHold).not.toBe('0.00');
  });

  /** Another customer of the first instance, funded, with a recipient and the same password. */
  async function twoInstancesCustomer() {
    const registered = await registerByPhone(first);
    await setFundPassword(first, registered.token, registered.phone, registered.national, pin);
    await topUp(first, registered.token, '1000');
    return { token: registered.token, payeeId: await addMpesaPayee(first, registered.token) };
  }
});
