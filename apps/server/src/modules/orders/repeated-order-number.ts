import { ErrorCode } from '@pesa/contract';
import { answerRepeatedOrderNumber } from '@pesa/domain';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';

/**
 * What a create call answers when its order number is already taken (the insert's unique
 * violation, so the repeat moved nothing): -1059 within 5 minutes of the first use, the original
 * order after that (packages/domain, answerRepeatedOrderNumber).
 */
export async function originalOrder(
  deps: { repo: OrdersRepository; clock: Clock },
  auth: AuthContext,
  sn: string,
  kind: number,
): Promise<OrderRow> {
  const original = await deps.repo.findBySn(auth.mainUserId, sn);
  const answer = answerRepeatedOrderNumber(
    original && { createTime: original.create_time, kind: original.kind },
    { kind, now: deps.clock.now() },
  );
  if (!original || answer === 'repeatedRequest') throw new AppError(ErrorCode.REPEATED_REQUEST);
  return original;
}
