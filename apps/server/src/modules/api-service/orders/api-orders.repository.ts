import type { Kysely, Transaction } from 'kysely';
import type { ApiMode, ApiOrderKind } from '@pesa/contract';
import type { Database } from '../../../db/schema.ts';
import { paginate } from '../../../db/paginate.ts';
import { preparedInsert, preparedQuery, type Param } from '../../../db/prepared-query.ts';
import type { NewOrderRow, OrderRow } from '../../orders/orders.service.ts';

type Executor = Kysely<Database> | Transaction<Database>;

// Every payout inserts one (db/prepared-query.ts): built and compiled once per column order.
const insertOrder = preparedInsert('orders');
const byMerchantOrderNo = preparedQuery(
  (db, p: Param<{ userId: number; mode: string; merchantOrderNo: string }>) =>
    db
      .selectFrom('orders')
      .selectAll()
      .where('main_user_id', '=', p('userId'))
      .where('api_mode', '=', p('mode'))
      .where('merchant_order_no', '=', p('merchantOrderNo')),
);

export interface ApiOrderFilter {
  merchantUserId: number;
  mode: ApiMode;
  kind?: ApiOrderKind;
  /** The kinds the caller may see, when no single kind is asked for. */
  kinds?: readonly ApiOrderKind[];
  /** Order statuses to keep (a payout status maps to several). */
  statuses?: number[];
  payType?: number;
  currencyId?: number;
  sn?: string;
  merchantOrderNo?: string;
  beginTime?: string;
  endTime?: string;
  pageNum: number;
  pageSize: number;
}

/**
 * API orders: rows of the orders table with `api_mode` set, always read within one merchant and
 * one mode, so a merchant can never reach another's orders (nor live and test each other's).
 */
export class ApiOrdersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private scoped(db: Executor, merchantUserId: number, mode: ApiMode) {
    return db
      .selectFrom('orders')
      .selectAll()
      .where('main_user_id', '=', merchantUserId)
      .where('api_mode', '=', mode);
  }

  /** A new API order's row; returns its id. */
  insert(trx: Executor, row: NewOrderRow): Promise<number> {
    return insertOrder(trx, row);
  }

  findByMerchantOrderNo(
    merchantUserId: number,
    mode: ApiMode,
    merchantOrderNo: string,
    db: Executor = this.db,
  ): Promise<OrderRow | undefined> {
    return byMerchantOrderNo(db, { userId: merchantUserId, mode, merchantOrderNo }).then(
      (rows) => rows[0],
    );
  }

  findBySn(
    merchantUserId: number,
    mode: ApiMode,
    sn: string,
    db: Executor = this.db,
  ): Promise<OrderRow | undefined> {
    return this.scoped(db, merchantUserId, mode).where('sn', '=', sn).executeTakeFirst();
  }

  private filtered(filter: Omit<ApiOrderFilter, 'pageNum' | 'pageSize'>) {
    let query = this.db
      .selectFrom('orders')
      .where('main_user_id', '=', filter.merchantUserId)
      .where('api_mode', '=', filter.mode);
    if (filter.kind) query = query.where('api_kind', '=', filter.kind);
    if (filter.kinds) query = query.where('api_kind', 'in', [...filter.kinds]);
    if (filter.statuses) query = query.where('status', 'in', filter.statuses);
    if (filter.payType !== undefined) query = query.where('pay_type', '=', filter.payType);
    if (filter.currencyId !== undefined) query = query.where('currency_id', '=', filter.currencyId);
    if (filter.sn) query = query.where('sn', '=', filter.sn);
    if (filter.merchantOrderNo)
      query = query.where('merchant_order_no', '=', filter.merchantOrderNo);
    if (filter.beginTime) query = query.where('create_time', '>=', filter.beginTime);
    if (filter.endTime) query = query.where('create_time', '<=', filter.endTime);
    return query;
  }

  page(filter: ApiOrderFilter) {
    return paginate(
      this.filtered(filter),
      { pageNum: filter.pageNum, pageSize: filter.pageSize },
      (q) => q.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc'),
    );
  }

  /** The newest `limit` orders of the filter (exports, the dashboard's recent list). */
  latest(filter: Omit<ApiOrderFilter, 'pageNum' | 'pageSize'>, limit: number): Promise<OrderRow[]> {
    return this.filtered(filter)
      .selectAll()
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
