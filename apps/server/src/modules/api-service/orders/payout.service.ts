import { BANK_PAY_TYPES, ErrorCode, type openPayoutBody } from '@pesa/contract';
import {
  API_CURRENCY_COUNTRY,
  ApiAccountType,
  apiAccountKey,
  computeFee,
  recipientSms,
} from '@pesa/domain';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { ORDER_KIND, PAYOUT_JOB } from '../../orders/orders.service.ts';
import {
  actorOf,
  amountOf,
  requireChannelCurrency,
  requireLiveRail,
  viewOf,
  type ApiMoneyDeps,
} from './api-money.ts';
import { apiOrderRow, newApiSn, type ApiCaller } from './api-order-request.ts';

/** Work done in the transaction that opens a new payout order, with its id and time. */
export type PlacedHook = (
  trx: Transaction<Database>,
  orderId: number,
  now: string,
) => Promise<void>;

/**
 * POST /open/v1/b2c/payout: pays a phone or bank account from the merchant's B2C account. The
 * order is created PENDING with amount + fee held from B2C into api_hold and the payout job
 * queued, in one transaction (OrderTransitions.openSend, as a customer's send); the rail's PASS
 * settles the hold, its failure (REJECT) returns it to B2C. The fee is the send fee schedule of the pay type and currency
 * (scope 0), and the rail's minimum applies, as for a customer's send.
 */
export class ApiPayoutService {
  constructor(private readonly deps: ApiMoneyDeps) {}

  /**
   * The checks of a payout before any money: the channel moves the currency, a live rail is on,
   * the amount reads in the currency and reaches the minimum. Its amount and fee in minor units.
   * A batch checks each of its items with this too (batches/batch-intake.service.ts).
   */
  async priced(caller: ApiCaller, body: z.infer<typeof openPayoutBody>) {
    requireChannelCurrency(body.payType, body.currencyId);
    requireLiveRail(this.deps, caller, body.payType, body.currencyId);
    const { pricing } = this.deps;
    const amount = await amountOf(pricing, body.currencyId, body.amount);
    const channel = { scope: 0, payType: body.payType, currencyId: body.currencyId };
    await pricing.requireMinimum(channel, amount);
    const fee = computeFee(await pricing.feeSchedule(0, body.payType, body.currencyId), amount);
    return { amount, fee };
  }

  /**
   * `placed` runs in the transaction that opens a new order (never for a repeat): a batch item
   * records its order there, so the link exists exactly when the order does. `beforeHold` runs in
   * it too, before the order's hold: an item of a held batch hands its share back there, so the
   * money moves from the batch's hold to the order's and is never free in between.
   */
  async payout(
    caller: ApiCaller,
    body: z.infer<typeof openPayoutBody>,
    placed?: PlacedHook,
    beforeHold?: (trx: Transaction<Database>, orderSn: string, now: string) => Promise<void>,
  ) {
    const { amount, fee } = await this.priced(caller, body);
    const bank = BANK_PAY_TYPES.includes(body.payType);
    // The schema guarantees the field of the rail's kind: a bank account or a phone.
    const account = (bank ? body.bankAccountNo : body.phone)!;
    const tell = body.notifyRecipient ? await this.recipientSms(caller, body) : undefined;
    const now = this.deps.clock.now();
    const at = now.toISOString();
    const row = apiOrderRow(
      caller,
      {
        sn: newApiSn(now),
        kind: ORDER_KIND.PAYMENT,
        pay_type: body.payType,
        currency_id: body.currencyId,
        amount,
        fee,
        status: 0,
        api_kind: 'payout',
        account_key: apiAccountKey(caller.userId, ApiAccountType.B2C, body.currencyId),
        // What the payout job hands the rail.
        payee_snapshot: JSON.stringify({
          name: body.name,
          account,
          ...(bank && { bankName: body.bankName, bankCode: body.bankCode }),
        }),
        details: JSON.stringify({
          recipient: account,
          recipientName: body.name,
          ...(bank ? { bankName: body.bankName, bankCode: body.bankCode } : { phone: body.phone }),
          narrative: body.narrative,
          // Texted once paid, as a web send's recipient (notifications/order-notices.ts).
          ...(tell && { recipientSms: tell }),
        }),
      },
      at,
    );
    const order = await this.deps.placer.place(caller, 'payout', body, row, {
      opening: async (trx, r) => {
        await beforeHold?.(trx, r.sn, at);
        const id = await this.deps.transitions.openSend(trx, r, actorOf(caller), at, {
          type: PAYOUT_JOB,
          now: at,
        });
        await placed?.(trx, id, at);
        return id;
      },
    });
    return viewOf(this.deps, order);
  }

  /**
   * The merchant asked (`notifyRecipient`) to text the recipient: their number in the currency's
   * country; one that is no mobile there is refused now (-1008) rather than never told.
   */
  private async recipientSms(caller: ApiCaller, body: z.infer<typeof openPayoutBody>) {
    const countryId = API_CURRENCY_COUNTRY[body.currencyId] ?? 0;
    const sender = (await this.deps.senderName?.(caller.userId)) ?? '';
    const request = recipientSms({ countryId, account: body.phone ?? '' }, sender);
    if (!request)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'notifyRecipient', key: 'recipientNoPhone' }],
      });
    return request;
  }
}
