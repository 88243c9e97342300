import { isGrantablePermission, WILDCARD_PERMISSION } from './permissionNames.ts';

export const EMPTY_BUTTON_PERMISSION_MESSAGE = 'set operation permission tag value';

/**
 * True when the held names grant any of the required button names. The wildcard grants all
 * buttons but never a name no one may hold (`NON_GRANTABLE_PERMISSIONS`), and holding such a
 * name (a role saved before the rule) grants nothing either.
 * An empty requirement is a programming mistake, so it throws instead of silently hiding a button.
 */
export function hasButtonPermission(held: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) throw new Error(EMPTY_BUTTON_PERMISSION_MESSAGE);
  const grantable = required.filter(isGrantablePermission);
  if (held.includes(WILDCARD_PERMISSION)) return grantable.length > 0;
  return grantable.some((name) => held.includes(name));
}
