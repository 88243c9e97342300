import type { Kysely } from 'kysely';

/**
 * Approvals of merchant API batches (docs/api-service.md): the policy's switch, and where a batch
 * stands with its approval (null: it never waited).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('approval_policies')
    .addColumn('api_batches', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('api_batches')
    /** AWAITING_APPROVAL, APPROVED, REJECTED or EXPIRED. */
    .addColumn('approval_status', 'varchar(20)')
    .execute();
  // An accepted item's share of a held batch (minor units), handed back when it becomes an order.
  await db.schema.alterTable('api_batch_items').addColumn('held_amount', 'varchar(40)').execute();
  await db.schema.alterTable('api_batch_items').addColumn('held_fee', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('api_batch_items').dropColumn('held_fee').execute();
  await db.schema.alterTable('api_batch_items').dropColumn('held_amount').execute();
  await db.schema.alterTable('api_batches').dropColumn('approval_status').execute();
  await db.schema.alterTable('approval_policies').dropColumn('api_batches').execute();
}
