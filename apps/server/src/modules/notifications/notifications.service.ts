import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { ErrorCode, type notifyListBody, type notifySettingsBody } from '@pesa/contract';
import {
  formatMoneyText,
  LOCKED_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  wantsMessage,
  type NotificationKind,
  type NotificationPreference,
} from '@pesa/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { Lang } from '../../i18n/language.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import {
  messageSubject,
  messageText,
  NOTIFICATION_TEXTS,
  recipientText,
  type NotificationParams,
  type NotificationType,
  type ShownParams,
} from './notification-texts.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

/** The job that sends a notification's SMS or email (one job per notification). */
export const NOTIFY_MESSAGES_JOB = 'notify.messages';
/** The job that sends a paid payout's recipient their SMS. */
export const RECIPIENT_SMS_JOB = 'notify.recipient';

/**
 * How long one run of a job may hold a message before another run may send it: the job's lease,
 * so a run that died gives its message up when it gives up its job, but never less than a send
 * may take (the SMS and e-mail senders give up after 15 s), so a live run is never doubled.
 */
const MIN_CLAIM_MS = 30_000;

export interface NotificationEvent {
  /** Unique per event and person: the same key twice tells once (orders: `order:<id>:<status>`). */
  key: string;
  userId: number;
  type: NotificationType;
  params: NotificationParams;
  /**
   * Shown in the app only: the flow that raised it already sends its own SMS or email (KYC
   * decisions), so the centre does not send a second one.
   */
  inAppOnly?: boolean;
}

type Trx = Transaction<Database>;

/** How a notification's person is reached: read through UsersService (composition root). */
interface Person {
  phone: string | null;
  email: string | null;
  language: string;
}

/** How a new notification is pushed to the browser (LiveEventsService fits). */
interface LiveStream {
  publish(
    trx: Trx | Kysely<Database>,
    event: { userId: number; type: 'notification'; data: unknown },
  ): Promise<unknown>;
}

export const langOf = (person: { language: string }): Lang =>
  person.language === 'zh_CN' ? 'zh' : 'en';

/**
 * The notification centre (docs/notifications.md): every event that concerns a person becomes
 * one row, written in the transaction of the change it tells of (or by a job keyed by the event),
 * and its SMS or email goes out through the job queue, so a sender that fails delays the message
 * and never the money.
 */
export class NotificationsService {
  private live?: LiveStream;

  constructor(
    private readonly repo: NotificationsRepository,
    private readonly deps: {
      users: { findById(id: number): Promise<Person | undefined> };
      currencies: () => Promise<Map<number, { code: string; decimals: number }>>;
      messaging: Pick<MessagingService, 'send'>;
      enqueue: (trx: Trx | Kysely<Database>, type: string, payload: unknown) => Promise<unknown>;
      clock: Clock;
      /** JOB_LEASE_MS: how long a worker's run of a job holds it. */
      jobLeaseMs: number;
    },
  ) {}

  private get claimMs(): number {
    return Math.max(this.deps.jobLeaseMs, MIN_CLAIM_MS);
  }

  /**
   * The live stream (modules/live-events), built with the money side: from then on a new
   * notification reaches the person's open browsers when its transaction commits.
   */
  liveThrough(live: LiveStream): void {
    this.live = live;
  }

  /** Records the event for its person (once) and queues its message; a repeat does nothing. */
  async notify(trx: Trx | Kysely<Database>, event: NotificationEvent): Promise<void> {
    const text = NOTIFICATION_TEXTS[event.type];
    const id = await this.repo.insertOnce(trx, {
      user_id: event.userId,
      event_key: event.key,
      kind: text.kind,
      type: event.type,
      params: JSON.stringify(event.params),
      create_time: this.deps.clock.now().toISOString(),
    });
    if (id === undefined) return;
    if (!event.inAppOnly) await this.deps.enqueue(trx, NOTIFY_MESSAGES_JOB, { notificationId: id });
    await this.live?.publish(trx, { userId: event.userId, type: 'notification', data: { id } });
  }

  /** The job: the notification's SMS or email, if the person wants it, sent once. */
  async deliver(notificationId: number): Promise<void> {
    const row = await this.repo.findById(notificationId);
    const person = row && (await this.deps.users.findById(row.user_id));
    if (!row || !person) return;
    const kind = row.kind as NotificationKind;
    const contact = person.phone
      ? { channel: 'sms' as const, to: person.phone }
      : person.email
        ? { channel: 'email' as const, to: person.email }
        : null;
    if (!contact) return;
    const saved = await this.preferences(row.user_id);
    if (!wantsMessage(saved, kind, contact.channel)) return;
    await this.repo.ensureMessage({
      notification_id: notificationId,
      channel: contact.channel,
      recipient: contact.to,
      lang: langOf(person),
    });
    const message = (await this.repo.findMessage(notificationId, contact.channel))!;
    if (message.sent_time) return;
    const now = this.deps.clock.now();
    const claimed = await this.repo.claimMessage(
      notificationId,
      contact.channel,
      now.toISOString(),
      new Date(now.getTime() + this.claimMs).toISOString(),
    );
    // Another run is sending it: if that run dies, this job's retry sends it after the claim.
    if (!claimed) {
      const again = await this.repo.findMessage(notificationId, contact.channel);
      if (again?.sent_time) return;
      throw new Error(`notification ${notificationId} is being sent by another run`);
    }
    const lang = message.lang as Lang;
    const body = NOTIFICATION_TEXTS[row.type as NotificationType].body(
      await this.shown(JSON.parse(row.params) as NotificationParams),
    );
    try {
      await this.deps.messaging.send({
        channel: message.channel as 'sms' | 'email',
        to: message.recipient,
        subject: messageSubject[lang],
        text: messageText(body, lang),
      });
    } catch (error) {
      await this.repo.finishMessage(notificationId, contact.channel, null);
      throw error;
    }
    await this.repo.finishMessage(
      notificationId,
      contact.channel,
      this.deps.clock.now().toISOString(),
    );
  }

