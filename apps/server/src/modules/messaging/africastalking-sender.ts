import type { MessageSender, OutgoingMessage } from './message-sender.ts';

export interface AfricasTalkingSettings {
  baseUrl: string;
  username: string;
  apiKey: string;
  senderId?: string;
}

/** SMS through Africa's Talking's bulk messaging API, which covers Kenya and Tanzania. */
export class AfricasTalkingSender implements MessageSender {
  constructor(private readonly settings: AfricasTalkingSettings) {}

  async send(message: OutgoingMessage): Promise<void> {
    const form = new URLSearchParams({
      username: this.settings.username,
      to: message.to,
      message: message.text,
    });
    if (this.settings.senderId) form.set('from', this.settings.senderId);
    const response = await fetch(`${this.settings.baseUrl}/version1/messaging`, {
      method: 'POST',
      headers: {
        apiKey: this.settings.apiKey,
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    const body = (await response.json()) as {
      SMSMessageData?: { Recipients?: Array<{ status: string; statusCode: number }> };
    };
    const recipient = body.SMSMessageData?.Recipients?.[0];
    // 100 Processed, 101 Sent, 102 Queued are accepted; everything else is a failure.
    if (!recipient || ![100, 101, 102].includes(recipient.statusCode)) {
      throw new Error(`SMS gateway refused the message: ${recipient?.status ?? 'no recipient'}`);
    }
  }
}
