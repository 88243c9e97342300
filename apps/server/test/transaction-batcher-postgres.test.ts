import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { jobRow } from '../src/db/test-database.ts';
import { TransactionBatcher } from '../src/db/transaction-batcher.ts';
import { createPostgresDatabase } from './harness.ts';

/** The id of the transaction a unit runs in. */
const transactionId = async (trx: Transaction<Database>) =>
  (await sql<{ id: string }>`select txid_current()::text as id`.execute(trx)).rows[0]!.id;

const insertJob = (trx: Transaction<Database>, type: string) =>
  trx.insertInto('jobs').values(jobRow(type)).execute();

const jobsOfType = (db: Db, type: string) =>
  db.kysely.selectFrom('jobs').select('id').where('type', '=', type).execute();

/** Resolves once `count` parties have arrived: each waits for all (a barrier). */
function barrier(count: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived === count) open();
    return opened;
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('TransactionBatcher on PostgreSQL', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    db = openDatabase({ dataDir: '', databaseUrl: created.url });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it('runs the units of one key queued together in one transaction, other keys and unkeyed work apart', async () => {
    const batcher = new TransactionBatcher(db.kysely, 'postgres');
    const ids = await Promise.all([
      batcher.run(transactionId, 'user:1'),
      batcher.run(transactionId, 'user:1'),
      batcher.run(transactionId, 'user:1'),
      batcher.run(transactionId, 'user:2'),
      batcher.run(transactionId),
    ]);
    expect(new Set(ids.slice(0, 3)).size).toBe(1);
    expect(new Set([ids[0], ids[3], ids[4]]).size).toBe(3);
  });

  it('runs a unit alone in its batch in its alone form, outside a transaction, and units that meet in the transactional one', async () => {
    const batcher = new TransactionBatcher(db.kysely, 'postgres');
    // Outside a transaction every statement is its own: two reads of txid_current differ.
    const aloneIds = async (k: typeof db.kysely) => {
      const read = async () =>
        (await sql<{ id: string }>`select txid_current()::text as id`.execute(k)).rows[0]!.id;
      return [await read(), await read()].join(' ');
    };
    const lone = await batcher.run(transactionId, 'user:4', aloneIds);
    expect(new Set(lone.split(' ')).size).toBe(2);
    const together = await Promise.all([
      batcher.run(transactionId, 'user:5', aloneIds),
      batcher.run(transactionId, 'user:5', aloneIds),
    ]);
    expect(together[0]).toMatch(/^\d+$/);
    expect(together[1]).toBe(together[0]);
  });

  it('commits the other units of a batch when one fails, and nothing the failing unit wrote', async () => {
    const batcher = new TransactionBatcher(db.kysely, 'postgres');
    const outcomes = await Promise.allSettled([
      batcher.run((trx) => insertJob(trx, 'pg-first'), 'user:3'),
      batcher.run(async (trx) => {
        await insertJob(trx, 'pg-failing');
        // A database error aborts PostgreSQL's transaction, not only the unit.
        await sql`select 1 / 0`.execute(trx);
      }, 'user:3'),
      batcher.run((trx) => insertJob(trx, 'pg-last'), 'user:3'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await jobsOfType(db, 'pg-first')).toHaveLength(1);
    expect(await jobsOfType(db, 'pg-last')).toHaveLength(1);
    expect(await jobsOfType(db, 'pg-failing')).toEqual([]);
  });

  it('runs a batch again when PostgreSQL aborts it to break a deadlock with another instance', async () => {
    // Two instances' batchers.
    const a = new TransactionBatcher(db.kysely, 'postgres');
    const b = new TransactionBatcher(db.kysely, 'postgres');
    await sql`create table deadlock_rows (id integer primary key, touched integer not null)`.execute(
      db.kysely,
    );
    await sql`insert into deadlock_rows values (1, 0), (2, 0)`.execute(db.kysely);
    const touch = (trx: Transaction<Database>, id: number) =>
      sql`update deadlock_rows set touched = touched + 1 where id = ${id}`.execute(trx);
    // Each unit locks both rows, in opposite orders, and waits between them on its first try
    // only until the other holds its first row.
    const bothHoldOne = barrier(2);
    let tries = 0;
    const unit = (first: number, second: number) => async (trx: Transaction<Database>) => {
      tries += 1;
      await touch(trx, first);
      if (tries <= 2) await bothHoldOne();
      await touch(trx, second);
    };
    const batches = Promise.all([a.run(unit(1, 2), 'user:9'), b.run(unit(2, 1), 'user:9')]);
    await expect(batches).resolves.toHaveLength(2);
    // One was aborted and ran again; each unit's work counts once.
    expect(tries).toBe(3);
    const rows = await sql<{ id: number; touched: number }>`
      select id, touched from deadlock_rows order by id`.execute(db.kysely);
    expect(rows.rows).toEqual([
      { id: 1, touched: 2 },
      { id: 2, touched: 2 },
    ]);
  });
});
