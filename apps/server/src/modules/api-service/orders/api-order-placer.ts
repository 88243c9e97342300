import type { Transaction } from 'kysely';
import { ErrorCode, type ApiOrderKind } from '@pesa/contract';
import type { Database } from '../../../db/schema.ts';
import { walletOwnerKey, type TransactionBatcher } from '../../../db/transaction-batcher.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { InsufficientFundsError } from '../../ledger/ledger.service.ts';
import { isUniqueViolation, type NewOrderRow, type OrderRow } from '../../orders/orders.service.ts';
import type { ApiOrdersRepository } from './api-orders.repository.ts';
import { requestHash, type ApiCaller } from './api-order-request.ts';

/** The order's money and jobs, written in the transaction that inserts it. */
export type OrderEffects = (trx: Transaction<Database>, order: OrderRow) => Promise<void>;

/**
 * Or the writes of the order itself with its money and jobs, returning the order's id: a payout
 * opens as a customer's send does (OrderTransitions.openSend), one statement on PostgreSQL.
 */
export interface OrderOpening {
  opening: (trx: Transaction<Database>, row: NewOrderRow) => Promise<number>;
}

/**
 * Places a signed call's order exactly once per merchantOrderNo (per merchant and mode):
 * - a repeat (same number, same request hash) gets the original order as it is now, and no
 *   money moves;
 * - the same number with a different request is -1107;
 * - concurrent duplicates all try to insert; the unique index (main_user_id, api_mode,
 *   merchant_order_no) lets one win, and each loser finds the winner and answers as a repeat;
 * - a hold the account cannot cover is -1014, and nothing of the order is written.
 */
export class ApiOrderPlacer {
  constructor(private readonly deps: { repo: ApiOrdersRepository; batcher: TransactionBatcher }) {}

  async place(
    caller: ApiCaller,
    kind: ApiOrderKind,
    request: { merchantOrderNo: string },
    row: NewOrderRow,
    effects: OrderEffects | OrderOpening,
  ): Promise<OrderRow> {
    const hash = requestHash(kind, request);
    const earlier = await this.earlier(caller, request.merchantOrderNo, hash);
    if (earlier) return this.repeat(caller, earlier);
    const placed: NewOrderRow = {
      ...row,
      merchant_order_no: request.merchantOrderNo,
      request_hash: hash,
    };
    try {
      return await this.insert(placed, effects, caller.nonce);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.earlier(caller, request.merchantOrderNo, hash);
      // Not this number's index: the order number itself clashed, which the caller may retry.
      if (!winner) throw new AppError(ErrorCode.REPEATED_REQUEST);
      return this.repeat(caller, winner);
    }
  }

  /**
   * Inserts an order and applies its effects in one transaction, which also claims the signed
   * call's nonce (so a replayed request can never move money); -1014 when a hold falls short.
   */
  async insert(
    row: NewOrderRow,
    effects: OrderEffects | OrderOpening,
    nonce?: ApiCaller['nonce'],
  ): Promise<OrderRow> {
    const order = await this.deps.batcher
      .run(async (trx) => {
        await nonce?.claimIn(trx);
        if ('opening' in effects)
          return { ...row, id: await effects.opening(trx, row) } as OrderRow;
        const order = { ...row, id: await this.deps.repo.insert(trx, row) } as OrderRow;
        await effects(trx, order);
        return order;
      }, walletOwnerKey(row.main_user_id))
      .catch((error: unknown) => {
        if (error instanceof InsufficientFundsError)
          throw new AppError(ErrorCode.INSUFFICIENT_ASSET);
        throw error;
      });
    nonce?.committed();
    return order;
  }

  /** A repeat answers with the original order; its own nonce is used up like any call's. */
  private async repeat(caller: ApiCaller, order: OrderRow): Promise<OrderRow> {
    await caller.nonce?.claim();
    return order;
  }

  private async earlier(caller: ApiCaller, merchantOrderNo: string, hash: string) {
    const order = await this.deps.repo.findByMerchantOrderNo(
      caller.userId,
      caller.mode,
      merchantOrderNo,
    );
    if (order && order.request_hash !== hash) throw new AppError(ErrorCode.API_ORDER_NO_CONFLICT);
    return order;
  }
}
