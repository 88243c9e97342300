import type { Kysely } from 'kysely';

/**
 * Cross-border bulk payment files (docs/money.md, "Bulk payment files"): one set of a
 * cross-border send's answers and documents for the whole file, given at submission and carried
 * by every row's order. Empty on domestic files and on cross-border files not yet submitted.
 */
const COLUMNS: [name: string, type: 'varchar(32)' | 'varchar(200)' | 'varchar(300)' | 'integer'][] =
  [
    ['transaction_reason', 'varchar(32)'],
    ['funds_purpose', 'varchar(32)'],
    ['sender_address', 'varchar(200)'],
    ['exchange_file', 'varchar(300)'],
    ['detail_file', 'varchar(300)'],
    ['contract_file', 'varchar(300)'],
    ['contract_worker', 'integer'],
  ];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  for (const [name, type] of COLUMNS)
    await db.schema.alterTable('batches').addColumn(name, type).execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
