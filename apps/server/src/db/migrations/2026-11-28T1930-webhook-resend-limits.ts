import type { Kysely } from 'kysely';
import { isPostgres } from './column-types.ts';

/**
 * Caps on a merchant's webhook resends, kept in the database so they hold across app instances
 * (docs/api-service.md, "The delivery log"): `webhook_events.resends` counts each event's
 * resends, and one row per merchant counts its resends in the current hour. Both are moved by one
 * conditional statement each, so concurrent resends on several instances cannot pass a cap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('webhook_events')
    .addColumn('resends', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('webhook_resend_windows')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('window_start', isPostgres(db) ? 'bigint' : 'integer', (c) => c.notNull())
    .addColumn('resends', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
