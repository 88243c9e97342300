import type { RoutePermission } from './permissionNames.ts';

/** The balances the dashboard and `/account/assets` report per currency. */
export const BALANCE_KINDS = ['total', 'domestic', 'crossBorder', 'onHold'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

/** Screens that show the whole account: every wallet, money on hold and the total. */
const WHOLE_ACCOUNT_SCREENS: readonly RoutePermission[] = ['Assets', 'AssetsOrder'];

/** Screens that pay from or fund one wallet, and so show that wallet's balance. */
const WALLET_SCREENS: Readonly<Record<'domestic' | 'crossBorder', readonly RoutePermission[]>> = {
  // A cross-border sender or top-up may move money in from the domestic wallet (issue 15, item 3),
  // so those screens show the balance the move draws on too.
  domestic: ['PspIndex', 'PspRecharge', 'PspRechargeCobo', 'FxConvert', 'MrpIndex', 'MrpRecharge'],
  crossBorder: ['MrpIndex', 'MrpRecharge', 'MrpRechargeCobo', 'FxConvert'],
};

/**
 * Which balances a user may see. A main account sees them all. A team member sees the balances
 * of the wallets their role pays from or manages: the Assets screens show the whole account;
 * domestic sends and top-ups the domestic wallet; cross-border ones the cross-border wallet and
 * the domestic wallet a move into it draws on (COBO top-ups only the cross-border wallet);
 * a conversion works inside either wallet, so it shows both. The total and money on hold span
 * every wallet, so they need the whole account. A role with none of these sees no balance.
 */
export function visibleBalances(
  isMainAccount: boolean,
  names: readonly string[],
): readonly BalanceKind[] {
  const holds = (screens: readonly string[]) => screens.some((name) => names.includes(name));
  if (isMainAccount || holds(WHOLE_ACCOUNT_SCREENS)) return BALANCE_KINDS;
  return (['domestic', 'crossBorder'] as const).filter((wallet) => holds(WALLET_SCREENS[wallet]));
}
