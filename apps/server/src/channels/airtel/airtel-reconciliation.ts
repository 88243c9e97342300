import { ORDER_KIND, OrderStatus } from '@pesa/domain';
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
import type { RailMismatch, RailMismatches } from '../rail-mismatches.ts';
import type { RailId } from '../rails.ts';
import { refundWhenPaidLate } from './airtel-callbacks.ts';

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
  /** Final orders of the last day whose end Airtel tells differently: for an operator. */
  differs: string[];
}

const TZS = 834;
/** The console's rail of an Airtel order, by its currency. */
const railOf = (currencyId: number): RailId =>
  currencyId === TZS ? 'airtel-tanzania' : 'airtel-kenya';

/**
 * The daily comparison of our Airtel orders with Airtel's own answers: every top-up or payout it
 * took and has not answered after the window is enquired once more, a final answer is applied
 * (under the same key as its callback or first enquiry, so nothing moves twice), and those still
 * open are listed for an operator on the console's rails screen (rail_mismatches). Every order that
 * ended in the day before the window is enquired too: one whose end Airtel tells differently (paid
 * where we failed it, failed where we paid it) is listed the same way, and a top-up Airtel says
 * was paid after we failed it is refunded as on a late callback.
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
      mismatches: RailMismatches;
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

  /**
   * Enquires every Airtel order waiting past the window (applying what has become final) and every
   * one that ended in the day before it; records what an operator must see.
   */
  async reconcile(): Promise<ReconcileSummary> {
    const now = this.deps.clock.now().getTime();
    const before = new Date(now - RECONCILE_WINDOW_MS).toISOString();
    const since = new Date(now - RECONCILE_WINDOW_MS - DAY_MS).toISOString();
    const currencies = [...this.deps.channels.keys()];
    const columns = ['id', 'kind', 'status', 'amount', 'currency_id', 'third_order_no'] as const;
    const waiting = await this.deps.db
      .selectFrom('orders')
      .select(columns)
      .where('pay_type', '=', AIRTEL_PAY_TYPE)
      .where('currency_id', 'in', currencies)
      .where('create_time', '<', before)
      .where(waitingAtRail)
      .orderBy('id')
      .execute();
    const ended = await this.deps.db
      .selectFrom('orders')
      .select(columns)
      .where('pay_type', '=', AIRTEL_PAY_TYPE)
      .where('currency_id', 'in', currencies)
      .where('create_time', '<', before)
      .where('create_time', '>=', since)
      .where('status', 'in', [OrderStatus.PASS, OrderStatus.REJECT, OrderStatus.CANCEL])
      .orderBy('id')
      .execute();
    const summary: ReconcileSummary = { asked: waiting.length, settled: 0, open: [], differs: [] };
    const found = new Map<RailId, RailMismatch[]>();
    const list = (currencyId: number, mismatch: RailMismatch) => {
      const rail = railOf(currencyId);
      found.set(rail, [...(found.get(rail) ?? []), mismatch]);
    };
    const enquire = (order: (typeof waiting)[number]) =>
      this.deps.channels.get(order.currency_id)!.enquireFinal({
        reference: channelReference(order.id),
        providerReference: order.third_order_no ?? channelReference(order.id),
        kind: order.kind === ORDER_KIND.PAYMENT ? 'payout' : 'collection',
        amount: toBigInt(order.amount),
      });
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
        (await this.deps.results.apply(final.result, 'airtel-reconcile', final.raw)) === 'applied'
      )
        summary.settled++;
    }
    for (const order of ended) {
      const final = await enquire(order);
      // Airtel cannot tell (or never had it: refused before any call): nothing to compare.
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
          'airtel-reconcile',
          final.raw,
          undefined,
          refundWhenPaidLate(this.deps.jobs, order.currency_id, result),
        );
    }
    for (const rail of ['airtel-kenya', 'airtel-tanzania'] as const)
      await this.deps.mismatches.record(rail, found.get(rail) ?? []);
    if (summary.open.length > 0 || summary.differs.length > 0)
      this.deps.log.warn(summary, 'airtel reconciliation: orders listed for an operator');
    return summary;
  }

  /** Milliseconds until a day's run. */
  private until(day: string): number {
    return Math.max(0, Date.parse(day) + RUN_AT_MS - this.deps.clock.now().getTime());
  }
}
