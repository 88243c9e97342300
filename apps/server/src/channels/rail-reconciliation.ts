import type { Kysely, Transaction } from 'kysely';
import { ORDER_KIND, OrderStatus } from '@pesa/domain';
import type { Clock } from '../clock.ts';
import { toBigInt } from '../db/bigint.ts';
import type { Database } from '../db/schema.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import {
  channelReference,
  type ChannelResultsService,
} from '../modules/orders/channel-results.service.ts';
import type { ChannelResult, StatusQuery } from './payment-channel.ts';
import type { RailMismatch, RailMismatches } from './rail-mismatches.ts';
import type { RailId } from './rails.ts';
import { waitingAtRail } from './waiting-at-rail.ts';

const DAY_MS = 86_400_000;
/** The daily run starts at 03:00 UTC (06:00 in Nairobi and Dar es Salaam), a quiet hour. */
export const RUN_AT_MS = 3 * 3_600_000;
/** An order younger than this is still in its own query chain, not the reconciliation's. */
export const RECONCILE_WINDOW_MS = 3_600_000;

/** What one rail's adapter gives its daily reconciliation. */
export interface ReconciledRail {
  /** Names the job (`<name>.reconcile`), the day's claim and the source of what it applies. */
  name: string;
  payType: number;
  /** The currencies the adapter carries, each with the console's rail of its orders. */
  rails: ReadonlyMap<number, RailId>;
  /** The rail's final answer (and its raw body), or null while it has none to give. */
  enquire(
    query: StatusQuery,
    currencyId: number,
  ): Promise<{ result: ChannelResult; raw: string } | null>;
  /**
   * What to queue with a top-up the rail says was paid after we ended it, in the transaction
   * that records the answer: the refund to the payer.
   */
  refundWhenPaidLate(
    result: ChannelResult,
    currencyId: number,
  ): ((trx: Transaction<Database>) => Promise<void>) | undefined;
}

export interface ReconcileSummary {
  asked: number;
  settled: number;
  /** Orders the rail still has no final answer for: for an operator. */
  open: string[];
  /** Final orders of the last day whose end the rail tells differently: for an operator. */
  differs: string[];
}

/**
 * The daily comparison of our orders on a rail with the rail's own answers (docs/rails.md): every
 * top-up or payout it took and has not answered after the window is enquired once more, a final
 * answer is applied (under the same key as its callback or first enquiry, so nothing moves twice),
 * and those still open are listed for an operator on the console's rails screen
 * (rail_mismatches). Every order that ended in the day before the window is enquired too: one
 * whose end the rail tells differently (paid where we failed it, failed where we paid it) is
 * listed the same way, and a top-up the rail says was paid after we failed it is refunded as on
 * a late callback.
 * One run a day: each run claims its day in channel_events and queues the next day's in the same
 * transaction, so restarts and instances never make two chains.
 */
export class RailReconciliation {
  readonly job: string;

  constructor(
    private readonly rail: ReconciledRail,
    private readonly deps: {
      db: Kysely<Database>;
      jobs: Pick<JobQueue, 'enqueue'>;
      on: (type: string, handler: (payload: unknown) => Promise<void>) => void;
      clock: Clock;
      results: ChannelResultsService;
      mismatches: RailMismatches;
      log: { warn: (obj: unknown, msg: string) => void };
    },
  ) {
    this.job = `${rail.name}.reconcile`;
    deps.on(this.job, async (payload) => {
      await this.runDay((payload as { day: string }).day);
    });
  }

  /** Queues today's run (at start); a day already claimed is skipped when its job comes. */
  schedule(): Promise<void> {
    const now = this.deps.clock.now().getTime();
    const day = new Date(now).toISOString().slice(0, 10);
    return this.deps.jobs.enqueue(this.job, { day }, { delayMs: this.until(day) });
  }

  async runDay(day: string): Promise<ReconcileSummary | null> {
    const next = new Date(Date.parse(day) + DAY_MS).toISOString().slice(0, 10);
    const claimed = await this.deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('channel_events')
        .values({
          event_key: `${this.source}:${day}`,
          source: this.source,
          body: JSON.stringify({ day }),
          create_time: this.deps.clock.now().toISOString(),
        })
        .onConflict((oc) => oc.column('event_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row)
        await this.deps.jobs.enqueue(
          this.job,
          { day: next },
          { delayMs: this.until(next), db: trx },
        );
      return row !== undefined;
    });
    return claimed ? this.reconcile() : null;
  }

