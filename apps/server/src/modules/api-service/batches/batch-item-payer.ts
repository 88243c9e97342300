import { ErrorCode, openPayoutBody, type ApiMode } from '@pesa/contract';
import type { Transaction } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import type { TransactionBatcher } from '../../../db/transaction-batcher.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { ApiOrdersRepository } from '../orders/api-orders.repository.ts';
import type { ApiCaller } from '../orders/api-order-request.ts';
import type { ApiPayoutService } from '../orders/payout.service.ts';
import type { ApiBatchesRepository } from './api-batches.repository.ts';
import { businessError } from './batch-errors.ts';
import type { BatchJobs } from './batch-jobs.ts';

export interface BatchItemPayerDeps {
  repo: ApiBatchesRepository;
  orders: Pick<ApiOrdersRepository, 'findByMerchantOrderNo'>;
  payout: Pick<ApiPayoutService, 'payout'>;
  batcher: TransactionBatcher;
  jobs: BatchJobs;
  clock: Clock;
}

/**
 * The job of one accepted batch item: the single payout's own path, so the item is idempotent by
 * its merchantOrderNo. A new order links the item in the order's own transaction; a repeat (this
 * job ran before, on this or another instance, or a single payout of the same body came first)
 * links the order that exists. A business refusal at payment time (the B2C balance no longer
 * covers it: -1014; a later order took its number: -1107) fails the item and moves no money.
 */
export class BatchItemPayer {
  constructor(private readonly deps: BatchItemPayerDeps) {}

  readonly handle = async (payload: unknown): Promise<void> => {
    const itemId = (payload as { itemId?: unknown } | null)?.itemId;
    if (typeof itemId !== 'number') return;
    const { repo } = this.deps;
    const item = await repo.item(itemId);
    if (!item || item.status !== 'queued') return;
    const batch = (await repo.byId(item.batch_id))!;
    const caller: ApiCaller = {
      userId: batch.main_user_id,
      mode: batch.api_mode as ApiMode,
      actorId: batch.main_user_id,
    };
    const body = openPayoutBody.parse(JSON.parse(item.request!));
    let placedHere = false;
    try {
      await this.deps.payout.payout(caller, body, async (trx, orderId, now) => {
        placedHere = await repo.markPlaced(trx, item.id, orderId, now);
      });
    } catch (error) {
      // Our own order number clashing (-1059) is worth another try: the job is retried.
      if (!(error instanceof AppError) || error.code === ErrorCode.REPEATED_REQUEST) throw error;
      const reason = JSON.stringify(businessError(error));
      await this.settle(batch.id, (trx, now) => repo.markFailed(trx, item.id, reason, now));
      return;
    }
    // A new order: linked in its own transaction, and its final state will ask for a check.
    if (placedHere) return;
    const order = await this.deps.orders.findByMerchantOrderNo(
      caller.userId,
      caller.mode,
      body.merchantOrderNo,
    );
    // A repeat: the order existed already (an earlier run, or a single payout); link it.
    if (order)
      await this.settle(batch.id, (trx, now) => repo.markPlaced(trx, item.id, order.id, now));
  };

  /** Ends the item without a new order, and asks whether that completed the batch. */
  private async settle(
    batchId: number,
    change: (trx: Transaction<Database>, now: string) => Promise<boolean>,
  ) {
    const now = this.deps.clock.now().toISOString();
    await this.deps.batcher.run(async (trx) => {
      if (await change(trx, now)) await this.deps.jobs.check(trx, batchId);
    });
  }
}
