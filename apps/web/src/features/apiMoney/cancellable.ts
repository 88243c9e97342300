import type { ApiOrderRow } from '@pesa/contract';

/** Only what still waits for an operator may be cancelled (SPEC §4; the server decides). */
export function isApiCancellable(order: Pick<ApiOrderRow, 'status' | 'kind'>): boolean {
  return order.status === -2 && order.kind !== 'collect' && order.kind !== 'payout';
}
