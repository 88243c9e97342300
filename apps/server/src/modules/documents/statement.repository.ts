import { sql, type Kysely } from 'kysely';
import { toBigInt } from '../../db/bigint.ts';
import type { Database } from '../../db/schema.ts';

/** One wallet's postings over a period, bounded by the last posting id seen when it was summed. */
export interface StatementRange {
  accountId: number;
  startTime: string;
  endTime: string;
  lastPostingId: number;
}

export interface StatementPosting {
  id: number;
  amount: bigint;
  createTime: string;
  entryType: string;
  reference: string;
}

/** Rows fetched per query: memory stays bounded however long the statement is. */
export const STATEMENT_PAGE_SIZE = 500;

/** Reads one wallet's ledger postings for statements (docs/documents.md, "Statements"). */
export class StatementRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async wallet(accountKey: string) {
    const row = await this.db
      .selectFrom('ledger_accounts')
      .select(['id'])
      .where('account_key', '=', accountKey)
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }

  /** The newest posting id now: later postings stay out of a statement being built. */
  async lastPostingId(): Promise<number> {
    const row = await this.db
      .selectFrom('ledger_postings')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirst();
    return Number(row?.last ?? 0);
  }

  /** The balance before the period, and the period's count, money in and money out. */
  async totals(range: StatementRange) {
    const base = this.db
      .selectFrom('ledger_postings')
      .where('account_id', '=', range.accountId)
      .where('id', '<=', range.lastPostingId);
    const [before, during] = await Promise.all([
      base
        .where('create_time', '<', range.startTime)
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('sum'))
        .executeTakeFirstOrThrow(),
      base
        .where('create_time', '>=', range.startTime)
        .where('create_time', '<=', range.endTime)
        .select((eb) => [
          eb.fn.countAll<string>().as('count'),
          sql<string>`coalesce(sum(case when amount > 0 then amount else 0 end), 0)`.as('credits'),
          sql<string>`coalesce(sum(case when amount < 0 then amount else 0 end), 0)`.as('debits'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      opening: toBigInt(before.sum),
      count: Number(during.count),
      credits: toBigInt(during.credits),
      debits: toBigInt(during.debits),
    };
  }

  /** The period's postings oldest first, one page at a time after `afterId`. */
  async page(range: StatementRange, afterId: number): Promise<StatementPosting[]> {
    const rows = await this.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
      .select(['p.id', 'p.amount', 'p.create_time', 'e.entry_type', 'e.reference'])
      .where('p.account_id', '=', range.accountId)
      .where('p.id', '>', afterId)
      .where('p.id', '<=', range.lastPostingId)
      .where('p.create_time', '>=', range.startTime)
      .where('p.create_time', '<=', range.endTime)
      .orderBy('p.id')
      .limit(STATEMENT_PAGE_SIZE)
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      amount: toBigInt(r.amount),
      createTime: r.create_time,
      entryType: r.entry_type,
      reference: r.reference,
    }));
  }

  /** Every posting of the period in order, read page by page. */
  async *postings(range: StatementRange): AsyncGenerator<StatementPosting> {
    let afterId = 0;
    for (;;) {
      const page = await this.page(range, afterId);
      yield* page;
      if (page.length < STATEMENT_PAGE_SIZE) return;
      afterId = page[page.length - 1]!.id;
    }
  }
}
