import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BatchesRepository } from './batches.repository.ts';
import { shownStatus } from './batch-views.ts';

/** The job that tells a file's maker it finished, once its last row has ended. */
export const BATCH_FINISHED_JOB = 'batch.finished';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A bulk file finished as a whole (docs/notifications.md). Each row's end queues a check in the
 * transaction that ends it; the check runs after that commit, so the row that commits last is
 * always followed by a check that sees every row ended (two rows ending at once on PostgreSQL
 * would each miss the other inside their transactions). The event key makes it one notice.
 */
export class BatchFinished {
  constructor(
    private readonly deps: {
      repo: BatchesRepository;
      enqueue: (type: string, payload: unknown, trx: unknown) => Promise<void>;
      notify: (event: {
        key: string;
        userId: number;
        type: 'batch.finished';
        params: { sn: string; paid: number; failed: number };
      }) => Promise<void>;
    },
  ) {}

  register(worker: { on(type: string, handler: (payload: unknown) => Promise<void>): void }) {
    worker.on(BATCH_FINISHED_JOB, (payload) =>
      this.check((payload as { batchId: number }).batchId),
    );
  }

  /** OrderTransitions.onFinal: a send that is a file's row ended. */
  async orderEnded(trx: Transaction<Database>, order: { sn: string }) {
    // Only a row's send is numbered `<batch no>-<row>`: other orders skip the lookup.
    if (!/-\d+$/.test(order.sn)) return;
    const batchId = await this.deps.repo.batchOfOrder(trx, order.sn);
    if (batchId !== undefined) await this.rowEnded(trx, batchId);
  }

  /** A row ended without a send (refused when its turn came), or its send ended. */
  rowEnded(trx: Executor, batchId: number) {
    return this.deps.enqueue(BATCH_FINISHED_JOB, { batchId }, trx);
  }

  async check(batchId: number): Promise<void> {
    const batch = await this.deps.repo.findById(batchId);
    if (!batch) return;
    const counts = await this.deps.repo.counts(batch);
    if (shownStatus(batch, counts) !== 'done') return;
    await this.deps.notify({
      key: `batch:${batch.id}:done`,
      userId: batch.user_id,
      type: 'batch.finished',
      params: {
        sn: batch.batch_no,
        paid: counts.get('paid') ?? 0,
        failed: counts.get('failed') ?? 0,
      },
    });
  }
}
