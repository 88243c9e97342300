import { ErrorCode } from '@pesa/contract';
import {
  isPermissionForUserType,
  refusedGrants,
  roleChangeRefusal,
  type Grantor,
} from '@pesa/domain';
import { AppError } from '../../plugins/app-error.ts';

/**
 * The server side of "Who may change roles" (docs/permissions.md): a member who manages roles or
 * members acts only within its own reach (`packages/domain` roleGrants.ts decides it).
 */

/** A stored role's names as they take effect: none of another user type. */
export function effectiveNames(menus: string, userType: number): string[] {
  return (JSON.parse(menus) as string[]).filter((name) => isPermissionForUserType(name, userType));
}

/** Refuses (-1008 on `menus`) a role listing a name the grantor may not give. */
export function requireGrants(grantor: Grantor, menus: readonly string[]): void {
  const refused = refusedGrants(grantor, menus);
  if (refused.length === 0) return;
  const administration = refused.some((r) => r.reason === 'administration');
  throw new AppError(ErrorCode.PARAMETER_ERROR, {
    fields: [
      { field: 'menus', key: administration ? 'permissionAdministration' : 'permissionNotHeld' },
    ],
  });
}

/** Refuses a member's edit or delete of its own role (-1010) or of one beyond its reach (1000). */
export function requireRoleChange(grantor: Grantor, role: { id: number; names: string[] }): void {
  const refusal = roleChangeRefusal(grantor, role);
  if (refusal === 'ownRole')
    throw new AppError(ErrorCode.CANNOT_BE_SELF, { messageKey: 'ownRole' });
  if (refusal === 'beyondReach')
    throw new AppError(ErrorCode.NO_PERMISSION, { messageKey: 'roleBeyondReach' });
}

/** Refuses (-1008 on `roleId`) giving a member a role the grantor could not have made. */
export function requireAssignable(grantor: Grantor, roleNames: readonly string[]): void {
  if (refusedGrants(grantor, roleNames).length > 0)
    throw new AppError(ErrorCode.PARAMETER_ERROR, {
      fields: [{ field: 'roleId', key: 'roleNotGrantable' }],
    });
}

/**
 * Refuses (1000) a member's edit, password reset or delete of a member whose role it could not
 * give: resetting that member's password would let it sign in with that member's rights.
 */
export function requireMemberInReach(grantor: Grantor, roleNames: readonly string[]): void {
  if (refusedGrants(grantor, roleNames).length > 0)
    throw new AppError(ErrorCode.NO_PERMISSION, { messageKey: 'memberBeyondReach' });
}
