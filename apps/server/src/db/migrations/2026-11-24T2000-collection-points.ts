import type { Kysely } from 'kysely';
import { withId } from './column-types.ts';

/**
 * Where customers pay in, per country and currency: our own collection accounts (a bank
 * account for bank top-ups, the Paybill for M-Pesa Kenya) and the shops that take cash. The
 * seeds add the missing rows at start (db/seed/collection-points.ts), like every other reference
 * table, so an edited row stays as edited. Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await withId(db, s.createTable('collection_accounts'))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.country_id'))
    .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.currency_id'))
    .addColumn('pay_type', 'integer', (c) => c.notNull())
    .addColumn('institution', 'varchar(120)', (c) => c.notNull())
    .addColumn('account_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('account_number', 'varchar(40)', (c) => c.notNull())
    .addColumn('branch', 'varchar(120)')
    .addColumn('swift_code', 'varchar(11)')
    .addUniqueConstraint('collection_accounts_uq', ['country_id', 'currency_id', 'pay_type'])
    .execute();
  await withId(db, s.createTable('cash_shops'))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.country_id'))
    .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.currency_id'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('hours_en', 'varchar(60)', (c) => c.notNull())
    .addColumn('hours_zh', 'varchar(60)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('cash_shops_uq', ['country_id', 'currency_id', 'name'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
