import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { paginate } from '../db/paginate.ts';
import { CHANNEL_REFERENCE_PREFIX } from '../modules/orders/channel-results.service.ts';
import { STATUS_QUERY_ATTEMPTS, STATUS_QUERY_JOB } from './channel-jobs.ts';

/** channel_events source of the rows that count a payout's status queries. */
export const PAYOUT_QUERY_SOURCE = 'payout-status-query';

/**
 * What comes before and after the order id in the key of a payout's query number `attempt`
 * (`status-query:PB<id>:<attempt>`, the id as in the order's rail reference). The one place the
 * format lives: queryKey() joins it in JavaScript, stalledPage() in SQL.
 */
function queryKeyAround(attempt: number): [before: string, after: string] {
  return [`status-query:${CHANNEL_REFERENCE_PREFIX}`, `:${attempt}`];
}

function queryKey(orderId: number, attempt: number): string {
  const [before, after] = queryKeyAround(attempt);
  return `${before}${orderId}${after}`;
}

/**
 * The status queries of payouts whose rail answers them on a callback. Query number n of a payout
 * is a unique row in channel_events, claimed before the rail is asked. Two chains of query jobs
 * (one started when the payout was submitted, one by a queue timeout) therefore share one count:
 * whichever job claims a number first makes that query and queues the next, and the other stops.
 * After STATUS_QUERY_ATTEMPTS queries, one last job only reports a payout still waiting.
 */
export class PayoutStatusQueries {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      jobs: Pick<JobQueue, 'enqueue'>;
      clock: Clock;
      delayMs: number;
    },
  ) {}

  /** Queues query number `attempt` after the delay. */
  later(orderId: number, attempt: number): Promise<void> {
    return this.deps.jobs.enqueue(
      STATUS_QUERY_JOB,
      { orderId, attempt },
      { delayMs: this.deps.delayMs },
    );
  }

  /**
   * Claims query number `attempt` and, in the same transaction, queues the next one (or the final
   * check), so a crash cannot end the chain. False when another job has claimed it.
   */
  async claim(orderId: number, attempt: number): Promise<boolean> {
    const { db, jobs, clock, delayMs } = this.deps;
    return db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('channel_events')
        .values({
          event_key: queryKey(orderId, attempt),
          source: PAYOUT_QUERY_SOURCE,
          body: JSON.stringify({ orderId, attempt }),
          create_time: clock.now().toISOString(),
        })
        .onConflict((oc) => oc.column('event_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return false;
      if (attempt <= STATUS_QUERY_ATTEMPTS)
        await jobs.enqueue(
          STATUS_QUERY_JOB,
          { orderId, attempt: attempt + 1 },
          { delayMs, db: trx },
        );
      return true;
    });
  }

  /** Gives a claim back when the question never reached the rail, so the retried job asks it. */
  async release(orderId: number, attempt: number): Promise<void> {
    await this.deps.db
      .deleteFrom('channel_events')
      .where('event_key', '=', queryKey(orderId, attempt))
      .execute();
  }

  /** How many queries were claimed, up to STATUS_QUERY_ATTEMPTS. */
  async made(orderId: number): Promise<number> {
    const keys = Array.from({ length: STATUS_QUERY_ATTEMPTS }, (_, i) => queryKey(orderId, i + 1));
    const rows = await this.deps.db
      .selectFrom('channel_events')
      .select('event_key')
      .where('event_key', 'in', keys)
      .execute();
    return rows.length;
  }

  /**
   * After the rail reports a queue timeout: the next query after the delay, within the same
   * count. False when every query has been made already.
   */
  async afterTimeout(orderId: number): Promise<boolean> {
    const made = await this.made(orderId);
    if (made >= STATUS_QUERY_ATTEMPTS) return false;
    await this.later(orderId, made + 1);
    return true;
  }

  /** Whether the last check of a payout's chain has run (it is then waiting for an operator). */
  async lastCheckMade(orderId: number): Promise<boolean> {
    const row = await this.deps.db
      .selectFrom('channel_events')
      .select('id')
      .where('event_key', '=', queryKey(orderId, STATUS_QUERY_ATTEMPTS + 1))
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Payouts still pending after every query: the last job of their chain (number
   * STATUS_QUERY_ATTEMPTS + 1) has claimed its row and found nothing final. Newest first, with
   * when that last check ran.
   */
  stalledPage(pageNum: number, pageSize: number) {
    const [before, after] = queryKeyAround(STATUS_QUERY_ATTEMPTS + 1);
    const lastCheckKey = sql<string>`cast(${before} as text) || cast(o.id as text) || cast(${after} as text)`;
    const query = this.deps.db
      .selectFrom('orders as o')
      .innerJoin('channel_events as e', (join) => join.on('e.event_key', '=', lastCheckKey))
      .innerJoin('currencies as c', 'c.currency_id', 'o.currency_id')
      .where('o.kind', '=', 0)
      .where('o.status', '=', 0);
    return paginate(query, { pageNum, pageSize }, (q) =>
      q
        .select([
          'o.sn',
          'o.amount',
          'o.pay_type',
          'o.third_order_no',
          'o.create_time',
          'c.code as currency_code',
          'c.decimals',
          'e.create_time as last_check_time',
        ])
        .orderBy('o.id', 'desc'),
    );
  }
}
