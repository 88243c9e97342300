import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The counters behind the resend caps. Each take is one conditional statement, decided inside
 * the database, so resends racing on several instances cannot pass a cap together; a refused
 * take changes nothing, and the caller's transaction undoes a granted one if the other is refused.
 */
export class WebhookResendsRepository {
  /** Counts a resend of the event if it has had fewer than `max`; false when it has not. */
  async takeForEvent(trx: Executor, eventRowId: number, max: number): Promise<boolean> {
    const result = await trx
      .updateTable('webhook_events')
      .set({ resends: sql`resends + 1` })
      .where('id', '=', eventRowId)
      .where('resends', '<', max)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Counts a resend of the merchant's in its current window (`windowMs` from the first resend
   * of the window) if fewer than `max` were counted there; a window that has passed starts again.
   * False when the cap is reached.
   */
  async takeForMerchant(
    trx: Executor,
    userId: number,
    nowMs: number,
    windowMs: number,
    max: number,
  ): Promise<boolean> {
    const expired = sql<boolean>`webhook_resend_windows.window_start + ${windowMs} <= ${nowMs}`;
    const row = await trx
      .insertInto('webhook_resend_windows')
      .values({ user_id: userId, window_start: nowMs, resends: 1 })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({
            resends: sql`CASE WHEN ${expired} THEN 1 ELSE webhook_resend_windows.resends + 1 END`,
            window_start: sql`CASE WHEN ${expired} THEN ${nowMs} ELSE webhook_resend_windows.window_start END`,
          })
          .where(sql<boolean>`(${expired}) OR webhook_resend_windows.resends < ${max}`),
      )
      .returning('resends')
      .executeTakeFirst();
    return row !== undefined;
  }
}
