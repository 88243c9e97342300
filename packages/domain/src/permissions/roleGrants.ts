import { isButtonPermission, WILDCARD_PERMISSION } from './permissionNames.ts';
import { PERMISSION_TABLE } from './permissionTable.ts';

/**
 * Role and team administration: the screens of the System group (`/home/system-userRole`,
 * `/home/system-userTeam`) and their buttons. Only the main account gives them, so a member who
 * manages roles can never make a second administrator, nor one with more reach than itself.
 */
export const ADMINISTRATION_PERMISSIONS: readonly string[] = PERMISSION_TABLE.filter(
  (entry) => entry.group === 'system',
).flatMap((entry) => [entry.name, ...(entry.buttons ?? [])]);

/** Who is giving names: to a role (add, edit, delete) or, through a role, to a team member. */
export interface Grantor {
  isMainAccount: boolean;
  /** The names the grantor holds, as every server check reads them. */
  held: readonly string[];
  /** A member's own role; a member never changes the role that decides its own reach. */
  roleId: number | null;
}

/** Why a name may not be given: role administration, or a name the member does not hold. */
export type GrantRefusal = 'administration' | 'notHeld';

/** Held as every call's check reads it: listed, or a button covered by the wildcard. */
function holds(held: readonly string[], name: string): boolean {
  return held.includes(name) || (isButtonPermission(name) && held.includes(WILDCARD_PERMISSION));
}

/**
 * The names of `names` the grantor may not give, each with its reason. The main account gives
 * any name its account may hold (the user-type and never-grantable rules are checked apart); a
 * member gives only names it holds itself, and never role or team administration.
 */
export function refusedGrants(
  grantor: Grantor,
  names: readonly string[],
): Array<{ name: string; reason: GrantRefusal }> {
  if (grantor.isMainAccount) return [];
  return [...new Set(names)].flatMap((name): Array<{ name: string; reason: GrantRefusal }> => {
    if (ADMINISTRATION_PERMISSIONS.includes(name)) return [{ name, reason: 'administration' }];
    return holds(grantor.held, name) ? [] : [{ name, reason: 'notHeld' }];
  });
}

/** Whether the grantor may give every one of `names` (to a role, or a role to a member). */
export function mayGrantAll(grantor: Grantor, names: readonly string[]): boolean {
  return refusedGrants(grantor, names).length === 0;
}

/** Why a grantor may not edit or delete a role: its own role, or one beyond its reach. */
export type RoleChangeRefusal = 'ownRole' | 'beyondReach';

/**
 * Whether the grantor may edit or delete `role` (with the names it holds now). A member never
 * touches its own role (it would widen its own reach), nor a role holding a name it could not
 * give: changing or deleting such a role would take rights from people with more reach than
 * itself, and keeping it while renaming it would pass those rights off as its own.
 */
export function roleChangeRefusal(
  grantor: Grantor,
  role: { id: number; names: readonly string[] },
): RoleChangeRefusal | null {
  if (grantor.isMainAccount) return null;
  if (grantor.roleId === role.id) return 'ownRole';
  return mayGrantAll(grantor, role.names) ? null : 'beyondReach';
}
