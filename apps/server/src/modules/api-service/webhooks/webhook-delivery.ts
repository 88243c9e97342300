import { createHmac } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ApiMode } from '@pesa/contract';
import { webhookRetryDelayMs, webhookSignedText } from '@pesa/domain';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import type { ApiKeysRepository } from '../access/api-keys.repository.ts';
import { postWebhook } from './webhook-http.ts';
import { WEBHOOK_JOB, type WebhookJobPayload } from './webhook-recorder.ts';
import { resolveWebhookTarget, type LookupAll } from './webhook-target.ts';
import type {
  TryResult,
  WebhookEvent,
  WebhookEventsRepository,
} from './webhook-events.repository.ts';

export const WEBHOOK_USER_AGENT = 'PesaBridge-Webhooks/1';

export interface WebhookDeliveryDeps {
  repo: WebhookEventsRepository;
  keys: Pick<ApiKeysRepository, 'activePair'>;
  /** Runs database work in one transaction (the batcher). */
  run: <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;
  enqueue: (
    type: string,
    payload: WebhookJobPayload,
    options: { delayMs: number; db: Transaction<Database> },
  ) => Promise<void>;
  clock: Clock;
  production: boolean;
  timeoutMs: number;
  maxAttempts: number;
  lookup?: LookupAll;
}

/** The signature header: `t=<unix s>,v1=<hex HMAC-SHA256 over "t.body" with the secret>`. */
export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(webhookSignedText(unixSeconds, body));
  return `t=${unixSeconds},v1=${mac.digest('hex')}`;
}

function isPayload(value: unknown): value is WebhookJobPayload {
  const p = value as Partial<WebhookJobPayload> | null;
  return typeof p?.eventId === 'string' && Number.isInteger(p.attempt);
}

/**
 * One delivery try of a webhook event, run by the job worker. The stored body goes out byte for
 * byte to the merchant's current notify URL, signed with their active secret of the event's mode.
 * A 2xx delivers the event; anything else is recorded and the next try is queued as a delayed
 * job (webhook-backoff.ts) in the same transaction, until the tries run out and the event fails.
 * A job whose try was already recorded (a crash after the commit, or a resend that got there
 * first) finds the counter moved on and does nothing.
 */
export class WebhookDelivery {
  constructor(private readonly deps: WebhookDeliveryDeps) {}

  readonly handle = async (payload: unknown): Promise<void> => {
    if (!isPayload(payload)) return;
    const { repo, clock } = this.deps;
    const event = await repo.findByEventId(payload.eventId);
    if (!event || event.status !== 'pending' || event.attempts !== payload.attempt) return;
    const result = await this.tryOnce(event);
    const now = clock.now();
    const tries = payload.attempt + 1;
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const delay = ok ? null : webhookRetryDelayMs(tries, this.deps.maxAttempts);
    const status = ok ? 'delivered' : delay === null ? 'failed' : 'pending';
    const nextAttemptTime = delay === null ? null : new Date(now.getTime() + delay).toISOString();
    await this.deps.run(async (trx) => {
      const recorded = await repo.recordTry(
        trx,
        event,
        payload.attempt,
        result,
        { status, nextAttemptTime },
        now.toISOString(),
      );
      if (recorded && delay !== null)
        await this.deps.enqueue(
          WEBHOOK_JOB,
          { eventId: event.event_id, attempt: tries },
          { delayMs: delay, db: trx },
        );
    });
  };

  private async tryOnce(event: WebhookEvent): Promise<TryResult> {
    const { repo, keys, clock, timeoutMs } = this.deps;
    const failed = (error: string): TryResult => ({ statusCode: null, error: error.slice(0, 200) });
    const notifyUrl = await repo.notifyUrlOf(event.user_id);
    if (!notifyUrl) return failed('the merchant has no notify URL');
    const pair = await keys.activePair(event.user_id, event.mode as ApiMode);
    if (!pair) return failed(`no active ${event.mode} key pair to sign with`);
    const resolved = await resolveWebhookTarget(notifyUrl, {
      production: this.deps.production,
      lookup: this.deps.lookup,
      timeoutMs,
    });
    if (!resolved.ok) return failed(resolved.error);
    const unixSeconds = Math.floor(clock.now().getTime() / 1000);
    const outcome = await postWebhook(
      resolved.target,
      event.body,
      {
        'content-type': 'application/json',
        'user-agent': WEBHOOK_USER_AGENT,
        'x-pesa-event-id': event.event_id,
        'x-pesa-signature': webhookSignature(pair.secret, unixSeconds, event.body),
      },
      timeoutMs,
    );
    if ('error' in outcome) return failed(outcome.error);
    const redirect = outcome.statusCode >= 300 && outcome.statusCode < 400;
    return {
      statusCode: outcome.statusCode,
      error: redirect ? 'redirects are not followed' : null,
    };
  }
}
