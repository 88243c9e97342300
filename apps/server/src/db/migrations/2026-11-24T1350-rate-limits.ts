import type { Kysely } from 'kysely';
import { isPostgres } from './column-types.ts';

/**
 * Per-address request counters (sign-in, codes, operator sign-in), one row per route and
 * address, so that every app instance on one database counts against the same limit. Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const millis = isPostgres(db) ? 'bigint' : 'integer';
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('bucket', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('window_start', millis, (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
  // The sweep deletes by age.
  await db.schema
    .createIndex('rate_limit_hits_window_idx')
    .on('rate_limit_hits')
    .column('window_start')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
