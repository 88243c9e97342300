import {
  API_PERMISSION_PREFIX,
  BUTTON_PREFIX,
  WILDCARD_PERMISSION,
  type ButtonPermission,
} from './permissionNames.ts';
import { ORDER_MAKERS_OF_SCOPE, ORDER_PAGE_OF_SCOPE, ownOrderScopes } from './orderReach.ts';
import {
  MENU_GROUP_INFO,
  PERMISSION_TABLE,
  type ChannelTypeEntry,
  type MenuGroup,
  type PermissionRouteEntry,
} from './permissionTable.ts';
import { isPermissionForUserType } from './permissionTree.ts';

/** The user-info fields that decide menus (SPEC §3, §6). */
export interface PermissionSubject {
  /** 0 = main account, greater than 0 = team member */
  parentId: number;
  /** 0 = the Domestic Service menu appears */
  pspFlag: number;
  /** 0 = the Cross-border Service menu appears */
  mrpFlag: number;
  channelTypeList: readonly ChannelTypeEntry[];
  /** SPEC §3 user type; screens for one type only (the agent's cash-in) need it. */
  userType?: number;
}

export interface MenuSection {
  group: MenuGroup;
  sort: number;
  titleKey: string;
  items: PermissionRouteEntry[];
}

export interface PermissionView {
  isMainAccount: boolean;
  /** Every permission-gated screen the user may open, in menu order (includes the API area). */
  routes: PermissionRouteEntry[];
  /** Sidebar sections of the /home area, sorted by group order; empty groups are left out. */
  menu: MenuSection[];
  /** Button permission names held (may contain the wildcard). */
  buttons: string[];
  /** Whether the header shows the link to the API service. */
  showApiLink: boolean;
  /**
   * Scopes (0 domestic, 1 cross-border) whose order page lists only the orders the user made:
   * a member who makes orders there without holding the order page (orderReach.ts).
   */
  ownOrderScopes: number[];
}

/** A main account adds, edits and deletes recipients (SPEC §2), adds VA accounts and approves. */
export const MAIN_ACCOUNT_BUTTONS: readonly ButtonPermission[] = [
  'Btn:payee:add',
  'Btn:payee:edit',
  'Btn:payee:delete',
  'Btn:va:add',
  'Btn:payment:approve',
];

const SERVICE_GROUPS: Partial<Record<MenuGroup, { flag: keyof PermissionSubject; type: number }>> =
  {
    domestic: { flag: 'pspFlag', type: 0 },
    crossBorder: { flag: 'mrpFlag', type: 1 },
  };

function mainAccountGrants(user: PermissionSubject, entry: PermissionRouteEntry): boolean {
  if (!isPermissionForUserType(entry.name, user.userType)) return false;
  const service = SERVICE_GROUPS[entry.group];
  if (!service) return true;
  if (user[service.flag] !== 0) return false;
  // Screens without a channel (the Order page) are always shown inside an enabled group.
  const channel = entry.channel;
  if (!channel) return true;
  return user.channelTypeList.some(
    (c) => c.type === channel.type && c.channelType === channel.channelType,
  );
}

function sortIntoSections(routes: PermissionRouteEntry[]): MenuSection[] {
  return MENU_GROUP_INFO.filter((g) => g.group !== 'api')
    .map((g) => ({ ...g, items: routes.filter((r) => r.group === g.group) }))
    .filter((section) => section.items.length > 0)
    .sort((a, b) => a.sort - b.sort);
}

/**
 * Builds the menus, routes and button permissions of a user.
 * Main accounts get the SPEC §6 set, shaped by pspFlag / mrpFlag / channelTypeList.
 * Team members get exactly the names from `/user/team/menus` (`memberPermissions`), nothing else.
 */
export function buildPermissionView(
  user: PermissionSubject,
  memberPermissions: readonly string[] = [],
): PermissionView {
  const isMainAccount = user.parentId === 0;
  // A member has its main account's user type: a role saved before a screen was kept from that
  // type (an agent's API service, a company's cash-in) no longer grants it.
  const held =
    isMainAccount || user.userType === undefined
      ? memberPermissions
      : memberPermissions.filter((n) => isPermissionForUserType(n, user.userType));
  // A member who makes orders in a service also gets its order page, so the way from a send or
  // top-up to its order always opens; it lists what the member may read there (orderReach.ts).
  const ownOrderPages = isMainAccount
    ? []
    : ORDER_PAGE_OF_SCOPE.filter((_, scope) =>
        ORDER_MAKERS_OF_SCOPE[scope]!.some((name) => held.includes(name)),
      );
  const granted = isMainAccount
    ? PERMISSION_TABLE.filter((entry) => mainAccountGrants(user, entry))
    : PERMISSION_TABLE.filter(
        (entry) =>
          held.includes(entry.name) || (ownOrderPages as readonly string[]).includes(entry.name),
      );
  const routes = [...granted].sort((a, b) => a.sort - b.sort);
  const buttons = isMainAccount
    ? [...MAIN_ACCOUNT_BUTTONS]
    : held.filter((n) => n.startsWith(BUTTON_PREFIX) || n === WILDCARD_PERMISSION);
  // A main account sees the link when it holds the API screens (an agent does not).
  const showApiLink = isMainAccount
    ? routes.some((r) => r.group === 'api')
    : held.some((n) => n.includes(API_PERMISSION_PREFIX));
  return {
    isMainAccount,
    routes,
    menu: sortIntoSections(routes),
    buttons,
    showApiLink,
    ownOrderScopes: isMainAccount ? [] : ownOrderScopes(held),
  };
}
