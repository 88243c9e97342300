import type { Kysely } from 'kysely';

/**
 * An operator may suspend a customer's business: the time and reason are kept on the main account
 * and on each of its team members, so the one check on every call (the auth plugin) reads only
 * the caller's own row. Reactivation clears both. Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('suspended_at', 'varchar(30)').execute();
  await db.schema.alterTable('users').addColumn('suspend_reason', 'varchar(500)').execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
