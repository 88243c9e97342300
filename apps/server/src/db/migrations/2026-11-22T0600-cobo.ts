import type { Kysely } from 'kysely';
import { isPostgres, withId } from './column-types.ts';

/**
 * Cobo deposits as the webhook reports them, one row per on-chain output (txid, vout_n). The row
 * follows the confirmations; the credit itself is a top-up order and a channel_events key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const money = isPostgres(db) ? 'bigint' : 'integer';
  await withId(db, db.schema.createTable('cobo_deposits'))
    .addColumn('cobo_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('txid', 'varchar(140)', (c) => c.notNull())
    .addColumn('vout_n', 'integer', (c) => c.notNull())
    .addColumn('coin', 'varchar(40)', (c) => c.notNull())
    .addColumn('address', 'varchar(120)', (c) => c.notNull())
    .addColumn('main_user_id', 'integer')
    .addColumn('scope', 'integer')
    .addColumn('coin_amount', 'varchar(80)', (c) => c.notNull())
    .addColumn('coin_decimals', 'integer', (c) => c.notNull())
    .addColumn('confirmed_num', 'integer', (c) => c.notNull())
    .addColumn('confirming_threshold', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('currency_id', 'integer')
    .addColumn('credited_amount', money)
    .addColumn('order_id', 'integer')
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('cobo_deposits_output_uq', ['txid', 'vout_n'])
    .execute();
  await db.schema
    .createIndex('cobo_deposits_user_idx')
    .on('cobo_deposits')
    .columns(['main_user_id', 'create_time'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