  /**
   * Enquires every order waiting past the window (applying what has become final) and every one
   * that ended in the day before it; records what an operator must see.
   */
  async reconcile(): Promise<ReconcileSummary> {
    const now = this.deps.clock.now().getTime();
    const before = new Date(now - RECONCILE_WINDOW_MS).toISOString();
    const since = new Date(now - RECONCILE_WINDOW_MS - DAY_MS).toISOString();
    const ours = this.deps.db
      .selectFrom('orders')
      .select(['id', 'kind', 'status', 'amount', 'currency_id', 'third_order_no'])
      .where('pay_type', '=', this.rail.payType)
      .where('currency_id', 'in', [...this.rail.rails.keys()])
      .where('create_time', '<', before)
      .orderBy('id');
    const waiting = await ours.where(waitingAtRail).execute();
    const ended = await ours
      .where('create_time', '>=', since)
      .where('status', 'in', [OrderStatus.PASS, OrderStatus.REJECT, OrderStatus.CANCEL])
      .execute();
    const summary: ReconcileSummary = { asked: waiting.length, settled: 0, open: [], differs: [] };
    const found = new Map<RailId, RailMismatch[]>();
    const list = (currencyId: number, mismatch: RailMismatch) => {
      const rail = this.rail.rails.get(currencyId)!;
      found.set(rail, [...(found.get(rail) ?? []), mismatch]);
    };
    const enquire = async (order: (typeof waiting)[number]) => {
      try {
        return await this.rail.enquire(
          {
            reference: channelReference(order.id),
            providerReference: order.third_order_no ?? channelReference(order.id),
            kind: order.kind === ORDER_KIND.PAYMENT ? 'payout' : 'collection',
            amount: toBigInt(order.amount),
          },
          order.currency_id,
        );
      } catch (error) {
        // A refused enquiry tells nothing of how the payment ended: the order stays as it is.
        this.deps.log.warn({ err: error, orderId: order.id }, `${this.source}: enquiry refused`);
        return null;
      }
    };
    for (const order of waiting) {
      const final = await enquire(order);
      if (!final) {
        summary.open.push(channelReference(order.id));
        list(order.currency_id, {
          orderId: order.id,
          problem: 'open',
          ourStatus: order.status,
          railAnswer: null,
        });
      } else if (
        (await this.deps.results.apply(final.result, this.source, final.raw)) === 'applied'
      )
        summary.settled++;
    }
    for (const order of ended) {
      const final = await enquire(order);
      // The rail cannot tell (or never had it: refused before any call): nothing to compare.
      if (!final || final.result.success === (order.status === OrderStatus.PASS)) continue;
      summary.differs.push(channelReference(order.id));
      const { result } = final;
      list(order.currency_id, {
        orderId: order.id,
        problem: 'differs',
        ourStatus: order.status,
        railAnswer: `${result.resultCode} ${result.resultDesc}`,
      });
      // Paid after we failed it: recorded like a late callback, which refunds a top-up once.
      if (result.success && result.kind === 'collection')
        await this.deps.results.apply(
          result,
          this.source,
          final.raw,
          undefined,
          this.rail.refundWhenPaidLate(result, order.currency_id),
        );
    }
    for (const rail of new Set(this.rail.rails.values()))
      await this.deps.mismatches.record(rail, found.get(rail) ?? []);
    if (summary.open.length > 0 || summary.differs.length > 0)
      this.deps.log.warn(summary, `${this.source}: orders listed for an operator`);
    return summary;
  }

  /** The day's claim and the source of what a run applies, e.g. `airtel-reconcile`. */
  private get source() {
    return `${this.rail.name}-reconcile`;
  }

  /** Milliseconds until a day's run. */
  private until(day: string): number {
    return Math.max(0, Date.parse(day) + RUN_AT_MS - this.deps.clock.now().getTime());
  }
}
