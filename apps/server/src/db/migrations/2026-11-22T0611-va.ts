import type { Kysely } from 'kysely';
import { withId } from './column-types.ts';

/**
 * Virtual accounts (SPEC §3): applied for by a main account, confirmed and then completed with
 * the bank details by an operator (status Submitted → Confirmed → Successful). `account_id` is
 * the number deposits arrive on, unique once assigned. Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('va_accounts'))
    .addColumn('main_user_id', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(64)', (c) => c.unique())
    .addColumn('account_name', 'varchar(100)')
    .addColumn('bank_name', 'varchar(100)')
    .addColumn('bank_address', 'varchar(200)')
    .addColumn('pay_bill_num', 'varchar(30)')
    .addColumn('branch_code', 'varchar(30)')
    .addColumn('bank_code', 'varchar(30)')
    .addColumn('pay_type', 'integer')
    .addColumn('agree_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('va_accounts_owner_idx')
    .on('va_accounts')
    .columns(['main_user_id', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
