import { randomBytes } from 'node:crypto';
import { ErrorCode, type fxQuoteBody } from '@pesa/contract';
import { convertCurrency, formatMinor, isQuoteExpired, userAccountKey } from '@pesa/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { NotificationEvent } from '../notifications/notifications.service.ts';
import { toBigInt } from '../../db/bigint.ts';
import type { Database, FxQuoteTable } from '../../db/schema.ts';
import type { TransactionBatcher } from '../../db/transaction-batcher.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/app-error.ts';
import { InsufficientFundsError, type LedgerService } from '../ledger/ledger.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import { paginate } from '../../db/paginate.ts';
import type { Lang } from '../../i18n/language.ts';
import { csvText, EXPORT_ROW_LIMIT, requireExportable } from '../../plugins/csv-file.ts';
import { fxHistoryColumns } from './fx-history-export.ts';

/**
 * What a quote may be spent on: a conversion inside one wallet, or a move from the domestic to the
 * cross-border wallet (modules/orders/cross-border-funding.service.ts). Stored in `fx_quotes.wallet_kind`.
 */
export type FxQuoteUse = 'domestic' | 'cross_border' | 'to_cross_border';
const CONVERSIONS: readonly FxQuoteUse[] = ['domestic', 'cross_border'];

/** Conversions carry no fee of their own: the quoted rate is the price (docs/money.md). */
const NO_FEE = { fixedMinor: 0n, basisPoints: 0 };

/**
 * Currency conversion between a user's own wallets. A quote locks the rate for `lockSeconds`;
 * converting it posts both legs through the FX position in one entry, once: the quote is marked
 * used in the same transaction, so a repeated convert cannot post twice.
 */
