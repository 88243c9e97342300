import type { Clock } from '../../clock.ts';
import type { MessageSender, OutgoingMessage } from './message-sender.ts';
import type { MessagingRepository } from './messaging.repository.ts';

/**
 * The non-production sender: nothing leaves the machine; messages land in a table that
 * GET /api/dev/outbox shows, so people and tests can finish sign-up without a phone.
 */
export class OutboxSender implements MessageSender {
  constructor(
    private readonly repo: MessagingRepository,
    private readonly clock: Clock,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.repo.insert({
      channel: message.channel,
      recipient: message.to,
      text: message.text,
      code: message.code ?? null,
      create_time: this.clock.now().toISOString(),
    });
  }
}
