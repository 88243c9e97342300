import type { Kysely } from 'kysely';
import { toBigInt } from '../../db/bigint.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../clock.ts';
import {
  channelReference,
  orderIdFromReference,
  type ChannelResultsService,
  type ResultOutcome,
} from '../../modules/orders/channel-results.service.ts';
import type { OrderRow, OrdersRepository } from '../../modules/orders/orders.repository.ts';
import type { DarajaEvent } from './daraja-format.ts';
import { UNMATCHED_SOURCE } from './daraja-reversals.repository.ts';
import { recordReceiverName } from './daraja-receiver-name.ts';

const PAYBILL = 505;
export const DARAJA_RETRY_JOB = 'daraja.callback.retry';
/** An STK result that beat its own CheckoutRequestID into the database is tried again this soon. */
const RETRY_DELAY_MS = 5_000;

/** The job queue, as far as a callback that came too early needs it. */
export interface RetryQueue {
  enqueue(type: string, payload: unknown, options?: { delayMs?: number }): Promise<void>;
  on(type: string, handler: (payload: unknown) => Promise<void>): void;
}

/**
 * Turns a Daraja callback into a ChannelResult for ChannelResultsService: finds the order by our
 * reference (B2C), by the CheckoutRequestID kept in third_order_no (STK), or by the account
 * number the customer typed (C2B Paybill), and fills the amount of a failure from the order.
 */
export class DarajaCallbacks {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      orders: OrdersRepository;
      results: ChannelResultsService;
      findAccount: (
        accountNo: string,
      ) => Promise<{ user_id: number; parent_id: number } | undefined>;
      clock: Clock;
      retry?: RetryQueue;
      /** Paybill payments to a merchant's API collections (modules/api-service). */
      merchantPaybill?: MerchantPaybill;
    },
  ) {
    // Tried again with the queue's backoff until the order is known; a forged or foreign
    // CheckoutRequestID ends as a failed job with its reason, for an operator to see.
    deps.retry?.on(DARAJA_RETRY_JOB, async (payload) => {
      const { event, rawBody } = payload as { event: StoredEvent; rawBody: string };
      const outcome = await this.apply(revive(event), rawBody, false);
      if (outcome === 'unknown_order') throw new Error(`no order for ${event.eventKey}`);
    });
  }

  async apply(event: DarajaEvent, rawBody: string, retryLater = true): Promise<ResultOutcome> {
    // A repeat may come after the order's third_order_no became the M-Pesa receipt.
    if (await this.seen(event.eventKey)) return 'duplicate';
    const credited = await this.creditMerchant(event, rawBody);
    if (credited) return credited;
    const order = await this.orderFor(event);
    if (!order || order.kind !== (event.kind === 'payout' ? 0 : -1)) {
      if (event.billRef !== null) await this.recordUnmatched(event, rawBody);
      // The STK callback can arrive before the CheckoutRequestID is stored with the order.
      else if (retryLater && event.providerReference && !event.reference && this.deps.retry)
        await this.deps.retry.enqueue(
          DARAJA_RETRY_JOB,
          { event: { ...event, amount: event.amount?.toString() ?? null }, rawBody },
          { delayMs: RETRY_DELAY_MS },
        );
      return 'unknown_order';
    }
    const amount = event.amount ?? (event.success ? -1n : toBigInt(order.amount));
    const outcome = await this.deps.results.apply(
      {
        eventKey: event.eventKey,
        reference: channelReference(order.id),
        kind: event.kind,
        success: event.success,
        resultCode: event.resultCode,
        resultDesc: event.resultDesc,
        amount,
        transactionId: event.transactionId,
      },
      'daraja',
      rawBody,
    );
    if (outcome === 'applied' && event.success && event.receiverName)
      await recordReceiverName(this.deps.db, order, event.receiverName);
    return outcome;
  }

  /** C2B validation: accept a payment only when its account number leads to a customer. */
  async accepts(event: DarajaEvent): Promise<boolean> {
    if (!event.billRef || event.amount === null || event.amount <= 0n) return false;
    if (orderIdFromReference(event.billRef) !== null) return Boolean(await this.orderFor(event));
    if (await this.deps.merchantPaybill?.merchantOf(event.billRef)) return true;
    return Boolean(await this.deps.findAccount(event.billRef));
  }

  /** A Paybill payment whose account number names an API merchant; null for any other. */
  private async creditMerchant(event: DarajaEvent, rawBody: string) {
    const { merchantPaybill } = this.deps;
    if (!merchantPaybill || !event.billRef || event.amount === null || !event.transactionId)
      return null;
    return merchantPaybill.credit({
      eventKey: event.eventKey,
      transId: event.transactionId,
      billRef: event.billRef,
      amount: event.amount,
      msisdn: event.payer?.msisdn ?? '',
      payerName: event.payer?.name ?? '',
      rawBody,
    });
  }

  private async orderFor(event: DarajaEvent): Promise<OrderRow | undefined> {
    const { orders } = this.deps;
    if (event.reference) {
      const id = orderIdFromReference(event.reference);
      return id === null ? undefined : orders.findById(id);
    }
    if (event.providerReference) return orders.findByThirdOrderNo(event.providerReference);
    if (!event.billRef || event.amount === null) return undefined;
    const id = orderIdFromReference(event.billRef);
    if (id !== null) return orders.findById(id);
    const user = await this.deps.findAccount(event.billRef);
    if (!user) return undefined;
    const main = user.parent_id === 0 ? user.user_id : user.parent_id;
    return orders.findWaitingTopUp(main, PAYBILL, event.amount);
  }

  private async seen(eventKey: string): Promise<boolean> {
    const row = await this.deps.db
      .selectFrom('channel_events')
      .select('id')
      .where('event_key', '=', eventKey)
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Money that reached the Paybill with no waiting order is kept on record for an operator. */
  private async recordUnmatched(event: DarajaEvent, rawBody: string) {
    await this.deps.db
      .insertInto('channel_events')
      .values({
        event_key: event.eventKey,
        source: UNMATCHED_SOURCE,
        body: rawBody.slice(0, 4000),
        create_time: this.deps.clock.now().toISOString(),
      })
      .onConflict((oc) => oc.column('event_key').doNothing())
      .execute();
  }
}

/** The API service's Paybill crediting, as far as these callbacks use it. */
export interface MerchantPaybill {
  merchantOf(billRef: string): Promise<unknown>;
  credit(payment: {
    eventKey: string;
    transId: string;
    billRef: string;
    amount: bigint;
    msisdn: string;
    payerName: string;
    rawBody: string;
  }): Promise<'applied' | 'duplicate' | null>;
}

type StoredEvent = Omit<DarajaEvent, 'amount'> & { amount: string | null };

function revive(event: StoredEvent): DarajaEvent {
  return { ...event, amount: event.amount === null ? null : BigInt(event.amount) };
}
