import type { Kysely } from 'kysely';

/**
 * Operator sign-in lockout, kept on the operator's row like the customers' (users.failed_logins,
 * users.locked_until) so that every app instance sees the same count and lock. Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('operators')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('operators').addColumn('locked_until', 'varchar(30)').execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
