import { toBigInt } from '../../db/bigint.ts';
import { channelReference } from '../../modules/orders/channel-results.service.ts';
import type { OrdersRepository } from '../../modules/orders/orders.repository.ts';
import { ChannelRefusedError } from '../payment-channel.ts';
import type { VodacomTzChannel } from './vodacom-tz-channel.ts';

/** The reversal's own reference: one per order, so a repeated job cannot refund twice. */
export function refundReference(orderId: number): string {
  return `RV${orderId}`;
}

/**
 * Refunds a top-up the customer paid after its order had failed (nothing was credited). The
 * posted result is not trusted for this: the platform is asked how the order's own request
 * ended, and only a completed, unreversed payment is reversed, for the order's amount. A
 * reversal with no clear answer throws, so the job runs again with the same reference.
 */
export class VodacomTzRefunds {
  constructor(
    private readonly deps: {
      channel: VodacomTzChannel;
      orders: Pick<OrdersRepository, 'findById'>;
      decimals: (currencyId: number) => Promise<number>;
      log: {
        warn: (obj: unknown, msg: string) => void;
        info: (obj: unknown, msg: string) => void;
      };
    },
  ) {}

  async run(orderId: number): Promise<'refunded' | 'nothing-to-refund'> {
    const order = await this.deps.orders.findById(orderId);
    if (!order || order.kind !== -1 || order.status !== 2) return 'nothing-to-refund';
    const reference = channelReference(order.id);
    const amount = toBigInt(order.amount);
    const status = await this.deps.channel.queryStatus({
      reference,
      providerReference: order.third_order_no ?? reference,
      kind: 'collection',
      amount,
    });
    if (!status) throw new Error(`M-Pesa Tanzania cannot tell yet how ${reference} ended`);
    if (!status.success || !status.transactionId) return 'nothing-to-refund';
    const decimals = await this.deps.decimals(order.currency_id);
    try {
      const done = await this.deps.channel.reverse(
        status.transactionId,
        amount,
        decimals,
        refundReference(order.id),
      );
      if (done === 'unknown') throw new Error(`reversal of ${reference} has no answer yet`);
    } catch (error) {
      if (!(error instanceof ChannelRefusedError)) throw error;
      // A refusal will not change on a retry: an operator must return this money.
      this.deps.log.warn(
        { reference, transactionId: status.transactionId, code: error.resultCode },
        'M-Pesa Tanzania refused the refund of a top-up paid after its order failed',
      );
      return 'nothing-to-refund';
    }
    this.deps.log.info({ reference, transactionId: status.transactionId }, 'top-up refunded');
    return 'refunded';
  }
}
