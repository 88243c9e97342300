import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { paginate } from '../../db/paginate.ts';

export interface OpsOrderFilter {
  sn?: string;
  /** Digits the customer's phone ends with (a national or international number). */
  phoneDigits?: string;
  status?: number;
  payType?: number;
  kind?: number;
  /** ISO-8601 UTC, inclusive. */
  beginTime?: string;
  endTime?: string;
  /** Merchant API sandbox orders too (api_mode 'test'); left out by default. */
  includeSandbox?: boolean;
  pageNum: number;
  pageSize: number;
}

/** The columns a search row and a detail show: the order, its currencies and its customer. */
const ORDER_COLUMNS = [
  'o.id',
  'o.sn',
  'o.kind',
  'o.scope',
  'o.status',
  'o.pay_type',
  'o.amount',
  'o.fee_amount',
  'o.tax_fee',
  'o.pay_amount',
  'o.to_amount',
  'o.received_amount',
  'o.rate',
  'o.payee_snapshot',
  'o.details',
  'o.third_order_no',
  'o.fail_reason',
  'o.api_mode',
  'o.api_kind',
  'o.create_time',
  'o.update_time',
  'o.main_user_id',
  'o.user_id',
  'c.code as currency_code',
  'c.decimals as currency_decimals',
  'tc.code as to_currency_code',
  'tc.decimals as to_currency_decimals',
  'u.account_no',
  'u.phone',
  'u.email',
  'u.nick_name',
  'mk.parent_id as maker_parent_id',
  'mk.account_no as maker_account_no',
  'mk.nick_name as maker_nick_name',
  'mk.user_name as maker_user_name',
  'mk.phone as maker_phone',
  'mk.email as maker_email',
] as const;

/**
 * Orders across every customer, for operators. Sandbox orders of the merchant API (api_mode
 * 'test') never move real money and no operator acts on them: the search leaves them out
 * unless asked, and every row says whether it is one.
 */
export class OpsOrdersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private base() {
    return (
      this.db
        .selectFrom('orders as o')
        .innerJoin('users as u', 'u.user_id', 'o.main_user_id')
        // Who placed it: the main account itself or one of its team members.
        .leftJoin('users as mk', 'mk.user_id', 'o.user_id')
        .innerJoin('currencies as c', 'c.currency_id', 'o.currency_id')
        .leftJoin('currencies as tc', 'tc.currency_id', 'o.to_currency_id')
    );
  }

  search(filter: OpsOrderFilter) {
    let query = this.base();
    if (!filter.includeSandbox)
      query = query.where((eb) =>
        eb.or([eb('o.api_mode', 'is', null), eb('o.api_mode', '!=', 'test')]),
      );
    if (filter.sn) query = query.where('o.sn', '=', filter.sn);
    if (filter.phoneDigits) {
      // The account holder's phone, or the team member's who placed the order.
      const ending = `%${filter.phoneDigits}`;
      query = query.where((eb) =>
        eb.or([
          eb('u.phone', 'like', ending),
          eb(
            'o.user_id',
            'in',
            eb.selectFrom('users as m').select('m.user_id').where('m.phone', 'like', ending),
          ),
        ]),
      );
    }
    if (filter.status !== undefined) query = query.where('o.status', '=', filter.status);
    if (filter.payType !== undefined) query = query.where('o.pay_type', '=', filter.payType);
    if (filter.kind !== undefined) query = query.where('o.kind', '=', filter.kind);
    if (filter.beginTime) query = query.where('o.create_time', '>=', filter.beginTime);
    if (filter.endTime) query = query.where('o.create_time', '<=', filter.endTime);
    return paginate(query, filter, (q) =>
      q
        .select([...ORDER_COLUMNS])
        .orderBy('o.create_time', 'desc')
        .orderBy('o.id', 'desc'),
    );
  }

  findById(id: number) {
    return this.base()
      .select([...ORDER_COLUMNS])
      .where('o.id', '=', id)
      .executeTakeFirst();
  }

  /** The order's status changes, oldest first, with the operator's name where one acted. */
  events(orderId: number) {
    return this.db
      .selectFrom('order_events as e')
      .leftJoin('operators as op', (join) =>
        join.onRef('op.id', '=', 'e.actor_id').on('e.actor_type', '=', 'operator'),
      )
      .select([
        'e.id',
        'e.from_status',
        'e.to_status',
        'e.actor_type',
        'e.actor_id',
        'e.reason',
        'e.create_time',
        'op.username as operator_name',
      ])
      .where('e.order_id', '=', orderId)
      .orderBy('e.id')
      .execute();
  }

  /** Every rail an order can use, one name per pay type (the first country's, by sort). */
  channels() {
    return this.db
      .selectFrom('payment_channels')
      .select(['pay_type', 'name_en', 'name_zh', 'direction'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }
}

export type OpsOrderRow = NonNullable<Awaited<ReturnType<OpsOrdersRepository['findById']>>>;
export type OpsOrderEventRow = Awaited<ReturnType<OpsOrdersRepository['events']>>[number];
