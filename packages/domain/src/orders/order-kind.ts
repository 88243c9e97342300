/**
 * Order kinds (the order's `type` on the wire). SPEC §3 names -1 (recharge) and 0 (payment); the
 * product adds 1, a move from a customer's domestic to their cross-border wallet, and 2, an
 * agent's cash-in: cash taken over the counter, credited from the agent's float to a customer's
 * wallet (docs/money.md "Agent cash-in"). Kinds 1 and 2 are final (PASS) the moment they exist.
 */
export const ORDER_KIND = { RECHARGE: -1, PAYMENT: 0, WALLET_TRANSFER: 1, CASH_IN: 2 } as const;
export type OrderKind = (typeof ORDER_KIND)[keyof typeof ORDER_KIND];
