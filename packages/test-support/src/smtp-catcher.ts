import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts, parsed. */
export interface SmtpCatcher {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** Each message's SMTP envelope (MAIL FROM, RCPT TO), in the order of `messages`. */
  envelopes: Array<{ from: string; to: string[] }>;
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
  /** Listens again on the same port (after `stop`). */
  start(): Promise<void>;
  /**
   * While on, every message is refused (421, "service not available"): a mail server that is down
   * without giving up its port, which another test's server could otherwise take meanwhile.
   */
  refuseMail(on: boolean): void;
  /**
   * Refuses the recipient `address` at RCPT TO with `code` (550: no such mailbox, for good; 450:
   * busy, try later), or takes it again (null). An address the server cannot read ("x@y.com"@…) is
   * refused with 501 anyway, as by smtp-server itself.
   */
  refuseRecipient(address: string, code: number | null): void;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: ParsedMail[] = [];
  const envelopes: Array<{ from: string; to: string[] }> = [];
  let server: SMTPServer | undefined;
  let port = 0;
  let refusing = false;
  const refusedRecipients = new Map<string, number>();
  const listen = async () => {
    server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onMailFrom(_address, _session, callback) {
        callback(refusing ? Object.assign(new Error('Mail service not available'), { responseCode: 421 }) : undefined);
      },
      onRcptTo(address, _session, callback) {
        const code = refusedRecipients.get(address.address.toLowerCase());
        const reason = code && code >= 500 ? 'No such mailbox here' : 'Mailbox busy, try again later';
        callback(code ? Object.assign(new Error(`${reason} <${address.address}>`), { responseCode: code }) : undefined);
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            messages.push(parsed);
            const { mailFrom, rcptTo } = session.envelope;
            envelopes.push({ from: mailFrom ? mailFrom.address : '', to: rcptTo.map((recipient) => recipient.address) });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  };
  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    messages,
    envelopes,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return messages;
    },
    stop: () => new Promise<void>((resolve) => server!.close(() => resolve())),
    start: listen,
    refuseMail: (on) => void (refusing = on),
    refuseRecipient(address, code) {
      if (code === null) refusedRecipients.delete(address.toLowerCase());
      else refusedRecipients.set(address.toLowerCase(), code);
    },
  };
}
