import { ErrorCode, openPayoutBody, type ApiMode } from '@pesa/contract';
import type { Transaction } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import type { TransactionBatcher } from '../../../db/transaction-batcher.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { ApiOrdersRepository } from '../orders/api-orders.repository.ts';
import type { ApiCaller } from '../orders/api-order-request.ts';
import type { ApiPayoutService } from '../orders/payout.service.ts';
import type { ApiBatch, ApiBatchItem, ApiBatchesRepository } from './api-batches.repository.ts';
import { shareOf, type ApiBatchMoney } from './batch-approval.ts';
import { businessError } from './batch-errors.ts';
import type { BatchJobs } from './batch-jobs.ts';

export interface BatchItemPayerDeps {
  repo: ApiBatchesRepository;
  money: ApiBatchMoney;
  orders: Pick<ApiOrdersRepository, 'findByMerchantOrderNo'>;
  payout: Pick<ApiPayoutService, 'payout'>;
  batcher: TransactionBatcher;
  jobs: BatchJobs;
  clock: Clock;
}

/** The item ids of a job: `{itemIds}`, or `{itemId}` of a job queued before chunks. */
function itemIdsOf(payload: unknown): number[] {
  const { itemIds, itemId } = (payload ?? {}) as { itemIds?: unknown; itemId?: unknown };
  const ids = Array.isArray(itemIds) ? itemIds : [itemId];
  return ids.filter((id): id is number => typeof id === 'number');
}

/**
 * The job of a chunk of accepted batch items (batch-jobs.ts), paid one after another: one job's
 * lease, claim and completion for many payouts instead of one each. Each item takes the single
 * payout's own path, so it is idempotent by its merchantOrderNo. A new order links the item in
 * the order's own transaction; a repeat (this job ran before, on this or another instance, or a
 * single payout of the same body came first) links the order that exists. A business refusal at
 * payment time (the B2C balance no longer covers it: -1014; a later order took its number:
 * -1107) fails the item and moves no money. Any other error leaves that item queued, lets the
 * chunk's other items go ahead, and fails the job once they are done, so its retry pays only
 * what is still queued.
 */
export class BatchItemPayer {
  constructor(private readonly deps: BatchItemPayerDeps) {}

  readonly handle = async (payload: unknown): Promise<void> => {
    const items = await this.deps.repo.queuedItems(itemIdsOf(payload));
    if (items.length === 0) return;
    // A chunk's items are of one batch, and the batch row never changes what an item needs.
    const batch = (await this.deps.repo.byId(items[0]!.batch_id))!;
    let retry: unknown;
    for (const item of items) {
      try {
        await this.pay(batch, item);
      } catch (error) {
        retry ??= error;
      }
    }
    if (retry !== undefined) throw retry;
  };

  private async pay(batch: ApiBatch, item: ApiBatchItem): Promise<void> {
    const { repo } = this.deps;
    const caller: ApiCaller = {
      userId: batch.main_user_id,
      mode: batch.api_mode as ApiMode,
      actorId: batch.main_user_id,
    };
    const body = openPayoutBody.parse(JSON.parse(item.request!));
    let placedHere = false;
    // An item of a batch held for approval moves its share from the batch's hold to its order's.
    const share = shareOf(item);
    const handBack = share
      ? (trx: Transaction<Database>, reference: string, now: string) =>
          this.deps.money.release(trx, batch, [share], reference, now)
      : undefined;
    try {
      await this.deps.payout.payout(
        caller,
        body,
        async (trx, orderId, now) => {
          placedHere = await repo.markPlaced(trx, item.id, orderId, now);
          // Someone else ended the item (and handed its share back): undo this order's share.
          if (!placedHere && handBack) throw new AppError(ErrorCode.REPEATED_REQUEST);
        },
        handBack,
      );
    } catch (error) {
      // Our own order number clashing (-1059) is worth another try: the job is retried.
      if (!(error instanceof AppError) || error.code === ErrorCode.REPEATED_REQUEST) throw error;
      const reason = JSON.stringify(businessError(error));
      await this.settle(batch, item, (trx, now) => repo.markFailed(trx, item.id, reason, now));
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
      await this.settle(batch, item, (trx, now) => repo.markPlaced(trx, item.id, order.id, now));
  }

  /**
   * Ends the item without a new order (its share of a held batch handed back), and asks whether
   * that completed the batch.
   */
  private async settle(
    batch: ApiBatch,
    item: ApiBatchItem,
    change: (trx: Transaction<Database>, now: string) => Promise<boolean>,
  ) {
    const now = this.deps.clock.now().toISOString();
    const share = shareOf(item);
    await this.deps.batcher.run(async (trx) => {
      if (!(await change(trx, now))) return;
      const reference = `${batch.batch_sn}-${item.item_index}`;
      if (share) await this.deps.money.release(trx, batch, [share], reference, now);
      await this.deps.jobs.check(trx, batch.id);
    });
  }
}
