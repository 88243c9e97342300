import { ErrorCode } from '@pesa/contract';
import {
  buildQuote,
  customerRate,
  formatMoneyText,
  invertRate,
  isDomainError,
  MAX_MINOR,
  meetsMinimumAmount,
  parseMajor,
  splitFee,
  type FeeSchedule,
} from '@pesa/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import { toBigInt } from '../../db/bigint.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../plugins/app-error.ts';
import { TtlCache } from '../../cache/ttl-cache.ts';

import type { PayeeForOrder } from '../payees/payees.service.ts';
export type { PayeeForOrder };

export interface PayeeLookup {
  findForOrder(mainUserId: number, payeeId: number): Promise<PayeeForOrder | undefined>;
}

export interface PricedOrder {
  amount: bigint;
  fee: bigint;
  /** The fee's flat (cost) and percentage (interest) parts, as the schedule split it then. */
  feeSplit: { costMinor: bigint; interestMinor: bigint };
  taxFee: bigint;
  payAmount: bigint;
  rate: string;
  toCurrencyId: number;
  toAmount: bigint;
  receivedAmount: bigint;
  expireTime: Date;
  decimals: number;
  toDecimals: number;
}

/** How long a send quote's rate is honoured. */
export const SEND_QUOTE_SECONDS = 60;
const NO_FEE: FeeSchedule = { fixedMinor: 0n, basisPoints: 0 };

