import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { ApiMode } from '@pesa/contract';
import type { Database, WebhookEventTable } from '../../../db/schema.ts';
import { paginate } from '../../../db/paginate.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type WebhookEvent = Selectable<WebhookEventTable>;

/** What one try came to: the receiver's status code, or why there was none. */
export interface TryResult {
  statusCode: number | null;
  error: string | null;
}

/**
 * Webhook events and their delivery tries. Every read for the web is scoped to the merchant's
 * main account; the delivery's writes are conditional on the try counter, so a try is recorded
 * once even when a crashed job runs again or two instances pick the same event.
 */
export class WebhookEventsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The merchant's current notify URL, or null without an application or a URL. */
  async notifyUrlOf(userId: number, db: Executor = this.db): Promise<string | null> {
    const row = await db
      .selectFrom('api_access')
      .select('notify_url')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.notify_url || null;
  }

  /** The main account's API access audit status, or null before any application. */
  async auditStatusOf(userId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('api_access')
      .select('audit_status')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.audit_status ?? null;
  }

  currencies(db: Executor) {
    return db.selectFrom('currencies').select(['currency_id', 'code', 'decimals']).execute();
  }

  async insert(trx: Executor, row: Insertable<WebhookEventTable>): Promise<void> {
    await trx.insertInto('webhook_events').values(row).execute();
  }

  findByEventId(eventId: string, db: Executor = this.db) {
    return db
      .selectFrom('webhook_events')
      .selectAll()
      .where('event_id', '=', eventId)
      .executeTakeFirst();
  }

  findOwned(mainUserId: number, eventId: string, db: Executor = this.db) {
    return db
      .selectFrom('webhook_events')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('user_id', '=', mainUserId)
      .executeTakeFirst();
  }

  /**
   * Records try number `expected + 1` of a pending event: moves the counter on only if it still
   * reads `expected`, and writes the try's row only then. False when the try was already recorded.
   */
  async recordTry(
    trx: Executor,
    event: WebhookEvent,
    expected: number,
    result: TryResult,
    next: { status: 'pending' | 'delivered' | 'failed'; nextAttemptTime: string | null },
    now: string,
  ): Promise<boolean> {
    const moved = await trx
      .updateTable('webhook_events')
      .set({
        attempts: expected + 1,
        status: next.status,
        last_status_code: result.statusCode,
        last_error: result.error,
        next_attempt_time: next.nextAttemptTime,
        ...(next.status === 'delivered' && { delivered_time: now }),
      })
      .where('id', '=', event.id)
      .where('attempts', '=', expected)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('webhook_attempts')
      .values({
        event_id: event.id,
        attempt: expected + 1,
        status_code: result.statusCode,
        error: result.error,
        create_time: now,
      })
      .execute();
    return true;
  }

  /** Makes an owned event due now (pending again if it was delivered or failed); its try count. */
  async makeDue(trx: Executor, id: number, now: string): Promise<number> {
    const row = await trx
      .updateTable('webhook_events')
      .set({ status: 'pending', next_attempt_time: now })
      .where('id', '=', id)
      .returning('attempts')
      .executeTakeFirstOrThrow();
    return row.attempts;
  }

  page(filter: {
    mainUserId: number;
    mode: ApiMode;
    sn?: string;
    pageNum: number;
    pageSize: number;
  }) {
    let query = this.db
      .selectFrom('webhook_events as e')
      .innerJoin('orders as o', 'o.id', 'e.order_id')
      .where('e.user_id', '=', filter.mainUserId)
      .where('e.mode', '=', filter.mode);
    if (filter.sn) query = query.where('o.sn', '=', filter.sn);
    return paginate(query, filter, (q) =>
      q
        .selectAll('e')
        .select(['o.sn', 'o.merchant_order_no'])
        .orderBy('e.create_time', 'desc')
        .orderBy('e.id', 'desc'),
    );
  }

  attempts(eventRowId: number) {
    return this.db
      .selectFrom('webhook_attempts')
      .select(['attempt', 'status_code', 'error', 'create_time'])
      .where('event_id', '=', eventRowId)
      .orderBy('attempt')
      .orderBy('id')
      .execute();
  }
}
