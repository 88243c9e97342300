import type { ContactBody, LocalizedText } from '@pesa/contract';
import type { Lang } from '../../i18n/language.ts';
import { contactMailTexts as texts } from '../../i18n/server-messages.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';

/**
 * The public contact form: each message becomes one email to the support inbox (SUPPORT_EMAIL)
 * through the configured mail sender, with the visitor's address as Reply-To so that support
 * answers them directly. Nothing is stored beyond what the sender keeps (the development outbox).
 */
export class ContactService {
  constructor(
    private readonly messaging: MessagingService,
    private readonly supportEmail: string,
  ) {}

  async send(message: ContactBody, lang: Lang): Promise<void> {
    const topic = texts.topics[message.topic][lang];
    const line = (label: LocalizedText, value: string) => `${label[lang]}: ${value}`;
    const text = [
      line(texts.name, message.name),
      line(texts.email, message.email),
      line(texts.phone, message.phone || texts.notGiven[lang]),
      line(texts.topic, topic),
      line(texts.language, lang === 'zh' ? '中文' : 'English'),
      '',
      message.message,
    ].join('\n');
    await this.messaging.send({
      channel: 'email',
      to: this.supportEmail,
      replyTo: message.email,
      subject: texts.subject[lang].replace('{topic}', topic).replace('{name}', message.name),
      text,
    });
  }
}
