import type { Kysely } from 'kysely';

/**
 * The name check of each merchant API batch item (docs/name-check.md), graded when the batch is
 * accepted. Null for a rejected item, which is never graded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('api_batch_items')
    /** MATCH, CLOSE_MATCH, NO_MATCH or UNAVAILABLE. */
    .addColumn('name_check', 'varchar(16)')
    .execute();
  await db.schema
    .alterTable('api_batch_items')
    /** The registered name, kept only for CLOSE_MATCH (the grade that shows it). */
    .addColumn('name_check_name', 'varchar(100)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('api_batch_items').dropColumn('name_check_name').execute();
  await db.schema.alterTable('api_batch_items').dropColumn('name_check').execute();
}
