import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface LedgerCheckCounts {
  /** Entries whose postings do not sum to zero in some currency. */
  unbalancedEntries: number;
  /** Accounts whose balance differs from the sum of their postings. */
  unreconciledAccounts: number;
}

/**
 * The two rules of double entry, read straight from the tables. Read-only and written in SQL both
 * engines speak (money columns are integers on SQLite and bigint on PostgreSQL, whose sums compare
 * exactly), so any instance may run it at any time without holding a lock a send waits for.
 */
export class LedgerCheckRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async counts(): Promise<LedgerCheckCounts> {
    const unbalanced = await sql<{ n: number | string }>`
      select count(*) as n from (
        select entry_id from ledger_postings
        group by entry_id, currency_id
        having sum(amount) <> 0
      ) broken`.execute(this.db);
    const unreconciled = await sql<{ n: number | string }>`
      select count(*) as n from ledger_accounts a
      left join (
        select account_id, sum(amount) as posted from ledger_postings group by account_id
      ) p on p.account_id = a.id
      where a.balance <> coalesce(p.posted, 0)`.execute(this.db);
    return {
      unbalancedEntries: Number(unbalanced.rows[0]?.n ?? 0),
      unreconciledAccounts: Number(unreconciled.rows[0]?.n ?? 0),
    };
  }
}
