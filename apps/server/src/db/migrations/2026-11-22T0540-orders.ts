import type { Kysely } from 'kysely';
import { isPostgres, withId } from './column-types.ts';

/**
 * Orders (sends and top-ups) with their status history, the job queue that runs channel work in
 * the background, callback de-duplication, transaction-password lockout, fees, settings, FX
 * quotes, operators and COBO deposits. Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const money = isPostgres(db) ? 'bigint' : 'integer';
  const s = db.schema;
  await s
    .alterTable('users')
    .addColumn('fund_failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.alterTable('users').addColumn('fund_locked_until', 'varchar(30)').execute();

  await withId(db, s.createTable('orders'))
    .addColumn('sn', 'varchar(64)', (c) => c.notNull())
    .addColumn('main_user_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('scope', 'integer', (c) => c.notNull())
    .addColumn('pay_type', 'integer', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('fee_amount', money, (c) => c.notNull())
    .addColumn('tax_fee', money, (c) => c.notNull())
    .addColumn('pay_amount', money, (c) => c.notNull())
    .addColumn('rate', 'varchar(30)')
    .addColumn('to_currency_id', 'integer')
    .addColumn('to_amount', money)
    .addColumn('received_amount', money)
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('payee_id', 'integer')
    .addColumn('payee_snapshot', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('third_order_no', 'varchar(80)')
    .addColumn('fail_reason', 'varchar(200)')
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('payout_time', 'varchar(30)')
    .addColumn('audit_time', 'varchar(30)')
    .addUniqueConstraint('orders_sn_uq', ['main_user_id', 'sn'])
    .execute();
  await s
    .createIndex('orders_main_idx')
    .on('orders')
    .columns(['main_user_id', 'create_time'])
    .execute();
  await s.createIndex('orders_third_idx').on('orders').column('third_order_no').execute();

  await withId(db, s.createTable('order_events'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('from_status', 'integer')
    .addColumn('to_status', 'integer', (c) => c.notNull())
    .addColumn('actor_type', 'varchar(12)', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await s.createIndex('order_events_order_idx').on('order_events').column('order_id').execute();

  await withId(db, s.createTable('jobs'))
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('run_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(30)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await s.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();

  // A callback or webhook is applied once: its provider key is unique here.
  await withId(db, s.createTable('channel_events'))
    .addColumn('event_key', 'varchar(160)', (c) => c.notNull().unique())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db, s.createTable('fee_schedules'))
    .addColumn('scope', 'integer', (c) => c.notNull())
    .addColumn('pay_type', 'integer', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('fixed_amount', money, (c) => c.notNull())
    .addColumn('basis_points', 'integer', (c) => c.notNull())
    .addColumn('min_amount', money)
    .addColumn('max_amount', money)
    .addColumn('update_time', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('fee_schedules_uq', ['scope', 'pay_type', 'currency_id'])
    .execute();

  await s
    .createTable('app_settings')
    .addColumn('key', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db, s.createTable('fx_quotes'))
    .addColumn('quote_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('main_user_id', 'integer', (c) => c.notNull())
    .addColumn('from_currency_id', 'integer', (c) => c.notNull())
    .addColumn('to_currency_id', 'integer', (c) => c.notNull())
    .addColumn('wallet_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('to_amount', money, (c) => c.notNull())
    .addColumn('rate', 'varchar(30)', (c) => c.notNull())
    .addColumn('expire_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_time', 'varchar(30)')
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db, s.createTable('operators'))
    .addColumn('username', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await withId(db, s.createTable('operator_sessions'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .execute();
  await withId(db, s.createTable('operator_audit'))
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('target', 'varchar(80)', (c) => c.notNull())
    .addColumn('detail', 'varchar(500)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db, s.createTable('cobo_addresses'))
    .addColumn('main_user_id', 'integer', (c) => c.notNull())
    .addColumn('scope', 'integer', (c) => c.notNull())
    .addColumn('coin', 'varchar(20)', (c) => c.notNull())
    .addColumn('address', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('cobo_addresses_uq', ['main_user_id', 'scope', 'coin'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
