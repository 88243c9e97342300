import type { Kysely } from 'kysely';
import { withId } from './column-types.ts';

/**
 * Verification codes of receipts and statements (docs/documents.md, "Verification"). A row keeps
 * what the genuine document states, so `/verify/<code>` can show it beside a copy someone was
 * handed: a changed PDF still answers with the original's figures. Parties are stored masked:
 * the lookup is public and must show nothing more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('document_codes'))
    /** 20 Crockford base32 characters (100 random bits), stored without the printed dashes. */
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    /** 'receipt' or 'statement'. */
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('main_user_id', 'integer', (c) => c.notNull())
    /** A receipt's order number (one code per order); a statement's wallet and range. */
    .addColumn('reference', 'varchar(120)', (c) => c.notNull())
    /** The document's own date: the order's final time, or the statement's end. */
    .addColumn('document_time', 'varchar(32)', (c) => c.notNull())
    /** Decimal text as printed: the order's amount, or the statement's closing balance. */
    .addColumn('amount', 'varchar(40)', (c) => c.notNull())
    .addColumn('currency_code', 'varchar(8)', (c) => c.notNull())
    /** The order status name (PASS, REJECT, CANCEL) or 'ISSUED' for a statement. */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    /** JSON {from, to}: masked names and account numbers. */
    .addColumn('parties', 'text', (c) => c.notNull())
    .addColumn('create_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('expire_time', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_codes_reference_idx')
    .on('document_codes')
    .columns(['kind', 'reference'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
