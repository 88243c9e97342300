import type { Kysely } from 'kysely';
import { withId } from './column-types.ts';

/** Reference data, users, sessions, codes, messages, the operation log and team roles. Frozen. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('currencies')
    .addColumn('currency_id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'varchar(3)', (c) => c.notNull().unique())
    .addColumn('name_en', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(60)', (c) => c.notNull())
    .addColumn('decimals', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'varchar(8)', (c) => c.notNull())
    .execute();
  await s
    .createTable('countries')
    .addColumn('country_id', 'integer', (c) => c.primaryKey())
    .addColumn('iso2', 'varchar(2)', (c) => c.notNull().unique())
    .addColumn('name_en', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(60)', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.currency_id'))
    .addColumn('timezone', 'varchar(40)', (c) => c.notNull())
    .addColumn('phone_example', 'varchar(20)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await s
    .createTable('country_currencies')
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.country_id'))
    .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.currency_id'))
    .addPrimaryKeyConstraint('country_currencies_pk', ['country_id', 'currency_id'])
    .execute();
  await withId(db, s.createTable('payment_channels'))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.country_id'))
    .addColumn('pay_type', 'integer', (c) => c.notNull())
    .addColumn('name_en', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(60)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('scope', 'integer', (c) => c.notNull())
    .addColumn('direction', 'varchar(12)', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.currency_id'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('payment_channels_uq', ['country_id', 'pay_type', 'scope', 'direction'])
    .execute();
  await withId(db, s.createTable('channel_types'))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.country_id'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('channel_type', 'integer', (c) => c.notNull())
    .addUniqueConstraint('channel_types_uq', ['country_id', 'type', 'channel_type'])
    .execute();
  await s
    .createTable('transfer_types')
    .addColumn('type_id', 'integer', (c) => c.primaryKey())
    .addColumn('name_en', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(60)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await withId(db, s.createTable('bank_codes'))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.country_id'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('swift_code', 'varchar(11)', (c) => c.notNull())
    .addUniqueConstraint('bank_codes_uq', ['country_id', 'code'])
    .execute();
  await s
    .createTable('exchange_rates')
    .addColumn('pair', 'varchar(7)', (c) => c.primaryKey())
    .addColumn('from_currency_id', 'integer', (c) =>
      c.notNull().references('currencies.currency_id'),
    )
    .addColumn('to_currency_id', 'integer', (c) => c.notNull().references('currencies.currency_id'))
    .addColumn('rate', 'varchar(30)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await withId(db, s.createTable('exchange_rate_history'))
    .addColumn('pair', 'varchar(7)', (c) => c.notNull())
    .addColumn('rate', 'varchar(30)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('exchange_rate_history_uq', ['pair', 'update_time'])
    .execute();
  await withId(db, s.createTable('notices'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_zh', 'varchar(200)', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('content_zh', 'text', (c) => c.notNull())
    .addColumn('publish_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('notices_uq', ['type', 'title_en'])
    .execute();
  await withId(db, s.createTable('users'), 'user_id')
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('account_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('user_type', 'integer', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.country_id'))
    .addColumn('phone', 'varchar(20)', (c) => c.unique())
    .addColumn('email', 'varchar(254)', (c) => c.unique())
    .addColumn('nick_name', 'varchar(40)')
    .addColumn('user_name', 'varchar(40)')
    .addColumn('avatar', 'varchar(300)')
    .addColumn('sex', 'varchar(1)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('fund_password_hash', 'varchar(200)')
    .addColumn('audit_status', 'varchar(2)', (c) => c.notNull().defaultTo('-1'))
    .addColumn('psp_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mrp_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('role_id', 'integer')
    .addColumn('language', 'varchar(5)', (c) => c.notNull().defaultTo('en_US'))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(30)')
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await s.createIndex('users_parent_idx').on('users').column('parent_id').execute();
  await withId(db, s.createTable('sessions'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('absolute_expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .execute();
  await s.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await withId(db, s.createTable('verification_codes'))
    .addColumn('target', 'varchar(254)', (c) => c.notNull())
    .addColumn('scene', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'varchar(30)')
    .execute();
  await s
    .createIndex('verification_codes_target_idx')
    .on('verification_codes')
    .columns(['target', 'scene', 'created_at'])
    .execute();
  await withId(db, s.createTable('sent_messages'))
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('code', 'varchar(12)')
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await withId(db, s.createTable('operation_logs'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('main_user_id', 'integer', (c) => c.notNull())
    .addColumn('event_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('event_desc', 'varchar(500)', (c) => c.notNull())
    .addColumn('request_ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await s
    .createIndex('operation_logs_main_idx')
    .on('operation_logs')
    .columns(['main_user_id', 'create_time'])
    .execute();
  await withId(db, s.createTable('roles'))
    .addColumn('main_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('menus', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
