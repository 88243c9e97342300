import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import {
  orderIdFromReference,
  type ChannelResultsService,
} from '../../modules/orders/channel-results.service.ts';
import type { OrderRow, OrdersRepository } from '../../modules/orders/orders.repository.ts';
import type { ChannelResult } from '../payment-channel.ts';
import type { RailCallObserver } from '../rail-metrics.ts';
import { rsaPublicKey } from '../rsa-pkcs1.ts';
import { VODACOM_REFUND_JOB, VodacomTzCallbacks } from './vodacom-tz-callbacks.ts';
import { VODACOM_TZ_PAY_TYPE, VodacomTzChannel } from './vodacom-tz-channel.ts';
import { VodacomTzClient } from './vodacom-tz-client.ts';
import { VodacomTzRefunds } from './vodacom-tz-refunds.ts';
import { vodacomTzAdapterOn } from './vodacom-tz-config.ts';
import type { RailMismatches } from '../rail-mismatches.ts';
import { RailReconciliation } from '../rail-reconciliation.ts';

const TZS = 834;

/** Waits in real time: a new session is not live at once. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The M-Pesa Tanzania adapter when VODACOM_TZ_MODE=openapi (loadConfig has checked the
 * settings) or `wire` where the simulator may answer (the settings then point at the wire
 * simulator, channels/wire-simulators.ts), with its callback handling and refunds; null otherwise.
 */
export function createVodacomTz(deps: {
  config: Config;
  clock: Clock;
  results: ChannelResultsService;
  orders: OrdersRepository;
  db: Kysely<Database>;
  /** Where the daily reconciliation lists what an operator must see. */
  mismatches: RailMismatches;
  jobs: Pick<JobQueue, 'enqueue'> & {
    on: (type: string, handler: (payload: unknown) => Promise<void>) => void;
  };
  decimals: (currencyId: number) => Promise<number>;
  log: { warn: (obj: unknown, msg: string) => void; info: (obj: unknown, msg: string) => void };
  /** Each call to the platform, for the per-rail metrics. */
  observer?: RailCallObserver;
  wait?: (ms: number) => Promise<void>;
  fetchImpl?: typeof fetch;
}) {
  const { config } = deps;
  if (!vodacomTzAdapterOn(config)) return null;
  const client = new VodacomTzClient(
    {
      baseUrl: config.VODACOM_TZ_BASE_URL.replace(/\/*$/, '/'),
      apiKey: config.VODACOM_TZ_API_KEY!,
      publicKey: rsaPublicKey(config.VODACOM_TZ_PUBLIC_KEY!),
      origin: config.VODACOM_TZ_ORIGIN!,
      activationMs: config.VODACOM_TZ_SESSION_ACTIVATION_MS,
      lifetimeMs: config.VODACOM_TZ_SESSION_LIFETIME_S * 1000,
      timeoutMs: config.VODACOM_TZ_TIMEOUT_MS,
    },
    deps.clock,
    deps.wait ?? sleep,
    deps.fetchImpl,
    deps.observer,
  );
  /**
   * A query can find its top-up failed meanwhile: the refund job checks and reverses it (once,
   * whoever asks), queued in the transaction that records the result so a crash cannot lose it.
   */
  const refundOf = (reference: string) => {
    const orderId = orderIdFromReference(reference);
    return orderId === null
      ? undefined
      : (trx: Transaction<Database>) =>
          deps.jobs.enqueue(VODACOM_REFUND_JOB, { orderId }, { db: trx });
  };
  /** A status answer as kept in channel_events (the platform's body is read into the result). */
  const rawOf = (result: ChannelResult) =>
    JSON.stringify({ ...result, amount: String(result.amount) });
  const channel = new VodacomTzChannel(
    client,
    { serviceProviderCode: config.VODACOM_TZ_SERVICE_PROVIDER_CODE! },
    async (result) => {
      await deps.results.apply(
        result,
        'vodacom-tz-status',
        rawOf(result),
        undefined,
        refundOf(result.reference),
      );
    },
  );
  const refunds = new VodacomTzRefunds({
    channel,
    orders: deps.orders,
    decimals: deps.decimals,
    log: deps.log,
  });
  deps.jobs.on(VODACOM_REFUND_JOB, async (payload) => {
    await refunds.run((payload as { orderId: number }).orderId);
  });
  const reconciliation = new RailReconciliation(
    {
      name: 'vodacom-tz',
      payType: VODACOM_TZ_PAY_TYPE,
      rails: new Map([[TZS, 'mpesa-tanzania']]),
      enquire: async (query) => {
        const result = await channel.queryStatus(query);
        return result && { result, raw: rawOf(result) };
      },
      refundWhenPaidLate: (result) => refundOf(result.reference),
    },
    {
      db: deps.db,
      jobs: deps.jobs,
      on: deps.jobs.on,
      clock: deps.clock,
      results: deps.results,
      mismatches: deps.mismatches,
      log: deps.log,
    },
  );
  return {
    reconciliation,
    channel,
    callbacks: new VodacomTzCallbacks({
      orders: deps.orders,
      results: deps.results,
      enqueue: deps.jobs.enqueue,
    }),
    /** Unset: no result route, and status queries tell how each payment ended. */
    callbackSecret: config.VODACOM_TZ_CALLBACK_SECRET,
    /** The adapter of an M-Pesa Tanzania order (pay type 7 in TZS). */
    channelFor: (order: Pick<OrderRow, 'pay_type' | 'currency_id'>) =>
      order.pay_type === VODACOM_TZ_PAY_TYPE && order.currency_id === TZS ? channel : undefined,
  };
}
