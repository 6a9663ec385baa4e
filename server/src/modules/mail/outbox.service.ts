import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import { In, Not, type DataSource, type EntityManager } from 'typeorm';
import type { Logger } from '../../logger';
import { OutboxQueue } from '../../db/outbox-queue';
import type { OutboxOptions } from '../../db/outbox-options';
import { Withdrawn, type DeliveryReport, type Handed } from '../../db/outbox-outcomes';
import { withFootnote } from './email-layout';
import { secretLink, withSecretLinks, type SecretLinkMinter } from './secret-links';
import { isUnsubscribed, unsubscribeLinkMinter } from './unsubscribe';
import type { MailTransport } from './mail-transport';
import { OutboxEmail, type NewEmail } from './outbox-email.entity';
import { DEFAULT_LOCALE, type Translator } from '@plumbing/shared';
import { siteWords } from '../../lib/site-words';

export type { DeliveryReport, OutboxOptions };

/** The placeholder of an e-mail's unsubscribe link. */
const UNSUBSCRIBE_LINK = secretLink('unsubscribe');

/**
 * The e-mail outbox (db/outbox-queue.ts) over the SMTP transport, and what the admin reads of it.
 * Links that are credentials are minted as each e-mail goes out (secret-links.ts), never stored.
 */
export class OutboxService extends OutboxQueue<OutboxEmail> {
  private readonly minters = new Map<string, SecretLinkMinter>();

  constructor(
    private readonly database: DataSource,
    private readonly transport: MailTransport,
    publicUrl: string,
    logger: Logger,
    options: OutboxOptions = {},
  ) {
    super(database, OutboxEmail, 'e-mail', logger, { inOrderOf: 'to_address', ...options });
    this.minters.set('unsubscribe', unsubscribeLinkMinter(publicUrl));
  }

  /** How the secret link `secretLink(name)` stands for is minted as an e-mail goes out (a domain's own links). */
  mintLinksWith(name: string, minter: SecretLinkMinter): void {
    this.minters.set(name, minter);
  }

  /** Whether e-mail can leave the machine (SMTP_URL is set); without it every message is only recorded. */
  get configured(): boolean {
    return this.transport.configured;
  }

  protected async send(email: OutboxEmail, manager: EntityManager): Promise<Handed> {
    if (email.headers['List-Unsubscribe'] && (await isUnsubscribed(manager, email.to))) throw new Withdrawn('the recipient unsubscribed');
    if (!this.transport.configured) return this.transport.send(email); // recorded only: no link is minted for an e-mail that goes nowhere
    // Minted and committed on their own before the e-mail leaves: a customer never holds a link the database does not know yet.
    return this.transport.send(await withSecretLinks(email, this.database.manager, this.minters));
  }

  protected describe({ kind }: OutboxEmail) {
    return { kind };
  }

  /** Adds messages inside the caller's transaction; nothing is sent before it commits. */
  override async enqueue(manager: EntityManager, emails: NewEmail[]): Promise<OutboxEmail[]> {
    const rows = [];
    for (const { optOut, replyTo, ...email } of emails) {
      const row = {
        attachments: [],
        ...email,
        ...(replyTo ? { headers: { 'Reply-To': replyTo } } : {}),
        ...(email.scheduledFor ? { nextAttemptAt: email.scheduledFor } : {}),
      };
      if (!optOut) rows.push(row);
      else if (!(await isUnsubscribed(manager, email.to))) rows.push(withUnsubscribe(row, siteWords(email.locale ?? DEFAULT_LOCALE)));
    }
    return super.enqueue(manager, rows);
  }

  /** The ids of the rows to send right after their transaction commits: those not scheduled for later. */
  dueNow(emails: OutboxEmail[]): string[] {
    return emails.filter((email) => !email.scheduledFor).map((email) => email.id);
  }

  /** Whether a message of `kind` about the appointment was written and not withdrawn (sent, waiting or failed). */
  async written(manager: EntityManager, appointmentId: string, kind: string): Promise<boolean> {
    return (await manager.getRepository(OutboxEmail).countBy({ appointmentId, kind, status: Not('cancelled') })) > 0;
  }

  /** Withdraws an appointment's messages of `kind` still waiting for their time (cancelled), inside the caller's transaction. */
  async withdraw(manager: EntityManager, appointmentId: string, kind: string): Promise<void> {
    await manager.query(`UPDATE outbox_email SET status = 'cancelled' WHERE appointment_id = $1 AND kind = $2 AND status = 'pending'`, [
      appointmentId,
      kind,
    ]);
  }

  /** Records one message and sends it at once (spec §7 `POST /api/send-email`); a failed try is retried by the worker. */
  async sendNow(email: NewEmail): Promise<DeliveryReport & { id: string }> {
    const [row] = await this.database.transaction((manager) => this.enqueue(manager, [email]));
    return { id: row.id, ...(await this.deliver([row.id])) };
  }

  /** A failed or waiting message again now; one scheduled for later (a reminder) waits for its time, a withdrawn one stays withdrawn. */
  override async resend(id: string): Promise<DeliveryReport> {
    const row = await this.database.getRepository(OutboxEmail).findOneBy({ id });
    if (row?.scheduledFor && row.status === 'pending' && row.scheduledFor > this.now())
      return { sent: false, recorded: false, error: 'not due yet' };
    return super.resend(id);
  }

  /**
   * Sends one message straight through the transport, writing nothing: for what must reach the
   * owner while the database is unreachable (a lead kept on disk, an outage). Throws when it was not taken.
   */
  sendDirect({ replyTo, ...email }: Pick<NewEmail, 'kind' | 'to' | 'subject' | 'text' | 'html' | 'replyTo'>): Promise<Handed> {
    return this.transport.send({ id: randomUUID(), headers: replyTo ? { 'Reply-To': replyTo } : {}, attachments: [], ...email });
  }

  /**
   * Each appointment's e-mails, in order. The asks of one tick are read in one query (a week of 300
   * jobs on the calendar, the list of all); nothing is kept between asks.
   */
  private readonly byAppointment = new DataLoader<string, OutboxEmail[]>(
    async (ids) => {
      // A change's messages share its transaction's time: those sent at once first, then what it scheduled.
      const rows = await this.database.getRepository(OutboxEmail).find({
        where: { appointmentId: In([...ids]) },
        order: { createdAt: 'ASC', scheduledFor: { direction: 'ASC', nulls: 'FIRST' } },
      });
      const byId = new Map(ids.map((id) => [id, [] as OutboxEmail[]]));
      for (const row of rows) byId.get(row.appointmentId!)?.push(row);
      return ids.map((id) => byId.get(id)!);
    },
    { cache: false, maxBatchSize: 1_000 },
  );

  forAppointment(appointmentId: string): Promise<OutboxEmail[]> {
    return this.byAppointment.load(appointmentId);
  }

  override async stop(): Promise<void> {
    await super.stop();
    this.transport.close();
  }
}

/** The unsubscribe link in the message's words (`t`: its language) and in its headers (RFC 2369, RFC 8058 one-click), minted when it is sent. */
function withUnsubscribe<Email extends { text: string; html: string }>(
  email: Email,
  t: Translator,
): Email & { headers: Record<string, string> } {
  return {
    ...withFootnote(email, { lead: t('mail.unsubscribe.lead'), label: t('mail.unsubscribe.label'), url: UNSUBSCRIBE_LINK }),
    headers: { 'List-Unsubscribe': `<${UNSUBSCRIBE_LINK}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
