import type { OperatorRole } from '@pesa/domain';
import { OPERATOR_CALL_ACCESS, decideOperatorAccess } from '@pesa/domain';
import { useOpsSession } from '../useOpsSession.ts';

/**
 * Whether the signed-in operator may make a call, by the same access map the server enforces;
 * screens hide what would be refused (the server refuses it anyway).
 */
export function useMayCall(path: string): boolean {
  const me = useOpsSession().data;
  if (!me) return false;
  return (
    decideOperatorAccess(OPERATOR_CALL_ACCESS[path], {
      stage: me.stage,
      role: me.role as OperatorRole,
    }) === 'allowed'
  );
}
