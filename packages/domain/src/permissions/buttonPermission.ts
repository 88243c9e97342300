import { WILDCARD_PERMISSION } from './permissionNames.ts';

export const EMPTY_BUTTON_PERMISSION_MESSAGE = 'set operation permission tag value';

/**
 * True when the held names grant any of the required button names; the wildcard grants every
 * button. An empty requirement is a programming mistake, so it throws instead of silently hiding
 * a button.
 */
export function hasButtonPermission(held: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) throw new Error(EMPTY_BUTTON_PERMISSION_MESSAGE);
  if (held.includes(WILDCARD_PERMISSION)) return true;
  return required.some((name) => held.includes(name));
}
