import { sql, type Kysely } from 'kysely';

/**
 * Contract workers are reviewed by an operator before a send may name them
 * (docs/identity.md "Contract workers"): `audit_status` 0 pending, 1 approved, 2 rejected, with
 * the operator's reason (`audit_remark`), when and by whom (`audit_user_id`, an operator id) it
 * was decided. New workers start pending (the column's default). Workers saved before the review
 * existed were already usable on sends, so they become approved here (with no time or operator:
 * nobody reviewed them), and nothing in flight breaks. Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('contract_workers')
    .addColumn('audit_status', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('contract_workers')
    .addColumn('audit_remark', 'varchar(500)')
    .execute();
  await db.schema.alterTable('contract_workers').addColumn('audit_time', 'varchar(30)').execute();
  await db.schema.alterTable('contract_workers').addColumn('audit_user_id', 'integer').execute();
  await sql`update contract_workers set audit_status = 1`.execute(db);
  // The operators' queue: every account's workers in one status, oldest first.
  await db.schema
    .createIndex('contract_workers_review_idx')
    .on('contract_workers')
    .columns(['audit_status', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
