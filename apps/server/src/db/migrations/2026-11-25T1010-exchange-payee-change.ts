import type { Kysely } from 'kysely';

/**
 * "Update payee" of an exchange account (SPEC §3, docs/org-accounts.md): a change to an approved
 * account's details waits for an operator beside the details in use. `payee_change` holds the
 * new details (JSON), `payee_change_status` 0 pending, 1 approved, 2 rejected (null: never
 * changed), with when it was submitted and decided and the operator's reason. Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('exchange_accounts')
    .addColumn('payee_change', 'varchar(2000)')
    .execute();
  await db.schema
    .alterTable('exchange_accounts')
    .addColumn('payee_change_status', 'integer')
    .execute();
  await db.schema
    .alterTable('exchange_accounts')
    .addColumn('payee_change_time', 'varchar(30)')
    .execute();
  await db.schema
    .alterTable('exchange_accounts')
    .addColumn('payee_change_decided', 'varchar(30)')
    .execute();
  await db.schema
    .alterTable('exchange_accounts')
    .addColumn('payee_change_reason', 'varchar(500)')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
