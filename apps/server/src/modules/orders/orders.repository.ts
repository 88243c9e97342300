import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, OrderEventTable, OrderTable } from '../../db/schema.ts';
import { onPostgres } from '../../db/on-postgres.ts';
import { insertOrderWithEventOnPostgres, type FirstJob } from './order-with-event.ts';
import { insertJob, pendingJob } from '../../jobs/job-queue.ts';
import { preparedInsert } from '../../db/prepared-query.ts';
import { paginate } from '../../db/paginate.ts';

export type OrderRow = Selectable<OrderTable>;
/** A new order: the API columns are left out for a customer's own orders. */
export type NewOrderRow = Omit<OrderTable, 'id'>;
/** ORDER_KIND.WALLET_TRANSFER (order-transitions.ts imports this file, so it is repeated). */
const WALLET_TRANSFER_KIND = 1;
/** ORDER_KIND.CASH_IN: an agent's order that pays a customer's wallet. */
const CASH_IN_KIND = 2;
type Executor = Kysely<Database> | Transaction<Database>;

// Every send inserts an order and its first event: prepared once (db/prepared-query.ts).
const insertOrder = preparedInsert('orders');
const insertOrderEvent = preparedInsert('order_events');

export interface OrderFilter {
  mainUserId: number;
  scope?: number;
  kind?: number;
  payTypes?: number[];
  status?: number;
  sn?: string;
  beginTime?: string;
  endTime?: string;
  pageNum: number;
  pageSize: number;
  /**
   * The caller's domestic wallets: agents' cash deposits into them (kind 2, owned by the agent)
   * are listed with the caller's own orders. Left out when the list is of another kind.
   */
  depositWallets?: string[];
  /** Only the orders this user placed (a member reading their own, docs/permissions.md). */
  madeBy?: number;
}

/**
 * Who placed an order, as its list and detail show it (docs/permissions.md, "Who made an
 * order"): the main account or one of its team members, named by what the account knows of them.
 */
export interface OrderPlacer {
  accountNo: string;
  member: boolean;
  name: string | null;
  phone: string | null;
  email: string | null;
}

export const placerOf = (u: {
  parent_id: number;
  account_no: string;
  nick_name: string | null;
  user_name: string | null;
  phone: string | null;
  email: string | null;
}): OrderPlacer => ({
  accountNo: u.account_no,
  member: Number(u.parent_id) !== 0,
  // A member's name is the one the team screen gave them, unless they set a nickname.
  name: u.nick_name ?? u.user_name,
  phone: u.phone,
  email: u.email,
});

/** Whose orders a list reads: every order of the account, or those one person made. */
export type OrderListReach = Pick<OrderFilter, 'madeBy' | 'scope'>;

