import { OrderStatus } from './order-status.ts';

/** An order's status change as recorded (order_events). */
export interface OrderStatusChange {
  fromStatus: number | null;
  status: number;
  actorType: string;
  time: string;
}

/** The operator review of an order (SPEC §3 Order auditStatus): 0 waiting, 1 approved, 2 refused. */
export const OrderAuditStatus = { WAITING: 0, APPROVED: 1, REFUSED: 2 } as const;
export type OrderAuditStatus = (typeof OrderAuditStatus)[keyof typeof OrderAuditStatus];

/**
 * What the manual review did to an order, from its status history: null when it was never held
 * for review (or the customer withdrew it before anyone decided); otherwise waiting, approved or
 * refused, with the time of the decision. Only a move out of MANUAL_PENDING made by an operator
 * is a decision: the order's later fate at the rail is not the review's.
 */
export function orderReview(
  currentStatus: number,
  changes: readonly OrderStatusChange[],
): { auditStatus: OrderAuditStatus | null; auditTime: string | null } {
  if (currentStatus === OrderStatus.MANUAL_PENDING)
    return { auditStatus: OrderAuditStatus.WAITING, auditTime: null };
  const decision = changes.find(
    (c) => c.fromStatus === OrderStatus.MANUAL_PENDING && c.actorType === 'operator',
  );
  if (!decision) return { auditStatus: null, auditTime: null };
  return {
    auditStatus:
      decision.status === OrderStatus.REJECT ? OrderAuditStatus.REFUSED : OrderAuditStatus.APPROVED,
    auditTime: decision.time,
  };
}
