import { formatMinor } from '@pesa/domain';
import type { Kysely } from 'kysely';
import { toBigInt } from '../../db/bigint.ts';
import type { Database } from '../../db/schema.ts';
import type { Lang } from '../../i18n/language.ts';
import { csvText, EXPORT_ROW_LIMIT, requireExportable } from '../../plugins/csv-file.ts';
import { USER_WALLET_KINDS } from './assets.repository.ts';
import { transactionColumns } from './transactions-export.ts';

export interface TransactionFilter {
  mainUserId: number;
  currencyId?: number;
  kind?: string;
  reference?: string;
  beginTime?: string;
  endTime?: string;
}

/** The account's own ledger postings, newest first: what moved, where, and why. */
export class TransactionsService {
  constructor(private readonly db: Kysely<Database>) {}

  private query(filter: TransactionFilter) {
    let query = this.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
      .innerJoin('currencies as c', 'c.currency_id', 'p.currency_id')
      .where('a.owner_user_id', '=', filter.mainUserId)
      .where('a.kind', 'in', [...USER_WALLET_KINDS]);
    if (filter.currencyId) query = query.where('p.currency_id', '=', filter.currencyId);
    if (filter.kind) query = query.where('a.kind', '=', filter.kind);
    if (filter.reference) query = query.where('e.reference', '=', filter.reference);
    if (filter.beginTime) query = query.where('p.create_time', '>=', filter.beginTime);
    if (filter.endTime) query = query.where('p.create_time', '<=', filter.endTime);
    return query;
  }

  private async rows(filter: TransactionFilter, limit: number, offset: number) {
    const rows = await this.query(filter)
      .select([
        'p.id',
        'p.amount',
        'p.currency_id',
        'p.create_time',
        'a.kind',
        'e.entry_type',
        'e.reference',
        'e.description',
        'c.code',
        'c.decimals',
      ])
      .orderBy('p.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      createTime: r.create_time,
      entryType: r.entry_type,
      reference: r.reference,
      description: r.description,
      wallet: r.kind,
      currencyId: r.currency_id,
      currencyCode: r.code,
      amount: formatMinor(toBigInt(r.amount), r.decimals),
    }));
  }

  async page(filter: TransactionFilter, pageNum: number, pageSize: number) {
    const { total } = await this.query(filter)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow();
    return {
      total: Number(total),
      rows: await this.rows(filter, pageSize, (pageNum - 1) * pageSize),
    };
  }

  /**
   * The CSV of the filtered history (csv-file.ts: at most EXPORT_ROW_LIMIT rows, else refused),
   * read through the same query as the list so the file holds exactly what the screen pages.
   */
  async csv(filter: TransactionFilter, lang: Lang): Promise<string> {
    const { rows, total } = await this.page(filter, 1, EXPORT_ROW_LIMIT);
    requireExportable(total);
    return csvText(transactionColumns(lang), rows, lang);
  }
}