export class OrdersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  insert(trx: Executor, row: Omit<OrderTable, 'id'>): Promise<number> {
    return insertOrder(trx, row);
  }

  /** A customer's own order by number; API orders are reached only through the API service. */
  findBySn(mainUserId: number, sn: string, db: Executor = this.db) {
    return db
      .selectFrom('orders')
      .selectAll()
      .where('main_user_id', '=', mainUserId)
      .where('sn', '=', sn)
      .where('api_mode', 'is', null)
      .executeTakeFirst();
  }

  /**
   * An agent's cash deposit into one of the customer's wallets, by its number: the customer reads
   * it like an order of their own (the agent owns it). The newest, should two agents reuse a number.
   */
  findDeposit(wallets: string[], sn: string) {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('kind', '=', CASH_IN_KIND)
      .where('counter_account_key', 'in', wallets)
      .where('sn', '=', sn)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  findById(id: number, db: Executor = this.db) {
    return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByThirdOrderNo(thirdOrderNo: string, db: Executor = this.db) {
    return db
      .selectFrom('orders')
      .selectAll()
      .where('third_order_no', '=', thirdOrderNo)
      .executeTakeFirst();
  }

  /** The oldest top-up of an account still waiting for this amount on this pay type (Paybill). */
  findWaitingTopUp(mainUserId: number, payType: number, amount: bigint, db: Executor = this.db) {
    return db
      .selectFrom('orders')
      .selectAll()
      .where('main_user_id', '=', mainUserId)
      .where('kind', '=', -1)
      .where('pay_type', '=', payType)
      .where('status', '=', -1)
      .where('api_mode', 'is', null)
      .where('amount', '=', amount.toString())
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * Moves an order from one status to another only if it is still in `from`; returns false when a
   * concurrent change got there first, so a transition is applied exactly once.
   */
  async transition(
    trx: Executor,
    id: number,
    from: number,
    to: number,
    changes: Updateable<OrderTable>,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('orders')
      .set({ ...changes, status: to })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setThirdOrderNo(id: number, thirdOrderNo: string, db: Executor = this.db) {
    await db
      .updateTable('orders')
      .set({ third_order_no: thirdOrderNo })
      .where('id', '=', id)
      .execute();
  }

  /**
   * A new order with its first event (`order_id` filled in) and the job it starts, if any (the
   * row `JobQueue.enqueue` writes); one statement on PostgreSQL.
   */
  async insertWithFirstEvent(
    trx: Executor,
    row: Omit<OrderTable, 'id'>,
    event: Omit<OrderEventTable, 'id' | 'order_id'>,
    job?: FirstJob,
  ): Promise<number> {
    if (onPostgres(trx)) return insertOrderWithEventOnPostgres(trx, row, event, job);
    const id = await insertOrder(trx, row);
    await insertOrderEvent(trx, { ...event, order_id: id });
    if (job) await insertJob(trx, pendingJob(job.type, { orderId: id }, new Date(job.now)));
    return id;
  }

  async insertEvent(
    trx: Executor,
    event: {
      order_id: number;
      from_status: number | null;
      to_status: number;
      actor_type: string;
      actor_id: number;
      reason: string;
      create_time: string;
    },
  ) {
    await insertOrderEvent(trx, event);
  }

  events(orderId: number) {
    return this.db
      .selectFrom('order_events')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  /** The status changes of several orders at once (a list page's), oldest first. */
  eventsOf(orderIds: readonly number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('order_events')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('id')
      .execute();
  }

  /** The users who placed orders (a team member has their own account number and contact). */
  async placers(userIds: readonly number[]): Promise<Map<number, OrderPlacer>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['user_id', 'parent_id', 'account_no', 'nick_name', 'user_name', 'phone', 'email'])
      .where('user_id', 'in', [...new Set(userIds)])
      .execute();
    return new Map(rows.map((r) => [Number(r.user_id), placerOf(r)]));
  }

  async page(filter: OrderFilter) {
    const wallets = filter.depositWallets ?? [];
    let query = this.db
      .selectFrom('orders')
      .where((eb) => {
        const own = [eb('main_user_id', '=', filter.mainUserId)];
        if (filter.kind !== undefined) own.push(eb('kind', '=', filter.kind));
        if (filter.payTypes) own.push(eb('pay_type', 'in', filter.payTypes));
        if (wallets.length === 0) return eb.and(own);
        const deposits = eb.and([
          eb('kind', '=', CASH_IN_KIND),
          eb('counter_account_key', 'in', wallets),
        ]);
        return eb.or([eb.and(own), deposits]);
      })
      .where('api_mode', 'is', null);
    // A move from the domestic to the cross-border wallet belongs to both services' lists.
    if (filter.scope !== undefined)
      query = query.where((eb) =>
        eb.or([eb('scope', '=', filter.scope!), eb('kind', '=', WALLET_TRANSFER_KIND)]),
      );
    if (filter.madeBy !== undefined) query = query.where('user_id', '=', filter.madeBy);
    if (filter.status !== undefined) query = query.where('status', '=', filter.status);
    if (filter.sn) query = query.where('sn', '=', filter.sn);
    if (filter.beginTime) query = query.where('create_time', '>=', filter.beginTime);
    if (filter.endTime) query = query.where('create_time', '<=', filter.endTime);
    return paginate(query, { pageNum: filter.pageNum, pageSize: filter.pageSize }, (q) =>
      q.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc'),
    );
  }
}