  /**
   * A paid payout whose sender asked for it: the recipient's SMS, queued once per order in the
   * transaction that marks it paid.
   */
  async tellRecipient(
    trx: Trx,
    order: { id: number; sn: string; amount: string; currency_id: number },
    notice: { phone: string; lang: Lang; sender: string },
  ): Promise<void> {
    const inserted = await this.repo.insertRecipientNotice(trx, {
      order_id: order.id,
      phone: notice.phone,
      lang: notice.lang,
      sender_name: notice.sender,
      create_time: this.deps.clock.now().toISOString(),
    });
    if (inserted)
      await this.deps.enqueue(trx, RECIPIENT_SMS_JOB, {
        orderId: order.id,
        sn: order.sn,
        amount: order.amount,
        currencyId: order.currency_id,
      });
  }

  /** The job: the recipient's SMS, sent once. */
  async deliverRecipient(payload: {
    orderId: number;
    sn: string;
    amount: string;
    currencyId: number;
  }): Promise<void> {
    const notice = await this.repo.findRecipientNotice(payload.orderId);
    if (!notice || notice.sent_time) return;
    const now = this.deps.clock.now();
    const claimed = await this.repo.claimRecipientNotice(
      payload.orderId,
      now.toISOString(),
      new Date(now.getTime() + this.claimMs).toISOString(),
    );
    if (!claimed) {
      if ((await this.repo.findRecipientNotice(payload.orderId))?.sent_time) return;
      throw new Error(`recipient notice ${payload.orderId} is being sent by another run`);
    }
    const shown = await this.shown({ amount: payload.amount, currencyId: payload.currencyId });
    const lang = notice.lang as Lang;
    try {
      await this.deps.messaging.send({
        channel: 'sms',
        to: notice.phone,
        subject: messageSubject[lang],
        text: recipientText(
          { sender: notice.sender_name, amount: shown.amount, sn: payload.sn },
          lang,
        ),
      });
    } catch (error) {
      await this.repo.finishRecipientNotice(payload.orderId, null);
      throw error;
    }
    await this.repo.finishRecipientNotice(payload.orderId, this.deps.clock.now().toISOString());
  }

  /** POST /notify/list: newest first, in the caller's language, with the unread count. */
  async list(userId: number, body: z.infer<typeof notifyListBody>, lang: Lang) {
    const { rows, total } = await this.repo.page(
      userId,
      body.pageNum,
      body.pageSize,
      body.unreadOnly ?? false,
    );
    const list = [];
    for (const r of rows) {
      const text = NOTIFICATION_TEXTS[r.type as NotificationType];
      const shown = await this.shown(JSON.parse(r.params) as NotificationParams);
      list.push({
        id: Number(r.id),
        kind: r.kind,
        type: r.type,
        title: text.title[lang],
        body: text.body(shown)[lang],
        sn: shown.sn || null,
        read: r.read_time !== null,
        createTime: r.create_time,
      });
    }
    return { list, total, unread: await this.repo.unread(userId) };
  }

  async read(userId: number, body: { ids: number[] } | { all: true }) {
    await this.repo.markRead(
      userId,
      'all' in body ? 'all' : body.ids,
      this.deps.clock.now().toISOString(),
    );
    return { unread: await this.repo.unread(userId) };
  }

  /** Each kind's choice (the default where none was saved); security kinds are shown locked. */
  async settings(userId: number) {
    const saved = await this.preferences(userId);
    return NOTIFICATION_KINDS.map((kind) => {
      const locked = LOCKED_NOTIFICATION_KINDS.includes(kind);
      return {
        kind,
        sms: wantsMessage(saved, kind, 'sms'),
        email: wantsMessage(saved, kind, 'email'),
        locked,
      };
    });
  }

  /** Refuses turning a security kind off (-1008 on that field) rather than ignoring it silently. */
  async saveSettings(userId: number, body: z.infer<typeof notifySettingsBody>) {
    const muted = body.settings.findIndex(
      (s) => LOCKED_NOTIFICATION_KINDS.includes(s.kind) && (!s.sms || !s.email),
    );
    if (muted >= 0)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: `settings.${muted}`, key: 'securityAlwaysOn' }],
      });
    await this.repo.saveSettings(userId, body.settings, this.deps.clock.now().toISOString());
    return this.settings(userId);
  }

  private async preferences(userId: number): Promise<NotificationPreference[]> {
    const rows = await this.repo.settings(userId);
    return rows.map((r) => ({
      kind: r.kind as NotificationKind,
      sms: r.sms === 1,
      email: r.email === 1,
    }));
  }

  private async shown(p: NotificationParams): Promise<ShownParams> {
    const currencies = await this.deps.currencies();
    const money = (amount?: string, currencyId?: number) => {
      const currency = currencyId === undefined ? undefined : currencies.get(currencyId);
      if (amount === undefined || !currency) return '';
      return formatMoneyText(BigInt(amount), currency.decimals, currency.code);
    };
    return {
      sn: p.sn ?? '',
      amount: money(p.amount, p.currencyId),
      toAmount: money(p.toAmount, p.toCurrencyId),
      subject: p.subject ?? '',
      reason: p.reason ?? '',
      paid: String(p.paid ?? ''),
      failed: String(p.failed ?? ''),
    };
  }
}
