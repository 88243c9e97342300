import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A row of document_codes (migration 2026-11-28T2220-document-codes). */
export interface DocumentCodeRow {
  code: string;
  kind: 'receipt' | 'statement';
  main_user_id: number;
  reference: string;
  document_time: string;
  amount: string;
  currency_code: string;
  status: string;
  parties: string;
  create_time: string;
  expire_time: string;
}

type DocumentTables = {
  document_codes: DocumentCodeRow & { id: Generated<number> };
};

export class DocumentCodesRepository {
  private readonly db: Kysely<DocumentTables>;

  constructor(db: Kysely<Database>) {
    // The table belongs to this module alone, so its type lives here rather than in schema.ts.
    this.db = db.withTables<DocumentTables>() as unknown as Kysely<DocumentTables>;
  }

  /**
   * The receipt code issued for an order of this account, if any. There is at most one: a
   * partial unique index refuses a second (migration 2026-11-28T2255-receipt-code-unique).
   */
  async receiptCode(mainUserId: number, sn: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('document_codes')
      .select('code')
      .where('kind', '=', 'receipt')
      .where('reference', '=', sn)
      .where('main_user_id', '=', mainUserId)
      .executeTakeFirst();
    return row?.code ?? null;
  }

  async insert(row: DocumentCodeRow): Promise<void> {
    await this.db.insertInto('document_codes').values(row).execute();
  }

  /** A code still within its year. */
  async find(code: string, now: string): Promise<DocumentCodeRow | undefined> {
    return this.db
      .selectFrom('document_codes')
      .select([
        'code',
        'kind',
        'main_user_id',
        'reference',
        'document_time',
        'amount',
        'currency_code',
        'status',
        'parties',
        'create_time',
        'expire_time',
      ])
      .where('code', '=', code)
      .where('expire_time', '>', now)
      .executeTakeFirst();
  }
}
