import type { Kysely } from 'kysely';
import { withId } from './column-types.ts';

/**
 * Approvals before money leaves (docs/permissions.md, "Approvals"): one policy per main account,
 * one approval per payment waiting for it (a single send's order or a bulk file), one row per
 * person who approved it, and the order's SPEC §3 `approval_status` and `approval_date`.
 * - The unique (approval_id, user_id) makes two approvals two people, even when both arrive at once.
 * - The unique (main_user_id, kind, subject) keeps one approval per payment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('approval_policies')
    .addColumn('main_user_id', 'integer', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('approvals_required', 'integer', (c) => c.notNull())
    // JSON: [{currencyId, amountMinor}] with the amount as decimal text of minor units.
    .addColumn('thresholds', 'text', (c) => c.notNull())
    .addColumn('update_user_id', 'integer', (c) => c.notNull())
    .addColumn('update_time', 'text', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('approvals'))
    .addColumn('main_user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('maker_user_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('approvals_required', 'integer', (c) => c.notNull())
    .addColumn('approvals', 'integer', (c) => c.notNull().defaultTo(0))
    // Where the order goes once approved: the status it would have had without the policy.
    .addColumn('then_status', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('create_time', 'text', (c) => c.notNull())
    .addColumn('expire_time', 'text', (c) => c.notNull())
    .addColumn('decide_time', 'text')
    .addUniqueConstraint('approvals_subject_unique', ['main_user_id', 'kind', 'subject'])
    .execute();
  await db.schema
    .createIndex('approvals_waiting')
    .on('approvals')
    .columns(['main_user_id', 'status', 'id'])
    .execute();
  await db.schema
    .createTable('approval_votes')
    .addColumn('approval_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('approval_votes_pk', ['approval_id', 'user_id'])
    .execute();
  await db.schema.alterTable('orders').addColumn('approval_status', 'text').execute();
  await db.schema.alterTable('orders').addColumn('approval_date', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
