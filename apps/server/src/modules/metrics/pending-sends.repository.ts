import type { Kysely } from 'kysely';
import { ORDER_KIND, OrderStatus } from '@pesa/domain';
import type { Database } from '../../db/schema.ts';

/**
 * Sends still being paid out (status PENDING: held, handed or about to be handed to their rail).
 * The orders table has no index on status, so this is read by the periodic check, not per scrape.
 */
export class PendingSendsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async summary(): Promise<{ count: number; oldestCreated: string | null }> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.min<string | null>('create_time').as('oldest'),
      ])
      .where('kind', '=', ORDER_KIND.PAYMENT)
      .where('status', '=', OrderStatus.PENDING)
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), oldestCreated: row?.oldest ?? null };
  }
}
