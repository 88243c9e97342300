import type { Kysely } from 'kysely';

/**
 * Agent cash-in (docs/money.md "Agent cash-in"): an order of kind 2 belongs to the agent and names
 * the customer's wallet in `counter_account_key`. The customer's history finds its cash deposits
 * by that key and the order number, so both are indexed. No new column: user type 3 (agent) fits
 * `users.user_type` as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_counter_account_idx')
    .on('orders')
    .columns(['counter_account_key', 'sn'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
