import type { ExpressionBuilder, Kysely } from 'kysely';
import { PUSH_TOP_UP_PAY_TYPES } from '@pesa/contract';
import type { Database } from '../../db/schema.ts';

export type ReviewQueue = 'orders' | 'topUps';

type Orders = ExpressionBuilder<Database, 'orders'>;

/** Sends and transfers held for an operator: above the review threshold, or to a new recipient. */
const heldOrder = (eb: Orders) => eb.and([eb('kind', '!=', -1), eb('status', '=', -2)]);

/**
 * Top-ups an operator confirms: an offline payment with its proof (held in MANUAL_PENDING), and
 * bank, Paybill and cash top-ups waiting for the money to show (PAY_PENDING). Wallet pushes and
 * API collections are confirmed by their rail only.
 */
const awaitedTopUp = (eb: Orders) =>
  eb.and([
    eb('kind', '=', -1),
    eb.or([
      eb('status', '=', -2),
      eb.and([
        eb('status', '=', -1),
        eb('pay_type', 'not in', [...PUSH_TOP_UP_PAY_TYPES]),
        eb.or([eb('api_kind', 'is', null), eb('api_kind', '!=', 'collect')]),
      ]),
    ]),
  ]);

const QUEUE_FILTERS: Record<ReviewQueue, (eb: Orders) => ReturnType<Orders['and']>> = {
  orders: heldOrder,
  topUps: awaitedTopUp,
};

/** Whether an order still waits in a finance queue (else someone has decided it). */
export function awaitsReview(order: { kind: number; status: number }): boolean {
  return order.status === -2 || (order.kind === -1 && order.status === -1);
}

/**
 * The console's finance queues, read from the orders table. The count and the list of a queue
 * share one filter, so the menu's badge and the screen agree.
 */
export class FinanceReviewRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private inQueue(queue: ReviewQueue | undefined) {
    return (eb: Orders) =>
      queue ? QUEUE_FILTERS[queue](eb) : eb.or([heldOrder(eb), awaitedTopUp(eb)]);
  }

  async count(queue: ReviewQueue): Promise<number> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where(this.inQueue(queue))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Oldest first: the order an operator works through them. */
  list(queue: ReviewQueue | undefined, pageNum: number, pageSize: number) {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where(this.inQueue(queue))
      .orderBy('create_time')
      .orderBy('id')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute();
  }

  order(orderId: number) {
    return this.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  }

  /** Who the order belongs to: the main account and the member who placed it. */
  customer(mainUserId: number) {
    return this.db
      .selectFrom('users')
      .select([
        'user_id',
        'account_no',
        'user_type',
        'country_id',
        'phone',
        'email',
        'nick_name',
        'user_name',
        'audit_status',
        'language',
        'create_time',
      ])
      .where('user_id', '=', mainUserId)
      .executeTakeFirst();
  }

  /** The name the customer gave in their latest KYC/KYB application, if any. */
  async verifiedName(mainUserId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('kyc_applications')
      .select(['data', 'user_type'])
      .where('main_user_id', '=', mainUserId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row) return null;
    const data = JSON.parse(row.data) as Record<string, unknown>;
    const name = row.user_type === 1 ? data.companyName : data.fullName;
    return typeof name === 'string' && name ? name : null;
  }

  /** The customer's latest orders other than this one, newest first (their recent history). */
  recentOrders(mainUserId: number, exceptOrderId: number, limit: number) {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('main_user_id', '=', mainUserId)
      .where('id', '!=', exceptOrderId)
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
