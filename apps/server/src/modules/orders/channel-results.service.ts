import { DB_INT_MAX, OrderEventReason } from '@pesa/contract';
import { toBigInt } from '../../db/bigint.ts';
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { ChannelResult } from '../../channels/payment-channel.ts';
import type { TransactionBatcher } from '../../db/transaction-batcher.ts';
import type { Actor, OrderTransitions } from './order-transitions.ts';
import type { OrdersRepository } from './orders.repository.ts';

/**
 * What starts every order's reference at a rail (`PB` and the order id): globally unique, unlike
 * the customer's order number.
 */
export const CHANNEL_REFERENCE_PREFIX = 'PB';

export function channelReference(orderId: number): string {
  return `${CHANNEL_REFERENCE_PREFIX}${orderId}`;
}

export function orderIdFromReference(reference: string): number | null {
  const match = /^PB(\d{1,10})$/.exec(reference);
  // An id no INTEGER column holds is no order of ours (and PostgreSQL would refuse the query).
  return match && Number(match[1]) <= DB_INT_MAX ? Number(match[1]) : null;
}

export type ResultOutcome = 'applied' | 'duplicate' | 'late' | 'unknown_order' | 'amount_mismatch';

/**
 * Applies what a rail reports, exactly once: the provider's event key is recorded in the same
 * transaction as the order change, so a repeated callback finds it and changes nothing; a late
 * one finds the order already final; an amount that differs from the order is refused.
 */
export class ChannelResultsService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly transitions: OrderTransitions,
    private readonly batcher: TransactionBatcher,
    private readonly clock: Clock,
  ) {}

  /**
   * `actor` is who the order's history names: the rail, or an operator who settled for it.
   * `paidAfterFailure` runs in the same transaction when a collection's success reaches a top-up
   * that had already failed (the customer paid for nothing): what it queues, a refund, commits
   * with the result's key, so a crash in between cannot leave the payment kept and unrefunded.
   */
  async apply(
    result: ChannelResult,
    source: string,
    rawBody: string,
    actor: Actor = { type: 'channel', id: 0 },
    paidAfterFailure?: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<ResultOutcome> {
    const orderId = orderIdFromReference(result.reference);
    if (orderId === null) return 'unknown_order';
    const now = this.clock.now().toISOString();
    return this.batcher.run(async (trx) => {
      const seen = await trx
        .insertInto('channel_events')
        .values({
          event_key: result.eventKey,
          source,
          body: rawBody.slice(0, 4000),
          create_time: now,
        })
        .onConflict((oc) => oc.column('event_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!seen) return 'duplicate';
      const order = await this.repo.findById(orderId, trx);
      if (!order) return 'unknown_order';
      if (toBigInt(order.amount) !== result.amount) return 'amount_mismatch';
      const waiting = result.kind === 'payout' ? 0 : -1;
      if (order.status !== waiting) {
        if (result.kind === 'collection' && result.success && order.status === 2)
          await paidAfterFailure?.(trx);
        return 'late';
      }
      const reason = `${result.resultCode} ${result.resultDesc}`.slice(0, 200);
      let current = order;
      if (result.kind === 'collection' && result.success) {
        // A paid top-up first becomes PENDING (money received), then PASS credits the wallet.
        await this.transitions.move(trx, order, 0, actor, OrderEventReason.PAYMENT_RECEIVED, now);
        current = { ...order, status: 0 };
      }
      await this.transitions.move(trx, current, result.success ? 1 : 2, actor, reason, now, {
        third_order_no: result.transactionId ?? order.third_order_no,
        fail_reason: result.success ? null : reason,
        payout_time: result.success ? now : null,
      });
      return 'applied';
    });
  }
}
