import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './column-types.ts';

/**
 * The double-entry ledger. Balances are a cache of the postings, updated in the same transaction;
 * the CHECK makes the database itself refuse a negative balance on any user-owned account
 * (owner_user_id 0 marks system and channel accounts, which may go negative). Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const money = isPostgres(db) ? 'bigint' : 'integer';
  await withId(db, db.schema.createTable('ledger_accounts'))
    .addColumn('account_key', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('owner_user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.currency_id'))
    .addColumn('channel', 'integer')
    .addColumn('balance', money, (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .addCheckConstraint('ledger_user_balance_non_negative', sql`owner_user_id = 0 OR balance >= 0`)
    .execute();
  await db.schema
    .createIndex('ledger_accounts_owner_idx')
    .on('ledger_accounts')
    .columns(['owner_user_id', 'currency_id'])
    .execute();
  await withId(db, db.schema.createTable('ledger_entries'))
    .addColumn('entry_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_entries_reference_idx')
    .on('ledger_entries')
    .column('reference')
    .execute();
  await withId(db, db.schema.createTable('ledger_postings'))
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('ledger_entries.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_postings_account_idx')
    .on('ledger_postings')
    .columns(['account_id', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
