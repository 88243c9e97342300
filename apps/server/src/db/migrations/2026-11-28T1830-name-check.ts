import type { Kysely } from 'kysely';

/**
 * The name check of an order's payee (docs/name-check.md): its grade (MATCH, CLOSE_MATCH,
 * NO_MATCH, UNAVAILABLE) and, for CLOSE_MATCH only, the name the rail holds. M-Pesa Kenya's B2C
 * result names the receiver after payment, so a payout's grade may be written then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('name_check', 'text').execute();
  await db.schema.alterTable('orders').addColumn('name_check_name', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
