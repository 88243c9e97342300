import type { Kysely } from 'kysely';
import { withId } from './column-types.ts';

/**
 * What a rail's daily reconciliation found that an operator must look at (docs/rails.md "Airtel
 * Money", "Daily reconciliation"): an order the rail answers differently from us (`differs`), or
 * one still without a final answer after its window (`open`). One row per rail and order; the
 * console's rails screen lists them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('rail_mismatches'))
    .addColumn('rail', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('problem', 'text', (c) => c.notNull())
    .addColumn('our_status', 'integer', (c) => c.notNull())
    .addColumn('rail_answer', 'text')
    .addColumn('found_time', 'text', (c) => c.notNull())
    .addUniqueConstraint('rail_mismatches_rail_order', ['rail', 'order_id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
