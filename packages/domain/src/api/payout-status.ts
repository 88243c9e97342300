import { OrderStatus } from '../orders/order-status.ts';

/** Payout status of SPEC §4: 0 pending, 1 processing, 2 success, 3 rejected. */
export const PayoutStatus = { PENDING: 0, PROCESSING: 1, SUCCESS: 2, REJECTED: 3 } as const;
export type PayoutStatusValue = (typeof PayoutStatus)[keyof typeof PayoutStatus];

/**
 * A payout's status as a merchant reads it, from its order status: not yet at the rail (review or
 * waiting) is pending; at the rail is processing; PASS is success; a rejection, a failure at the
 * rail and a cancellation all mean the money did not go (and was returned).
 */
export function payoutStatusOf(status: number): PayoutStatusValue {
  if (status === OrderStatus.PENDING) return PayoutStatus.PROCESSING;
  if (status === OrderStatus.PASS) return PayoutStatus.SUCCESS;
  if (status === OrderStatus.REJECT || status === OrderStatus.CANCEL) return PayoutStatus.REJECTED;
  return PayoutStatus.PENDING;
}
