import type { AssetRow } from '../../lib/money/api.ts';

export const BALANCE_KINDS = ['domestic', 'crossBorder', 'onHold'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

/**
 * Each balance of a currency as a share of that currency's total, in percent. Currencies cannot
 * share one axis of amounts (a shilling is not a dollar), but their shares can. Computed in
 * hundredths of a unit from the decimal strings, so no float error reaches the shares' sum.
 */
export function balanceShares(row: AssetRow): Record<BalanceKind, number> {
  // The Assets screen shows the whole account, so no balance is hidden (null) there.
  const cents = (value: string | null) => {
    const [whole = '0', fraction = ''] = (value ?? '0').split('.');
    return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  };
  const parts = BALANCE_KINDS.map((kind) => cents(row[kind]));
  const total = parts.reduce((sum, part) => sum + part, 0);
  const share = (part: number) => (total === 0 ? 0 : Math.round((part * 10_000) / total) / 100);
  return {
    domestic: share(parts[0]!),
    crossBorder: share(parts[1]!),
    onHold: share(parts[2]!),
  };
}
