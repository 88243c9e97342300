import { sql, type Kysely } from 'kysely';

/**
 * One verification code per receipt (docs/documents.md, "Verification"). Two first requests for
 * an order's receipt could each insert a code; the spare rows are removed (the oldest, which both
 * requests answered, stays) and a partial unique index makes the database refuse a second one.
 * Statements stay out of it: each statement download is a new document with its own code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from document_codes
    where kind = 'receipt'
      and id not in (
        select min(id) from document_codes where kind = 'receipt' group by main_user_id, reference
      )
  `.execute(db);
  await db.schema
    .createIndex('document_codes_receipt_unique')
    .on('document_codes')
    .columns(['main_user_id', 'reference'])
    .unique()
    .where(sql.ref('kind'), '=', sql.lit('receipt'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
