import type { LocalizedText } from '@pesa/contract';
import type { Lang } from '../../i18n/language.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

/** A phone (E.164) or email address of an account. */
export interface Contact {
  channel: 'sms' | 'email';
  to: string;
}

const subject: LocalizedText = { en: 'PesaBridge security notice', zh: 'PesaBridge 安全提醒' };

const texts = {
  phone: (value: string): LocalizedText => ({
    en: `PesaBridge: the phone number of your account is now ${value}. If you did not make this change, contact us at once.`,
    zh: `【PesaBridge】您账号的手机号已更换为 ${value}。如非本人操作，请立即联系我们。`,
  }),
  email: (value: string): LocalizedText => ({
    en: `PesaBridge: the email of your account is now ${value}. If you did not make this change, contact us at once.`,
    zh: `【PesaBridge】您账号的邮箱已更换为 ${value}。如非本人操作，请立即联系我们。`,
  }),
  password: (): LocalizedText => ({
    en: 'PesaBridge: the login password of your account was changed. If you did not make this change, reset it with "Forgot password" and contact us at once.',
    zh: '【PesaBridge】您账号的登录密码已修改。如非本人操作，请立即通过“忘记密码”重置并联系我们。',
  }),
};

/**
 * Tells the account holder of a change that could mean someone else has taken the account, at a
 * contact the change did not touch, in the holder's language, so that they can act in time.
 */
export class SecurityNotices {
  constructor(
    private readonly messaging: MessagingService,
    /** The notification centre: a password change shows there and its message goes by the queue. */
    private readonly notifications?: Pick<NotificationsService, 'notify'> & {
      db: Parameters<NotificationsService['notify']>[0];
      now: () => string;
    },
  ) {}

  /**
   * After a phone or email change, to the contact that was there before (directly: the centre
   * would write to the new one), and in the centre without a second message.
   */
  async contactChanged(
    to: Contact,
    lang: Lang,
    changed: 'phone' | 'email',
    maskedValue: string,
    userId?: number,
  ) {
    await this.send(to, lang, texts[changed](maskedValue));
    const centre = this.notifications;
    if (centre && userId !== undefined)
      await centre.notify(centre.db, {
        key: `${changed}:${userId}:${centre.now()}`,
        userId,
        type: changed === 'phone' ? 'security.phone' : 'security.email',
        params: { subject: maskedValue },
        inAppOnly: true,
      });
  }

  /** After a password change, to the phone, or the email when the account has no phone. */
  passwordChanged(account: {
    user_id?: number;
    phone: string | null;
    email: string | null;
    language: string;
  }) {
    const centre = this.notifications;
    if (centre && account.user_id !== undefined)
      // One change, one request: its time makes the key (security kinds cannot be muted).
      return centre.notify(centre.db, {
        key: `password:${account.user_id}:${centre.now()}`,
        userId: account.user_id,
        type: 'security.password',
        params: {},
      });
    const to: Contact | null = account.phone
      ? { channel: 'sms', to: account.phone }
      : account.email
        ? { channel: 'email', to: account.email }
        : null;
    if (!to) return Promise.resolve();
    return this.send(to, account.language === 'zh_CN' ? 'zh' : 'en', texts.password());
  }

  /**
   * After the transaction password was set or reset: in the centre, and by its SMS or email (no
   * direct message goes out for it). Without the centre (unit wiring) it is not told.
   */
  async fundPasswordChanged(userId: number) {
    const centre = this.notifications;
    if (!centre) return;
    await centre.notify(centre.db, {
      key: `fundPassword:${userId}:${centre.now()}`,
      userId,
      type: 'security.fundPassword',
      params: {},
    });
  }

  private send(to: Contact, lang: Lang, text: LocalizedText) {
    return this.messaging.send({ ...to, subject: subject[lang], text: text[lang] });
  }
}
