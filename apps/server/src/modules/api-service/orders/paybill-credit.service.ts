import { ApiAccountType, apiAccountKey, merchantPaybillAccount } from '@pesa/domain';
import type { Clock } from '../../../clock.ts';
import type { TransactionBatcher } from '../../../db/transaction-batcher.ts';
import { ORDER_KIND, type OrderRow, type OrderTransitions } from '../../orders/orders.service.ts';
import type { ApiMerchants } from './api-merchants.ts';
import type { ApiOrdersRepository } from './api-orders.repository.ts';
import { apiOrderRow, newApiSn } from './api-order-request.ts';

const KES = 404;

/** A customer's Paybill payment as the rail confirmed it (Daraja C2B confirmation). */
export interface PaybillPayment {
  /** The rail's de-duplication key (`daraja:c2b:<TransID>`). */
  eventKey: string;
  transId: string;
  billRef: string;
  /** KES cents. */
  amount: bigint;
  msisdn: string;
  payerName: string;
  /** Kept on record, like every applied callback. */
  rawBody: string;
}

/**
 * Paybill payments whose account number names a merchant ("API" + account number, domain
 * `merchantPaybillAccount`) with approved API access: credited to the merchant's live C2B
 * account of M-Pesa Kenya (account type 2, KES) as a collect order that is PASS at once, with the
 * payer's details. The rail's key goes into channel_events in the same transaction, so a repeated
 * confirmation finds it and moves nothing. Any other reference is left to the customer top-up
 * path (null).
 */
export class ApiPaybillCredits {
  constructor(
    private readonly deps: {
      merchants: Pick<ApiMerchants, 'byAccountNo'>;
      repo: ApiOrdersRepository;
      transitions: OrderTransitions;
      batcher: TransactionBatcher;
      clock: Clock;
    },
  ) {}

  /** The merchant a bill reference names, for the validation call; undefined when none. */
  async merchantOf(billRef: string): Promise<{ userId: number } | undefined> {
    const accountNo = merchantPaybillAccount(billRef);
    return accountNo ? this.deps.merchants.byAccountNo(accountNo) : undefined;
  }

  async credit(payment: PaybillPayment): Promise<'applied' | 'duplicate' | null> {
    if (payment.amount <= 0n) return null;
    const merchant = await this.merchantOf(payment.billRef);
    if (!merchant) return null;
    const now = this.deps.clock.now();
    const at = now.toISOString();
    const row = apiOrderRow(
      { userId: merchant.userId, mode: 'live', actorId: merchant.userId },
      {
        sn: newApiSn(now),
        kind: ORDER_KIND.RECHARGE,
        pay_type: ApiAccountType.MPESA_KES,
        currency_id: KES,
        amount: payment.amount,
        status: 1,
        api_kind: 'collect',
        account_key: apiAccountKey(merchant.userId, ApiAccountType.MPESA_KES, KES),
        third_order_no: payment.transId,
        payout_time: at,
        details: JSON.stringify({
          oppoAccountId: payment.msisdn,
          oppoAccountName: payment.payerName,
          oppoBankName: 'M-PESA',
          paymentChannel: 'Paybill',
          transactionNarrative: payment.billRef,
          externalTxId: payment.transId,
        }),
      },
      at,
    );
    return this.deps.batcher.run(async (trx) => {
      const first = await trx
        .insertInto('channel_events')
        .values({
          event_key: payment.eventKey,
          source: 'daraja',
          body: payment.rawBody.slice(0, 4000),
          create_time: at,
        })
        .onConflict((oc) => oc.column('event_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!first) return 'duplicate';
      const id = await this.deps.repo.insert(trx, row);
      const order = { ...row, id } as OrderRow;
      await this.deps.transitions.completeImmediately(trx, order, { type: 'channel', id: 0 }, at);
      return 'applied';
    });
  }
}
