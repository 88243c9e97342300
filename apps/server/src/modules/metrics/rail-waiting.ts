import { Gauge, type Registry } from 'prom-client';
import { sql, type Kysely } from 'kysely';
import { ORDER_KIND } from '@pesa/domain';
import { waitingAtRail } from '../../channels/waiting-at-rail.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Orders a rail has taken and not yet answered (a top-up paying, a send's payout pending, each
 * with the rail's reference), per rail (pay type) and currency, read with the periodic check:
 * the orders table has no index on status, so not per scrape.
 */
export class RailWaiting {
  private readonly waiting: Gauge<'rail' | 'currency' | 'kind'>;

  constructor(
    private readonly db: Kysely<Database>,
    registry: Registry,
  ) {
    this.waiting = new Gauge({
      name: 'pesa_rail_orders_waiting',
      help: 'Orders handed to a rail and waiting for its answer, by rail (pay type), currency and kind, at the last check',
      labelNames: ['rail', 'currency', 'kind'] as const,
      registers: [registry],
    });
  }

  async run(): Promise<void> {
    const rows = await this.db
      .selectFrom('orders')
      .select((eb) => ['pay_type', 'currency_id', 'kind', eb.fn.countAll<number>().as('count')])
      .where(waitingAtRail)
      .groupBy(['pay_type', 'currency_id', 'kind'])
      .orderBy(sql`1`)
      .execute();
    // A rail that has nothing waiting any more reads 0 rather than its last count.
    this.waiting.reset();
    for (const row of rows)
      this.waiting.set(
        {
          rail: String(row.pay_type),
          currency: String(row.currency_id),
          kind: row.kind === ORDER_KIND.PAYMENT ? 'send' : 'top_up',
        },
        Number(row.count),
      );
  }
}
