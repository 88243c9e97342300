import type { Kysely } from 'kysely';
import { withId } from './column-types.ts';

/**
 * Recipients (SPEC §3), scoped to a main account. `status` 1 marks a soft delete so that past
 * orders keep their recipient; `audit_status` -1 pending, 1 approved, 2 rejected. Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let table = withId(db, db.schema.createTable('payees'))
    .addColumn('main_user_id', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('pay_type', 'integer', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('holder_type', 'integer', (c) => c.notNull());
  const texts: Array<[string, number]> = [
    ['user_account_no', 20],
    ['phone', 30],
    ['mobile', 30],
    ['bank_name', 100],
    ['bank_user', 100],
    ['bank_no', 50],
    ['bank_swift_code', 11],
    ['bank_address', 200],
    ['bank_city', 100],
    ['bank_zipcode', 20],
    ['bank_state', 100],
    ['bank_branch', 100],
    ['choice_bank_code', 20],
    ['account_id', 64],
    ['account_name', 100],
    ['remark', 200],
  ];
  for (const [name, length] of texts) table = table.addColumn(name, `varchar(${length})`);
  await table
    .addColumn('scope', 'integer', (c) => c.notNull())
    .addColumn('audit_status', 'integer', (c) => c.notNull())
    .addColumn('audit_time', 'varchar(30)')
    .addColumn('audit_user_id', 'integer')
    .addColumn('audit_remark', 'varchar(200)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payees_owner_idx')
    .on('payees')
    .columns(['main_user_id', 'status', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
