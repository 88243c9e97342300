import type { Kysely } from 'kysely';

/**
 * The devices each person signed in from (docs/notifications.md, "New device"): a SHA-256 of the
 * user agent and the address's network, never the two themselves. A sign-in from a device not
 * seen for 90 days tells its person; the primary key lets one of two sign-ins at once claim it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_devices')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('device_hash', 'text', (c) => c.notNull())
    .addColumn('first_seen', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_devices_pk', ['user_id', 'device_hash'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
