import { ErrorCode, OrderEventReason, type fundCrossBorderCreateBody } from '@pesa/contract';
import { formatMinor, fundCrossBorder, isConversion, userAccountKey } from '@pesa/domain';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { toBigInt } from '../../db/bigint.ts';
import type { Database } from '../../db/schema.ts';
import type { TransactionBatcher } from '../../db/transaction-batcher.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { FundPasswordService } from '../fund-password/fund-password.service.ts';
import type { FxService } from '../fx/fx.service.ts';
import { InsufficientFundsError, type LedgerService } from '../ledger/ledger.service.ts';
import type { OrderPricing } from './order-pricing.ts';
import { ORDER_KIND } from './order-transitions.ts';
import { originalOrder } from './repeated-order-number.ts';
import type { NewOrderRow, OrderRow, OrdersRepository } from './orders.repository.ts';

type CreateBody = z.infer<typeof fundCrossBorderCreateBody>;
interface Move {
  fromCurrencyId: number;
  toCurrencyId: number;
  amount: bigint;
  receivedAmount: bigint;
  rate: string;
  quoteId?: string;
}

/**
 * Moves money from a customer's domestic wallet into their cross-border wallet, so local money can
 * pay a cross-border send (issue 15, item 3; docs/customer-journeys.md). One order of kind 1 per
 * move, final (PASS) the moment it exists, written with its ledger entry and its event in one
 * transaction. Across currencies it spends a locked FX quote of the use `to_cross_border`, claimed
 * in that same transaction; in one currency nothing needs locking. The order number (sn) is the
 * idempotency key: the same number again is -1059 and moves nothing, as for every money call.
 */
export class CrossBorderFundingService {
  constructor(
    private readonly deps: {
      repo: OrdersRepository;
      ledger: LedgerService;
      pricing: OrderPricing;
      fx: FxService;
      fundPassword: FundPasswordService;
      batcher: TransactionBatcher;
      clock: Clock;
    },
  ) {}

  /** What the move gives: across currencies a locked quote, in one currency the same amount. */
  async quote(
    auth: AuthContext,
    body: { fromCurrencyId: number; toCurrencyId: number; amount: string },
  ) {
    await this.requireCrossBorderCurrency(body.toCurrencyId);
    if (isConversion(body)) return this.deps.fx.lockQuote(auth, body, 'to_cross_border');
    const currency = await this.deps.pricing.currency(body.fromCurrencyId);
    const amount = formatMinor(
      this.deps.pricing.amountIn(body.amount, currency.decimals),
      currency.decimals,
    );
    return {
      quoteId: null,
      fromCurrencyId: currency.currency_id,
      toCurrencyId: currency.currency_id,
      amount,
      toAmount: amount,
      rate: '1',
      lockSeconds: null,
      expireTime: null,
    };
  }

  async create(auth: AuthContext, body: CreateBody): Promise<OrderRow> {
    await this.requireCrossBorderCurrency(body.toCurrencyId);
    const from = await this.deps.pricing.currency(body.fromCurrencyId);
    const amount = this.deps.pricing.amountIn(body.amount, from.decimals);
    if (isConversion(body) && !body.quoteId)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'quoteId', key: 'required' }],
      });
    // References first, as for a send: another account's quote is -1007 whatever the password.
    if (body.quoteId) await this.deps.fx.requireQuote(auth, body.quoteId, ['to_cross_border']);
    await this.deps.fundPassword.verify(auth.user, body.fundPassword);
    const now = this.deps.clock.now();
    return this.deps.batcher
      .run(async (trx) => {
        const move = isConversion(body)
          ? await this.quotedMove(trx, auth, body, amount, now)
          : { ...body, amount, receivedAmount: amount, rate: '1' };
        const row = this.orderRow(auth, body.sn, move, now.toISOString());
        const id = await this.deps.repo.insert(trx, row);
        const entry = fundCrossBorder({
          ownerUserId: auth.mainUserId,
          ...move,
          reference: body.sn,
        });
        await this.deps.ledger.apply(trx, entry, auth.user.user_id, row.create_time);
        await this.deps.repo.insertEvent(trx, {
          order_id: id,
          from_status: null,
          to_status: row.status,
          actor_type: 'user',
          actor_id: auth.user.user_id,
          reason: OrderEventReason.CREATED,
          create_time: row.create_time,
        });
        return { ...row, id } as OrderRow;
      })
      .catch(async (error: unknown) => {
        if (isUniqueViolation(error))
          return originalOrder(this.deps, auth, body.sn, ORDER_KIND.WALLET_TRANSFER);
        if (error instanceof InsufficientFundsError)
          throw new AppError(ErrorCode.INSUFFICIENT_DOMESTIC);
        throw error;
      });
  }

  /** The quote must be for exactly this move: its currencies and its amount. */
  private async quotedMove(
    trx: Transaction<Database>,
    auth: AuthContext,
    body: CreateBody,
    amount: bigint,
    now: Date,
  ): Promise<Move> {
    const quote = await this.deps.fx.claimQuote(trx, auth, body.quoteId!, ['to_cross_border'], now);
    if (
      quote.from_currency_id !== body.fromCurrencyId ||
      quote.to_currency_id !== body.toCurrencyId ||
      toBigInt(quote.amount) !== amount
    )
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'quoteId', key: 'invalid' }],
      });
    return {
      fromCurrencyId: body.fromCurrencyId,
      toCurrencyId: body.toCurrencyId,
      amount,
      receivedAmount: toBigInt(quote.to_amount),
      rate: quote.rate,
      quoteId: quote.quote_id,
    };
  }

  /** Only a currency the cross-border service deals in can be held there (-1008 otherwise). */
  private async requireCrossBorderCurrency(currencyId: number) {
    await this.deps.pricing.currency(currencyId);
    if (!(await this.deps.pricing.serviceCurrencies(1)).has(currencyId))
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'toCurrencyId', key: 'invalid' }],
      });
  }

  /**
   * Drawn from the domestic wallet (scope 0, method 0 "Domestic Asset"), paid into the
   * cross-border wallet (`counter_account_key`); free, and final at once.
   */
  private orderRow(auth: AuthContext, sn: string, move: Move, now: string): NewOrderRow {
    return {
      sn,
      main_user_id: auth.mainUserId,
      user_id: auth.user.user_id,
      kind: ORDER_KIND.WALLET_TRANSFER,
      scope: 0,
      pay_type: 0,
      currency_id: move.fromCurrencyId,
      amount: move.amount.toString(),
      fee_amount: '0',
      tax_fee: '0',
      pay_amount: move.amount.toString(),
      rate: move.rate,
      to_currency_id: move.toCurrencyId,
      to_amount: move.receivedAmount.toString(),
      received_amount: move.receivedAmount.toString(),
      status: 1,
      payee_id: null,
      payee_snapshot: null,
      details: JSON.stringify({ quoteId: move.quoteId }),
      third_order_no: null,
      fail_reason: null,
      create_time: now,
      update_time: now,
      payout_time: now,
      audit_time: null,
      counter_account_key: userAccountKey(auth.mainUserId, 'cross_border', move.toCurrencyId),
    };
  }
}
