import type { Kysely } from 'kysely';
import { isPostgres, withId } from './column-types.ts';

/**
 * Reversals of Paybill (C2B) payments that matched no waiting top-up. One row per M-Pesa TransID:
 * its unique key is what lets a payment be reversed only once. Status: requested, reversed,
 * failed. Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const money = isPostgres(db) ? 'bigint' : 'integer';
  await withId(db, db.schema.createTable('daraja_reversals'))
    .addColumn('trans_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('conversation_id', 'varchar(100)')
    .addColumn('result_code', 'varchar(20)')
    .addColumn('result_desc', 'varchar(500)')
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('daraja_reversals_conversation_idx')
    .on('daraja_reversals')
    .column('conversation_id')
    .execute();
  // The unmatched list pages through these events by source, newest first.
  await db.schema
    .createIndex('channel_events_source_idx')
    .on('channel_events')
    .columns(['source', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
