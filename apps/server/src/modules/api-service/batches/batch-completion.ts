import type { Transaction } from 'kysely';
import type { ApiMode, OpenBatchSummary } from '@pesa/contract';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import type { TransactionBatcher } from '../../../db/transaction-batcher.ts';
import type { FinalStatusListener } from '../../orders/orders.service.ts';
import type { ApiBatch, ApiBatchesRepository } from './api-batches.repository.ts';
import type { BatchJobs } from './batch-jobs.ts';

/** What completion needs of the webhooks: recording `batch.completed` in its transaction. */
export interface BatchCompletedRecorder {
  recordBatchCompleted(
    trx: Transaction<Database>,
    merchant: { userId: number; mode: ApiMode },
    data: OpenBatchSummary,
    now: string,
  ): Promise<void>;
}

export interface BatchCompletionDeps {
  repo: ApiBatchesRepository;
  jobs: BatchJobs;
  batcher: TransactionBatcher;
  webhooks: BatchCompletedRecorder;
  clock: Clock;
}

/** The batch's summary, as batch/query and `batch.completed` show it. */
export async function batchSummary(
  repo: ApiBatchesRepository,
  batch: ApiBatch,
  db?: Transaction<Database>,
): Promise<OpenBatchSummary> {
  return {
    batchSn: batch.batch_sn,
    merchantBatchNo: batch.merchant_batch_no,
    itemCount: batch.item_count,
    accepted: batch.accepted_count,
    createTime: batch.create_time,
    completedTime: batch.completed_time,
    counts: await repo.counts(batch.id, db),
  };
}

/**
 * When a batch is complete: every accepted item failed before becoming an order or has an order
 * in a final state. Checked by a job, queued in the transaction of each item's end (the order's
 * final status, through the orders' final-status listener, or the item's failure), so the check
 * always runs after that end is committed and sees it. The batch is marked complete by a
 * conditional update and `batch.completed` is recorded in that transaction: once, however many
 * checks run at once or on how many instances.
 */
export class BatchCompletion {
  constructor(private readonly deps: BatchCompletionDeps) {}

  /** Orders' final-status listener: a batch item's order asks for a check of its batch. */
  readonly onOrderFinal: FinalStatusListener = async (trx, order) => {
    if (order.api_kind !== 'payout' || !order.api_mode) return;
    const batchId = await this.deps.repo.batchOfOrder(trx, order.id);
    if (batchId !== undefined) await this.deps.jobs.check(trx, batchId);
  };

  readonly handle = async (payload: unknown): Promise<void> => {
    const { batchId, sweepMs } = (payload ?? {}) as { batchId?: unknown; sweepMs?: unknown };
    if (typeof batchId !== 'number') return;
    const { repo, clock } = this.deps;
    const batch = await repo.byId(batchId);
    if (!batch || batch.completed_time) return;
    // The first open item ends the look: cheaper than counting, and most looks find one.
    if (await repo.hasOpen(batchId)) {
      if (typeof sweepMs === 'number')
        await this.deps.batcher.run((trx) => this.deps.jobs.sweep(trx, batchId, sweepMs));
      return;
    }
    const now = clock.now().toISOString();
    await this.deps.batcher.run(async (trx) => {
      if (!(await repo.markCompleted(trx, batchId, now))) return;
      const data = await batchSummary(repo, { ...batch, completed_time: now }, trx);
      await this.deps.webhooks.recordBatchCompleted(
        trx,
        { userId: batch.main_user_id, mode: batch.api_mode as ApiMode },
        data,
        now,
      );
    });
  };
}
