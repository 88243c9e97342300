import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import { pendingJob } from '../../../jobs/job-queue.ts';
import { chunks } from './api-batches.repository.ts';

/** Pays one accepted item: `{itemId}`. */
export const API_BATCH_ITEM_JOB = 'api.batch.item';
/**
 * Looks whether a batch is complete: `{batchId, sweep?}`. Each item's final state queues one;
 * the sweep also queues itself again while the batch is open, a backstop for any item whose
 * final state came too close to its own placing to be noticed (batch-completion.ts).
 */
export const API_BATCH_CHECK_JOB = 'api.batch.check';

type Executor = Kysely<Database> | Transaction<Database>;

/** The batch's jobs, written in the caller's transaction (the outbox pattern). */
export class BatchJobs {
  constructor(
    private readonly clock: Clock,
    readonly sweepDelayMs: number,
  ) {}

  /** One job per accepted item, inserted a hundred rows per statement. */
  async payItems(trx: Executor, itemIds: number[]): Promise<void> {
    const now = this.clock.now();
    for (const part of chunks(itemIds))
      await trx
        .insertInto('jobs')
        .values(part.map((itemId) => pendingJob(API_BATCH_ITEM_JOB, { itemId }, now)))
        .execute();
  }

  /** The batch's sweep, due at once when nothing is to be paid. */
  async sweep(trx: Executor, batchId: number, now = false): Promise<void> {
    const job = pendingJob(
      API_BATCH_CHECK_JOB,
      { batchId, sweep: true },
      this.clock.now(),
      now ? 0 : this.sweepDelayMs,
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
