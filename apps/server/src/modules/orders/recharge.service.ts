import { ErrorCode, PUSH_TOP_UP_PAY_TYPES, type rechargeCreateBody } from '@pesa/contract';
import { normaliseMobile } from '@pesa/domain';
import type { z } from 'zod';
import type { Transaction } from 'kysely';
import type { RailGate } from '../../channels/rails.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { Lang } from '../../i18n/language.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { TransactionBatcher } from '../../db/transaction-batcher.ts';
import type { OrderPricing } from './order-pricing.ts';
import { requireOwnedFiles, type FileOwnership } from './order-files.ts';
import { ORDER_KIND, type OrderTransitions } from './order-transitions.ts';
import type { OrderRow, NewOrderRow, OrdersRepository } from './orders.repository.ts';
import { isUniqueViolation, type OrdersService } from './orders.service.ts';
import { originalOrder } from './repeated-order-number.ts';
import {
  collectionPointMissing,
  topUpInstructions,
  type CollectionPoints,
} from './top-up-instructions.ts';

export const COLLECTION_JOB = 'collection.start';
const OFFLINE_PAY = 200;

/**
 * Top-ups (order kind -1). Nothing moves in the ledger until the money has arrived: a wallet push
 * (M-Pesa Kenya's STK push, Tanzania's wallets) and the bank, Paybill and cash routes wait in
 * PAY_PENDING for the channel or an operator; an offline payment with proof waits in
 * MANUAL_PENDING for review. PASS credits the wallet.
 */
export class RechargeService {
  constructor(
    private readonly deps: {
      repo: OrdersRepository;
      transitions: OrderTransitions;
      pricing: OrderPricing;
      orders: OrdersService;
      batcher: TransactionBatcher;
      files: FileOwnership;
      /** Refuses large top-ups until the account's KYC/KYB is approved (modules/identity). */
      kycGate?: {
        requireVerifiedAbove(auth: AuthContext, currencyId: number, amount: string): Promise<void>;
      };
      /** The rolling day and month limits of unverified accounts, checked in the transaction. */
      allowance?: {
        requireWithin(
          trx: Transaction<Database>,
          order: { id: number; mainUserId: number; currencyId: number; amount: bigint },
        ): Promise<void>;
      };
      enqueue: (type: string, payload: unknown, trx: unknown) => Promise<void>;
      /** Refuses a route whose rail is switched off (channels/rails.ts). */
      rails?: RailGate;
      channelOffered: (
        countryId: number,
        payType: number,
        scope: number,
        currencyId: number,
      ) => Promise<boolean>;
      countryOf: (mainUserId: number) => Promise<number>;
      /** Our collection accounts and cash shops of a country in a currency (reference data). */
      collectionPoints: (
        countryId: number,
        currencyId: number,
        lang: Lang,
      ) => Promise<CollectionPoints>;
      clock: Clock;
    },
  ) {}

  async create(auth: AuthContext, body: z.infer<typeof rechargeCreateBody>, lang: Lang) {
    this.deps.rails?.requireOpen(body.payType, body.currencyId);
    await this.deps.kycGate?.requireVerifiedAbove(auth, body.currencyId, body.amount);
    const currency = await this.deps.pricing.currency(body.currencyId);
    const amount = this.deps.pricing.amountIn(body.amount, currency.decimals);
    const countryId = await this.deps.countryOf(auth.mainUserId);
    const points = await this.deps.collectionPoints(countryId, body.currencyId, lang);
    if (
      !(await this.deps.channelOffered(countryId, body.payType, body.scope, body.currencyId)) ||
      collectionPointMissing(body.payType, points)
    ) {
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        messageKey: 'payTypeNotOffered',
        fields: [{ field: 'payType', key: 'invalid' }],
      });
    }
    await this.deps.pricing.requireMinimum(body, amount);
    const push = PUSH_TOP_UP_PAY_TYPES.includes(body.payType);
    const phone = push ? this.payerPhone(auth, countryId, body.phone) : undefined;
    if (body.payType === OFFLINE_PAY && !body.proofFile) {
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'proofFile', key: 'required' }],
      });
    }
    await requireOwnedFiles(this.deps.files, auth.mainUserId, body, ['proofFile']);
    const fee = 0n;
    const now = this.deps.clock.now().toISOString();
    const row: NewOrderRow = {
      sn: body.sn,
      main_user_id: auth.mainUserId,
      user_id: auth.user.user_id,
      kind: ORDER_KIND.RECHARGE,
      scope: body.scope,
      pay_type: body.payType,
      currency_id: body.currencyId,
      amount: amount.toString(),
      fee_amount: fee.toString(),
      tax_fee: '0',
      pay_amount: amount.toString(),
      rate: '1',
      to_currency_id: body.currencyId,
      to_amount: amount.toString(),
      received_amount: (amount - fee).toString(),
      status: body.payType === OFFLINE_PAY ? -2 : -1,
      payee_id: null,
      payee_snapshot: null,
      details: JSON.stringify({ phone, proofFile: body.proofFile, remark: body.remark }),
      third_order_no: null,
      fail_reason: null,
      create_time: now,
      update_time: now,
      payout_time: null,
      audit_time: null,
    };
    const order = await this.deps.batcher
      .run(async (trx) => {
        const id = await this.deps.repo.insert(trx, row);
        await this.deps.allowance?.requireWithin(trx, {
          id,
          mainUserId: auth.mainUserId,
          currencyId: body.currencyId,
          amount,
        });
        const order = { ...row, id } as OrderRow;
        await this.deps.transitions.open(trx, order, { type: 'user', id: auth.user.user_id }, now);
        if (push) await this.deps.enqueue(COLLECTION_JOB, { orderId: id }, trx);
        return order;
      })
      .catch(async (error: unknown) => {
        if (isUniqueViolation(error))
          return originalOrder(this.deps, auth, body.sn, ORDER_KIND.RECHARGE);
        throw error;
      });
    return {
      ...(await this.deps.orders.view(order)),
      instructions: topUpInstructions(order, auth.user.account_no, points),
    };
  }

  /**
   * A push goes to the number given, else the account's own; it must be a mobile of the
   * customer's country (+254 for M-Pesa Kenya, +255 for the Tanzanian wallets).
   */
  private payerPhone(auth: AuthContext, countryId: number, given?: string): string {
    const raw = given ?? auth.user.phone ?? '';
    const e164 = raw ? normaliseMobile(countryId, raw) : null;
    if (!e164)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'phone', key: 'phoneRule' }],
      });
    return e164;
  }
}
