import type { Kysely } from 'kysely';
import { withId } from './column-types.ts';

/**
 * Exchange (settlement) accounts and contract workers (SPEC §3), scoped to a main account.
 * Exchange and payment statuses are set by operators only: 0 pending, 1 approved, 2 rejected.
 * Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let exchange = withId(db, db.schema.createTable('exchange_accounts'))
    .addColumn('main_user_id', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull());
  const texts: Array<[string, number]> = [
    ['account_name', 100],
    ['id_no', 50],
    ['card_no', 50],
    ['account_number', 50],
    ['bank_name', 100],
    ['branch_name', 100],
    ['province', 100],
    ['city', 100],
    ['line_number', 30],
    ['apply_reason', 500],
  ];
  for (const [name, length] of texts) exchange = exchange.addColumn(name, `varchar(${length})`);
  await exchange
    .addColumn('exchange_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('exchange_accounts_owner_idx')
    .on('exchange_accounts')
    .columns(['main_user_id', 'id'])
    .execute();

  let workers = withId(db, db.schema.createTable('contract_workers'))
    .addColumn('main_user_id', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('payee_relation', 'integer', (c) => c.notNull());
  const workerTexts: Array<[string, number]> = [
    ['id_no', 50],
    ['payee_id_card_no', 50],
    ['work_area', 100],
    ['work_address', 200],
    ['residence', 200],
    ['contract_file', 120],
    ['income_proof_file', 120],
    ['relation_file', 120],
  ];
  for (const [name, length] of workerTexts) workers = workers.addColumn(name, `varchar(${length})`);
  await workers
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contract_workers_owner_idx')
    .on('contract_workers')
    .columns(['main_user_id', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
