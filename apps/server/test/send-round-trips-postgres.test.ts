import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByPhone, startHarness, type Harness } from './harness.ts';
import { loginByPhone, relaxedEnv } from './helpers.ts';
import { approvedMerchant, openCall, type Merchant } from './open-api-helpers.ts';
import { fundB2c, payoutBody } from './open-money-helpers.ts';
import {
  addMpesaPayee,
  assets,
  MONEY_ENV,
  mpesaSendBody,
  newSn,
  setFundPassword,
  topUp,
} from './money-helpers.ts';

/**
 * The statements this process sends to PostgreSQL while `work` runs. The pool's connections keep
 * the client's query method they were made with (db/named-statements.ts), so the recorder goes in
 * before the app starts and records only while asked to.
 */
let recording: string[] | null = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text?: string };
  const text = typeof config === 'string' ? config : (config.text ?? '');
  recording?.push(text.replace(/\s+/g, ' ').trim());
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  recording = seen;
  try {
    await work();
  } finally {
    recording = null;
  }
  return seen;
}

/** The order, its first event, its payout job and its hold: all in one statement, none apart. */
function expectOneOpeningStatement(statements: string[]) {
  const tables = ['orders', 'order_events', 'jobs', 'ledger_entries'];
  const together = statements.filter((s) => tables.every((t) => s.includes(`insert into ${t}`)));
  expect(together).toHaveLength(1);
  for (const table of tables)
    expect(
      statements.filter((s) => s.includes(`insert into ${table}`)),
      table,
    ).toEqual(together);
}

