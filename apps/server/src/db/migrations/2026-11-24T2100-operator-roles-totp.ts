import type { Kysely } from 'kysely';

/**
 * Operator roles and the second factor. Every operator who exists today is an admin (they could
 * make every call until now). The TOTP secret is kept sealed (AES-256-GCM), first as pending until a code confirms it, and the last time
 * step a code was accepted for is kept so a code works once. Sessions get a stage (a session
 * from before this migration must enrol a second factor first) and the time they were last
 * used, for the idle timeout. Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('operators')
    .addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('admin'))
    .execute();
  await db.schema.alterTable('operators').addColumn('totp_secret', 'varchar(200)').execute();
  await db.schema
    .alterTable('operators')
    .addColumn('totp_pending_secret', 'varchar(200)')
    .execute();
  await db.schema.alterTable('operators').addColumn('totp_last_step', 'integer').execute();
  await db.schema
    .alterTable('operator_sessions')
    .addColumn('stage', 'varchar(10)', (c) => c.notNull().defaultTo('enrol'))
    .execute();
  await db.schema
    .alterTable('operator_sessions')
    .addColumn('last_seen_at', 'varchar(30)')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
