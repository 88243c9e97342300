import { formatMinor, ORDER_KIND, userAccountKey } from '@pesa/domain';
import type { Kysely } from 'kysely';
import { toBigInt } from '../../db/bigint.ts';
import type { Database } from '../../db/schema.ts';
import type { Lang } from '../../i18n/language.ts';
import { csvText, EXPORT_ROW_LIMIT, requireExportable } from '../../plugins/csv-file.ts';
import { orderCounterparty, type Counterparty } from '../orders/orders.service.ts';
import { USER_WALLET_KINDS } from './assets.repository.ts';
import { transactionColumns } from './transactions-export.ts';

/** Entries between two customers: the history names the other one (orders/counterparty.ts). */
const BETWEEN_CUSTOMERS = new Set(['cash_in', 'wallet_send', 'wallet_send_correction']);

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
    const counterparties = await this.counterparties(
      filter.mainUserId,
      rows.filter((r) => BETWEEN_CUSTOMERS.has(r.entry_type)),
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
      counterparty: BETWEEN_CUSTOMERS.has(r.entry_type)
        ? (counterparties.get(`${r.reference}:${r.currency_id}`) ?? null)
        : null,
    }));
  }

  /**
   * Who is on the other side of the page's movements between two customers: an agent's cash
   * deposit (kind 2) or a wallet send (kind 0, pay type 0, and the correction that credited one
   * sent before wallet sends were paid inside the ledger). The order belongs to the one who paid
   * and names the other's domestic wallet, so the receiving side finds it by that wallet.
   */
  private async counterparties(
    mainUserId: number,
    rows: Array<{ reference: string; currency_id: number }>,
  ) {
    const found = new Map<string, Counterparty | null>();
    if (rows.length === 0) return found;
    const wallets = [
      ...new Set(rows.map((r) => userAccountKey(mainUserId, 'domestic', r.currency_id))),
    ];
    const orders = await this.db
      .selectFrom('orders')
      .select([
        'sn',
        'kind',
        'pay_type',
        'api_mode',
        'counter_account_key',
        'main_user_id',
        'currency_id',
        'details',
      ])
      .where('kind', 'in', [ORDER_KIND.CASH_IN, ORDER_KIND.PAYMENT])
      .where('sn', 'in', [...new Set(rows.map((r) => r.reference))])
      .where((eb) =>
        eb.or([eb('main_user_id', '=', mainUserId), eb('counter_account_key', 'in', wallets)]),
      )
      .execute();
    for (const order of orders)
      found.set(`${order.sn}:${order.currency_id}`, orderCounterparty(order, mainUserId));
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
