import nodemailer, { type Transporter } from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './message-sender.ts';

/** Email through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export class SmtpSender implements MessageSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.replyTo && { replyTo: message.replyTo }),
    });
  }
}
