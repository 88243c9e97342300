/** One text message to a phone (E.164) or an email address. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  text: string;
  /** Where a reply should go (a contact-form visitor's address); senders that can, set it. */
  replyTo?: string;
  /** The verification code it carries, kept only by the development outbox. */
  code?: string;
}

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
