import type { Kysely } from 'kysely';

/**
 * Each quoted pair's spread (`exchange_rates.spread_bps`, basis points): customers converting at
 * a pair get its mid less the spread, either way (docs/money.md, "Exchange rates"). Every pair
 * starts at 50 (0.50 %). The cross pairs' mids are re-derived from their USD legs at every start,
 * by the rate book, not here. Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('exchange_rates')
    .addColumn('spread_bps', 'integer', (c) => c.notNull().defaultTo(50))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
