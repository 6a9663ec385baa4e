import nodemailer from 'nodemailer';
import type { Logger } from '../../logger';
import type { OutboxEmail } from './outbox-email.entity';

/** Hands one message to the outside world; throws when it was not accepted. */
export interface MailTransport {
  send(email: OutboxEmail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise the message stays recorded in the outbox and is logged. */
/** `from` is asked per message: its default follows the business profile's name and e-mail. */
export function createMailTransport(smtpUrl: string | undefined, from: () => Promise<string>, logger: Logger): MailTransport {
  if (!smtpUrl) {
    return {
      async send(email) {
        logger.info({ email: { id: email.id, kind: email.kind, to: email.to, subject: email.subject }, text: email.text }, 'e-mail recorded (no SMTP_URL set)');
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transporter.sendMail({
        from: await from(),
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: `<${email.id}@outbox>`,
        headers: email.headers,
        attachments: email.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    },
    close() {
      transporter.close();
    },
  };
}
