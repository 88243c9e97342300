import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface NewNotification {
  user_id: number;
  event_key: string;
  kind: string;
  type: string;
  params: string;
  create_time: string;
}

/** The notification tables (migration 2026-11-28T2200-notifications). */
export class NotificationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The new row's id, or undefined when this event already told this person (a repeat). */
  async insertOnce(trx: Executor, row: NewNotification): Promise<number | undefined> {
    const inserted = await trx
      .insertInto('notifications')
      .values({ ...row, read_time: null })
      .onConflict((oc) => oc.columns(['user_id', 'event_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? Number(inserted.id) : undefined;
  }

  findById(id: number) {
    return this.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async page(userId: number, pageNum: number, pageSize: number, unreadOnly: boolean) {
    let base = this.db.selectFrom('notifications').where('user_id', '=', userId);
    if (unreadOnly) base = base.where('read_time', 'is', null);
    const rows = await base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute();
    const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
    return { rows, total: Number(total?.n ?? 0) };
  }

  async unread(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('read_time', 'is', null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async markRead(userId: number, ids: number[] | 'all', now: string): Promise<void> {
    let query = this.db
      .updateTable('notifications')
      .set({ read_time: now })
      .where('user_id', '=', userId)
      .where('read_time', 'is', null);
    if (ids !== 'all') query = query.where('id', 'in', ids);
    await query.execute();
  }

  settings(userId: number) {
    return this.db
      .selectFrom('notification_settings')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
  }

  async saveSettings(
    userId: number,
    rows: Array<{ kind: string; sms: boolean; email: boolean }>,
    now: string,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const r of rows) {
        const values = { sms: r.sms ? 1 : 0, email: r.email ? 1 : 0, update_time: now };
        await trx
          .insertInto('notification_settings')
          .values({ user_id: userId, kind: r.kind, ...values })
          .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(values))
          .execute();
      }
    });
  }

  /** The message row of a channel, written once whichever run of the job gets there first. */
  async ensureMessage(row: {
    notification_id: number;
    channel: string;
    recipient: string;
    lang: string;
  }): Promise<void> {
    await this.db
      .insertInto('notification_messages')
      .values({ ...row, claim_until: null, sent_time: null })
      .onConflict((oc) => oc.columns(['notification_id', 'channel']).doNothing())
      .execute();
  }

  findMessage(notificationId: number, channel: string) {
    return this.db
      .selectFrom('notification_messages')
      .selectAll()
      .where('notification_id', '=', notificationId)
      .where('channel', '=', channel)
      .executeTakeFirst();
  }

  messagesOf(notificationId: number) {
    return this.db
      .selectFrom('notification_messages')
      .selectAll()
      .where('notification_id', '=', notificationId)
      .execute();
  }

  /** Takes the right to send an unsent message until `until`; false if sent or held by another run. */
  async claimMessage(notificationId: number, channel: string, now: string, until: string) {
    const result = await this.db
      .updateTable('notification_messages')
      .set({ claim_until: until })
      .where('notification_id', '=', notificationId)
      .where('channel', '=', channel)
      .where('sent_time', 'is', null)
      .where((eb) => eb.or([eb('claim_until', 'is', null), eb('claim_until', '<', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async finishMessage(notificationId: number, channel: string, sentTime: string | null) {
    await this.db
      .updateTable('notification_messages')
      .set({ claim_until: null, sent_time: sentTime })
      .where('notification_id', '=', notificationId)
      .where('channel', '=', channel)
      .execute();
  }

  async insertRecipientNotice(
    trx: Executor,
    row: {
      order_id: number;
      phone: string;
      lang: string;
      sender_name: string;
      create_time: string;
    },
  ): Promise<boolean> {
    const inserted = await trx
      .insertInto('recipient_notices')
      .values({ ...row, claim_until: null, sent_time: null })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('order_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  findRecipientNotice(orderId: number) {
    return this.db
      .selectFrom('recipient_notices')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirst();
  }

  async claimRecipientNotice(orderId: number, now: string, until: string) {
    const result = await this.db
      .updateTable('recipient_notices')
      .set({ claim_until: until })
      .where('order_id', '=', orderId)
      .where('sent_time', 'is', null)
      .where((eb) => eb.or([eb('claim_until', 'is', null), eb('claim_until', '<', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async finishRecipientNotice(orderId: number, sentTime: string | null) {
    await this.db
      .updateTable('recipient_notices')
      .set({ claim_until: null, sent_time: sentTime })
      .where('order_id', '=', orderId)
      .execute();
  }
}
