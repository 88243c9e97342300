import { sql, type Kysely, type Transaction } from 'kysely';
import { ALLOWANCE_STATUSES } from '@pesa/domain';
import type { Engine } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Class of the PostgreSQL advisory lock that serialises one account's allowance checks. */
const ALLOWANCE_LOCK_CLASS = 1301;

/** The queries behind the rolling allowance of unverified accounts; all run in the caller's transaction. */
export class UnverifiedAllowanceRepository {
  constructor(private readonly engine: Engine) {}

  async auditStatus(db: Kysely<Database>, mainUserId: number): Promise<string | undefined> {
    const row = await db
      .selectFrom('users')
      .select('audit_status')
      .where('user_id', '=', mainUserId)
      .executeTakeFirst();
    return row?.audit_status;
  }

  /**
   * Makes concurrent orders of one account take turns until their transactions end, on every app
   * instance. PostgreSQL: a transaction-scoped advisory lock on the main account, so two sends
   * cannot both read the same usage and both pass; it touches no row, so sign-ins and profile
   * changes of the same user never wait for it. SQLite needs none: one writer connection runs the
   * money transactions one after another (db/transaction-batcher.ts), and the new order's insert,
   * which comes first, holds the file's write lock against any other process.
   */
  async lockAccount(trx: Transaction<Database>, mainUserId: number): Promise<void> {
    if (this.engine !== 'postgres') return;
    await sql`select pg_advisory_xact_lock(${ALLOWANCE_LOCK_CLASS}, ${mainUserId})`.execute(trx);
  }

  /**
   * The counted orders' principal per currency since `monthStart`, and the part since `dayStart`,
   * leaving out the order being checked. Sums come back as text so that neither engine rounds
   * them through a float.
   */
  async usage(
    trx: Transaction<Database>,
    order: { id: number; mainUserId: number },
    since: { dayStart: string; monthStart: string },
  ) {
    return trx
      .selectFrom('orders')
      .innerJoin('currencies', 'currencies.currency_id', 'orders.currency_id')
      .select(['orders.currency_id as currencyId', 'currencies.decimals as decimals'])
      .select([
        sql<string>`cast(sum(case when ${sql.ref('orders.create_time')} > ${since.dayStart} then ${sql.ref('orders.amount')} else 0 end) as text)`.as(
          'day',
        ),
        sql<string>`cast(sum(${sql.ref('orders.amount')}) as text)`.as('month'),
      ])
      .where((eb) =>
        eb.or([
          // A move between the account's own wallets (kind 1) brings nothing in and sends
          // nothing out; a cash-in (kind 2) is the customer's money, not the agent's.
          eb.and([
            eb('orders.main_user_id', '=', order.mainUserId),
            eb('orders.kind', 'not in', [1, 2]),
          ]),
          // Cash an agent deposited into this account counts like a top-up of it.
          eb.and([
            eb('orders.kind', '=', 2),
            eb('orders.counter_account_key', 'like', `user:${order.mainUserId}:%`),
          ]),
        ]),
      )
      .where('orders.id', '!=', order.id)
      .where('orders.status', 'in', [...ALLOWANCE_STATUSES])
      .where('orders.create_time', '>', since.monthStart)
      .groupBy(['orders.currency_id', 'currencies.decimals'])
      .execute();
  }

  /**
   * The same sums over the account's conversions (quotes spent on a conversion inside a wallet),
   * at what they converted, leaving out the one being checked. Moves to the cross-border wallet
   * are orders of kind 1, which `usage` leaves out as it leaves out every own-wallet move.
   */
  async conversionUsage(
    trx: Transaction<Database>,
    order: { mainUserId: number; quoteId?: string },
    since: { dayStart: string; monthStart: string },
  ) {
    return trx
      .selectFrom('fx_quotes')
      .innerJoin('currencies', 'currencies.currency_id', 'fx_quotes.from_currency_id')
      .select(['fx_quotes.from_currency_id as currencyId', 'currencies.decimals as decimals'])
      .select([
        sql<string>`cast(sum(case when ${sql.ref('fx_quotes.used_time')} > ${since.dayStart} then ${sql.ref('fx_quotes.amount')} else 0 end) as text)`.as(
          'day',
        ),
        sql<string>`cast(sum(${sql.ref('fx_quotes.amount')}) as text)`.as('month'),
      ])
      .where('fx_quotes.main_user_id', '=', order.mainUserId)
      .where('fx_quotes.wallet_kind', 'in', ['domestic', 'cross_border'])
      .where('fx_quotes.used_time', '>', since.monthStart)
      .where('fx_quotes.quote_id', '!=', order.quoteId ?? '')
      .groupBy(['fx_quotes.from_currency_id', 'currencies.decimals'])
      .execute();
  }

  async decimals(trx: Transaction<Database>, currencyIds: number[]): Promise<Map<number, number>> {
    const rows = await trx
      .selectFrom('currencies')
      .select(['currency_id', 'decimals'])
      .where('currency_id', 'in', currencyIds)
      .execute();
    return new Map(rows.map((r) => [r.currency_id, r.decimals]));
  }
}
