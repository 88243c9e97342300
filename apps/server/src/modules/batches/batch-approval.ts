import { ErrorCode } from '@pesa/contract';
import { ApprovalStatus } from '@pesa/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { BatchMoney } from './batch-money.ts';
import { walletTotals } from './batch-views.ts';
import type { BatchesRepository, BatchRow } from './batches.repository.ts';

export const BATCH_ROW_JOB = 'batch.row';

/** The part of the approvals (modules/approvals) a file waits through. */
export interface BatchApprovals {
  /** How many approvals a payment of this amount needs under the account's policy (0: none). */
  required(mainUserId: number, currencyId: number, amountMinor: bigint): Promise<number>;
  open(
    trx: Transaction<Database>,
    subject: { mainUserId: number; id: string; makerUserId: number },
    required: number,
    now: string,
  ): Promise<void>;
}

type Enqueue = (type: string, payload: unknown, trx: unknown) => Promise<void>;

/** Queues a job per row of the file that is waiting to be paid. */
export async function queueRows(
  repo: BatchesRepository,
  enqueue: Enqueue,
  trx: Transaction<Database>,
  batchId: number,
) {
  for (const line of await repo.linesIn(batchId, ['queued'], trx))
    await enqueue(BATCH_ROW_JOB, { rowId: line.id }, trx);
}

/**
 * A submitted file as a payment that waits for approval (kind `batch`, its id the batch id;
 * docs/money.md, "Bulk payment files"). Its money is held from submission; approved, its rows are
 * queued for payment; rejected or expired, its rows are cancelled and the hold released.
 */
export function batchSubject(deps: {
  repo: BatchesRepository;
  money: BatchMoney;
  reference: ReferenceService;
  enqueue: Enqueue;
}) {
  const { repo } = deps;
  return {
    async lock(trx: Transaction<Database>, mainUserId: number, id: string, now: string) {
      const batch = /^\d{1,9}$/.test(id) ? await repo.find(mainUserId, Number(id), trx) : undefined;
      // The update takes the row's lock until the decision commits.
      if (!batch || !(await repo.moveBatch(trx, batch.id, 'awaiting', { update_time: now })))
        throw new AppError(ErrorCode.ORDER_STATUS);
      return batch;
    },
    async approved(
      trx: Transaction<Database>,
      locked: unknown,
      _then: number,
      _a: unknown,
      now: string,
    ) {
      const batch = locked as BatchRow;
      await repo.moveBatch(trx, batch.id, 'awaiting', { status: 'processing', update_time: now });
      await queueRows(repo, deps.enqueue, trx, batch.id);
    },
    async released(
      trx: Transaction<Database>,
      locked: unknown,
      status: typeof ApprovalStatus.REJECTED | typeof ApprovalStatus.EXPIRED,
      actor: { id: number },
      _reason: string,
      now: string,
    ) {
      const batch = locked as BatchRow;
      const next = status === ApprovalStatus.REJECTED ? 'rejected' : 'expired';
      await repo.moveBatch(trx, batch.id, 'awaiting', { status: next, update_time: now });
      const stopped = await repo.moveLines(
        trx,
        { batchId: batch.id, from: 'queued' },
        { status: 'cancelled', update_time: now },
      );
      if (stopped.length > 0)
        await deps.money.release(trx, batch, stopped, `${batch.batch_no}-${next}`, actor.id, now);
    },
    async describe(mainUserId: number, ids: string[]) {
      const currencies = await deps.reference.currencyMap();
      const facts = new Map<string, Awaited<ReturnType<typeof describeOne>>>();
      const describeOne = async (batch: BatchRow) => {
        const lines = await repo.linesIn(batch.id, ['queued', 'ordered']);
        const totals = await walletTotals(batch, lines, currencies, async () => 0n);
        const [total] = totals;
        return {
          currencyId: total?.currencyId ?? 0,
          currencyCode: total?.currencyCode ?? '',
          amount: total?.amount ?? '0',
          fee: total?.fee ?? '0',
          payeeName: `${batch.file_name} (${lines.length})`,
          payeeAccount: batch.batch_no,
          firstPayment: false,
          lastPaidTime: null,
          paidCount: 0,
          nameCheck: null,
          nameCheckName: null,
          // The approver opens the rows themselves (/batch/rows/list); here, how many to read.
          file: {
            rows: lines.length,
            warnedRows: lines.filter((line) => line.warnings !== '[]').length,
            totals: totals.map(({ currencyId, currencyCode, amount, fee }) => ({
              currencyId,
              currencyCode,
              amount,
              fee,
            })),
          },
        };
      };
      for (const id of ids) {
        const batch = /^\d{1,9}$/.test(id) ? await repo.find(mainUserId, Number(id)) : undefined;
        if (batch) facts.set(id, await describeOne(batch));
      }
      return facts;
    },
  };
}
