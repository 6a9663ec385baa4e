import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../../logger';
import type { MailTransport } from './mail-transport';
import { EmailStatus, OutboxEmail, type NewEmail } from './outbox-email.entity';

export interface OutboxOptions {
  /** How often the worker looks for due messages. */
  pollMs?: number;
  /** After this many failed tries a message is marked failed (the admin can resend it). */
  maxAttempts?: number;
}

export interface DeliveryReport {
  sent: boolean;
  error?: string;
}

const BATCH = 20;

/** 30 s, 1 min, 2 min, ... at most an hour between tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * The transactional outbox. Rows are claimed with FOR UPDATE (SKIP LOCKED for the worker), and
 * a row is marked sent in the transaction that holds its lock, so two instances never send
 * one message twice.
 */
export class OutboxService {
  private timer?: NodeJS.Timeout;
  private draining?: Promise<number>;
  private readonly pollMs: number;
  private readonly maxAttempts: number;

  constructor(
    private readonly db: DataSource,
    private readonly transport: MailTransport,
    private readonly logger: Logger,
    options: OutboxOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 5_000;
    this.maxAttempts = options.maxAttempts ?? 25;
  }

  /** Adds messages inside the caller's transaction; nothing is sent before it commits. */
  enqueue(manager: EntityManager, emails: NewEmail[]): Promise<OutboxEmail[]> {
    const repository = manager.getRepository(OutboxEmail);
    return repository.save(emails.map((email) => repository.create({ attachments: [], ...email })));
  }

  /** Sends the given messages now (after their transaction committed) and says whether all went out. */
  async deliver(ids: string[]): Promise<DeliveryReport> {
    if (ids.length === 0) return { sent: true };
    const rows = await this.db.transaction(async (manager) => {
      // Waits for a worker that holds one of them, then sees what it did.
      const locked = await manager
        .getRepository(OutboxEmail)
        .createQueryBuilder('email')
        .setLock('pessimistic_write')
        .where('email.id IN (:...ids)', { ids })
        .getMany();
      await this.sendLocked(manager, locked.filter((row) => row.status === EmailStatus.pending));
      return locked;
    });
    const failed = rows.find((row) => row.status !== EmailStatus.sent);
    return failed ? { sent: false, error: failed.lastError ?? 'not sent yet' } : { sent: true };
  }

  /** Sends what is due; any number of instances may run this at once. */
  drainDue(): Promise<number> {
    this.draining ??= this.db
      .transaction(async (manager) => {
        const due = await manager
          .getRepository(OutboxEmail)
          .createQueryBuilder('email')
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .where('email.status = :pending AND email.next_attempt_at <= now()', { pending: EmailStatus.pending })
          .orderBy('email.created_at', 'ASC')
          .limit(BATCH)
          .getMany();
        await this.sendLocked(manager, due);
        return due.length;
      })
      .finally(() => (this.draining = undefined));
    return this.draining;
  }

  /** Records one message and sends it at once (spec §7 `POST /api/send-email`); a failed try is retried by the worker. */
  async sendNow(email: NewEmail): Promise<DeliveryReport & { id: string }> {
    const [row] = await this.db.transaction((manager) => this.enqueue(manager, [email]));
    return { id: row.id, ...(await this.deliver([row.id])) };
  }

  /** Makes a failed (or stuck) message due again and tries it at once. */
  async resend(id: string): Promise<DeliveryReport> {
    const { affected } = await this.db
      .getRepository(OutboxEmail)
      .update({ id, status: EmailStatus.failed }, { status: EmailStatus.pending, nextAttemptAt: new Date() });
    if (!affected) await this.db.getRepository(OutboxEmail).update({ id, status: EmailStatus.pending }, { nextAttemptAt: new Date() });
    return this.deliver([id]);
  }

  forAppointment(appointmentId: string): Promise<OutboxEmail[]> {
    return this.db.getRepository(OutboxEmail).find({ where: { appointmentId }, order: { createdAt: 'ASC' } });
  }

  start(): void {
    this.timer ??= setInterval(() => {
      this.drainDue().catch((error) => this.logger.warn({ err: error }, 'outbox: could not drain'));
    }, this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.draining?.catch(() => undefined);
    this.transport.close();
  }

  private async sendLocked(manager: EntityManager, rows: OutboxEmail[]): Promise<void> {
    const repository = manager.getRepository(OutboxEmail);
    for (const row of rows) {
      row.attempts += 1;
      try {
        await this.transport.send(row);
        Object.assign(row, { status: EmailStatus.sent, sentAt: new Date(), lastError: null });
        this.logger.info({ emailId: row.id, kind: row.kind }, 'e-mail sent');
      } catch (error) {
        const gaveUp = row.attempts >= this.maxAttempts;
        Object.assign(row, {
          status: gaveUp ? EmailStatus.failed : EmailStatus.pending,
          lastError: error instanceof Error ? error.message : String(error),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)),
        });
        this.logger.warn({ emailId: row.id, kind: row.kind, attempts: row.attempts, err: error }, gaveUp ? 'e-mail failed for good' : 'e-mail failed; will retry');
      }
      await repository.update(row.id, {
        status: row.status,
        attempts: row.attempts,
        sentAt: row.sentAt,
        lastError: row.lastError,
        nextAttemptAt: row.nextAttemptAt,
      });
    }
  }
}
