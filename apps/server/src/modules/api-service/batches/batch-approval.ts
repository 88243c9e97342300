import { ErrorCode } from '@pesa/contract';
import {
  ApiAccountType,
  apiAccountKey,
  ApprovalStatus,
  batchTotals,
  formatMinor,
  holdForSend,
  releaseHold,
  type JournalEntry,
} from '@pesa/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { InsufficientFundsError } from '../../ledger/ledger.service.ts';
import type { CurrencyMap } from '../orders/api-money.ts';
import type { ApiBatch, ApiBatchItem, ApiBatchesRepository } from './api-batches.repository.ts';
import type { BatchJobs } from './batch-jobs.ts';

/** Writes an entry in the batch's book (a sandbox batch's in the sandbox book): OrderTransitions.post. */
export type PostEntry = (
  trx: Transaction<Database>,
  book: { api_mode: string },
  entry: JournalEntry,
  actor: { type: 'user' | 'system'; id: number },
  now: string,
) => Promise<void>;

/** An accepted item's share of a held batch: what its own payout will hold again. */
export interface HeldShare {
  currencyId: number;
  amount: bigint;
  fee: bigint;
}

type Batch = Pick<ApiBatch, 'batch_sn' | 'api_mode' | 'main_user_id'>;

const b2c = (batch: Batch, currencyId: number) =>
  apiAccountKey(batch.main_user_id, ApiAccountType.B2C, currencyId);

/** The share an item holds, or null when its batch was never held. */
export function shareOf(item: ApiBatchItem): HeldShare | null {
  if (item.held_amount === null || item.held_fee === null || item.request === null) return null;
  const { currencyId } = JSON.parse(item.request) as { currencyId: number };
  return { currencyId, amount: BigInt(item.held_amount), fee: BigInt(item.held_fee) };
}

/**
 * The money of an API batch that waits for approval (docs/api-service.md, "Approvals of API
 * batches"), as a bulk file's (batches/batch-money.ts): acceptance holds the accepted items'
 * amounts and fees from B2C, one send hold per currency under the batchSn; each item hands its
 * share back in the transaction that makes it an order (which holds it again), or that fails it;
 * rejection or expiry hands back what no item took.
 */
export class ApiBatchMoney {
  constructor(private readonly post: PostEntry) {}

  /** -1014 when B2C does not cover a currency's total: the caller's transaction rolls back. */
  async hold(trx: Transaction<Database>, batch: Batch, shares: HeldShare[], now: string) {
    try {
      for (const entry of this.entries(batch, shares, batch.batch_sn, holdForSend))
        await this.post(trx, batch, entry, { type: 'user', id: batch.main_user_id }, now);
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new AppError(ErrorCode.INSUFFICIENT_ASSET);
      throw error;
    }
  }

  async release(
    trx: Transaction<Database>,
    batch: Batch,
    shares: HeldShare[],
    ref: string,
    now: string,
  ) {
    for (const entry of this.entries(batch, shares, ref, releaseHold))
      await this.post(trx, batch, entry, { type: 'system', id: 0 }, now);
  }

  private entries(batch: Batch, shares: HeldShare[], reference: string, make: typeof holdForSend) {
    return batchTotals(shares).map((total) =>
      make({
        wallet: b2c(batch, total.currencyId),
        amount: total.amount,
        fee: total.fee,
        reference,
      }),
    );
  }
}

/**
 * A held API batch as a payment that waits for approval (kind `apiBatch`, id = batchSn). Its
 * maker is the main account. Approved: its items' jobs are queued (each item then moves its
 * share from the batch's hold to its order's); rejected or expired: its items are cancelled, the
 * hold released and the batch checked, so `batch.completed` fires once.
 */
export function apiBatchSubject(deps: {
  repo: ApiBatchesRepository;
  money: ApiBatchMoney;
  jobs: BatchJobs;
  currencies: () => Promise<CurrencyMap>;
}) {
  const { repo } = deps;
  const AWAITING = ApprovalStatus.AWAITING;
  return {
    async lock(trx: Transaction<Database>, mainUserId: number, id: string) {
      const batch = await repo.bySn(mainUserId, id, trx);
      // The update takes the row's lock until the decision commits.
      if (!batch || !(await repo.moveApproval(trx, batch.id, AWAITING, AWAITING)))
        throw new AppError(ErrorCode.ORDER_STATUS);
      return batch;
    },
    async approved(trx: Transaction<Database>, locked: unknown) {
      const batch = locked as ApiBatch;
      await repo.moveApproval(trx, batch.id, AWAITING, ApprovalStatus.APPROVED);
      const queued = await repo.queuedOf(batch.id, trx);
      await deps.jobs.payItems(
        trx,
        queued.map((item) => item.id),
      );
      await deps.jobs.sweep(trx, batch.id, 'first');
    },
    async released(
      trx: Transaction<Database>,
      locked: unknown,
      status: typeof ApprovalStatus.REJECTED | typeof ApprovalStatus.EXPIRED,
      _actor: unknown,
      _reason: string,
      now: string,
    ) {
      const batch = locked as ApiBatch;
      await repo.moveApproval(trx, batch.id, AWAITING, status);
      const cancelled = await repo.cancelQueued(trx, batch.id, now);
      const shares = cancelled.flatMap((item) => shareOf(item) ?? []);
      const ref = `${batch.batch_sn}-${status === ApprovalStatus.REJECTED ? 'rejected' : 'expired'}`;
      if (shares.length > 0) await deps.money.release(trx, batch, shares, ref, now);
      await deps.jobs.check(trx, batch.id);
    },
    async describe(mainUserId: number, ids: string[]) {
      const currencies = await deps.currencies();
      const facts = new Map<string, Awaited<ReturnType<typeof describeOne>>>();
      const describeOne = async (batch: ApiBatch) => {
        const items = await repo.heldItems(batch.id);
        const totals = batchTotals(items.flatMap((item) => shareOf(item) ?? [])).map((t) => {
          const currency = currencies.get(t.currencyId);
          const decimals = currency?.decimals ?? 2;
          return {
            currencyId: t.currencyId,
            currencyCode: currency?.code ?? '',
            amount: formatMinor(t.amount, decimals),
            fee: formatMinor(t.fee, decimals),
          };
        });
        const [first] = totals;
        return {
          currencyId: first?.currencyId ?? 0,
          currencyCode: first?.currencyCode ?? '',
          amount: first?.amount ?? '0',
          fee: first?.fee ?? '0',
          payeeName: `${batch.merchant_batch_no} (${batch.accepted_count})`,
          payeeAccount: batch.batch_sn,
          firstPayment: false,
          lastPaidTime: null,
          paidCount: 0,
          nameCheck: null,
          nameCheckName: null,
          file: {
            rows: batch.accepted_count,
            warnedRows: items.filter((item) => item.name_check === 'NO_MATCH').length,
            totals,
          },
        };
      };
      for (const id of ids) {
        const batch = await repo.bySn(mainUserId, id);
        if (batch) facts.set(id, await describeOne(batch));
      }
      return facts;
    },
  };
}
