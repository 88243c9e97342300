import type { ButtonPermission, RoutePermission } from './permissionNames.ts';

/** Menu groups with their sort order (SPEC §9). */
export const MENU_GROUPS = {
  account: 1,
  domestic: 2,
  crossBorder: 3,
  assets: 4,
  fx: 5,
  system: 6,
  api: 7,
} as const;

export type MenuGroup = keyof typeof MENU_GROUPS;

/** Channel entry as delivered in the user info (`channelTypeList`). */
export interface ChannelTypeEntry {
  /** 0 domestic, 1 cross-border */
  type: number;
  /** -1 Top Up, 0 Send Money, 1 COBO */
  channelType: number;
}

export interface PermissionRouteEntry {
  name: RoutePermission;
  group: MenuGroup;
  sort: number;
  /** Absolute path of the screen in the SPA. */
  path: string;
  /** i18next key (namespace `menu`) of the screen title. */
  titleKey: string;
  /** For service groups: the channel entry that enables the item for a main account. */
  channel?: ChannelTypeEntry;
  /** Button permissions that live on this screen. */
  buttons?: readonly ButtonPermission[];
  /** Only main accounts of these user types get the screen (an agent's cash-in). */
  userTypes?: readonly number[];
  /** Main accounts of these user types never get the screen (agents: no API service). */
  excludedUserTypes?: readonly number[];
}

export interface MenuGroupInfo {
  group: MenuGroup;
  sort: number;
  titleKey: string;
}

export const MENU_GROUP_INFO: readonly MenuGroupInfo[] = (
  Object.entries(MENU_GROUPS) as [MenuGroup, number][]
).map(([group, sort]) => ({ group, sort, titleKey: `menu:group.${group}` }));

const DOMESTIC = 0;
const CROSS_BORDER = 1;
const TOP_UP = -1;
const SEND_MONEY = 0;
const COBO = 1;
/** User type 3: an agent works for customers over the counter and is not given the API service. */
const NOT_FOR_AGENTS = { excludedUserTypes: [3] } as const;

function entry(
  name: RoutePermission,
  group: MenuGroup,
  path: string,
  titleKey: string,
  extra: Pick<PermissionRouteEntry, 'channel' | 'buttons' | 'userTypes' | 'excludedUserTypes'> = {},
): PermissionRouteEntry {
  return {
    name,
    group,
    sort: MENU_GROUPS[group],
    path,
    titleKey: `menu:route.${titleKey}`,
    ...extra,
  };
}

/**
 * Every permission-gated screen, in menu order. The role editor builds its permission tree
 * from this table, so it is the single list of route and button names.
 */
export const PERMISSION_TABLE: readonly PermissionRouteEntry[] = [
  entry('Info', 'account', '/home/info', 'info'),
  entry('Kyc', 'account', '/home/kyc', 'kyc'),
  entry('PspIndex', 'domestic', '/home/psp-index', 'sendMoney', {
    channel: { type: DOMESTIC, channelType: SEND_MONEY },
  }),
  entry('PspRecharge', 'domestic', '/home/psp-recharge', 'topUp', {
    channel: { type: DOMESTIC, channelType: TOP_UP },
  }),
  entry('PspRechargeCobo', 'domestic', '/home/psp-recharge-cobo', 'cobo', {
    channel: { type: DOMESTIC, channelType: COBO },
  }),
  entry('PspOrder', 'domestic', '/home/psp-order', 'order'),
  // Bulk payment files (issue 31): sends many at once, so it needs the send channel too.
  entry('PspBatch', 'domestic', '/home/psp-batch', 'bulkPayments', {
    channel: { type: DOMESTIC, channelType: SEND_MONEY },
  }),
  // Agents (user type 3) credit customers' wallets from their float (docs/identity.md "Agents").
  entry('AgentCashIn', 'domestic', '/home/agent-cash-in', 'agentCashIn', { userTypes: [3] }),
  entry('MrpIndex', 'crossBorder', '/home/mrp-index', 'sendMoney', {
    channel: { type: CROSS_BORDER, channelType: SEND_MONEY },
  }),
  entry('MrpRecharge', 'crossBorder', '/home/mrp-recharge', 'topUp', {
    channel: { type: CROSS_BORDER, channelType: TOP_UP },
  }),
  entry('MrpRechargeCobo', 'crossBorder', '/home/mrp-recharge-cobo', 'cobo', {
    channel: { type: CROSS_BORDER, channelType: COBO },
  }),
  entry('MrpOrder', 'crossBorder', '/home/mrp-order', 'order'),
  // Cross-border bulk payment files: every row a cross-border send, one set of documents a file.
  entry('MrpBatch', 'crossBorder', '/home/mrp-batch', 'bulkPayments', {
    channel: { type: CROSS_BORDER, channelType: SEND_MONEY },
  }),
  entry('Assets', 'assets', '/home/assets', 'assets'),
  entry('AssetsOrder', 'assets', '/home/assets-order', 'assetsOrder'),
  entry('AssetsPayee', 'assets', '/home/assets-payee', 'assetsPayee', {
    buttons: ['Btn:payee:add', 'Btn:payee:edit', 'Btn:payee:delete'],
  }),
  entry('AssetsVaAccount', 'assets', '/home/assets-vaAccount', 'assetsVaAccount', {
    buttons: ['Btn:va:add'],
  }),
  entry('FxIndex', 'fx', '/home/fx-index', 'fxIndex'),
  entry('FxHistory', 'fx', '/home/fx-history', 'fxHistory'),
  entry('FxConvert', 'fx', '/home/fx-convert', 'fxConvert'),
  entry('SystemUserRole', 'system', '/home/system-userRole', 'systemUserRole'),
  entry('SystemUserTeam', 'system', '/home/system-userTeam', 'systemUserTeam'),
  // The approvals queue; approving needs the button (docs/permissions.md, "Approvals").
  entry('SystemApprovals', 'system', '/home/system-approvals', 'systemApprovals', {
    buttons: ['Btn:payment:approve'],
  }),
  entry('HomeApiC2B', 'api', '/homeApi/c2b', 'apiC2b', NOT_FOR_AGENTS),
  entry('HomeApiB2C', 'api', '/homeApi/b2c', 'apiB2c', NOT_FOR_AGENTS),
  entry(
    'HomeApiSuspenseTransactionRecord',
    'api',
    '/homeApi/suspense-record',
    'apiSuspenseRecord',
    NOT_FOR_AGENTS,
  ),
  entry(
    'HomeApiSuspenseTopUp',
    'api',
    '/homeApi/suspense-recharge',
    'apiSuspenseTopUp',
    NOT_FOR_AGENTS,
  ),
  entry(
    'HomeApiSuspenseCashOut',
    'api',
    '/homeApi/suspense-cashOut',
    'apiSuspenseCashOut',
    NOT_FOR_AGENTS,
  ),
  entry(
    'HomeApiSuspenseTransfer',
    'api',
    '/homeApi/suspense-transfer',
    'apiSuspenseTransfer',
    NOT_FOR_AGENTS,
  ),
];
