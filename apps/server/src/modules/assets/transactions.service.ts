import { formatMinor } from '@pesa/domain';
import type { Kysely } from 'kysely';
import { toBigInt } from '../../db/bigint.ts';
import type { Database } from '../../db/schema.ts';
import { USER_WALLET_KINDS } from './assets.repository.ts';

export interface TransactionFilter {
  mainUserId: number;
  currencyId?: number;
  kind?: string;
  reference?: string;
  beginTime?: string;
  endTime?: string;
}

const EXPORT_LIMIT = 10_000;

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

  /** CSV of the filtered history (at most 10 000 rows), for spreadsheets and accountants. */
  async csv(filter: TransactionFilter): Promise<string> {
    const rows = await this.rows(filter, EXPORT_LIMIT, 0);
    const header = ['time', 'type', 'reference', 'wallet', 'currency', 'amount', 'description'];
    const escape = (value: string) =>
      /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
    const lines = rows.map((r) =>
      [r.createTime, r.entryType, r.reference, r.wallet, r.currencyCode, r.amount, r.description]
        .map(escape)
        .join(','),
    );
    return [header.join(','), ...lines].join('\n') + '\n';
  }
}
