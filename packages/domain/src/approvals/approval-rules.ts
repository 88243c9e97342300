import { OrderStatus } from '../orders/order-status.ts';

/** The button permission that lets a team member approve payments (docs/permissions.md). */
export const APPROVE_PERMISSION = 'Btn:payment:approve';

/**
 * What waits for approval: a single send (its `sn`), a bulk file (its batch id) or a merchant API
 * batch (its `batchSn`, only when the policy's `apiBatches` is on).
 */
export const APPROVAL_KINDS = ['order', 'batch', 'apiBatch'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** SPEC §3 Order `approvalStatus` of a payment under the account's approval policy. */
export const ApprovalStatus = {
  AWAITING: 'AWAITING_APPROVAL',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
  EXPIRED: 'EXPIRED',
  CANCELLED: 'CANCELLED',
} as const;
export type ApprovalStatus = (typeof ApprovalStatus)[keyof typeof ApprovalStatus];
export const APPROVAL_STATUSES: readonly ApprovalStatus[] = Object.values(ApprovalStatus);

/**
 * The status an order waits in while its approval is open: PAY_PENDING, which holds its money and
 * never reaches a rail, and is not the operators' review queue (MANUAL_PENDING). Once approved it
 * goes where it would have gone without the policy: PENDING (the rail), MANUAL_PENDING (the
 * operators' risk review) or, for a wallet send, PASS.
 */
export const AWAITING_APPROVAL_ORDER_STATUS = OrderStatus.PAY_PENDING;

export interface ApprovalPolicy {
  enabled: boolean;
  approvalsRequired: 1 | 2;
  /** Per currency: payments strictly above the amount (minor units) need approval. */
  thresholds: readonly { currencyId: number; amountMinor: bigint }[];
  /** Merchant API batches wait too (off when absent). */
  apiBatches?: boolean;
}

export const POLICY_OFF: ApprovalPolicy = {
  enabled: false,
  approvalsRequired: 1,
  thresholds: [],
  apiBatches: false,
};

/**
 * Whether a payment needs approval: the policy is on and the amount is above its currency's
 * threshold. A currency without a threshold is not covered, so a policy names what it guards.
 */
export function needsApproval(
  policy: ApprovalPolicy,
  currencyId: number,
  amountMinor: bigint,
): boolean {
  if (!policy.enabled) return false;
  const threshold = policy.thresholds.find((t) => t.currencyId === currencyId);
  return threshold !== undefined && amountMinor > threshold.amountMinor;
}

/**
 * Why a policy could never be satisfied, or null. Any possible maker (the main account can
 * always send) may also be an approver, and nobody approves their own payment: every maker must
 * leave at least `approvalsRequired` other approvers. Thresholds must name distinct currencies.
 */
export function policyProblem(
  policy: ApprovalPolicy,
  approverIds: readonly number[],
  makerIds: readonly number[],
  mainUserId?: number,
): 'tooFewApprovers' | 'duplicateCurrency' | 'noThresholds' | 'apiBatchesNoApprover' | null {
  // An API batch's maker is the main account (the key's owner): someone else must approve it.
  if (policy.apiBatches && !approverIds.some((id) => id !== mainUserId))
    return 'apiBatchesNoApprover';
  if (!policy.enabled) return null;
  if (policy.thresholds.length === 0) return 'noThresholds';
  const currencies = new Set(policy.thresholds.map((t) => t.currencyId));
  if (currencies.size !== policy.thresholds.length) return 'duplicateCurrency';
  const approvers = new Set(approverIds);
  for (const maker of new Set(makerIds)) {
    const others = [...approvers].filter((id) => id !== maker).length;
    if (others < policy.approvalsRequired) return 'tooFewApprovers';
  }
  return null;
}

export interface ApproverCheck {
  approverId: number;
  /** The main account, or a member whose role grants APPROVE_PERMISSION. */
  mayApprove: boolean;
  makerId: number;
  /** Who has approved this payment already. */
  approvedBy: readonly number[];
}

/**
 * Why this person may not approve this payment, or null: no permission; their own payment (the
 * main account included); or they approved it already (two approvals are two people).
 */
export function approvalRefusal(
  check: ApproverCheck,
): 'noPermission' | 'ownPayment' | 'alreadyApproved' | null {
  if (!check.mayApprove) return 'noPermission';
  if (check.approverId === check.makerId) return 'ownPayment';
  if (check.approvedBy.includes(check.approverId)) return 'alreadyApproved';
  return null;
}

/** Whether enough different people have approved. */
export function isFullyApproved(approvals: number, required: number): boolean {
  return approvals >= required;
}
