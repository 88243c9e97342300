import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { TransactionBatcher } from '../../db/transaction-batcher.ts';
import type { FundPasswordService } from '../fund-password/fund-password.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PayeesService } from '../payees/payees.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { batchSubject, type BatchApprovals } from './batch-approval.ts';
import { BatchChecker } from './batch-check.ts';

type BatchCheckerDeps = BatchChecker['deps'];
import type { BatchFinished } from './batch-finished.ts';
import { BatchMoney } from './batch-money.ts';
import { BatchProcessing } from './batch-processing.ts';
import { BatchesRepository, type BatchMovedListener } from './batches.repository.ts';
import { BatchesService } from './batches.service.ts';

/** What a file needs before the order service exists: its table, its money and its approval. */
export function batchBasics(deps: {
  db: Kysely<Database>;
  ledger: LedgerService;
  reference: ReferenceService;
  enqueue: (type: string, payload: unknown, trx: unknown) => Promise<void>;
  onMoved?: BatchMovedListener;
}) {
  const repo = new BatchesRepository(deps.db, deps.onMoved);
  const money = new BatchMoney(deps.ledger);
  return { repo, money, subject: batchSubject({ ...deps, repo, money }) };
}

/** Bulk payment files, wired from the money services (money-services.ts, the composition root). */
export function createBatches(deps: {
  basics: ReturnType<typeof batchBasics>;
  approvals: BatchApprovals;
  orders: OrdersService;
  payees: PayeesService;
  reference: ReferenceService;
  users: UsersService;
  fundPassword: FundPasswordService;
  batcher: TransactionBatcher;
  enqueue: (type: string, payload: unknown, trx: unknown) => Promise<void>;
  worker: { on(type: string, handler: (payload: unknown) => Promise<void>): void };
  nameCheck?: BatchCheckerDeps['nameCheck'];
  /** Tells the maker when the file finished (BatchFinished; its job is registered here). */
  finished: BatchFinished;
  clock: Clock;
}): BatchesService {
  const { repo, money } = deps.basics;
  const checker = new BatchChecker({
    orders: deps.orders,
    payees: deps.payees,
    reference: deps.reference,
    usualAmounts: (mainUserId) => repo.usualAmounts(mainUserId),
    nameCheck: deps.nameCheck,
  });
  new BatchProcessing({ ...deps, repo, money }).register(deps.worker);
  deps.finished.register(deps.worker);
  return new BatchesService({ ...deps, repo, checker, money });
}
