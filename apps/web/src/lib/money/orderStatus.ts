/** Order states of SPEC §4, with the i18n key of each name (namespace `money`). */
export const ORDER_STATUSES = [-2, -1, 0, 1, 2, 3] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const KEYS: Record<OrderStatus, string> = {
  [-2]: 'manualPending',
  [-1]: 'payPending',
  0: 'pending',
  1: 'pass',
  2: 'reject',
  3: 'cancel',
};

const COLORS: Record<OrderStatus, string> = {
  [-2]: 'gold',
  [-1]: 'orange',
  0: 'processing',
  1: 'success',
  2: 'error',
  3: 'default',
};

const isKnown = (status: number): status is OrderStatus =>
  (ORDER_STATUSES as readonly number[]).includes(status);

/** `money:status.<name>`, or `money:status.unknown` for a value outside SPEC §4. */
export function orderStatusKey(status: number): string {
  return `money:status.${isKnown(status) ? KEYS[status] : 'unknown'}`;
}

export function orderStatusColor(status: number): string {
  return isKnown(status) ? COLORS[status] : 'default';
}

/** PASS, REJECT and CANCEL never change again. */
export function isFinalStatus(status: number): boolean {
  return status === 1 || status === 2 || status === 3;
}

/** Only orders still waiting for payment or review may be cancelled. */
export function isCancellable(status: number): boolean {
  return status === -1 || status === -2;
}
