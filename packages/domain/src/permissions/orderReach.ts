/**
 * Which orders a person may read (docs/permissions.md, "Orders a member sees"). The order pages
 * (and the account-wide Transaction History) show every order of the account; whoever may make
 * orders in a service (send, top up, COBO, bulk files, an agent's cash-in) without those pages
 * still follows the orders they made themselves there, so a send's "View this order" never
 * leads to a refusal.
 */
export type OrderReach = 'account' | 'own';

/** The order page of each scope (0 domestic, 1 cross-border). */
export const ORDER_PAGE_OF_SCOPE = ['PspOrder', 'MrpOrder'] as const;

/** Reads every scope's orders of the account. */
export const ACCOUNT_ORDER_HISTORY = 'AssetsOrder';

/** The screens that make orders in each scope. */
export const ORDER_MAKERS_OF_SCOPE: readonly (readonly string[])[] = [
  ['PspIndex', 'PspRecharge', 'PspRechargeCobo', 'PspBatch', 'AgentCashIn'],
  ['MrpIndex', 'MrpRecharge', 'MrpRechargeCobo', 'MrpBatch'],
];

/** How far the held names reach into one scope's orders; undefined when not at all. */
export function orderReach(held: readonly string[], scope: number): OrderReach | undefined {
  const page = ORDER_PAGE_OF_SCOPE[scope];
  const makers = ORDER_MAKERS_OF_SCOPE[scope];
  if (!page || !makers) return undefined;
  if (held.includes(page) || held.includes(ACCOUNT_ORDER_HISTORY)) return 'account';
  return makers.some((name) => held.includes(name)) ? 'own' : undefined;
}

/** The scopes in which the held names read only the orders their holder made. */
export function ownOrderScopes(held: readonly string[]): number[] {
  return ORDER_PAGE_OF_SCOPE.map((_, scope) => scope).filter(
    (scope) => orderReach(held, scope) === 'own',
  );
}
