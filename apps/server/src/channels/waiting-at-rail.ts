import type { ExpressionBuilder } from 'kysely';
import { ORDER_KIND, OrderStatus } from '@pesa/domain';
import type { Database } from '../db/schema.ts';

/**
 * The orders a rail has taken and not yet answered: a top-up still paying or a send's payout
 * still pending, with the rail's reference kept. Used by the per-rail metrics and the daily
 * reconciliations.
 */
export function waitingAtRail(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb.and([
    eb('third_order_no', 'is not', null),
    eb.or([
      eb.and([eb('kind', '=', ORDER_KIND.PAYMENT), eb('status', '=', OrderStatus.PENDING)]),
      eb.and([eb('kind', '=', ORDER_KIND.RECHARGE), eb('status', '=', OrderStatus.PAY_PENDING)]),
    ]),
  ]);
}
