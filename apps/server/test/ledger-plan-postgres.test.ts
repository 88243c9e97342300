import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { addMpesaPayee, MONEY_ENV, newSn, setFundPassword, topUp } from './money-helpers.ts';

interface PlanCounts {
  generic_plans: string;
  custom_plans: string;
}

/**
 * PostgreSQL plans a named statement for the values at hand five times, then keeps one plan for
 * any values if that plan looks no dearer. The journal entry's statement is a send's heaviest, and
 * planning it again at every execution cost the database more CPU than running it
 * (modules/ledger/postgres-entry.ts). With a pool of one, every lone send runs on the one
 * pipelined connection, whose prepared statements are read here.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the journal entry statement on PostgreSQL', () => {
  let h: Harness;
  let token: string;
  let payeeId: number;
  const fundPassword = '864213';

  beforeAll(async () => {
    h = await startHarness('postgres', { ...relaxedEnv, ...MONEY_ENV, DATABASE_POOL_SIZE: '1' });
    const user = await registerByPhone(h);
    token = user.token;
    await setFundPassword(h, token, user.phone, user.national, fundPassword);
    payeeId = await addMpesaPayee(h, token);
    await topUp(h, token, '5000');
    // A database in use: 50,000 wallets, and the planner's statistics of them. (On a new, almost
    // empty database any plan of the statement looks as cheap as another, and it was kept anyway.)
    await sql`insert into ledger_accounts (account_key, owner_user_id, kind, currency_id, balance, create_time)
      select 'user:' || (900000 + g) || ':domestic:404', 900000 + g, 'domestic', 404, 0, '2026-01-01T00:00:00Z'
      from generate_series(1, 50000) g`.execute(h.app.db.kysely);
    await sql`analyze ledger_accounts`.execute(h.app.db.kysely);
  });
  afterAll(() => h.close());

  // A lone send's statement commits by itself on the pipelined connection (one, with a pool of
  // one: db/pipelined-statements.ts), whose prepared statements only that connection can read.
  const entryPlans = async (gated?: boolean) =>
    (await h.app.db.selfCommitting!(
      `select generic_plans, custom_plans from pg_prepared_statements
        where statement like '%insert into ledger_entries%'
          and statement like '%insert into orders%'
          and ($1::boolean is null or (statement like '%entry_gate%') = $1::boolean)`,
      [gated ?? null],
    )) as PlanCounts[];

  it('is planned once per connection and kept, not planned again for every send', async () => {
    const sends = 12;
    for (let i = 0; i < sends; i++) {
      h.tick();
      const reply = await h.call(
        '/order/create',
        { sn: newSn(), scope: 0, payeeId, payType: 2, currencyId: 404, amount: '10', fundPassword },
        { token },
      );
      expect(reply.code).toBe(200);
    }
    const plans = await entryPlans();
    // A lone send's form of the statement (the first send ran it twice: it created the wallet's
    // on-hold account and ran again), and the same with the check of the sign-in the instance
    // kept from the first send, run for every send after it (plugins/kept-auth.ts).
    expect(plans).toHaveLength(2);
    const [{ generic_plans, custom_plans }] = (await entryPlans(true)) as [PlanCounts];
    expect(Number(custom_plans)).toBeLessThanOrEqual(5);
    expect(Number(generic_plans)).toBeGreaterThanOrEqual(sends - 1 - 5);
  });
});
