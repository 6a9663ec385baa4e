import nodemailer from 'nodemailer';
import { Undeliverable, type Handed } from '../../db/outbox-outcomes';
import { DeliveryStatus } from '../../db/outbox-row';
import type { Logger } from '../../logger';
import type { OutboxEmail } from './outbox-email.entity';

/** Who a message is from: MAIL_FROM as the operator wrote it, or the business's name and address. */
export type Sender = string | { name: string; address: string };

/** What the transport reads of a message: an outbox row, or one sent straight (an outage alert). */
export type TransportEmail = Pick<OutboxEmail, 'id' | 'kind' | 'to' | 'subject' | 'text' | 'html' | 'headers' | 'attachments'>;

/**
 * Hands one message to the outside world; throws when it was not accepted. Without a way out
 * (no SMTP_URL) it answers `recorded`: the message is kept, never reported as sent.
 */
export interface MailTransport {
  /** Whether messages can leave the machine at all. */
  readonly configured: boolean;
  send(email: TransportEmail): Promise<Handed>;
  close(): void;
}

/** What nodemailer's error says of the SMTP exchange, beside its message. */
interface SmtpError {
  message: string;
  code?: string;
  /** The server's reply code: 4xx for later, 5xx for good. */
  responseCode?: number;
  /** The command it answered ("RCPT TO": about the recipient). */
  command?: string;
}

/**
 * A failed hand-over as the outbox keeps and logs it: the recipient refused for good (a 5xx to
 * RCPT TO: no such mailbox, an address the server cannot read) is Undeliverable, failed at once
 * for the owner to see; anything else is tried again. Addresses in the server's reply are left out
 * and so are nodemailer's lists of the recipients: the log names e-mails by id only.
 */
function refusal(error: unknown): Error {
  const { message, code, responseCode, command } = error as SmtpError;
  const text = String(message).replace(/[^\s<>"]*@[^\s<>"]+/g, '<recipient>');
  const forGood = command === 'RCPT TO' && responseCode !== undefined && responseCode >= 500 && responseCode < 600;
  return Object.assign(forGood ? new Undeliverable(text) : new Error(text), { code, responseCode, command });
}

/** SMTP when SMTP_URL is set; otherwise the message stays recorded in the outbox and is logged. */
/** `from` is asked per message: its default follows the business profile's name and e-mail. */
export function createMailTransport(smtpUrl: string | undefined, from: () => Promise<Sender>, logger: Logger): MailTransport {
  if (!smtpUrl) {
    return {
      configured: false,
      async send(email) {
        logger.info(
          { email: { id: email.id, kind: email.kind, to: email.to, subject: email.subject }, text: email.text },
          'e-mail recorded, not sent (no SMTP_URL set)',
        );
        return DeliveryStatus.recorded;
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    configured: true,
    async send(email) {
      await transporter
        .sendMail({
          from: await from(),
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          messageId: `<${email.id}@outbox>`,
          headers: email.headers,
          attachments: email.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
        })
        .catch((error: unknown) => {
          throw refusal(error);
        });
      return DeliveryStatus.sent;
    },
    close() {
      transporter.close();
    },
  };
}
