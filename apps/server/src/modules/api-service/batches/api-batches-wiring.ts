import type { Kysely } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import type { TransactionBatcher } from '../../../db/transaction-batcher.ts';
import type { JobWorker } from '../../../jobs/worker.ts';
import type { OrderTransitions } from '../../orders/orders.service.ts';
import type { CurrencyMap } from '../orders/api-money.ts';
import type { ApiOrdersRepository } from '../orders/api-orders.repository.ts';
import type { ApiPayoutService } from '../orders/payout.service.ts';
import { ApiBatchesRepository } from './api-batches.repository.ts';
import { BatchCompletion, type BatchCompletedRecorder } from './batch-completion.ts';
import { ApiBatchMoney, apiBatchSubject } from './batch-approval.ts';
import {
  BatchIntakeService,
  type ApiBatchApprovals,
  type ItemNameCheck,
} from './batch-intake.service.ts';
import { BatchItemPayer } from './batch-item-payer.ts';
import { API_BATCH_CHECK_JOB, API_BATCH_ITEM_JOB, BatchJobs } from './batch-jobs.ts';
import { BatchQueryService } from './batch-query.service.ts';

/** How long the sweep of an open batch waits between looks (batch-jobs.ts). */
export const BATCH_SWEEP_MS = 60_000;

/** Merchant API batch payouts: the intake, the item and completion jobs, and the query. */
export function createApiBatches(deps: {
  db: Kysely<Database>;
  batcher: TransactionBatcher;
  worker: JobWorker;
  transitions: OrderTransitions;
  payout: ApiPayoutService;
  orders: ApiOrdersRepository;
  webhooks: BatchCompletedRecorder;
  currencies: () => Promise<CurrencyMap>;
  nameCheck: ItemNameCheck;
  /** The approvals a batch above the policy's threshold waits through (modules/approvals). */
  approvals: ApiBatchApprovals;
  clock: Clock;
}) {
  const repo = new ApiBatchesRepository(deps.db);
  const jobs = new BatchJobs(deps.clock, BATCH_SWEEP_MS);
  const { batcher, clock } = deps;
  const money = new ApiBatchMoney((trx, book, entry, actor, now) =>
    deps.transitions.post(trx, book, entry, actor, now),
  );
  const payer = new BatchItemPayer({
    repo,
    money,
    orders: deps.orders,
    payout: deps.payout,
    batcher,
    jobs,
    clock,
  });
  const completion = new BatchCompletion({ repo, jobs, batcher, webhooks: deps.webhooks, clock });
  deps.worker.on(API_BATCH_ITEM_JOB, payer.handle);
  deps.worker.on(API_BATCH_CHECK_JOB, completion.handle);
  deps.transitions.onApiOrderFinal(completion.onOrderFinal);
  return {
    intake: new BatchIntakeService({
      repo,
      approvals: deps.approvals,
      money,
      payout: deps.payout,
      nameCheck: deps.nameCheck,
      batcher,
      jobs,
      clock,
    }),
    query: new BatchQueryService({ repo, currencies: deps.currencies }),
    /** Kind `apiBatch` of the approvals, registered by the composition root. */
    approvalSubject: apiBatchSubject({ repo, money, jobs, currencies: deps.currencies }),
  };
}
