/**
 * Permission names shared by the web menus and (later) the server's checks.
 * Route names gate a page; `Btn:` names gate a button; the wildcard grants every button.
 */
export const ROUTE_PERMISSIONS = [
  'Info',
  'Kyc',
  'PspIndex',
  'PspRecharge',
  'PspRechargeCobo',
  'PspOrder',
  'PspBatch',
  'AgentCashIn',
  'MrpIndex',
  'MrpRecharge',
  'MrpRechargeCobo',
  'MrpOrder',
  'MrpBatch',
  'Assets',
  'AssetsOrder',
  'AssetsPayee',
  'AssetsVaAccount',
  'FxIndex',
  'FxHistory',
  'FxConvert',
  'SystemUserRole',
  'SystemUserTeam',
  'SystemApprovals',
  'HomeApiC2B',
  'HomeApiB2C',
  'HomeApiSuspenseTransactionRecord',
  'HomeApiSuspenseTopUp',
  'HomeApiSuspenseCashOut',
  'HomeApiSuspenseTransfer',
] as const;

export type RoutePermission = (typeof ROUTE_PERMISSIONS)[number];

export const BUTTON_PERMISSIONS = [
  'Btn:payee:add',
  'Btn:payee:edit',
  'Btn:payee:delete',
  'Btn:va:add',
  // Approves the account's payments under its approval policy (approvals/approval-rules.ts).
  'Btn:payment:approve',
] as const;

export type ButtonPermission = (typeof BUTTON_PERMISSIONS)[number];

export const WILDCARD_PERMISSION = '*:*:*';

export const BUTTON_PREFIX = 'Btn:';

/** Prefix shared by every API-service permission; any of them shows the API link to a member. */
export const API_PERMISSION_PREFIX = 'HomeApi';

export function isButtonPermission(name: string): boolean {
  return name.startsWith(BUTTON_PREFIX);
}
