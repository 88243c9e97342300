import { BUTTON_PREFIX, type ButtonPermission } from './permissionNames.ts';
import { MENU_GROUP_INFO, PERMISSION_TABLE, type PermissionRouteEntry } from './permissionTable.ts';

/** Keys of group nodes; they are never permission names and never sent to the server. */
export const GROUP_NODE_PREFIX = 'group:';

export interface PermissionTreeNode {
  /** The permission name, or `group:<group>` for a menu group. */
  key: string;
  /** i18next key (namespace `menu`), the same the sidebar shows. */
  titleKey: string;
  children?: PermissionTreeNode[];
}

export interface PermissionCheckState {
  checked: string[];
  halfChecked: string[];
}

/** `Btn:payee:add` → `menu:button.payee.add`. */
export function buttonTitleKey(name: ButtonPermission): string {
  return `menu:button.${name.slice(BUTTON_PREFIX.length).split(':').join('.')}`;
}

const isGroupKey = (key: string) => key.startsWith(GROUP_NODE_PREFIX);

/**
 * Whether a main account of this user type holds the screen and may put it in a role: a screen
 * for one user type only (the agent's cash-in) is not offered to, nor accepted from, any other
 * type, and a screen a type is never given (the API service for agents) not to that type.
 */
export function isPermissionForUserType(name: string, userType: number | undefined): boolean {
  const route = PERMISSION_TABLE.find((entry) => entry.name === name);
  if (!route) return true;
  if (
    route.excludedUserTypes &&
    userType !== undefined &&
    route.excludedUserTypes.includes(userType)
  )
    return false;
  return !route.userTypes || (userType !== undefined && route.userTypes.includes(userType));
}

/** The permission table as a main account of this user type may hand it out to roles. */
export function permissionTableFor(userType: number | undefined): PermissionRouteEntry[] {
  return PERMISSION_TABLE.filter((entry) => isPermissionForUserType(entry.name, userType));
}

/**
 * The role editor's tree: menu groups in sidebar order, each screen in table order, and the
 * buttons of a screen below it. Groups without screens are left out.
 */
export function buildPermissionTree(
  table: readonly PermissionRouteEntry[] = PERMISSION_TABLE,
): PermissionTreeNode[] {
  return [...MENU_GROUP_INFO]
    .sort((a, b) => a.sort - b.sort)
    .map((info) => ({
      key: `${GROUP_NODE_PREFIX}${info.group}`,
      titleKey: info.titleKey,
      children: table
        .filter((route) => route.group === info.group)
        .map((route) => ({
          key: route.name,
          titleKey: route.titleKey,
          ...(route.buttons?.length
            ? { children: route.buttons.map((b) => ({ key: b, titleKey: buttonTitleKey(b) })) }
            : {}),
        })),
    }))
    .filter((group) => group.children.length > 0);
}

function flatten(nodes: readonly PermissionTreeNode[]): PermissionTreeNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

/** Every permission name in the tree, in tree order (group keys excluded). */
export function permissionNamesOf(tree: readonly PermissionTreeNode[]): string[] {
  return flatten(tree)
    .map((node) => node.key)
    .filter((key) => !isGroupKey(key));
}

function pathTo(nodes: readonly PermissionTreeNode[], key: string): PermissionTreeNode[] | null {
  for (const node of nodes) {
    if (node.key === key) return [node];
    const below = pathTo(node.children ?? [], key);
    if (below) return [node, ...below];
  }
  return null;
}

const isButtonKey = (key: string) => key.startsWith(BUTTON_PREFIX);

/** What ticking `node` adds: a group brings its screens, a screen or button only itself. */
function tickedBy(node: PermissionTreeNode): string[] {
  if (!isGroupKey(node.key)) return [node.key];
  return (node.children ?? []).map((screen) => screen.key);
}

/**
 * Ticks or unticks one node and returns the new selection (tree order, then any names the tree
 * does not know, such as a wildcard set through the API, kept as they were).
 * A role should hold only what was asked for: ticking a screen ticks that screen alone and
 * ticking a group ticks its screens, never their buttons, which are ticked one by one. Ticking a
 * button also ticks its screen, as a button is of no use without the page it lives on.
 * Unticking a node unticks everything below it.
 */
export function togglePermission(
  tree: readonly PermissionTreeNode[],
  selected: readonly string[],
  key: string,
  on: boolean,
): string[] {
  const path = pathTo(tree, key);
  const known = permissionNamesOf(tree);
  const unknown = selected.filter((name) => !known.includes(name));
  const next = new Set(selected);
  if (path) {
    const node = path[path.length - 1]!;
    if (on) {
      for (const k of tickedBy(node)) next.add(k);
      if (isButtonKey(node.key)) next.add(path[path.length - 2]!.key);
    } else {
      for (const k of flatten([node]).map((n) => n.key)) next.delete(k);
    }
  }
  return [...known.filter((name) => next.has(name)), ...unknown];
}

/**
 * What the checkboxes show for a selection. Screens and buttons are checked when held. A group
 * is checked when all its screens are held (its buttons are extras, as ticking it shows), and
 * half-checked when only some of its names are.
 */
export function permissionCheckState(
  tree: readonly PermissionTreeNode[],
  selected: readonly string[],
): PermissionCheckState {
  const held = new Set(selected);
  const state: PermissionCheckState = { checked: [], halfChecked: [] };
  for (const node of flatten(tree)) {
    if (!isGroupKey(node.key)) {
      if (held.has(node.key)) state.checked.push(node.key);
      continue;
    }
    const screens = tickedBy(node);
    if (screens.every((name) => held.has(name))) state.checked.push(node.key);
    else if (permissionNamesOf([node]).some((name) => held.has(name)))
      state.halfChecked.push(node.key);
  }
  return state;
}
