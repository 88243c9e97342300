import type { Kysely } from 'kysely';
import { isPostgres, withId } from './column-types.ts';

/**
 * Bulk payment files (docs/money.md, "Bulk payment files"): a batch and its rows. A row's order
 * number is the batch number and the row number, and `batch_rows.order_sn` is unique, so a
 * retry, a restart or a second instance can never make two orders of one row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const money = isPostgres(db) ? 'bigint' : 'integer';
  await withId(db, db.schema.createTable('batches'))
    .addColumn('batch_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('main_user_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('scope', 'integer', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('retry_of', 'integer', (c) => c.unique())
    .addColumn('create_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('submit_time', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('batches_owner_idx')
    .on('batches')
    .columns(['main_user_id', 'id'])
    .execute();
  await withId(db, db.schema.createTable('batch_rows'))
    .addColumn('batch_id', 'integer', (c) => c.notNull())
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('cells', 'text', (c) => c.notNull())
    .addColumn('problems', 'text', (c) => c.notNull())
    .addColumn('warnings', 'text', (c) => c.notNull())
    .addColumn('pay_type', 'integer')
    .addColumn('currency_id', 'integer')
    .addColumn('amount', money)
    .addColumn('fee_amount', money)
    .addColumn('tax_fee', money)
    .addColumn('payee_id', 'integer')
    .addColumn('payee_snapshot', 'text')
    .addColumn('order_sn', 'varchar(64)', (c) => c.unique())
    .addColumn('fail_reason', 'varchar(300)')
    .addColumn('update_time', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('batch_rows_no_uq', ['batch_id', 'row_no'])
    .execute();
  await db.schema
    .createIndex('batch_rows_status_idx')
    .on('batch_rows')
    .columns(['batch_id', 'status'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
