import {
  API_ACCOUNT_TYPES,
  ApiAccountType,
  DOMESTIC_WALLET_TARGET,
  transferAllowed,
} from '@pesa/domain';
import type { ApiMode, OpenBalanceRow } from '@pesa/contract';

/** Where a transfer may go: Suspense, B2C, or (from Suspense, live money only) the wallet. */
const DESTINATIONS = [ApiAccountType.SUSPENSE, ApiAccountType.B2C, DOMESTIC_WALLET_TARGET];

/** `apiMoney:accountType.<n>` for the SPEC §3 account types and the domestic wallet (1). */
export function accountTypeKey(type: number | null | undefined): string {
  return `apiMoney:accountType.${type ?? 'none'}`;
}

/** Every API account may send; the C2B ones only fill from collections but may be emptied. */
export const SOURCE_ACCOUNT_TYPES: readonly number[] = API_ACCOUNT_TYPES;

/**
 * The destinations the server accepts from `from` (the domain's `transferAllowed`). The sandbox
 * never pays into the real wallet, so test mode offers only the API accounts.
 */
export function destinationsFrom(from: number | undefined, mode: ApiMode): number[] {
  if (from === undefined) return [];
  return DESTINATIONS.filter(
    (to) => transferAllowed(from, to) && (mode === 'live' || to !== DOMESTIC_WALLET_TARGET),
  );
}

/** Money into the wallet leaves the API service: it asks the transaction password and is reviewed. */
export function needsReview(to: number | undefined): boolean {
  return to === DOMESTIC_WALLET_TARGET;
}

/** One account's balance in one currency, or undefined when it never held money. */
export function balanceOf(
  balances: readonly OpenBalanceRow[] | undefined,
  accountType: number | undefined,
  currencyId: number | undefined,
): OpenBalanceRow | undefined {
  return balances?.find((b) => b.accountType === accountType && b.currencyId === currencyId);
}

/** The currencies an account holds money in (a zero balance included: it has moved money). */
export function currenciesOf(
  balances: readonly OpenBalanceRow[] | undefined,
  accountType: number | undefined,
): OpenBalanceRow[] {
  return (balances ?? []).filter((b) => b.accountType === accountType);
}
