import { ErrorCode } from '@pesa/contract';
import { batchTotals, holdForSend, releaseHold, userAccountKey } from '@pesa/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../plugins/app-error.ts';
import { InsufficientFundsError, type LedgerService } from '../ledger/ledger.service.ts';
import type { BatchLine, BatchRow } from './batches.repository.ts';

/** The wallet a file pays from: its service's wallet in the row's currency. */
export const walletOfBatch = (batch: BatchRow, currencyId: number) =>
  userAccountKey(batch.main_user_id, batch.scope === 1 ? 'cross_border' : 'domestic', currencyId);

const fundsOf = (lines: readonly BatchLine[]) =>
  lines.map((line) => ({
    currencyId: line.currency_id!,
    amount: BigInt(line.amount!),
    fee: BigInt(line.fee_amount!),
    tax: BigInt(line.tax_fee ?? 0),
  }));

/**
 * A file's money on hold (docs/money.md, "Bulk payment files"): submission holds every row's
 * amount, fee and tax at once, one send hold per currency under the batch number, so no row can
 * later fail for lack of funds; a row hands its share back as it becomes an order (which holds it
 * again in the same transaction); cancelling hands back what no order took.
 */
export class BatchMoney {
  constructor(private readonly ledger: LedgerService) {}

  async hold(
    trx: Transaction<Database>,
    batch: BatchRow,
    lines: readonly BatchLine[],
    actorId: number,
    now: string,
  ) {
    try {
      for (const entry of this.entries(batch, lines, batch.batch_no, holdForSend))
        await this.ledger.apply(trx, entry, actorId, now);
    } catch (error) {
      if (error instanceof InsufficientFundsError)
        throw new AppError(
          batch.scope === 1 ? ErrorCode.INSUFFICIENT_ASSET : ErrorCode.INSUFFICIENT_DOMESTIC,
        );
      throw error;
    }
  }

  /** Hands rows' shares back to the wallet, under `reference` (a row's order number or the batch's). */
  async release(
    trx: Transaction<Database>,
    batch: BatchRow,
    lines: readonly BatchLine[],
    reference: string,
    actorId: number,
    now: string,
  ) {
    for (const entry of this.entries(batch, lines, reference, releaseHold))
      await this.ledger.apply(trx, entry, actorId, now);
  }

  private entries(
    batch: BatchRow,
    lines: readonly BatchLine[],
    reference: string,
    make: typeof holdForSend,
  ) {
    const funds = fundsOf(lines);
    const taxes = new Map<number, bigint>();
    for (const f of funds) taxes.set(f.currencyId, (taxes.get(f.currencyId) ?? 0n) + f.tax);
    return batchTotals(funds).map((total) =>
      make({
        wallet: walletOfBatch(batch, total.currencyId),
        amount: total.amount,
        fee: total.fee,
        taxFee: taxes.get(total.currencyId) ?? 0n,
        reference,
      }),
    );
  }
}
