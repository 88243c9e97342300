import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { AfricasTalkingSender } from './africastalking-sender.ts';
import type { MessageSender, OutgoingMessage } from './message-sender.ts';
import { MessagingRepository } from './messaging.repository.ts';
import { OutboxSender } from './outbox-sender.ts';
import { SmtpSender } from './smtp-sender.ts';

/** Routes SMS and email to the senders chosen by configuration. */
export class MessagingService {
  private readonly sms: MessageSender;
  private readonly email: MessageSender;

  constructor(
    private readonly repo: MessagingRepository,
    config: Config,
    clock: Clock,
  ) {
    const outbox = new OutboxSender(repo, clock);
    this.sms =
      config.SMS_SENDER === 'africastalking'
        ? new AfricasTalkingSender({
            baseUrl: config.AT_BASE_URL,
            username: config.AT_USERNAME!,
            apiKey: config.AT_API_KEY!,
            senderId: config.AT_SENDER_ID,
          })
        : outbox;
    this.email =
      config.EMAIL_SENDER === 'smtp' ? new SmtpSender(config.SMTP_URL!, config.MAIL_FROM) : outbox;
  }

  send(message: OutgoingMessage): Promise<void> {
    return (message.channel === 'sms' ? this.sms : this.email).send(message);
  }

  async outbox(limit: number, to?: string) {
    const rows = await this.repo.latest(limit, to);
    return rows.map((r) => ({
      to: r.recipient,
      channel: r.channel,
      text: r.text,
      code: r.code,
      createTime: r.create_time,
    }));
  }
}
