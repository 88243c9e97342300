import type { Kysely } from 'kysely';
import { withId } from './column-types.ts';

/**
 * KYC (individual) and KYB (company) applications, one per main account. The answers are kept
 * as JSON so the four KYB steps can be saved partially; the status mirrors users.audit_status
 * (SPEC §4: '-1', '0', '00', '1', '2'). Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('kyc_applications'))
    .addColumn('main_user_id', 'integer', (c) => c.notNull().unique())
    .addColumn('user_type', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(4)', (c) => c.notNull())
    .addColumn('reject_reason', 'varchar(500)')
    .addColumn('first_reviewer_id', 'integer')
    .addColumn('submit_time', 'varchar(30)')
    .addColumn('review_time', 'varchar(30)')
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
