import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import {
  orderIdFromReference,
  type ChannelResultsService,
} from '../../modules/orders/channel-results.service.ts';
import type { OrderRow, OrdersRepository } from '../../modules/orders/orders.repository.ts';
import { toBigInt } from '../../db/bigint.ts';
import { rsaPublicKey } from '../rsa-pkcs1.ts';
import type { RailCallObserver } from '../rail-metrics.ts';
import { AirtelCallbacks, refundWhenPaidLate } from './airtel-callbacks.ts';
import { AIRTEL_MARKETS, AIRTEL_PAY_TYPE, AirtelChannel } from './airtel-channel.ts';
import { AirtelHttp } from './airtel-http.ts';
import { airtelAdapterOn } from './airtel-config.ts';
import { airtelReconciledRail } from './airtel-reconciliation.ts';
import { RailReconciliation } from '../rail-reconciliation.ts';
import type { RailMismatches } from '../rail-mismatches.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

/**
 * The Airtel Money adapters when AIRTEL_MODE=openapi (loadConfig has checked the settings) or
 * `wire` where the simulator may answer (the settings then point at the wire simulator,
 * channels/wire-simulators.ts): one per country of AIRTEL_COUNTRIES, sharing one token, and the
 * callback handling; null otherwise.
 */
export function createAirtel(deps: {
  config: Config;
  clock: Clock;
  results: ChannelResultsService;
  orders: OrdersRepository;
  db: Kysely<Database>;
  /** Where the daily reconciliation lists what an operator must see. */
  mismatches: RailMismatches;
  queue: Pick<JobQueue, 'enqueue'>;
  jobs: { on: (type: string, handler: (payload: unknown) => Promise<void>) => void };
  log: { warn: (obj: unknown, msg: string) => void };
  /** The per-rail metrics of every call to Airtel. */
  observer?: RailCallObserver;
  fetchImpl?: typeof fetch;
}) {
  const { config } = deps;
  if (!airtelAdapterOn(config)) return null;
  const http = new AirtelHttp(
    {
      baseUrl: config.AIRTEL_BASE_URL.replace(/\/+$/, ''),
      clientId: config.AIRTEL_CLIENT_ID!,
      clientSecret: config.AIRTEL_CLIENT_SECRET!,
    },
    deps.clock,
    deps.observer,
    deps.fetchImpl,
  );
  const pin = { key: rsaPublicKey(config.AIRTEL_PIN_PUBLIC_KEY!), value: config.AIRTEL_PIN };
  // An answer can find its top-up failed meanwhile: then the collection is refunded, as on a callback.
  const settleIn =
    (currencyId: number) => (result: Parameters<ChannelResultsService['apply']>[0], raw: string) =>
      deps.results.apply(
        result,
        'airtel-answer',
        raw,
        undefined,
        refundWhenPaidLate(deps.queue, currencyId, result),
      );
  const channels = new Map<number, AirtelChannel>();
  for (const country of config.AIRTEL_COUNTRIES) {
    const market = AIRTEL_MARKETS[country]!;
    channels.set(
      market.currencyId,
      new AirtelChannel(http, market, pin, settleIn(market.currencyId)),
    );
  }
  const callbacks = new AirtelCallbacks({
    results: deps.results,
    order: async (reference) => {
      const id = orderIdFromReference(reference);
      const order = id === null ? undefined : await deps.orders.findById(id);
      return (
        order && {
          amount: toBigInt(order.amount),
          currencyId: order.currency_id,
          kind: order.kind,
          payType: order.pay_type,
        }
      );
    },
    channelFor: (currencyId) => channels.get(currencyId),
    queue: deps.queue,
    on: deps.jobs.on,
    log: deps.log,
  });
  const reconciliation = new RailReconciliation(airtelReconciledRail(channels, deps.queue), {
    db: deps.db,
    jobs: deps.queue,
    on: deps.jobs.on,
    clock: deps.clock,
    results: deps.results,
    mismatches: deps.mismatches,
    log: deps.log,
  });
  return {
    reconciliation,
    /** The adapter of an order paid or paid out by Airtel Money in a configured country. */
    channelFor: (order: Pick<OrderRow, 'pay_type' | 'currency_id'>) =>
      order.pay_type === AIRTEL_PAY_TYPE ? channels.get(order.currency_id) : undefined,
    callbacks,
    callbackKey: config.AIRTEL_CALLBACK_KEY,
  };
}
