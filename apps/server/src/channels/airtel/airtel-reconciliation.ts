import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ReconciledRail } from '../rail-reconciliation.ts';
import type { RailId } from '../rails.ts';
import { AIRTEL_PAY_TYPE, type AirtelChannel } from './airtel-channel.ts';
import { refundWhenPaidLate } from './airtel-callbacks.ts';

const TZS = 834;

/**
 * Airtel Money in the daily reconciliation (rail-reconciliation.ts): its enquiries, one adapter
 * per configured country, and the full refund of a top-up it says was paid after we ended it.
 */
export function airtelReconciledRail(
  channels: ReadonlyMap<number, AirtelChannel>,
  queue: Pick<JobQueue, 'enqueue'>,
): ReconciledRail {
  const rails = new Map<number, RailId>(
    [...channels.keys()].map((currencyId) => [
      currencyId,
      currencyId === TZS ? 'airtel-tanzania' : 'airtel-kenya',
    ]),
  );
  return {
    name: 'airtel',
    payType: AIRTEL_PAY_TYPE,
    rails,
    // Every order asked about is in one of these currencies: the reconciliation selects by them.
    enquire: (query, currencyId) => channels.get(currencyId)!.enquireFinal(query),
    refundWhenPaidLate: (result, currencyId) => refundWhenPaidLate(queue, currencyId, result),
  };
}
