/** The order types the search's filter offers (SPEC §3): top-up, send, wallet move, cash-in. */
export const ORDER_KINDS = [-1, 0, 1, 2] as const;
