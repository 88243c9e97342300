import type { Transaction } from 'kysely';
import type { ApprovalStatus } from '@pesa/domain';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../orders/orders.service.ts';

/** What the queue shows of a payment waiting for approval. */
export interface ApprovalFacts {
  currencyId: number;
  currencyCode: string;
  amount: string;
  fee: string;
  payeeName: string | null;
  payeeAccount: string | null;
  firstPayment: boolean;
  lastPaidTime: string | null;
  /** How many times the account has paid this payee successfully. */
  paidCount: number;
  /** The payee's name check as kept on the send (docs/name-check.md); null for a file. */
  nameCheck: string | null;
  /** The registered name, only with CLOSE_MATCH. */
  nameCheckName: string | null;
  /** A bulk file: its rows to pay, those with warnings, and its totals per currency. */
  file: {
    rows: number;
    warnedRows: number;
    totals: { currencyId: number; currencyCode: string; amount: string; fee: string }[];
  } | null;
}

/**
 * A kind of payment that can wait for approval: a single send (`order`) or a bulk file (`batch`,
 * which registers its own). Each call runs in the decision's transaction.
 */
export interface ApprovalSubject {
  /** Locks the waiting payment (its row); -1019 when it no longer waits. */
  lock(trx: Transaction<Database>, mainUserId: number, id: string, now: string): Promise<unknown>;
  /** The last approval came in: the payment goes on to `thenStatus` (what it would have done). */
  approved(
    trx: Transaction<Database>,
    locked: unknown,
    thenStatus: number,
    actor: Actor,
    now: string,
  ): Promise<void>;
  /** Rejected or expired: its hold is released. */
  released(
    trx: Transaction<Database>,
    locked: unknown,
    status: typeof ApprovalStatus.REJECTED | typeof ApprovalStatus.EXPIRED,
    actor: Actor,
    reason: string,
    now: string,
  ): Promise<void>;
  describe(mainUserId: number, ids: string[]): Promise<Map<string, ApprovalFacts>>;
}
