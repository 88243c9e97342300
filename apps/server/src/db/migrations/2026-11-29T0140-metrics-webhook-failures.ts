import { sql, type Kysely } from 'kysely';

/**
 * The metrics scrape counts webhook events that are failing (retrying after a refused try, or
 * given up). Delivered events are the bulk of the table and never asked for, so a partial index
 * over the others keeps that count cheap however many events were delivered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('webhook_events_undelivered_idx')
    .on('webhook_events')
    .columns(['status', 'attempts'])
    .where(sql.ref('status'), '<>', sql.lit('delivered'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