/**
 * Every round trip to PostgreSQL costs both processes a wake-up, and while a wallet is locked it
 * is time the next send of that wallet waits (docs/scaling.md, "A send on PostgreSQL"). A send
 * alone makes two on a sign-in's first send through an instance: the session with the duplicate
 * guard's record and the cache generations riding in the same statement, and one statement,
 * outside any transaction, that writes the order, its first event, its payout job and the hold.
 * Its next sends within a minute make one: that statement, which first confirms the sign-in the
 * instance kept (plugins/kept-auth.ts). (The recipient is kept per instance until it changes,
 * and the account's approval policy until a policy is saved, on any instance.)
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a send on PostgreSQL', () => {
  let h: Harness;
  let token: string;
  let payeeId: number;
  let phone = '';
  let password = '';
  const fundPassword = '864213';

  beforeAll(async () => {
    h = await startHarness('postgres', { ...relaxedEnv, ...MONEY_ENV });
    const user = await registerByPhone(h);
    ({ token, national: phone, password } = user);
    await setFundPassword(h, token, user.phone, user.national, fundPassword);
    payeeId = await addMpesaPayee(h, token);
    await topUp(h, token, '5000');
  });
  afterAll(async () => {
    await h.close();
    pg.Client.prototype.query = query;
  });

  const sendBody = () => mpesaSendBody(payeeId, fundPassword);
  const send = (as = token) => {
    h.tick();
    return h.call<{ status: number }>('/order/create', sendBody(), { token: as });
  };

  it('writes its order, event, payout job and hold in one statement, after the session read', async () => {
    // The first send creates the wallet's on-hold account and prepares the statements.
    expect((await send()).code).toBe(200);
    // A new sign-in: its first send reads the session, as every call does.
    const login = await loginByPhone(h, phone, password);
    let reply: Awaited<ReturnType<typeof send>> | undefined;
    const statements = await statementsDuring(async () => (reply = await send(login.data)));
    expect(reply!.code).toBe(200);
    expect(reply!.data.status).toBe(0);

    expectOneOpeningStatement(statements);
    // The duplicate guard's sweep of expired rows comes at most once a second, not per send.
    const perSend = statements.filter((s) => !s.startsWith('delete from "duplicate_submits"'));
    // The session with the duplicate guard's record and the cache generations, then the one
    // statement, which commits by itself. The recipient was kept from the first send.
    expect(perSend, perSend.map((s) => s.slice(0, 60)).join('\n')).toHaveLength(2);
    const [sessionRead] = perSend;
    expect(sessionRead).toMatch(/insert into duplicate_submits/i);
    expect(sessionRead).toMatch(/from sessions/i);
    expect(sessionRead).toMatch(/from cache_generations/i);
    expect(perSend.filter((s) => s.includes('approval_policies'))).toEqual([]);
    expect(perSend.filter((s) => /from "payees"/.test(s))).toEqual([]);
    expect(statements.filter((s) => /^(begin|commit)$/i.test(s))).toHaveLength(0);

    // What the statement wrote: the hold, and the payout that settles it.
    expect((await assets(h, token))?.onHold).not.toBe('0.00');
    await h.app.money.worker.runDue();
    expect(await assets(h, token)).toMatchObject({ onHold: '0.00' });
  });

  it('sends in one round trip on the sign-in the instance kept from the last send', async () => {
    expect((await send()).code).toBe(200);
    let reply: Awaited<ReturnType<typeof send>> | undefined;
    const statements = await statementsDuring(async () => (reply = await send()));
    expect(reply!.code).toBe(200);
    expect(reply!.data.status).toBe(0);
    expectOneOpeningStatement(statements);
    const perSend = statements.filter((s) => !s.startsWith('delete from "duplicate_submits"'));
    expect(perSend, perSend.map((s) => s.slice(0, 60)).join('\n')).toHaveLength(1);
    // Before it locks anything, the statement confirms the session, the user row and the caches
    // as the instance kept them, and records the submission for the duplicate guard.
    const [only] = perSend;
    expect(only).toMatch(/from sessions where id = \$\d+ and revoked_at is null/i);
    expect(only).toMatch(/md5\(users::text\)/i);
    expect(only).toMatch(/from cache_generations/i);
    expect(only).toMatch(/insert into duplicate_submits/i);
    expect(statements.filter((s) => /^(begin|commit)$/i.test(s))).toHaveLength(0);
  });

  it('still refuses the same submission repeated at once, with the record riding in the session read', async () => {
    h.tick();
    const body = sendBody();
    const [first, second] = await Promise.all([
      h.call('/order/create', body, { token }),
      h.call('/order/create', body, { token }),
    ]);
    expect([first.code, second.code].sort()).toEqual([200, 601]);
    // A submission with an unknown token is refused as signed out, and leaves no verdict behind.
    h.tick();
    expect((await h.call('/order/create', body, { token: 'not-a-token' })).code).toBe(-1001);
  });

  it('writes nothing for a lone send the wallet cannot afford, though its statement commits by itself', async () => {
    const rows = async () => {
      const k = h.app.db.kysely;
      const count = async (table: 'orders' | 'order_events' | 'jobs' | 'ledger_entries') =>
        Number(
          (
            await k
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      return {
        orders: await count('orders'),
        events: await count('order_events'),
        jobs: await count('jobs'),
        entries: await count('ledger_entries'),
        assets: await assets(h, token),
      };
    };
    const before = await rows();
    h.tick();
    const reply = await h.call(
      '/order/create',
      {
        sn: newSn(),
        scope: 0,
        payeeId,
        payType: 2,
        currencyId: 404,
        amount: '999999',
        fundPassword,
      },
      { token },
    );
    expect(reply.code).toBe(-1013);
    expect(await rows()).toEqual(before);
  });

  it("opens a merchant's payout the same way, in one statement", async () => {
    const merchant: Merchant = await approvedMerchant(h);
    await fundB2c(h, merchant.live, '500');
    expect((await openCall(h, merchant.live, '/b2c/payout', payoutBody('10'))).code).toBe(200);
    let code = 0;
    const statements = await statementsDuring(async () => {
      code = (await openCall(h, merchant.live, '/b2c/payout', payoutBody('10'))).code;
    });
    expect(code).toBe(200);
    expectOneOpeningStatement(statements);
    // The key's read carries the cache generations, as a session's does.
    const [keyRead] = statements.filter((s) => s.includes('"api_keys"'));
    expect(keyRead).toMatch(/from cache_generations/i);
  });
});
