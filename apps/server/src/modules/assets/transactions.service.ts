import { formatMinor, ORDER_KIND, userAccountKey } from '@pesa/domain';
import type { Kysely } from 'kysely';
import { toBigInt } from '../../db/bigint.ts';
import type { Database } from '../../db/schema.ts';
import type { Lang } from '../../i18n/language.ts';
import { csvText, EXPORT_ROW_LIMIT, requireExportable } from '../../plugins/csv-file.ts';
import type { CashInDetails } from '../orders/orders.service.ts';
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
    const counterparties = await this.cashInCounterparties(
      filter.mainUserId,
      rows.filter((r) => r.entry_type === 'cash_in'),
    );
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
      counterparty:
        r.entry_type === 'cash_in'
          ? (counterparties.get(`${r.reference}:${r.currency_id}`) ?? null)
          : null,
    }));
  }

  /**
   * Who is on the other side of the page's cash deposits: the agent for the customer who got the
   * money, the customer for the agent who paid it. The order (kind 2) is the agent's and names the
   * customer's wallet, so the customer's own deposits are found by that wallet and the number.
   */
  private async cashInCounterparties(
    mainUserId: number,
    rows: Array<{ reference: string; currency_id: number }>,
  ) {
    const found = new Map<
      string,
      { role: 'agent' | 'customer'; name: string | null; accountNo: string }
    >();
    if (rows.length === 0) return found;
    const wallets = [
      ...new Set(rows.map((r) => userAccountKey(mainUserId, 'domestic', r.currency_id))),
    ];
    const orders = await this.db
      .selectFrom('orders')
      .select(['sn', 'main_user_id', 'currency_id', 'details'])
      .where('kind', '=', ORDER_KIND.CASH_IN)
      .where('sn', 'in', [...new Set(rows.map((r) => r.reference))])
      .where((eb) =>
        eb.or([eb('main_user_id', '=', mainUserId), eb('counter_account_key', 'in', wallets)]),
      )
      .execute();
    for (const order of orders) {
      const d = JSON.parse(order.details) as CashInDetails;
      const asAgent = Number(order.main_user_id) === mainUserId;
      found.set(
        `${order.sn}:${order.currency_id}`,
        asAgent
          ? { role: 'customer', name: d.customerName, accountNo: d.customerAccountNo }
          : { role: 'agent', name: d.agentName, accountNo: d.agentAccountNo },
      );
    }
    return found;
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
