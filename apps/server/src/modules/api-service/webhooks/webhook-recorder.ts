import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ApiMode, OpenBatchSummary, WebhookEventBody } from '@pesa/contract';
import type { Database } from '../../../db/schema.ts';
import type { FinalStatusListener } from '../../orders/orders.service.ts';
import { openOrderView } from '../orders/api-order-view.ts';
import type { WebhookEventsRepository } from './webhook-events.repository.ts';

/** The job that makes one delivery try of an event. */
export const WEBHOOK_JOB = 'webhook.deliver';
/** `attempt` is how many tries the event had when the job was queued: the job makes the next. */
export interface WebhookJobPayload {
  eventId: string;
  attempt: number;
}

/** The event type's ending per final order status (SPEC §4: 1 PASS, 2 REJECT, 3 CANCEL). */
const OUTCOME: Readonly<Record<number, string>> = { 1: 'succeeded', 2: 'failed', 3: 'cancelled' };

type Enqueue = (
  type: string,
  payload: WebhookJobPayload,
  trx: Transaction<Database>,
) => Promise<void>;

/**
 * Records the webhook event of an API order that reached a final status, in the transaction that
 * moved it, and queues its first delivery there too: the event exists exactly when the status
 * change does, and survives any crash or restart after the commit. A merchant without an
 * application or a notify URL gets no event.
 */
export class WebhookRecorder {
  // Currency codes and decimals never change once seeded (ISO 4217). They are read through the
  // transaction on first need: a read outside it could wait on the very connection it holds.
  private currencies: Map<number, { code: string; decimals: number }> | null = null;

  constructor(
    private readonly repo: WebhookEventsRepository,
    private readonly enqueue: Enqueue,
  ) {}

  readonly record: FinalStatusListener = async (trx, order, to, now) => {
    const outcome = OUTCOME[to];
    if (!outcome || !order.api_mode) return;
    const notifyUrl = await this.repo.notifyUrlOf(order.main_user_id, trx);
    if (!notifyUrl) return;
    const mode = order.api_mode as ApiMode;
    const eventId = `evt_${randomBytes(12).toString('hex')}`;
    const eventType = `${order.api_kind ?? 'payout'}.${outcome}`;
    const body: WebhookEventBody = {
      eventId,
      eventType,
      createTime: now,
      livemode: mode === 'live',
      data: openOrderView(order, await this.currencyMap(trx, order.currency_id)),
    };
    await this.repo.insert(trx, {
      event_id: eventId,
      user_id: order.main_user_id,
      mode,
      event_type: eventType,
      order_id: order.id,
      body: JSON.stringify(body),
      status: 'pending',
      attempts: 0,
      last_status_code: null,
      last_error: null,
      next_attempt_time: now,
      create_time: now,
      delivered_time: null,
    });
    await this.enqueue(WEBHOOK_JOB, { eventId, attempt: 0 }, trx);
  };

  /**
   * Records `batch.completed` of a merchant API batch, in the transaction that marked the batch
   * complete (a conditional update, so this runs once per batch). Not an order's event: its
   * `order_id` is 0, and its `data` is the batch's summary.
   */
  async recordBatchCompleted(
    trx: Transaction<Database>,
    merchant: { userId: number; mode: ApiMode },
    data: OpenBatchSummary,
    now: string,
  ): Promise<void> {
    const notifyUrl = await this.repo.notifyUrlOf(merchant.userId, trx);
    if (!notifyUrl) return;
    const eventId = `evt_${randomBytes(12).toString('hex')}`;
    const eventType = 'batch.completed';
    const body = { eventId, eventType, createTime: now, livemode: merchant.mode === 'live', data };
    await this.repo.insert(trx, {
      event_id: eventId,
      user_id: merchant.userId,
      mode: merchant.mode,
      event_type: eventType,
      order_id: 0,
      body: JSON.stringify(body),
      status: 'pending',
      attempts: 0,
      last_status_code: null,
      last_error: null,
      next_attempt_time: now,
      create_time: now,
      delivered_time: null,
    });
    await this.enqueue(WEBHOOK_JOB, { eventId, attempt: 0 }, trx);
  }

  private async currencyMap(trx: Transaction<Database>, currencyId: number) {
    if (!this.currencies?.has(currencyId)) {
      const rows = await this.repo.currencies(trx);
      this.currencies = new Map(
        rows.map((r) => [r.currency_id, { code: r.code, decimals: r.decimals }]),
      );
    }
    return this.currencies;
  }
}
