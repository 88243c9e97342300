import type { Kysely } from 'kysely';
import { isPostgres, withId } from './column-types.ts';

/**
 * The developer API service: access applications, key pairs (live and test), the nonces of signed
 * calls, API orders in the orders table, and webhook events with their delivery attempts. Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const millis = isPostgres(db) ? 'bigint' : 'integer';
  const s = db.schema;
  // One application per main account; it is corrected and resubmitted in place.
  await s
    .createTable('api_access')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('monthly_volume', 'varchar(30)', (c) => c.notNull())
    .addColumn('notify_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('ip_whitelist', 'varchar(1000)', (c) => c.notNull())
    .addColumn('audit_status', 'integer', (c) => c.notNull())
    .addColumn('reject_reason', 'varchar(300)')
    .addColumn('audited_by', 'integer')
    .addColumn('audit_time', 'varchar(30)')
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await s.createIndex('api_access_status_idx').on('api_access').column('audit_status').execute();

  // The secret is kept encrypted (AES-256-GCM under API_SECRET_KEY) because it must verify HMACs.
  await withId(db, s.createTable('api_keys'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('mode', 'varchar(4)', (c) => c.notNull())
    .addColumn('access_key', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('secret_ciphertext', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoke_time', 'varchar(30)')
    .execute();
  await s
    .createIndex('api_keys_owner_idx')
    .on('api_keys')
    .columns(['user_id', 'mode', 'status'])
    .execute();

  // A nonce is refused while its request's timestamp is inside the window; the sweep deletes by age.
  await s
    .createTable('api_nonces')
    .addColumn('access_key', 'varchar(40)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', millis, (c) => c.notNull())
    .addPrimaryKeyConstraint('api_nonces_pk', ['access_key', 'nonce'])
    .execute();
  await s.createIndex('api_nonces_expiry_idx').on('api_nonces').column('expires_at').execute();

  // API orders live in the orders table, so the rails, jobs, callbacks and reviews serve them too.
  const orderColumns: [string, string][] = [
    ['api_mode', 'varchar(4)'],
    ['api_kind', 'varchar(10)'],
    ['merchant_order_no', 'varchar(64)'],
    ['request_hash', 'varchar(64)'],
    ['account_key', 'varchar(80)'],
    ['counter_account_key', 'varchar(80)'],
  ];
  for (const [name, type] of orderColumns) {
    await s
      .alterTable('orders')
      .addColumn(name, type as 'text')
      .execute();
  }
  // Customer orders have no merchant order number; NULLs never collide on either engine.
  await s
    .createIndex('orders_merchant_no_uq')
    .on('orders')
    .columns(['main_user_id', 'api_mode', 'merchant_order_no'])
    .unique()
    .execute();
  await s
    .createIndex('orders_api_idx')
    .on('orders')
    .columns(['main_user_id', 'api_mode', 'api_kind', 'create_time'])
    .execute();

  await withId(db, s.createTable('webhook_events'))
    .addColumn('event_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('mode', 'varchar(4)', (c) => c.notNull())
    .addColumn('event_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'varchar(200)')
    .addColumn('next_attempt_time', 'varchar(30)')
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('delivered_time', 'varchar(30)')
    .execute();
  await s
    .createIndex('webhook_events_owner_idx')
    .on('webhook_events')
    .columns(['user_id', 'mode', 'create_time'])
    .execute();
  await withId(db, s.createTable('webhook_attempts'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('webhook_events.id'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'varchar(200)')
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await s
    .createIndex('webhook_attempts_event_idx')
    .on('webhook_attempts')
    .column('event_id')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
