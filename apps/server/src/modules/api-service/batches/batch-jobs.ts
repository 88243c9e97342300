import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import { pendingJob } from '../../../jobs/job-queue.ts';
import { chunks } from './api-batches.repository.ts';

/** Pays a chunk of accepted items, one after another: `{itemIds}` (batch-item-payer.ts). */
export const API_BATCH_ITEM_JOB = 'api.batch.item';
/**
 * Items per job. A job per item cost a claim, a lease and a completion per payout, as much as
 * the payout's own writes; twenty per job makes a 1,000-item batch fifty jobs, one round of the
 * worker's claim (50), so the chunks still run side by side.
 */
export const ITEMS_PER_JOB = 20;
/**
 * Looks whether a batch is complete: `{batchId, sweepMs?}`. Each item's end queues one; the
 * sweep (`sweepMs` set) also queues itself again while the batch is open, each time twice as
 * late up to an hour, a backstop for an item whose end came too close to its own linking to be
 * noticed (batch-completion.ts). Backing off keeps a batch whose order waits for days (a rail
 * that never answers) from queueing a job a minute all that time.
 */
export const API_BATCH_CHECK_JOB = 'api.batch.check';

type Executor = Kysely<Database> | Transaction<Database>;

/** The longest wait between two sweeps of an open batch. */
const MAX_SWEEP_MS = 3_600_000;

/** The batch's jobs, written in the caller's transaction (the outbox pattern). */
export class BatchJobs {
  constructor(
    private readonly clock: Clock,
    readonly sweepDelayMs: number,
  ) {}

  /** One job per chunk of accepted items, inserted a hundred rows per statement. */
  async payItems(trx: Executor, itemIds: number[]): Promise<void> {
    const now = this.clock.now();
    const jobs = chunks(itemIds, ITEMS_PER_JOB).map((ids) =>
      pendingJob(API_BATCH_ITEM_JOB, { itemIds: ids }, now),
    );
    for (const part of chunks(jobs)) await trx.insertInto('jobs').values(part).execute();
  }

  /**
   * The batch's first sweep (due at once when nothing is to be paid), or the next one after a
   * sweep of `afterMs` found the batch open.
   */
  async sweep(trx: Executor, batchId: number, at: 'now' | 'first' | number): Promise<void> {
    const delayMs =
      at === 'now'
        ? 0
        : at === 'first'
          ? this.sweepDelayMs
          : Math.min(Math.max(at, this.sweepDelayMs) * 2, MAX_SWEEP_MS);
    const job = pendingJob(
      API_BATCH_CHECK_JOB,
      { batchId, sweepMs: Math.max(delayMs, this.sweepDelayMs) },
      this.clock.now(),
      delayMs,
    );
    await trx.insertInto('jobs').values(job).execute();
  }

  /** A look at the batch as soon as the worker gets to it. */
  async check(trx: Executor, batchId: number): Promise<void> {
    await trx
      .insertInto('jobs')
      .values(pendingJob(API_BATCH_CHECK_JOB, { batchId }, this.clock.now()))
      .execute();
  }
}