/** Prices a send: parses the amount, applies the fee schedule and, across borders, the rate. */
export class OrderPricing {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly cache = new TtlCache(clock),
  ) {}

  /** Forget cached fee schedules and currencies, on every instance, after an operator changes them. */
  changed(): Promise<void> {
    return this.cache.changed();
  }

  async currency(currencyId: number) {
    const currencies = await this.cache.get('currencies', () =>
      this.db.selectFrom('currencies').selectAll().execute(),
    );
    const currency = currencies.find((c) => c.currency_id === currencyId);
    if (!currency) throw new AppError(ErrorCode.CURRENCY_NOT_FOUND);
    return currency;
  }

  /** Minor units of a positive amount typed in a currency; -1008 on the amount field otherwise. */
  amountIn(value: string, decimals: number): bigint {
    const minor = parseMajor(value, decimals);
    if (minor === null)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'amount', key: 'amountRule' }],
      });
    if (minor <= 0n)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'amount', key: 'amountPositive' }],
      });
    if (minor > MAX_MINOR)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'amount', key: 'amountTooLarge' }],
      });
    return minor;
  }

  private async scheduleRow(scope: number, payType: number, currencyId: number) {
    const rows = await this.cache.get('fees', () =>
      this.db.selectFrom('fee_schedules').selectAll().execute(),
    );
    return rows.find(
      (r) => r.scope === scope && r.pay_type === payType && r.currency_id === currencyId,
    );
  }

  /** The currencies a service (0 domestic, 1 cross-border) deals in: those of its fee schedules. */
  async serviceCurrencies(scope: number): Promise<Set<number>> {
    const rows = await this.cache.get('fees', () =>
      this.db.selectFrom('fee_schedules').selectAll().execute(),
    );
    return new Set(rows.filter((r) => r.scope === scope).map((r) => r.currency_id));
  }

  async feeSchedule(scope: number, payType: number, currencyId: number): Promise<FeeSchedule> {
    const row = await this.scheduleRow(scope, payType, currencyId);
    if (!row) return NO_FEE;
    return {
      fixedMinor: toBigInt(row.fixed_amount),
      basisPoints: row.basis_points,
      ...(row.min_amount !== null && { minMinor: toBigInt(row.min_amount) }),
      ...(row.max_amount !== null && { maxMinor: toBigInt(row.max_amount) }),
    };
  }

  /**
   * Refuses an amount below the channel's minimum (docs/money.md) with -1008 on `amount`, the
   * minimum and its currency in the message. Sends (quote and create) and top-ups both ask.
   */
  async requireMinimum(
    channel: { scope: number; payType: number; currencyId: number },
    amount: bigint,
  ): Promise<void> {
    const row = await this.scheduleRow(channel.scope, channel.payType, channel.currencyId);
    const minimum = row?.min_order_amount == null ? undefined : toBigInt(row.min_order_amount);
    if (meetsMinimumAmount(amount, minimum)) return;
    const currency = await this.currency(channel.currencyId);
    const min = formatMoneyText(minimum ?? 1n, currency.decimals, currency.code);
    throw new AppError(ErrorCode.PARAMETER_ERROR, {
      fields: [{ field: 'amount', key: 'amountBelowMinimum', params: { min } }],
    });
  }

  /**
   * The rate a customer converting `from` into `to` gets: 1 `from` = rate `to`, the pair's mid
   * less its spread, either way round (packages/domain/src/fx/rate-book.ts); -1016 when the pair
   * is not quoted. Inside a transaction, pass it: on SQLite a query outside would wait for the
   * transaction's connection.
   */
  async rate(
    fromCurrencyId: number,
    toCurrencyId: number,
    db: Kysely<Database> = this.db,
  ): Promise<string> {
    if (fromCurrencyId === toCurrencyId) return '1';
    const row = await this.pairRow(fromCurrencyId, toCurrencyId, db);
    const pair = { mid: row.rate, spreadBasisPoints: row.spread_bps };
    return customerRate(pair, row.from_currency_id === fromCurrencyId ? 'forward' : 'reverse');
  }

  /**
   * The mid rate, with no spread: what an amount is worth, for limits counted in USD, never what
   * a customer is paid.
   */
  async midRate(
    fromCurrencyId: number,
    toCurrencyId: number,
    db: Kysely<Database> = this.db,
  ): Promise<string> {
    if (fromCurrencyId === toCurrencyId) return '1';
    const row = await this.pairRow(fromCurrencyId, toCurrencyId, db);
    return row.from_currency_id === fromCurrencyId ? row.rate : invertRate(row.rate);
  }

  /** The quoted pair of these two currencies, whichever way round it is stored; -1016 if none. */
  private async pairRow(fromCurrencyId: number, toCurrencyId: number, db: Kysely<Database>) {
    const rows = await db
      .selectFrom('exchange_rates')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([
            eb('from_currency_id', '=', fromCurrencyId),
            eb('to_currency_id', '=', toCurrencyId),
          ]),
          eb.and([
            eb('from_currency_id', '=', toCurrencyId),
            eb('to_currency_id', '=', fromCurrencyId),
          ]),
        ]),
      )
      .execute();
    const row = rows.find((r) => r.from_currency_id === fromCurrencyId) ?? rows[0];
    if (!row) throw new AppError(ErrorCode.RATE_NOT_CONFIGURED);
    return row;
  }

  /**
   * The domain's quote, with an amount that would arrive as nothing, or as more than we can
   * hold, answered as the customer's -1008 on `amount` rather than a failure of ours.
   */
  quote(input: Parameters<typeof buildQuote>[0]) {
    try {
      return buildQuote(input);
    } catch (error) {
      for (const [code, key] of [
        ['AMOUNT_TOO_SMALL', 'amountTooSmall'],
        ['AMOUNT_TOO_LARGE', 'amountTooLarge'],
      ] as const)
        if (isDomainError(error, code))
          throw new AppError(ErrorCode.PARAMETER_ERROR, { fields: [{ field: 'amount', key }] });
      throw error;
    }
  }

  async price(input: {
    scope: number;
    payType: number;
    currencyId: number;
    amount: string;
    payee: PayeeForOrder;
  }): Promise<PricedOrder> {
    const from = await this.currency(input.currencyId);
    const to = input.scope === 1 ? await this.currency(input.payee.currencyId) : from;
    if (input.scope === 0 && input.payee.currencyId !== input.currencyId)
      throw new AppError(ErrorCode.PAYOUT_CURRENCY_NOT_FOUND);
    const amount = this.amountIn(input.amount, from.decimals);
    await this.requireMinimum(input, amount);
    const feeSchedule = await this.feeSchedule(input.scope, input.payType, from.currency_id);
    const quote = this.quote({
      amount,
      rate: await this.rate(from.currency_id, to.currency_id),
      fromDecimals: from.decimals,
      toDecimals: to.decimals,
      feeSchedule,
      now: this.clock.now(),
      lockSeconds: SEND_QUOTE_SECONDS,
    });
    return {
      amount,
      fee: quote.fee,
      feeSplit: splitFee(feeSchedule, quote.fee),
      taxFee: quote.taxFee,
      payAmount: quote.payAmount,
      rate: quote.rate,
      toCurrencyId: to.currency_id,
      toAmount: quote.toAmount,
      receivedAmount: quote.receivedAmount,
      expireTime: quote.expireTime,
      decimals: from.decimals,
      toDecimals: to.decimals,
    };
  }
}
