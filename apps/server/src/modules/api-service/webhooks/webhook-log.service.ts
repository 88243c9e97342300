import type { Transaction } from 'kysely';
import {
  ApiAuditStatus,
  ErrorCode,
  type ApiMode,
  type WebhookAttemptRow,
  type WebhookEventRow,
} from '@pesa/contract';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import type { OplogService } from '../../oplog/oplog.service.ts';
import type { TeamService } from '../../team/team.service.ts';
import { WEBHOOK_JOB, type WebhookJobPayload } from './webhook-recorder.ts';
import type { WebhookEvent, WebhookEventsRepository } from './webhook-events.repository.ts';
import type { WebhookResendsRepository } from './webhook-resends.repository.ts';
import { HOME_API_NAMES } from '../screens/screen-gate.ts';

/** Every SPEC §6 name of the API service; any one of them lets a member read the delivery log. */

export interface WebhookLogDeps {
  repo: WebhookEventsRepository;
  team: Pick<TeamService, 'requireAny'>;
  oplog: Pick<OplogService, 'record'>;
  run: <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;
  enqueue: (type: string, payload: WebhookJobPayload, trx: Transaction<Database>) => Promise<void>;
  clock: Clock;
  resends: WebhookResendsRepository;
  /** Resends allowed per event, and per merchant in an hour (docs/api-service.md). */
  limits: { perEvent: number; perHour: number };
}

const HOUR_MS = 3_600_000;

/**
 * The web's delivery log: a merchant's events with their tries, and Resend. Everything is read
 * within the caller's main account; another merchant's event id is simply not found (-1007).
 */
export class WebhookLogService {
  constructor(private readonly deps: WebhookLogDeps) {}

  /**
   * A main account or a member holding any HomeApi name (else 1000), and approved API access
   * (else -1108). The permission comes first, so a member without it learns nothing more.
   */
  async gate(auth: AuthContext): Promise<void> {
    await this.deps.team.requireAny(auth, HOME_API_NAMES);
    if ((await this.deps.repo.auditStatusOf(auth.mainUserId)) !== ApiAuditStatus.APPROVED)
      throw new AppError(ErrorCode.API_ACCESS_NOT_APPROVED);
  }

  async page(
    auth: AuthContext,
    filter: { mode: ApiMode; sn?: string; pageNum: number; pageSize: number },
  ): Promise<{ rows: WebhookEventRow[]; total: number }> {
    const { rows, total } = await this.deps.repo.page({ ...filter, mainUserId: auth.mainUserId });
    return {
      total,
      rows: rows.map((r) => ({
        eventId: r.event_id,
        eventType: r.event_type,
        livemode: r.mode === 'live',
        sn: r.sn,
        merchantOrderNo: r.merchant_order_no ?? null,
        status: r.status as WebhookEventRow['status'],
        attempts: r.attempts,
        lastStatusCode: r.last_status_code,
        lastError: r.last_error,
        nextAttemptTime: r.status === 'pending' ? r.next_attempt_time : null,
        createTime: r.create_time,
        deliveredTime: r.delivered_time,
      })),
    };
  }

  async attempts(auth: AuthContext, eventId: string): Promise<WebhookAttemptRow[]> {
    const event = await this.owned(auth, eventId);
    const rows = await this.deps.repo.attempts(event.id);
    return rows.map((r) => ({
      attempt: r.attempt,
      statusCode: r.status_code,
      error: r.error,
      createTime: r.create_time,
    }));
  }

  /**
   * Sends the event again now: a failed one gets a fresh try, a delivered one goes out again with
   * the same eventId (merchants drop repeats by it), a pending one stops waiting for its backoff.
   * Capped per event and per merchant per hour (429), so that nobody can turn the log into a
   * stream of requests at the merchant's URL; a refused resend changes nothing.
   */
  async resend(auth: AuthContext, ip: string, eventId: string): Promise<void> {
    const event = await this.owned(auth, eventId);
    const at = this.deps.clock.now();
    const now = at.toISOString();
    const { perEvent, perHour } = this.deps.limits;
    await this.deps.run(async (trx) => {
      if (!(await this.deps.resends.takeForEvent(trx, event.id, perEvent)))
        throw new AppError(429, {
          messageKey: 'webhookResendEventCap',
          params: { max: String(perEvent) },
        });
      const hourly = await this.deps.resends.takeForMerchant(
        trx,
        auth.mainUserId,
        at.getTime(),
        HOUR_MS,
        perHour,
      );
      if (!hourly)
        throw new AppError(429, {
          messageKey: 'webhookResendHourlyCap',
          params: { max: String(perHour) },
        });
      const attempt = await this.deps.repo.makeDue(trx, event.id, now);
      await this.deps.enqueue(WEBHOOK_JOB, { eventId: event.event_id, attempt }, trx);
    });
    await this.deps.oplog.record(
      { userId: auth.user.user_id, mainUserId: auth.mainUserId, ip },
      'webhookResend',
      { eventId: event.event_id, eventType: event.event_type },
    );
  }

  private async owned(auth: AuthContext, eventId: string): Promise<WebhookEvent> {
    const event = await this.deps.repo.findOwned(auth.mainUserId, eventId);
    if (!event) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    return event;
  }
}
