import {
  crossBorderLegs,
  formatMinor,
  orderReview,
  VERIFICATION_TRANSITIONS,
  type OrderStatusChange,
} from '@pesa/domain';
import type { OrderRow } from './orders.repository.ts';

/** A send across borders (kind 0, scope 1) is the order that has verification and remittance legs. */
const isCrossBorderSend = (order: OrderRow) => order.kind === 0 && order.scope === 1;

/**
 * The SPEC §3 Order fields that come from the order's history and its owner rather than its own
 * row (docs/money.md, "Order review, legs and fee split"): the operator review (auditStatus,
 * auditTime), the cross-border legs (approvalStatus is the verification leg, approvalDate when
 * it ended, unless the account's own approval applied to the order; remittanceStatus and both legs' steps for the timeline), the placing account's
 * number, and the fee's cost and interest parts as they were priced.
 */
export function orderFacts(
  order: OrderRow,
  changes: readonly OrderStatusChange[],
  accountNo: string | null,
  decimals: number,
) {
  const review = orderReview(order.status, changes);
  const legs = isCrossBorderSend(order) ? crossBorderLegs(changes) : null;
  const verification = legs?.verification.at(-1) ?? null;
  const ended = verification && VERIFICATION_TRANSITIONS[verification.status].length === 0;
  const split = (JSON.parse(order.details) as { feeSplit?: { cost: string; interest: string } })
    .feeSplit;
  return {
    auditStatus: review.auditStatus,
    auditTime: review.auditTime ?? order.audit_time,
    accountNo,
    // An order under the account's approval policy shows that approval; others the verification leg.
    approvalStatus: order.approval_status ?? verification?.status ?? null,
    approvalDate: order.approval_status
      ? (order.approval_date ?? null)
      : ended
        ? verification.time
        : null,
    remittanceStatus: legs?.remittance.at(-1)?.status ?? null,
    legs,
    costFeeAmount: split ? formatMinor(BigInt(split.cost), decimals) : null,
    interestFeeAmount: split ? formatMinor(BigInt(split.interest), decimals) : null,
  };
}

/** An order_events row as the domain reads it. */
export const statusChangeOf = (e: {
  from_status: number | null;
  to_status: number;
  actor_type: string;
  create_time: string;
}): OrderStatusChange => ({
  fromStatus: e.from_status,
  status: e.to_status,
  actorType: e.actor_type,
  time: e.create_time,
});
