import { formatMinor, ORDER_KIND, userAccountKey } from '@pesa/domain';
import type { Kysely } from 'kysely';
import { toBigInt } from '../../db/bigint.ts';
import type { Database } from '../../db/schema.ts';
import type { Lang } from '../../i18n/language.ts';
import { csvText, EXPORT_ROW_LIMIT, requireExportable } from '../../plugins/csv-file.ts';
import { orderCounterparty, type Counterparty } from '../orders/orders.service.ts';
import { USER_WALLET_KINDS } from './assets.repository.ts';
import { groupKey, paymentLines, type PostingLine } from './payment-lines.ts';
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

  private postingsQuery(filter: TransactionFilter) {
    return this.query(filter).select([
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
    ]);
  }

  /** Postings as lines, each naming the other customer of a movement between two. */
  private async lines(
    mainUserId: number,
    rows: Awaited<ReturnType<ReturnType<TransactionsService['postingsQuery']>['execute']>>,
  ): Promise<PostingLine<Counterparty>[]> {
    const counterparties = await this.counterparties(
      mainUserId,
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
      decimals: r.decimals,
      amountMinor: toBigInt(r.amount),
      counterparty: BETWEEN_CUSTOMERS.has(r.entry_type)
        ? (counterparties.get(`${r.reference}:${r.currency_id}`) ?? null)
        : null,
    }));
  }

  private async rows(filter: TransactionFilter, limit: number, offset: number) {
    const rows = await this.postingsQuery(filter)
      .orderBy('p.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return (await this.lines(filter.mainUserId, rows)).map(
      ({ amountMinor, decimals, ...line }) => ({
        ...line,
        amount: formatMinor(amountMinor, decimals),
      }),
    );
  }

  /**
   * One line per payment (reference and currency), newest first, its postings inside
   * (payment-lines.ts): the history screen's view. Paged by payments, not by postings.
   */
  async paymentsPage(filter: TransactionFilter, pageNum: number, pageSize: number) {
    const groups = this.query(filter)
      .select(['e.reference', 'p.currency_id'])
      .groupBy(['e.reference', 'p.currency_id']);
    const { total } = await this.db
      .selectFrom(groups.as('g'))
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow();
    const page = await groups
      .select((eb) => eb.fn.min('p.id').as('first_id'))
      .orderBy('first_id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute();
    if (page.length === 0) return { total: Number(total), rows: [] };
    const postings = await this.postingsQuery(filter)
      .where('e.reference', 'in', [...new Set(page.map((g) => g.reference))])
      .orderBy('p.id', 'asc')
      .execute();
    const order = page.map((g) => groupKey(g.reference, g.currency_id));
    return {
      total: Number(total),
      rows: paymentLines(await this.lines(filter.mainUserId, postings), order),
    };
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
