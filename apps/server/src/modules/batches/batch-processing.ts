import { batchRowSn, formatMinor } from '@pesa/domain';
import type { Clock } from '../../clock.ts';
import { walletOwnerKey, type TransactionBatcher } from '../../db/transaction-batcher.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { CrossBorderAnswers, OrdersService } from '../orders/orders.service.ts';
import type { PayeeForOrder } from '../payees/payees.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { sendProblems, type Cells } from './batch-check.ts';
import type { BatchMoney } from './batch-money.ts';
import type { BatchesRepository } from './batches.repository.ts';
import { BATCH_ROW_JOB } from './batch-approval.ts';

type Batch = NonNullable<Awaited<ReturnType<BatchesRepository['findById']>>>;

/** A cross-border file's answers and documents, given once at submission, for each row's send. */
const answersOf = (batch: Batch) => ({
  transactionReason: (batch.transaction_reason ??
    undefined) as CrossBorderAnswers['transactionReason'],
  fundsPurpose: (batch.funds_purpose ?? undefined) as CrossBorderAnswers['fundsPurpose'],
  senderAddress: batch.sender_address ?? undefined,
  exchangeFile: batch.exchange_file ?? undefined,
  detailFile: batch.detail_file ?? undefined,
  contractFile: batch.contract_file ?? undefined,
  contractWorker: batch.contract_worker ?? undefined,
});

/** Another run (a second worker, an instance, a cancel) took the row first. */
class RowTaken extends Error {}

/**
 * Pays a submitted file's rows through the job queue, one job per row, so the worker's bounded
 * concurrency paces a file and several instances share it. A row becomes an ordinary send
 * (OrdersService.openForBatch) numbered by the batch and the row: in the one transaction that
 * opens the order, the row moves from queued to ordered only if it is still queued and hands its
 * share of the file's hold back, so a row is paid once whatever runs it twice. A row the send's
 * rules now refuse fails, and its share returns to the wallet.
 */
export class BatchProcessing {
  constructor(
    private readonly deps: {
      repo: BatchesRepository;
      orders: OrdersService;
      money: BatchMoney;
      users: UsersService;
      reference: ReferenceService;
      batcher: TransactionBatcher;
      clock: Clock;
      /** BatchFinished: a row that failed may have been the file's last. */
      finished: { rowEnded(trx: unknown, batchId: number): Promise<void> };
    },
  ) {}

  register(worker: { on(type: string, handler: (payload: unknown) => Promise<void>): void }) {
    worker.on(BATCH_ROW_JOB, (payload) => this.payRow((payload as { rowId: number }).rowId));
  }

  async payRow(rowId: number): Promise<void> {
    const { repo } = this.deps;
    const line = await repo.lineById(rowId);
    if (!line || line.status !== 'queued') return;
    const batch = (await repo.findById(line.batch_id))!;
    const user = await this.deps.users.findById(batch.user_id);
    if (!user) return;
    const auth = { user, mainUserId: batch.main_user_id, token: '' };
    const sn = batchRowSn(batch.batch_no, line.row_no);
    const decimals =
      (await this.deps.reference.currencyMap()).get(line.currency_id!)?.decimals ?? 2;
    const body = {
      sn,
      scope: batch.scope,
      payType: line.pay_type!,
      currencyId: line.currency_id!,
      amount: formatMinor(BigInt(line.amount!), decimals),
    };
    const payee = JSON.parse(line.payee_snapshot!) as PayeeForOrder;
    const note = (JSON.parse(line.cells) as Cells).note;
    try {
      await this.deps.orders.openForBatch(
        auth,
        body,
        payee,
        note,
        answersOf(batch),
        async (trx) => {
          const now = this.deps.clock.now().toISOString();
          const taken = await repo.moveLines(
            trx,
            { batchId: batch.id, ids: [line.id], from: 'queued' },
            { status: 'ordered', order_sn: sn, update_time: now },
          );
          if (taken.length === 0) throw new RowTaken();
          await this.deps.money.release(trx, batch, taken, sn, user.user_id, now);
        },
      );
    } catch (error) {
      if (error instanceof RowTaken) return;
      if (!(error instanceof AppError)) throw error;
      await this.fail(batch, line.id, sn, JSON.stringify(sendProblems(error)), user.user_id);
    }
  }

  private async fail(batch: Batch, rowId: number, sn: string, problems: string, actorId: number) {
    const now = this.deps.clock.now().toISOString();
    await this.deps.batcher.run(async (trx) => {
      const failed = await this.deps.repo.moveLines(
        trx,
        { batchId: batch.id, ids: [rowId], from: 'queued' },
        { status: 'failed', problems, update_time: now },
      );
      if (failed.length === 0) return;
      await this.deps.money.release(trx, batch, failed, sn, actorId, now);
      await this.deps.finished.rowEnded(trx, batch.id);
    }, walletOwnerKey(batch.main_user_id));
  }
}
