/** Payout status of SPEC §4 (0 pending, 1 processing, 2 success, 3 rejected) and its tag colour. */
export const PAYOUT_STATUSES = [0, 1, 2, 3] as const;

const COLORS: Record<number, string> = { 0: 'gold', 1: 'processing', 2: 'success', 3: 'error' };

export function payoutStatusKey(status: number | null | undefined): string {
  return status !== null && status !== undefined && status in COLORS
    ? `apiMoney:payoutStatus.${status}`
    : 'apiMoney:payoutStatus.unknown';
}

export function payoutStatusColor(status: number | null | undefined): string {
  return (status !== null && status !== undefined && COLORS[status]) || 'default';
}

/**
 * The review of a suspense order as the list gives it: -1 waiting for an operator, 1 approved,
 * 2 rejected, null never reviewed (e.g. a transfer between API accounts, settled at once).
 */
export function auditStatusKey(status: number | null | undefined): string {
  return status === -1 || status === 1 || status === 2
    ? `apiMoney:auditStatus.${status}`
    : 'apiMoney:auditStatus.none';
}
