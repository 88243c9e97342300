import { hasButtonPermission } from '@pesa/domain';
import { useSessionAccess } from './sessionAccess.ts';

/**
 * True when the user holds any of the `Btn:` names (or the wildcard).
 * Throws "set operation permission tag value" for an empty list, so a mistake shows at once.
 */
export function useButtonPermission(required: readonly string[]): boolean {
  const { data } = useSessionAccess();
  return hasButtonPermission(data?.view.buttons ?? [], required);
}
