import { DomainError } from '../errors.ts';

/** Order status codes as stored and sent on the wire (SPEC §4). */
export const OrderStatus = {
  MANUAL_PENDING: -2,
  PAY_PENDING: -1,
  PENDING: 0,
  PASS: 1,
  REJECT: 2,
  CANCEL: 3,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(OrderStatus);

export function isOrderStatus(value: unknown): value is OrderStatus {
  return ORDER_STATUSES.includes(value as OrderStatus);
}

export function orderStatusName(status: OrderStatus): keyof typeof OrderStatus {
  return (Object.keys(OrderStatus) as (keyof typeof OrderStatus)[]).find(
    (name) => OrderStatus[name] === status,
  )!;
}

/**
 * What a status change does to the ledger for a send order:
 * - hold: amount + fee + tax move from the wallet to on-hold;
 * - settle: on-hold goes to the channel, fees and tax;
 * - release: on-hold goes back to the wallet;
 * - none: the money stays where it is.
 */
export type SendLedgerEffect = 'hold' | 'settle' | 'release' | 'none';

const { MANUAL_PENDING, PAY_PENDING, PENDING, PASS, REJECT, CANCEL } = OrderStatus;

/**
 * The allowed transitions and their ledger effect for sends. Anything not listed is refused with
 * ORDER_STATUS (-1019).
 *
 *   from \ to        MANUAL_PENDING  PENDING   PASS     REJECT    CANCEL
 *   MANUAL_PENDING   -               none      -        release   release
 *   PAY_PENDING      none            none      -        release   release
 *   PENDING          -         settle   release   -
 *   PASS, REJECT, CANCEL: final, no way out.
 *
 * Why:
 * - MANUAL_PENDING → PENDING is the reviewer's approval; → REJECT the reviewer's refusal; → CANCEL
 *   the customer withdrawing before anything was sent. It never jumps to PASS: an order reaches
 *   the channel only through PENDING, so only a channel result can make it PASS.
 * - PAY_PENDING (waiting for the customer's payment step) → PENDING once paid; it may be cancelled
 *   by the customer or expire, or be rejected (e.g. the payment failed). A send waiting for the
 *   account's own approvers waits here too (approvals/approval-rules.ts); once approved, it goes
 *   to MANUAL_PENDING if the operators' risk review applies to it, as it would have without the
 *   approval. The way back (MANUAL_PENDING → PAY_PENDING) does not exist: a review never reopens
 *   an approval.
 * - PENDING means the channel has the order. Cancelling could race a payout that is already done,
 *   so only the channel's answer ends it: PASS on success, REJECT on failure. Going back to a
 *   review state would let a paid-out order be reviewed again.
 * - Final states are final because money has been settled or released; a correction after that is
 *   a new order or a reversal entry, never a status change. SPEC §4: cancelling is irreversible.
 * - Same-status "transitions" are refused, so a duplicate callback cannot post twice.
 */
export const SEND_TRANSITIONS: Readonly<
  Record<OrderStatus, Readonly<Partial<Record<OrderStatus, SendLedgerEffect>>>>
> = {
  [MANUAL_PENDING]: { [PENDING]: 'none', [REJECT]: 'release', [CANCEL]: 'release' },
  [PAY_PENDING]: {
    [MANUAL_PENDING]: 'none',
    [PENDING]: 'none',
    [REJECT]: 'release',
    [CANCEL]: 'release',
  },
  [PENDING]: { [PASS]: 'settle', [REJECT]: 'release' },
  [PASS]: {},
  [REJECT]: {},
  [CANCEL]: {},
};

/** The statuses an order may be created in; creating a send in any of them holds its funds. */
export const INITIAL_ORDER_STATUSES: readonly OrderStatus[] = [
  MANUAL_PENDING,
  PAY_PENDING,
  PENDING,
];

export function isFinal(status: OrderStatus): boolean {
  return status === PASS || status === REJECT || status === CANCEL;
}

/**
 * A send order's funds sit in on-hold exactly while the order is not final. The ledger invariant
 * the server and tests check: a user's on-hold balance per currency equals the sum of payAmount
 * over that user's send orders in held statuses.
 */
export function isHeld(status: OrderStatus): boolean {
  // Listed, not "not final", so an unknown code never counts as holding money.
  return INITIAL_ORDER_STATUSES.includes(status);
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return SEND_TRANSITIONS[from]?.[to] !== undefined;
}

export function allowedTransitions(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canTransition(from, to));
}

export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) {
    throw new DomainError(
      'ORDER_STATUS',
      `order status cannot go from ${isOrderStatus(from) ? orderStatusName(from) : String(from)} to ${isOrderStatus(to) ? orderStatusName(to) : String(to)}`,
    );
  }
}

/**
 * The ledger effect of creating a send (from = null) or of an allowed transition. Throws
 * ORDER_STATUS for a transition the table refuses, so callers cannot post for an illegal change.
 */
export function sendLedgerEffect(from: OrderStatus | null, to: OrderStatus): SendLedgerEffect {
  if (from === null) {
    if (!INITIAL_ORDER_STATUSES.includes(to)) {
      throw new DomainError('ORDER_STATUS', `an order cannot be created as ${String(to)}`);
    }
    return 'hold';
  }
  assertTransition(from, to);
  return SEND_TRANSITIONS[from][to]!;
}

/**
 * Top-up (recharge, order kind -1) orders hold nothing: the money is outside until the channel
 * confirms it. Only PASS moves money (channel settlement → wallet); REJECT and CANCEL post nothing.
 */
export function topUpLedgerEffect(from: OrderStatus | null, to: OrderStatus): 'credit' | 'none' {
  if (from === null) {
    if (!INITIAL_ORDER_STATUSES.includes(to)) {
      throw new DomainError('ORDER_STATUS', `an order cannot be created as ${String(to)}`);
    }
    return 'none';
  }
  assertTransition(from, to);
  return to === PASS ? 'credit' : 'none';
}
