import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../../logger';
import { OutboxQueue, type DeliveryReport, type OutboxOptions } from '../../db/outbox-queue';
import type { MailTransport } from './mail-transport';
import { OutboxEmail, type NewEmail } from './outbox-email.entity';

export type { DeliveryReport, OutboxOptions };

/** The e-mail outbox (db/outbox-queue.ts) over the SMTP transport, and what the admin reads of it. */
export class OutboxService extends OutboxQueue<OutboxEmail> {
  constructor(
    private readonly database: DataSource,
    private readonly transport: MailTransport,
    logger: Logger,
    options: OutboxOptions = {},
  ) {
    super(database, OutboxEmail, 'e-mail', logger, options);
  }

  protected send(email: OutboxEmail): Promise<void> {
    return this.transport.send(email);
  }

  protected describe({ kind }: OutboxEmail) {
    return { kind };
  }

  /** Adds messages inside the caller's transaction; nothing is sent before it commits. */
  override enqueue(manager: EntityManager, emails: NewEmail[]): Promise<OutboxEmail[]> {
    return super.enqueue(manager, emails.map((email) => ({ attachments: [], ...email })));
  }

  /** Records one message and sends it at once (spec §7 `POST /api/send-email`); a failed try is retried by the worker. */
  async sendNow(email: NewEmail): Promise<DeliveryReport & { id: string }> {
    const [row] = await this.database.transaction((manager) => this.enqueue(manager, [email]));
    return { id: row.id, ...(await this.deliver([row.id])) };
  }

  forAppointment(appointmentId: string): Promise<OutboxEmail[]> {
    return this.database.getRepository(OutboxEmail).find({ where: { appointmentId }, order: { createdAt: 'ASC' } });
  }

  override async stop(): Promise<void> {
    await super.stop();
    this.transport.close();
  }
}
