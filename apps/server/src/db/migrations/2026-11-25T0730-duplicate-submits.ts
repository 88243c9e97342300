import { sql, type Kysely } from 'kysely';
import { isPostgres } from './column-types.ts';

/**
 * The duplicate-submit guard's memory (SPEC §7: an identical POST within 300 ms gets 601), one
 * row per recent submission keyed by the hash the guard computes, so that every app instance on
 * one PostgreSQL database refuses the same repeat. On PostgreSQL the table is UNLOGGED: a row
 * lives for 300 ms, losing them all in a crash forgets nothing that matters, and skipping the
 * write-ahead log keeps the write off the disk. Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      CREATE UNLOGGED TABLE duplicate_submits (
        submit_key varchar(64) PRIMARY KEY,
        last_at bigint NOT NULL,
        repeated integer NOT NULL
      )`.execute(db);
    return;
  }
  await db.schema
    .createTable('duplicate_submits')
    .addColumn('submit_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('last_at', 'integer', (c) => c.notNull())
    .addColumn('repeated', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
