import { ORDER_KIND } from '@pesa/domain';
import { waitingAtRail } from '../waiting-at-rail.ts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import {
  channelReference,
  type ChannelResultsService,
} from '../../modules/orders/channel-results.service.ts';
import { toBigInt } from '../../db/bigint.ts';
import { AIRTEL_PAY_TYPE, type AirtelChannel } from './airtel-channel.ts';

export const AIRTEL_RECONCILE_JOB = 'airtel.reconcile';
const DAY_MS = 86_400_000;
/** The daily run starts at 03:00 UTC (06:00 in Nairobi and Dar es Salaam), a quiet hour. */
const RUN_AT_MS = 3 * 3_600_000;
/** An order younger than this is still in its own query chain, not the reconciliation's. */
export const RECONCILE_WINDOW_MS = 3_600_000;

export interface ReconcileSummary {
  asked: number;
  settled: number;
  /** Orders Airtel still has no final answer for: for an operator. */
  open: string[];
}

/**
 * The daily comparison of our Airtel orders with Airtel's own answers: every top-up or payout it
 * took and has not answered after the window is enquired once more, a final answer is applied
 * (under the same key as its callback or first enquiry, so nothing moves twice), and those still
 * open are logged for an operator (a payout among them is also on the console's stalled list).
 * One run a day: each run claims its day in channel_events and queues the next day's in the same
 * transaction, so restarts and instances never make two chains.
 */
export class AirtelReconciliation {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      jobs: Pick<JobQueue, 'enqueue'>;
      on: (type: string, handler: (payload: unknown) => Promise<void>) => void;
      clock: Clock;
      channels: ReadonlyMap<number, AirtelChannel>;
      results: ChannelResultsService;
      log: { warn: (obj: unknown, msg: string) => void };
    },
  ) {
    deps.on(AIRTEL_RECONCILE_JOB, async (payload) => {
      await this.runDay((payload as { day: string }).day);
    });
  }

  /** Queues today's run (at start); a day already claimed is skipped when its job comes. */
  schedule(): Promise<void> {
    const now = this.deps.clock.now().getTime();
    const day = new Date(now).toISOString().slice(0, 10);
    return this.deps.jobs.enqueue(AIRTEL_RECONCILE_JOB, { day }, { delayMs: this.until(day) });
  }

  async runDay(day: string): Promise<ReconcileSummary | null> {
    const next = new Date(Date.parse(day) + DAY_MS).toISOString().slice(0, 10);
    const claimed = await this.deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('channel_events')
        .values({
          event_key: `airtel-reconcile:${day}`,
          source: 'airtel-reconcile',
          body: JSON.stringify({ day }),
          create_time: this.deps.clock.now().toISOString(),
        })
        .onConflict((oc) => oc.column('event_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row)
        await this.deps.jobs.enqueue(
          AIRTEL_RECONCILE_JOB,
          { day: next },
          { delayMs: this.until(next), db: trx },
        );
      return row !== undefined;
    });
    return claimed ? this.reconcile() : null;
  }

  /** Enquires every Airtel order waiting past the window; applies what has become final. */
  async reconcile(): Promise<ReconcileSummary> {
    const before = new Date(this.deps.clock.now().getTime() - RECONCILE_WINDOW_MS).toISOString();
    const waiting = await this.deps.db
      .selectFrom('orders')
      .select(['id', 'kind', 'amount', 'currency_id', 'third_order_no'])
      .where('pay_type', '=', AIRTEL_PAY_TYPE)
      .where('currency_id', 'in', [...this.deps.channels.keys()])
      .where('create_time', '<', before)
      .where(waitingAtRail)
      .orderBy('id')
      .execute();
    const summary: ReconcileSummary = { asked: waiting.length, settled: 0, open: [] };
    for (const order of waiting) {
      const channel = this.deps.channels.get(order.currency_id)!;
      const query = {
        reference: channelReference(order.id),
        providerReference: order.third_order_no!,
        kind: order.kind === ORDER_KIND.PAYMENT ? ('payout' as const) : ('collection' as const),
        amount: toBigInt(order.amount),
      };
      const final = await channel.enquireFinal(query);
      if (!final) summary.open.push(query.reference);
      else if (
        (await this.deps.results.apply(final.result, 'airtel-reconcile', final.raw)) === 'applied'
      )
        summary.settled++;
    }
    if (summary.asked > 0)
      this.deps.log.warn(summary, 'airtel reconciliation: orders waiting past their window');
    return summary;
  }

  /** Milliseconds until a day's run. */
  private until(day: string): number {
    return Math.max(0, Date.parse(day) + RUN_AT_MS - this.deps.clock.now().getTime());
  }
}
