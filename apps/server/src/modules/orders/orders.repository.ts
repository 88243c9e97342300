import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, OrderEventTable, OrderTable } from '../../db/schema.ts';
import { onPostgres } from '../../db/on-postgres.ts';
import { insertOrderWithEventOnPostgres } from './order-with-event.ts';
import { preparedInsert } from '../../db/prepared-query.ts';
import { paginate } from '../../db/paginate.ts';

export type OrderRow = Selectable<OrderTable>;
/** A new order: the API columns are left out for a customer's own orders. */
export type NewOrderRow = Omit<OrderTable, 'id'>;
/** ORDER_KIND.WALLET_TRANSFER (order-transitions.ts imports this file, so it is repeated). */
const WALLET_TRANSFER_KIND = 1;
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
}

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

  /** A new order with its first event (`order_id` filled in); one statement on PostgreSQL. */
  async insertWithFirstEvent(
    trx: Executor,
    row: Omit<OrderTable, 'id'>,
    event: Omit<OrderEventTable, 'id' | 'order_id'>,
  ): Promise<number> {
    if (onPostgres(trx)) return insertOrderWithEventOnPostgres(trx, row, event);
    const id = await insertOrder(trx, row);
    await insertOrderEvent(trx, { ...event, order_id: id });
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

  /** The account numbers of the users who placed orders (a team member has their own). */
  async accountNumbers(userIds: readonly number[]): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['user_id', 'account_no'])
      .where('user_id', 'in', [...new Set(userIds)])
      .execute();
    return new Map(rows.map((r) => [Number(r.user_id), r.account_no]));
  }

  async page(filter: OrderFilter) {
    let query = this.db
      .selectFrom('orders')
      .where('main_user_id', '=', filter.mainUserId)
      .where('api_mode', 'is', null);
    // A move from the domestic to the cross-border wallet belongs to both services' lists.
    if (filter.scope !== undefined)
      query = query.where((eb) =>
        eb.or([eb('scope', '=', filter.scope!), eb('kind', '=', WALLET_TRANSFER_KIND)]),
      );
    if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
    if (filter.payTypes) query = query.where('pay_type', 'in', filter.payTypes);
    if (filter.status !== undefined) query = query.where('status', '=', filter.status);
    if (filter.sn) query = query.where('sn', '=', filter.sn);
    if (filter.beginTime) query = query.where('create_time', '>=', filter.beginTime);
    if (filter.endTime) query = query.where('create_time', '<=', filter.endTime);
    return paginate(query, { pageNum: filter.pageNum, pageSize: filter.pageSize }, (q) =>
      q.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc'),
    );
  }
}
