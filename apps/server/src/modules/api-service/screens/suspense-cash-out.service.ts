import type { z } from 'zod';
import {
  ErrorCode,
  type ApiCashOutQuote,
  type apiCashOutBody,
  type apiCashOutQuoteBody,
} from '@pesa/contract';
import { ApiAccountType, apiAccountKey, computeFee, formatMinor } from '@pesa/domain';
import type { RailGate } from '../../../channels/rails.ts';
import type { Clock } from '../../../clock.ts';
import type { TransactionBatcher } from '../../../db/transaction-batcher.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import type { FundPasswordService } from '../../fund-password/fund-password.service.ts';
import { InsufficientFundsError } from '../../ledger/ledger.service.ts';
import type { OplogService } from '../../oplog/oplog.service.ts';
import {
  isUniqueViolation,
  ORDER_KIND,
  type NewOrderRow,
  type OrderRow,
  type OrderTransitions,
  type OrdersService,
} from '../../orders/orders.service.ts';
import type { ReferenceService } from '../../reference/reference.service.ts';
import { apiOrderRow } from '../orders/api-order-view.ts';
import type { ApiOrdersRepository } from '../orders/api-orders.repository.ts';

/** Cash-outs leave by bank: RTGS, domestic scope; its fee schedule and minimum apply. */
const RTGS = 100;
const DOMESTIC = 0;
const MANUAL_PENDING = -2;
const APPROVED = 1;

/** One of the main account's own exchange (settlement) accounts (modules/org-accounts). */
export interface ExchangeAccountLookup {
  own(
    mainUserId: number,
    id: number,
  ): Promise<
    | {
        accountName: string;
        accountNumber: string;
        bankName: string;
        exchangeStatus: number;
        paymentStatus: number;
      }
    | undefined
  >;
}

/**
 * Withdrawals from the Suspense account to one of the merchant's approved settlement accounts
 * (live only). The amount and fee are held in the API hold when the order is made; an operator
 * approves it (/ops/order/approve: -2 → 0, then the payout job sends it by RTGS, and the rail's
 * success settles the hold) or rejects it, and the merchant may cancel while it waits; both
 * return the hold.
 */
export class SuspenseCashOutService {
  constructor(
    private readonly deps: {
      repo: ApiOrdersRepository;
      transitions: OrderTransitions;
      orders: OrdersService;
      batcher: TransactionBatcher;
      fundPassword: FundPasswordService;
      exchangeAccounts: ExchangeAccountLookup;
      reference: ReferenceService;
      oplog: OplogService;
      /** Refuses the cash-out while the bank rail is switched off (channels/rails.ts). */
      rails?: RailGate;
      clock: Clock;
    },
  ) {}

  async quote(body: z.infer<typeof apiCashOutQuoteBody>): Promise<ApiCashOutQuote> {
    const { amount, fee, decimals } = await this.price(body.currencyId, body.amount);
    return {
      amount: formatMinor(amount, decimals),
      feeAmount: formatMinor(fee, decimals),
      total: formatMinor(amount + fee, decimals),
    };
  }

  /**
   * The fee is the RTGS fee of the currency's schedule (scope 0, pay type 100), the rail the money
   * leaves by; a currency without one pays no fee. The rail's minimum amount applies too.
   */
  private async price(currencyId: number, amountText: string) {
    const { pricing } = this.deps.orders;
    const currency = await pricing.currency(currencyId);
    this.deps.rails?.requireOpen(RTGS, currencyId, 'exchangeAccountId');
    const amount = pricing.amountIn(amountText, currency.decimals);
    await pricing.requireMinimum({ scope: DOMESTIC, payType: RTGS, currencyId }, amount);
    const fee = computeFee(await pricing.feeSchedule(DOMESTIC, RTGS, currencyId), amount);
    return { amount, fee, decimals: currency.decimals, code: currency.code };
  }

  async create(auth: AuthContext, ip: string, body: z.infer<typeof apiCashOutBody>) {
    const account = await this.deps.exchangeAccounts.own(auth.mainUserId, body.exchangeAccountId);
    if (!account) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    // Both reviews: the account's details (exchange) and its use for payments.
    if (account.exchangeStatus !== APPROVED || account.paymentStatus !== APPROVED)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'exchangeAccountId', key: 'exchangeAccountNotApproved' }],
      });
    const price = await this.price(body.currencyId, body.amount);
    await this.verifyFundPassword(auth, body.fundPassword);
    const now = this.deps.clock.now().toISOString();
    const amount = price.amount.toString();
    const row: NewOrderRow = {
      sn: body.sn,
      main_user_id: auth.mainUserId,
      user_id: auth.user.user_id,
      kind: ORDER_KIND.PAYMENT,
      scope: DOMESTIC,
      pay_type: RTGS,
      currency_id: body.currencyId,
      amount,
      fee_amount: price.fee.toString(),
      tax_fee: '0',
      pay_amount: (price.amount + price.fee).toString(),
      rate: '1',
      to_currency_id: body.currencyId,
      to_amount: amount,
      received_amount: amount,
      status: MANUAL_PENDING,
      payee_id: null,
      payee_snapshot: JSON.stringify({ name: account.accountName, account: account.accountNumber }),
      details: JSON.stringify({
        remark: body.remark,
        recipient: account.accountNumber,
        recipientName: account.accountName,
        bankName: account.bankName,
        exchangeAccountId: body.exchangeAccountId,
      }),
      third_order_no: null,
      fail_reason: null,
      create_time: now,
      update_time: now,
      payout_time: null,
      audit_time: null,
      api_mode: 'live',
      api_kind: 'cashOut',
      account_key: apiAccountKey(auth.mainUserId, ApiAccountType.SUSPENSE, body.currencyId),
    };
    const order = await this.deps.batcher
      .run(async (trx) => {
        const order = { ...row, id: await this.deps.repo.insert(trx, row) } as OrderRow;
        await this.deps.transitions.open(trx, order, { type: 'user', id: auth.user.user_id }, now);
        return order;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.REPEATED_REQUEST);
        if (error instanceof InsufficientFundsError)
          throw new AppError(ErrorCode.INSUFFICIENT_ASSET);
        throw error;
      });
    await this.deps.oplog.record(
      { userId: auth.user.user_id, mainUserId: auth.mainUserId, ip },
      'apiCashOut',
      {
        sn: order.sn,
        amount: formatMinor(price.amount, price.decimals),
        currency: price.code,
        exchangeAccountId: body.exchangeAccountId,
      },
    );
    return apiOrderRow(order, await this.deps.reference.currencyMap());
  }

  /** As for sends: -1022 until a transaction password is set, then it must be given and right. */
  private async verifyFundPassword(auth: AuthContext, given: string | undefined) {
    if (!auth.user.fund_password_hash) throw new AppError(ErrorCode.FUND_PASSWORD_NOT_SET);
    if (!given)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'fundPassword', key: 'required' }],
      });
    await this.deps.fundPassword.verify(auth.user, given);
  }
}
