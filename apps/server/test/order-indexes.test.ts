import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';

/**
 * The order indexes over columns most orders leave empty are partial (migration
 * 2026-11-30T0600-partial-order-indexes), so a customer's send writes no entry in them. The
 * lookups they serve must still find them: each lookup's shape is planned here as the app's
 * statements are, on PostgreSQL for any value (the plan it keeps for a named statement).
 */
const lookups = [
  {
    index: 'orders_third_idx',
    // A rail's callback finds its order (orders.repository.ts, findByThirdOrderNo).
    text: 'select * from orders where third_order_no = $1',
    types: ['varchar'],
  },
  {
    index: 'orders_third_idx',
    // The payouts waiting at a rail (channels/waiting-at-rail.ts).
    text: 'select id from orders where third_order_no is not null and status = 0',
    types: [],
  },
  {
    index: 'orders_counter_account_idx',
    // An agent's cash deposit, found by the customer (orders.repository.ts, findDeposit).
    text: 'select * from orders where kind = 2 and counter_account_key in ($1, $2) and sn = $3 order by id desc',
    types: ['varchar', 'varchar', 'varchar'],
  },
  {
    index: 'orders_merchant_no_uq',
    // A merchant's order by its own number (api-orders.repository.ts).
    text: 'select * from orders where main_user_id = $1 and api_mode = $2 and merchant_order_no = $3',
    types: ['integer', 'varchar', 'varchar'],
  },
  {
    index: 'orders_merchant_no_uq',
    // A batch's rows already ordered (api-batches.repository.ts).
    text: 'select merchant_order_no from orders where main_user_id = $1 and api_mode = $2 and merchant_order_no in ($3, $4)',
    types: ['integer', 'varchar', 'varchar', 'varchar'],
  },
  {
    index: 'orders_api_idx',
    // A merchant's orders of one kind, newest first (the API dashboard and order list).
    text: 'select id from orders where main_user_id = $1 and api_mode = $2 and api_kind = $3 order by create_time desc',
    types: ['integer', 'varchar', 'varchar'],
  },
];

async function plan(
  db: Kysely<Database>,
  engine: string,
  { index, text, types }: (typeof lookups)[number],
) {
  if (engine === 'sqlite') {
    const values = types.map(() => 1);
    const query = sql.raw(`explain query plan ${text.replace(/\$\d+/g, '?')}`);
    const compiled = { ...query.compile(db), parameters: values };
    const { rows } = await db.executeQuery<{ detail: string }>(compiled);
    return rows.map((r) => r.detail).join(' | ');
  }
  // On PostgreSQL, the plan kept for any value, in a transaction rolled back afterwards in which
  // every other index of the table but its primary key is gone and a scan of the whole table is
  // priced out: the lookup's index is in the plan only if the planner can use it for the lookup.
  return db.connection().execute(async (c) => {
    // A prepared statement outlives the rollback: it is let go after it, even when a check fails.
    let prepared = false;
    await sql`begin`.execute(c);
    try {
      await sql`set local enable_seqscan = off`.execute(c);
      await sql`set local plan_cache_mode = force_generic_plan`.execute(c);
      const { rows: others } = await sql<{ name: string; constraint: boolean }>`
        select i.indexname as name, exists (select 1 from pg_constraint k
          where k.conname = i.indexname) as constraint
        from pg_indexes i where i.tablename = 'orders' and i.indexname not in (${index}, 'orders_pkey')`.execute(
        c,
      );
      for (const other of others)
        await sql
          .raw(
            other.constraint
              ? `alter table orders drop constraint ${other.name}`
              : `drop index ${other.name}`,
          )
          .execute(c);
      const params = types.length ? `(${types.join(', ')})` : '';
      await sql.raw(`prepare lookup ${params} as ${text}`).execute(c);
      prepared = true;
      const args = types.map((t) => (t === 'integer' ? '1' : `'x'`)).join(', ');
      const { rows } = await sql
        .raw<{ 'QUERY PLAN': string }>(`explain execute lookup${args ? `(${args})` : ''}`)
        .execute(c);
      return rows.map((r) => r['QUERY PLAN']).join(' | ');
    } finally {
      await sql`rollback`.execute(c);
      if (prepared) await sql`deallocate lookup`.execute(c);
    }
  });
}

describe.each(engines)('the order indexes on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
  });
  afterAll(() => h.close());

  it('index only the orders whose column is set', async () => {
    const db = h.app.db.kysely;
    const definitions =
      engine === 'sqlite'
        ? await sql<{ name: string; definition: string }>`select name, sql as definition
            from sqlite_master where type = 'index' and tbl_name = 'orders'`.execute(db)
        : await sql<{ name: string; definition: string }>`select indexname as name,
            indexdef as definition from pg_indexes where tablename = 'orders'`.execute(db);
    const partial = Object.fromEntries(
      definitions.rows.map((r) => [r.name, /where/i.test(r.definition ?? '')]),
    );
    for (const { index } of lookups) expect(partial[index], index).toBe(true);
    // The indexes every order needs stay whole.
    expect(partial['orders_main_idx']).toBe(false);
  });

  it.each(lookups)('a lookup still uses $index: $text', async ({ index, text, types }) => {
    expect(await plan(h.app.db.kysely, engine, { index, text, types })).toContain(index);
  });
});
