import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type {
  ChannelResultsService,
  ResultOutcome,
} from '../../modules/orders/channel-results.service.ts';
import type { ChannelResult } from '../payment-channel.ts';
import { nulField } from '../../security/input-faults.ts';
import { airtelCode } from './airtel-codes.ts';
import { AIRTEL_PAY_TYPE, type AirtelChannel } from './airtel-channel.ts';

export const AIRTEL_REFUND_JOB = 'airtel.refund';

/**
 * What a result of Airtel's does when it finds its top-up already failed: it queues the full
 * refund of the collection in the transaction that records the result (ChannelResultsService), so
 * the refund is never lost to a crash between the two.
 */
export function refundWhenPaidLate(
  queue: Pick<JobQueue, 'enqueue'>,
  currencyId: number,
  result: ChannelResult,
) {
  const airtelMoneyId = result.transactionId;
  if (!airtelMoneyId) return undefined;
  const job: RefundJob = { currencyId, airtelMoneyId, reference: result.reference };
  return (trx: Transaction<Database>) => queue.enqueue(AIRTEL_REFUND_JOB, job, { db: trx });
}

/** Airtel's collection callback (docs/rails.md "Airtel Money"): TS or TF, and the hash. */
const callbackSchema = z.object({
  transaction: z.object({
    id: z.string().min(1).max(64),
    message: z.string().max(1000).optional(),
    status_code: z.enum(['TS', 'TF']),
    airtel_money_id: z.string().max(64).optional(),
  }),
  hash: z.string().max(200).optional(),
});
export type AirtelCallback = z.infer<typeof callbackSchema>;

function hmac(key: string, text: string): Buffer {
  return createHmac('sha256', key).update(text).digest();
}

/**
 * Whether a callback carries the hash of the account's callback key. Airtel's text says the
 * request is hashed with HMAC-SHA256 in base64, but not over what exactly: the compact JSON of the
 * `transaction` object and the raw body are both accepted, since either needs the key.
 */
export function callbackHashValid(key: string, rawBody: string, body: AirtelCallback): boolean {
  if (!body.hash) return false;
  const given = Buffer.from(body.hash, 'base64');
  const candidates = [hmac(key, JSON.stringify(body.transaction))];
  const { hash: _hash, ...unsigned } = JSON.parse(rawBody) as Record<string, unknown>;
  candidates.push(hmac(key, JSON.stringify(unsigned)));
  return candidates.some((expected) => given.length === 32 && timingSafeEqual(expected, given));
}

export function parseAirtelCallback(rawBody: string): AirtelCallback | null {
  try {
    const body: unknown = JSON.parse(rawBody);
    if (nulField(body) !== null) return null;
    const parsed = callbackSchema.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Applies Airtel's collection callbacks: the order is ours by its transaction id (our rail
 * reference), its amount comes from the order (the callback names none), and the result is
 * applied once under the same key as the enquiry's. Unsigned (the account has no Callback
 * Authentication), a callback is only a prompt: anyone could post one, so Airtel's enquiry says
 * how the payment ended and only that is applied. A success for a top-up that had already
 * ended without it (an operator failed it while the customer was paying) is refunded in full, so
 * money we never credited goes back.
 */
export class AirtelCallbacks {
  constructor(
    private readonly deps: {
      results: ChannelResultsService;
      order: (
        reference: string,
      ) => Promise<
        { amount: bigint; currencyId: number; kind: number; payType: number } | undefined
      >;
      channelFor: (currencyId: number) => AirtelChannel | undefined;
      queue: Pick<JobQueue, 'enqueue'>;
      on: (type: string, handler: (payload: unknown) => Promise<void>) => void;
      log: { warn: (obj: unknown, msg: string) => void };
    },
  ) {
    deps.on(AIRTEL_REFUND_JOB, async (payload) => {
      const { currencyId, airtelMoneyId, reference } = payload as RefundJob;
      const channel = deps.channelFor(currencyId);
      if (!channel) throw new Error(`no Airtel adapter for currency ${currencyId}`);
      const outcome = await channel.refund(airtelMoneyId);
      deps.log.warn({ reference, airtelMoneyId, outcome }, 'airtel late collection refund');
    });
  }

  /** `verified`: the callback carried the right hash of the account's callback key. */
  async apply(
    body: AirtelCallback,
    rawBody: string,
    verified: boolean,
  ): Promise<ResultOutcome | 'unconfirmed'> {
    const { id: reference, status_code: status, airtel_money_id: receipt } = body.transaction;
    const order = await this.deps.order(reference);
    const channel = order && this.deps.channelFor(order.currencyId);
    if (!order || order.kind !== -1 || order.payType !== AIRTEL_PAY_TYPE || !channel)
      return 'unknown_order';
    const confirmed = verified
      ? {
          result: channel.result(
            'collection',
            reference,
            order.amount,
            { code: status, meaning: airtelCode(status) },
            receipt ?? null,
          ),
          raw: rawBody,
        }
      : await channel.enquireFinal({
          reference,
          providerReference: reference,
          kind: 'collection',
          amount: order.amount,
        });
    if (!confirmed) return 'unconfirmed';
    const { result, raw } = confirmed;
    return this.deps.results.apply(
      result,
      'airtel-callback',
      raw,
      undefined,
      refundWhenPaidLate(this.deps.queue, order.currencyId, result),
    );
  }
}

interface RefundJob {
  currencyId: number;
  airtelMoneyId: string;
  reference: string;
}
