import type { FastifyInstance } from 'fastify';
import type { JobWorker } from '../jobs/worker.ts';
import type { OrdersRepository } from '../modules/orders/orders.repository.ts';
import { channelReference } from '../modules/orders/channel-results.service.ts';
import { PAYOUT_JOB } from '../modules/orders/orders.service.ts';
import { COLLECTION_JOB } from '../modules/orders/recharge.service.ts';
import type { ReferenceService } from '../modules/reference/reference.service.ts';
import {
  SIMULATOR_CALLBACK_PATH,
  SIMULATOR_DELIVER_JOB,
  type ChannelSimulator,
} from './channel-simulator.ts';
import type { ChannelResultsService } from '../modules/orders/channel-results.service.ts';
import { ChannelRefusedError, type PaymentChannel } from './payment-channel.ts';

/**
 * Background work of the rails: submitting payouts, starting collections, and (for the simulator)
 * delivering callbacks through the real HTTP endpoint, in process.
 */
export function registerChannelJobs(deps: {
  worker: JobWorker;
  server: () => FastifyInstance;
  channelFor: (payType: number) => PaymentChannel;
  simulator: ChannelSimulator;
  orders: OrdersRepository;
  reference: ReferenceService;
  /** Fails an order at once when its rail refuses the request for good. */
  results?: ChannelResultsService;
}) {
  const { worker, orders } = deps;

  /** Runs a submission; a permanent refusal rejects the order instead of retrying. */
  async function submit(
    order: { id: number; amount: string | number | bigint },
    kind: 'payout' | 'collection',
    call: () => Promise<{ providerReference: string }>,
  ) {
    try {
      const { providerReference } = await call();
      await orders.setThirdOrderNo(order.id, providerReference);
    } catch (error) {
      if (!(error instanceof ChannelRefusedError) || !deps.results) throw error;
      const reference = channelReference(order.id);
      await deps.results.apply(
        {
          eventKey: `refused:${reference}`,
          reference,
          kind,
          success: false,
          resultCode: error.resultCode,
          resultDesc: error.message,
          amount: BigInt(order.amount),
          transactionId: null,
        },
        'refusal',
        JSON.stringify({ reference, code: error.resultCode, message: error.message }),
      );
    }
  }

  worker.on(PAYOUT_JOB, async (payload) => {
    const order = await orders.findById((payload as { orderId: number }).orderId);
    if (!order || order.status !== 0 || order.third_order_no) return;
    const currency = (await deps.reference.currencyMap()).get(order.currency_id)!;
    const payee = JSON.parse(order.payee_snapshot ?? '{}') as { name?: string; account?: string };
    await submit(order, 'payout', () =>
      deps.channelFor(order.pay_type).submitPayout({
        reference: channelReference(order.id),
        payType: order.pay_type,
        currencyCode: currency.code,
        amount: BigInt(order.amount),
        decimals: currency.decimals,
        recipient: { name: payee.name ?? '', account: payee.account ?? '' },
      }),
    );
  });

  worker.on(COLLECTION_JOB, async (payload) => {
    const order = await orders.findById((payload as { orderId: number }).orderId);
    if (!order || order.status !== -1 || order.third_order_no) return;
    const currency = (await deps.reference.currencyMap()).get(order.currency_id)!;
    const details = JSON.parse(order.details) as { phone?: string };
    await submit(order, 'collection', () =>
      deps.channelFor(order.pay_type).startCollection({
        reference: channelReference(order.id),
        payType: order.pay_type,
        currencyCode: currency.code,
        amount: BigInt(order.amount),
        decimals: currency.decimals,
        phone: details.phone,
      }),
    );
  });

  worker.on(SIMULATOR_DELIVER_JOB, async (payload) => {
    const { raw, headers } = deps.simulator.buildCallback(
      payload as Parameters<ChannelSimulator['buildCallback']>[0],
    );
    const response = await deps.server().inject({
      method: 'POST',
      url: SIMULATOR_CALLBACK_PATH,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: raw,
    });
    if (response.statusCode !== 200)
      throw new Error(`callback answered HTTP ${response.statusCode}`);
  });
}
