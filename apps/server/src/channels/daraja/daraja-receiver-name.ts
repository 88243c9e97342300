import { gradeName } from '@pesa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderRow } from '../../modules/orders/orders.repository.ts';

/**
 * M-Pesa Kenya has no look-up before paying, but its B2C result names the receiver
 * (ReceiverPartyPublicName): that name is graded against the payee's on the order, for the
 * customer to see afterwards (docs/name-check.md). The registered name is kept only for
 * CLOSE_MATCH, as everywhere. Written after the result is applied: it moves no money, and a
 * repeat of the callback is a duplicate that never comes here.
 */
export async function recordReceiverName(
  db: Kysely<Database>,
  order: OrderRow,
  receiverName: string,
): Promise<void> {
  const payee = order.payee_snapshot
    ? (JSON.parse(order.payee_snapshot) as { name?: string }).name
    : undefined;
  if (!payee) return;
  const grade = gradeName(payee, receiverName);
  await db
    .updateTable('orders')
    .set({ name_check: grade, name_check_name: grade === 'CLOSE_MATCH' ? receiverName : null })
    .where('id', '=', order.id)
    .execute();
}
