import type { Kysely } from 'kysely';
import { withId } from './column-types.ts';

/**
 * The notification centre (docs/notifications.md): one row per (person, event), one row per
 * message it sends, and each person's choices per kind.
 * - The unique (user_id, event_key) makes an event tell a person once, whichever instance, retry
 *   or restarted job writes it: the second insert does nothing.
 * - A message row is its channel's delivery: `sent_time` once the sender took it, `claim_until`
 *   while one worker is sending it, so a job run twice still sends one message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    // JSON: the values the texts are filled with, already formatted (amounts, references).
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('read_time', 'text')
    .addColumn('create_time', 'text', (c) => c.notNull())
    .addUniqueConstraint('notifications_event_unique', ['user_id', 'event_key'])
    .execute();
  await db.schema
    .createIndex('notifications_user_newest')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createTable('notification_messages')
    .addColumn('notification_id', 'integer', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    // 'en' or 'zh': the person's language when the event happened.
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('claim_until', 'text')
    .addColumn('sent_time', 'text')
    .addPrimaryKeyConstraint('notification_messages_pk', ['notification_id', 'channel'])
    .execute();
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sms', 'integer', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull())
    .addColumn('update_time', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_settings_pk', ['user_id', 'kind'])
    .execute();
  // A payout recipient's SMS (order/create `notifyRecipient`): one per order, sent once paid.
  await db.schema
    .createTable('recipient_notices')
    .addColumn('order_id', 'integer', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('claim_until', 'text')
    .addColumn('sent_time', 'text')
    .addColumn('create_time', 'text', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
