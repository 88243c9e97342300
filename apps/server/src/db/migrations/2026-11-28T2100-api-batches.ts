import type { Kysely } from 'kysely';
import { withId } from './column-types.ts';

/**
 * Merchant API batch payouts (docs/api-service.md, "Batch payouts"): a batch per
 * merchantBatchNo (unique per merchant and key mode, so twenty concurrent duplicates make one
 * batch) and one row per item of the call. An accepted item becomes an API payout through the
 * single payout's path; `order_id` links it once placed. `completed_time` is set once, by a
 * conditional update, which is what sends `batch.completed` exactly once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('api_batches'))
    .addColumn('batch_sn', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('main_user_id', 'integer', (c) => c.notNull())
    .addColumn('api_mode', 'varchar(4)', (c) => c.notNull())
    .addColumn('merchant_batch_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('accepted_count', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('completed_time', 'varchar(32)')
    .addUniqueConstraint('api_batches_merchant_no_uq', [
      'main_user_id',
      'api_mode',
      'merchant_batch_no',
    ])
    .execute();
  await withId(db, db.schema.createTable('api_batch_items'))
    .addColumn('batch_id', 'integer', (c) => c.notNull())
    .addColumn('item_index', 'integer', (c) => c.notNull())
    .addColumn('merchant_order_no', 'varchar(64)')
    /** rejected, queued, placed or failed (docs/api-service.md). */
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    /** The item as the merchant sent it, for the job to pay (accepted items only). */
    .addColumn('request', 'text')
    /** Why it was rejected or failed: `{code, msg: {en, zh}}`. */
    .addColumn('error', 'text')
    .addColumn('order_id', 'integer')
    .addColumn('update_time', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('api_batch_items_index_uq', ['batch_id', 'item_index'])
    .execute();
  // The final-status listener finds a placed item by its order.
  await db.schema
    .createIndex('api_batch_items_order_idx')
    .on('api_batch_items')
    .column('order_id')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
