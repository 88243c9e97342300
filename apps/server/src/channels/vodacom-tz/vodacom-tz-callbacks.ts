import { z } from 'zod';
import { toBigInt } from '../../db/bigint.ts';
import {
  orderIdFromReference,
  type ChannelResultsService,
  type ResultOutcome,
} from '../../modules/orders/channel-results.service.ts';
import type { OrdersRepository } from '../../modules/orders/orders.repository.ts';
import { nulField } from '../../security/input-faults.ts';
import { vodacomEventKey } from './vodacom-tz-channel.ts';
import { vodacomCode, vodacomReason } from './vodacom-tz-codes.ts';

const text = (max: number) => z.string().max(max);

/** The result the platform posts for C2B, B2C and reversal alike (RAILS-MOBILE-MONEY §1.8). */
const resultSchema = z.object({
  input_OriginalConversationID: text(64),
  input_TransactionID: text(40).optional(),
  input_ResultCode: text(20),
  input_ResultDesc: text(500).optional(),
  input_ThirdPartyConversationID: text(64),
});
export type VodacomResult = z.infer<typeof resultSchema>;

export function parseVodacomResult(raw: string): VodacomResult | null {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = resultSchema.safeParse(body);
  return parsed.success && nulField(parsed.data) === null ? parsed.data : null;
}

/** What became of a posted result. */
export type CallbackOutcome = ResultOutcome | 'unmatched' | 'undecided' | 'refund-checked';

export const VODACOM_REFUND_JOB = 'vodacom-tz.refund';

/**
 * Applies posted results. The platform does not sign them, so a result applies only to the order
 * whose request the platform gave this ConversationID (kept as the order's third_order_no); any
 * other is left to the status queries. An ambiguous code applies nothing: the queries decide. A
 * success for a top-up that has already failed means the customer paid for nothing: a refund job
 * checks it with the platform and reverses it.
 */
export class VodacomTzCallbacks {
  constructor(
    private readonly deps: {
      orders: Pick<OrdersRepository, 'findById'>;
      results: Pick<ChannelResultsService, 'apply'>;
      enqueue: (type: string, payload: unknown) => Promise<void>;
    },
  ) {}

  async apply(body: VodacomResult, raw: string): Promise<CallbackOutcome> {
    const reference = body.input_ThirdPartyConversationID;
    const orderId = orderIdFromReference(reference);
    const order = orderId === null ? undefined : await this.deps.orders.findById(orderId);
    if (!order) return 'unknown_order';
    const meaning = vodacomCode(body.input_ResultCode);
    const kind = order.kind === -1 ? 'collection' : 'payout';
    const waiting = order.status === (kind === 'collection' ? -1 : 0);
    if (!waiting) {
      if (kind === 'collection' && order.status === 2 && meaning.outcome === 'success') {
        await this.deps.enqueue(VODACOM_REFUND_JOB, { orderId: order.id });
        return 'refund-checked';
      }
      return 'late';
    }
    if (order.third_order_no !== body.input_OriginalConversationID) return 'unmatched';
    if (meaning.outcome !== 'success' && meaning.outcome !== 'failed') return 'undecided';
    const transactionId = body.input_TransactionID ?? '';
    return this.deps.results.apply(
      {
        eventKey: vodacomEventKey(reference),
        reference,
        kind,
        success: meaning.outcome === 'success',
        resultCode: body.input_ResultCode,
        resultDesc: vodacomReason(body.input_ResultCode),
        amount: toBigInt(order.amount),
        transactionId: /^[0-9A-Za-z]{1,20}$/.test(transactionId) ? transactionId : null,
      },
      'vodacom-tz-callback',
      raw,
    );
  }
}
