import { OrderStatus } from './order-status.ts';
import type { OrderStatusChange } from './order-review.ts';

/**
 * A cross-border send has two legs besides its one order status (docs/money.md, "Cross-border
 * legs"): its verification (our review, then the partner's declaration to the receiving side)
 * and its remittance (the money's way out, and back if it fails). SPEC §4 names their statuses.
 */
export const VERIFICATION_STATUSES = [
  'INIT',
  'UN_VERIFY',
  'DEAL',
  'SUCCESS',
  'FAIL',
  'DECLARE_FAIL',
  'VERIFY_BACK',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const REMITTANCE_STATUSES = [
  'REMIT_INIT',
  'REMIT_DEAL',
  'REMIT_SUCCESS',
  'RETURNED',
  'UN_RETURNED',
  'DEAL',
] as const;
export type RemittanceStatus = (typeof REMITTANCE_STATUSES)[number];

/**
 * The verification leg at each order status. A refusal is FAIL when our reviewer made it (the
 * order never left) and DECLARE_FAIL when the rail refused the declared payment.
 */
export function verificationStatus(status: number, refusedBy?: string): VerificationStatus {
  switch (status) {
    case OrderStatus.PAY_PENDING:
      return 'INIT';
    case OrderStatus.MANUAL_PENDING:
      return 'UN_VERIFY';
    case OrderStatus.PENDING:
      return 'DEAL';
    case OrderStatus.PASS:
      return 'SUCCESS';
    case OrderStatus.CANCEL:
      return 'VERIFY_BACK';
    default:
      return refusedBy === 'operator' ? 'FAIL' : 'DECLARE_FAIL';
  }
}

/**
 * The remittance leg at each order status. A failed or withdrawn send is RETURNED at once: the
 * hold goes back to the wallet in the same ledger transaction as the status change, so no order
 * ever rests between failing and being refunded. UN_RETURNED and DEAL (a refund under way) are
 * therefore never reached by our rails; they stay in the model because a partner that refunds
 * later would report them.
 */
export function remittanceStatus(status: number): RemittanceStatus {
  switch (status) {
    case OrderStatus.PENDING:
      return 'REMIT_DEAL';
    case OrderStatus.PASS:
      return 'REMIT_SUCCESS';
    case OrderStatus.REJECT:
    case OrderStatus.CANCEL:
      return 'RETURNED';
    default:
      return 'REMIT_INIT';
  }
}

/** Where each leg may go next; final statuses go nowhere. */
export const VERIFICATION_TRANSITIONS: Readonly<
  Record<VerificationStatus, readonly VerificationStatus[]>
> = {
  // INIT → UN_VERIFY: a send approved by the account's approvers goes on to the operators' review.
  INIT: ['UN_VERIFY', 'DEAL', 'DECLARE_FAIL', 'VERIFY_BACK'],
  UN_VERIFY: ['DEAL', 'FAIL', 'VERIFY_BACK'],
  DEAL: ['SUCCESS', 'DECLARE_FAIL'],
  SUCCESS: [],
  FAIL: [],
  DECLARE_FAIL: [],
  VERIFY_BACK: [],
};
export const REMITTANCE_TRANSITIONS: Readonly<
  Record<RemittanceStatus, readonly RemittanceStatus[]>
> = {
  REMIT_INIT: ['REMIT_DEAL', 'RETURNED'],
  REMIT_DEAL: ['REMIT_SUCCESS', 'RETURNED', 'UN_RETURNED'],
  UN_RETURNED: ['DEAL', 'RETURNED'],
  DEAL: ['RETURNED'],
  REMIT_SUCCESS: [],
  RETURNED: [],
};

/** One step of a leg on the order's timeline. */
export interface LegStep<S extends string> {
  status: S;
  time: string;
}

/**
 * Both legs' histories, from the order's status changes: each change that moves a leg adds a
 * step to it (a change that leaves a leg where it was adds none).
 */
export function crossBorderLegs(changes: readonly OrderStatusChange[]): {
  verification: LegStep<VerificationStatus>[];
  remittance: LegStep<RemittanceStatus>[];
} {
  const verification: LegStep<VerificationStatus>[] = [];
  const remittance: LegStep<RemittanceStatus>[] = [];
  for (const change of changes) {
    const v = verificationStatus(change.status, change.actorType);
    if (verification.at(-1)?.status !== v) verification.push({ status: v, time: change.time });
    const r = remittanceStatus(change.status);
    if (remittance.at(-1)?.status !== r) remittance.push({ status: r, time: change.time });
  }
  return { verification, remittance };
}
