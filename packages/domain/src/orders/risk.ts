import { DomainError } from '../errors.ts';
import { OrderStatus } from './order-status.ts';

/** SPEC §4: a recipient whose audit status is -1 is still pending review. */
export const PAYEE_AUDIT_PENDING = -1;

/**
 * The status a new send order starts in. It waits for a person (MANUAL_PENDING) when the amount
 * is strictly above the manual-review threshold, or when the recipient has not been reviewed yet;
 * otherwise it goes straight to the channel (PENDING). An amount equal to the threshold does not
 * need review, so the threshold reads as "up to this much is automatic". A null threshold means
 * no amount limit, only the recipient check. Funds are held in either case.
 */
export function initialSendStatus(input: {
  amountMinor: bigint;
  manualReviewThresholdMinor: bigint | null;
  payeeAuditStatus: number;
}): typeof OrderStatus.MANUAL_PENDING | typeof OrderStatus.PENDING {
  const { amountMinor, manualReviewThresholdMinor: threshold, payeeAuditStatus } = input;
  if (typeof amountMinor !== 'bigint' || amountMinor <= 0n) {
    throw new DomainError('AMOUNT', 'amountMinor must be a positive bigint');
  }
  const aboveThreshold = threshold !== null && amountMinor > threshold;
  return aboveThreshold || payeeAuditStatus === PAYEE_AUDIT_PENDING
    ? OrderStatus.MANUAL_PENDING
    : OrderStatus.PENDING;
}
