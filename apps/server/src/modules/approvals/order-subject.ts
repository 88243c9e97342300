import type { ApprovedSends } from '../orders/orders.service.ts';
import type { OrderRow } from '../orders/orders.service.ts';
import type { ApprovalFacts, ApprovalSubject } from './approval-subject.ts';

/** A single send as a payment that waits for approval (its id is the order's sn). */
export function orderSubject(
  sends: ApprovedSends,
  describe: (mainUserId: number, sns: string[]) => Promise<Map<string, ApprovalFacts>>,
): ApprovalSubject {
  return {
    lock: (trx, mainUserId, sn, now) => sends.lock(trx, mainUserId, sn, now),
    approved: (trx, locked, thenStatus, actor, now) =>
      sends.approve(trx, locked as OrderRow, thenStatus, actor, now),
    released: (trx, locked, status, actor, reason, now) =>
      sends.release(trx, locked as OrderRow, status, actor, reason, now),
    describe,
  };
}