export class FxService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      ledger: LedgerService;
      batcher: TransactionBatcher;
      orders: OrdersService;
      reference: ReferenceService;
      clock: Clock;
      lockSeconds: number;
      /** Live status: the account's browsers refetch their balances after the commit. */
      balanceMoved?: (trx: Transaction<Database>, mainUserId: number) => Promise<void>;
      /** The notification centre: a conversion done tells its maker in the same transaction. */
      notify?: (trx: Transaction<Database>, event: NotificationEvent) => Promise<void>;
      /** Unverified accounts: the per-order limit, checked when a conversion is priced. */
      kycGate?: {
        requireVerifiedAbove(auth: AuthContext, currencyId: number, amount: string): Promise<void>;
      };
      /** Unverified accounts: the rolling allowance, checked when a conversion is made. */
      allowance?: {
        requireWithin(
          trx: Transaction<Database>,
          conversion: {
            id: 0;
            quoteId: string;
            mainUserId: number;
            currencyId: number;
            amount: bigint;
          },
        ): Promise<void>;
      };
    },
  ) {}

  /** A conversion counts against an unverified account's limits like a send (docs/money.md). */
  async quote(auth: AuthContext, body: z.infer<typeof fxQuoteBody>) {
    await this.deps.kycGate?.requireVerifiedAbove(auth, body.fromCurrencyId, body.amount);
    return this.lockQuote(auth, body, body.scope === 1 ? 'cross_border' : 'domestic');
  }

  /**
   * Prices `amount` of one currency in another at today's rate and stores the quote for this
   * account and this use: a conversion inside a wallet (`domestic`, `cross_border`) or a move from
   * the domestic to the cross-border wallet (`to_cross_border`). Only that use can spend it.
   */
  async lockQuote(
    auth: AuthContext,
    body: { fromCurrencyId: number; toCurrencyId: number; amount: string },
    use: FxQuoteUse,
  ) {
    if (body.fromCurrencyId === body.toCurrencyId) {
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'toCurrencyId', key: 'sameValue' }],
      });
    }
    const pricing = this.deps.orders.pricing;
    const from = await pricing.currency(body.fromCurrencyId);
    const to = await pricing.currency(body.toCurrencyId);
    const amount = pricing.amountIn(body.amount, from.decimals);
    const now = this.deps.clock.now();
    const quote = pricing.quote({
      amount,
      rate: await pricing.rate(from.currency_id, to.currency_id),
      fromDecimals: from.decimals,
      toDecimals: to.decimals,
      feeSchedule: NO_FEE,
      now,
      lockSeconds: this.deps.lockSeconds,
    });
    const quoteId = `FX${randomBytes(12).toString('hex').toUpperCase()}`;
    await this.deps.db
      .insertInto('fx_quotes')
      .values({
        quote_id: quoteId,
        main_user_id: auth.mainUserId,
        from_currency_id: from.currency_id,
        to_currency_id: to.currency_id,
        wallet_kind: use,
        amount: amount.toString(),
        to_amount: quote.toAmount.toString(),
        rate: quote.rate,
        expire_time: quote.expireTime.toISOString(),
        used_time: null,
        create_time: now.toISOString(),
      })
      .execute();
    return {
      quoteId,
      fromCurrencyId: from.currency_id,
      toCurrencyId: to.currency_id,
      amount: formatMinor(amount, from.decimals),
      toAmount: formatMinor(quote.toAmount, to.decimals),
      rate: quote.rate,
      lockSeconds: this.deps.lockSeconds,
      expireTime: quote.expireTime.toISOString(),
    };
  }

  /**
   * Spends a quote inside the caller's transaction: it must be this account's, for this use,
   * unused (-1059 otherwise) and unexpired (-1008 quoteExpired). Marking it used is conditional,
   * so of two concurrent spends exactly one gets it.
   */
  async claimQuote(
    trx: Transaction<Database>,
    auth: AuthContext,
    quoteId: string,
    uses: readonly FxQuoteUse[],
    now: Date,
  ): Promise<Selectable<FxQuoteTable>> {
    const quote = await this.requireQuote(auth, quoteId, uses, trx);
    if (quote.used_time) throw new AppError(ErrorCode.REPEATED_REQUEST);
    if (isQuoteExpired({ expireTime: new Date(quote.expire_time) }, now)) {
      throw new AppError(ErrorCode.PARAMETER_ERROR, { messageKey: 'quoteExpired' });
    }
    const used = await trx
      .updateTable('fx_quotes')
      .set({ used_time: now.toISOString() })
      .where('id', '=', quote.id)
      .where('used_time', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new AppError(ErrorCode.REPEATED_REQUEST);
    return { ...quote, used_time: now.toISOString() };
  }

  /** This account's quote for one of these uses; -1007 for any other, as for one that is not. */
  async requireQuote(
    auth: AuthContext,
    quoteId: string,
    uses: readonly FxQuoteUse[],
    db: Kysely<Database> | Transaction<Database> = this.deps.db,
  ): Promise<Selectable<FxQuoteTable>> {
    const quote = await db
      .selectFrom('fx_quotes')
      .selectAll()
      .where('quote_id', '=', quoteId)
      .where('main_user_id', '=', auth.mainUserId)
      .executeTakeFirst();
    if (!quote || !uses.includes(quote.wallet_kind as FxQuoteUse))
      throw new AppError(ErrorCode.DATA_NOT_FOUND);
    return quote;
  }

  async convert(auth: AuthContext, quoteId: string) {
    const now = this.deps.clock.now();
    const row = await this.deps.batcher
      .run(async (trx) => {
        const quote = await this.claimQuote(trx, auth, quoteId, CONVERSIONS, now);
        await this.deps.allowance?.requireWithin(trx, {
          id: 0,
          quoteId: quote.quote_id,
          mainUserId: auth.mainUserId,
          currencyId: quote.from_currency_id,
          amount: toBigInt(quote.amount),
        });
        const kind = quote.wallet_kind === 'cross_border' ? 'cross_border' : 'domestic';
        const entry = convertCurrency({
          from: userAccountKey(auth.mainUserId, kind, quote.from_currency_id),
          to: userAccountKey(auth.mainUserId, kind, quote.to_currency_id),
          amount: toBigInt(quote.amount),
          receivedAmount: toBigInt(quote.to_amount),
          reference: quote.quote_id,
        });
        await this.deps.ledger.apply(trx, entry, auth.user.user_id, now.toISOString());
        await this.deps.balanceMoved?.(trx, auth.mainUserId);
        await this.deps.notify?.(trx, {
          key: `fx:${quote.quote_id}`,
          userId: auth.user.user_id,
          type: 'fx.done',
          params: {
            amount: String(quote.amount),
            currencyId: quote.from_currency_id,
            toAmount: String(quote.to_amount),
            toCurrencyId: quote.to_currency_id,
          },
        });
        return quote;
      })
      .catch((error: unknown) => {
        if (error instanceof InsufficientFundsError) {
          throw new AppError(
            error.accountKey.includes(':cross_border:')
              ? ErrorCode.INSUFFICIENT_ASSET
              : ErrorCode.INSUFFICIENT_DOMESTIC,
          );
        }
        throw error;
      });
    return this.historyRow(row, await this.deps.reference.currencyMap());
  }

  async history(auth: AuthContext, pageNum: number, pageSize: number) {
    const base = this.deps.db
      .selectFrom('fx_quotes')
      .where('main_user_id', '=', auth.mainUserId)
      .where('used_time', 'is not', null)
      // Moves to the cross-border wallet are orders and show in the order lists instead.
      .where('wallet_kind', 'in', [...CONVERSIONS]);
    const { rows, total } = await paginate(base, { pageNum: pageNum, pageSize: pageSize }, (q) =>
      q.selectAll().orderBy('used_time', 'desc'),
    );
    const currencies = await this.deps.reference.currencyMap();
    return { total, rows: rows.map((r) => this.historyRow(r, currencies)) };
  }

  /** The CSV of the whole history, read through history() itself (csv-file.ts for the limit). */
  async historyCsv(auth: AuthContext, lang: Lang): Promise<string> {
    const { rows, total } = await this.history(auth, 1, EXPORT_ROW_LIMIT);
    requireExportable(total);
    return csvText(fxHistoryColumns(lang), rows, lang);
  }

  /** SPEC §3 FX history: currencyId, toCurrencyId, amount, receivedAmount, createTime, rate. */
  private historyRow(
    r: Selectable<FxQuoteTable>,
    currencies: Map<number, { code: string; decimals: number }>,
  ) {
    const from = currencies.get(r.from_currency_id) ?? { code: '', decimals: 2 };
    const to = currencies.get(r.to_currency_id) ?? { code: '', decimals: 2 };
    return {
      quoteId: r.quote_id,
      currencyId: r.from_currency_id,
      currencyCode: from.code,
      toCurrencyId: r.to_currency_id,
      toCurrencyCode: to.code,
      amount: formatMinor(toBigInt(r.amount), from.decimals),
      receivedAmount: formatMinor(toBigInt(r.to_amount), to.decimals),
      rate: r.rate,
      scope: r.wallet_kind === 'cross_border' ? 1 : 0,
      createTime: r.used_time ?? r.create_time,
    };
  }
}
