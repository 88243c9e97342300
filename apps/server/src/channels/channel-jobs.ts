import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../jobs/job-queue.ts';
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
import type { OrderRow } from '../modules/orders/orders.repository.ts';
import { ChannelRefusedError, type ChannelResult, type PaymentChannel } from './payment-channel.ts';
import type { PayoutStatusQueries } from './payout-status-queries.ts';

export const STATUS_QUERY_JOB = 'channel.status-query';
/** Queries per order in all, one every CHANNEL_STATUS_QUERY_DELAY_MS, while the rail cannot tell. */
export const STATUS_QUERY_ATTEMPTS = 5;

/**
 * Background work of the rails: submitting payouts, starting collections, asking the rail about a
 * collection or payout whose result has not come, and (for the simulator) delivering callbacks
 * through the real HTTP endpoint, in process.
 */
export function registerChannelJobs(deps: {
  worker: JobWorker;
  server: () => FastifyInstance;
  /** The rail of one order: by its pay type, and the sandbox for every test-mode API order. */
  channelFor: (order: Pick<OrderRow, 'pay_type' | 'api_mode' | 'currency_id'>) => PaymentChannel;
  simulator: ChannelSimulator;
  orders: OrdersRepository;
  reference: ReferenceService;
  /** Applies rail results: permanent refusals and status-query answers. */
  results: ChannelResultsService;
  jobs: Pick<JobQueue, 'enqueue'>;
  /** How long after starting a collection (and between queries) its status is asked. */
  statusQueryDelayMs: number;
  /** The count and chain of payout status queries (rails that answer on a callback). */
  payoutQueries: PayoutStatusQueries;
}) {
  const { worker, orders } = deps;

  /**
   * Runs a submission; a permanent refusal rejects the order instead of retrying. Returns whether
   * the rail took the request.
   */
  async function submit(
    order: { id: number; amount: string | number | bigint },
    kind: 'payout' | 'collection',
    call: () => Promise<{ providerReference: string }>,
  ): Promise<boolean> {
    try {
      const { providerReference } = await call();
      await orders.setThirdOrderNo(order.id, providerReference);
      return true;
    } catch (error) {
      if (!(error instanceof ChannelRefusedError)) throw error;
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
      return false;
    }
  }

  const queryLater = (orderId: number, attempt: number) =>
    deps.jobs.enqueue(STATUS_QUERY_JOB, { orderId, attempt }, { delayMs: deps.statusQueryDelayMs });

  worker.on(PAYOUT_JOB, async (payload) => {
    const order = await orders.findById((payload as { orderId: number }).orderId);
    if (!order || order.status !== 0 || order.third_order_no) return;
    const currency = (await deps.reference.currencyMap()).get(order.currency_id)!;
    const payee = JSON.parse(order.payee_snapshot ?? '{}') as { name?: string; account?: string };
    const channel = deps.channelFor(order);
    const submitted = await submit(order, 'payout', () =>
      channel.submitPayout({
        reference: channelReference(order.id),
        payType: order.pay_type,
        currencyCode: currency.code,
        amount: BigInt(order.amount),
        decimals: currency.decimals,
        recipient: { name: payee.name ?? '', account: payee.account ?? '' },
      }),
    );
    // A Result that never comes would leave the money on hold: ask later, where the rail can tell.
    if (submitted && channel.requestPayoutStatus) await deps.payoutQueries.later(order.id, 1);
  });

  worker.on(COLLECTION_JOB, async (payload) => {
    const order = await orders.findById((payload as { orderId: number }).orderId);
    if (!order || order.status !== -1 || order.third_order_no) return;
    const currency = (await deps.reference.currencyMap()).get(order.currency_id)!;
    const details = JSON.parse(order.details) as { phone?: string };
    const started = await submit(order, 'collection', () =>
      deps.channelFor(order).startCollection({
        reference: channelReference(order.id),
        payType: order.pay_type,
        currencyCode: currency.code,
        amount: BigInt(order.amount),
        decimals: currency.decimals,
        phone: details.phone,
      }),
    );
    // A callback that never comes would leave the top-up waiting forever: ask the rail later.
    if (started) await queryLater(order.id, 1);
  });

  const statusQuery = (order: OrderRow, kind: 'payout' | 'collection') => ({
    reference: channelReference(order.id),
    providerReference: order.third_order_no!,
    kind,
    amount: BigInt(order.amount),
  });

  /**
   * A payout's rail answers on a callback, so each job only asks; the answer settles the payout
   * when it comes. The chain stops as soon as the payout is final.
   */
  async function queryPayout(order: OrderRow, attempt: number) {
    const channel = deps.channelFor(order);
    if (!channel.requestPayoutStatus) return;
    if (!(await deps.payoutQueries.claim(order.id, attempt))) return;
    if (attempt > STATUS_QUERY_ATTEMPTS) {
      deps
        .server()
        .log.warn(
          { reference: channelReference(order.id), queries: STATUS_QUERY_ATTEMPTS },
          'payout still pending after its status queries; it waits for an operator',
        );
      return;
    }
    try {
      await channel.requestPayoutStatus(statusQuery(order, 'payout'));
    } catch (error) {
      await deps.payoutQueries.release(order.id, attempt);
      throw error;
    }
  }

  worker.on(STATUS_QUERY_JOB, async (payload) => {
    const { orderId, attempt } = payload as { orderId: number; attempt: number };
    const order = await orders.findById(orderId);
    if (!order?.third_order_no) return;
    if (order.kind === 0 && order.status === 0) return queryPayout(order, attempt);
    if (order.kind !== -1 || order.status !== -1) return;
    const result = await deps.channelFor(order).queryStatus(statusQuery(order, 'collection'));
    if (result) await deps.results.apply(result, 'status-query', resultJson(result));
    else if (attempt < STATUS_QUERY_ATTEMPTS) await queryLater(order.id, attempt + 1);
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

function resultJson(result: ChannelResult): string {
  return JSON.stringify({ ...result, amount: result.amount.toString() });
}
