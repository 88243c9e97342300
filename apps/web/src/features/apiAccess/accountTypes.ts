import type { OpenBalanceRow } from '@pesa/contract';

/** The account types of SPEC §3, in the order the screens list them (Suspense, B2C, C2B…). */
export const API_ACCOUNT_TYPE_ORDER = [-1, 0, 2, 3, 5, 6, 7] as const;

/** `apiAccess:accountType.<type>`; the C2B accounts are named after their channel. */
export const accountTypeKey = (type: number) => `apiAccess:accountType.${type}`;

export const isC2bType = (type: number) => type >= 2;

export interface AccountBalances {
  accountType: number;
  rows: OpenBalanceRow[];
}

/** The balances grouped per account type, in the SPEC order, currencies by code. */
export function groupBalances(balances: readonly OpenBalanceRow[]): AccountBalances[] {
  const known = new Set<number>(API_ACCOUNT_TYPE_ORDER);
  const types = [
    ...API_ACCOUNT_TYPE_ORDER,
    ...new Set(balances.map((b) => b.accountType).filter((t) => !known.has(t))),
  ];
  return types
    .map((accountType) => ({
      accountType,
      rows: balances
        .filter((b) => b.accountType === accountType)
        .sort((a, b) => a.currencyCode.localeCompare(b.currencyCode)),
    }))
    .filter((group) => group.rows.length > 0);
}
