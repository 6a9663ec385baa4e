import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { isDatabaseUnreachable } from '../../db/postgres-errors';
import type { Logger } from '../../logger';
import type { OutboxService } from '../mail';
import type { PushService } from '../push';
import type { LeadSpool, SpooledLead } from './lead-spool';
import type { OwnerAlert } from './owner-alerts';

/** Why a public form's submission was not taken: a code its client knows and the words for the visitor. */
export interface FormRefusal<Code extends string = string> {
  code: Code;
  message: string;
}

/** What an entered lead sends once its transaction has committed. */
export interface QueuedNotices {
  emailIds: string[];
  pushIds: string[];
}

/**
 * A public form that takes leads (a booking request, a contact message): the steps that differ
 * from form to form. `Context` is what `admit` reads for `enter`, before the transaction opens: a
 * transaction waiting on a second connection of the pool could starve it under a burst.
 */
export interface LeadForm<Fields, Context, Code extends string = string> {
  /** The kind of this form's leads on the spool (the name its replayer is registered under). */
  kind: string;
  /** The form's own checks (rate limits, booking rules): a refusal, or the context `enter` needs. */
  admit(fields: Fields, clientAddress: string): Promise<{ refusal: FormRefusal<Code> } | { context: Context }>;
  /** Writes the lead under `id` in the transaction; answers what to send after commit. */
  enter(manager: EntityManager, id: string, fields: Fields, context: Context): Promise<QueuedNotices>;
  /** The refusal for a write the database turned down (a slot taken meanwhile); null lets the error through. */
  refusalOfWrite?(error: unknown): FormRefusal<Code> | null;
  /** What the owner is told at once of a lead kept on disk. */
  keptAlert(lead: SpooledLead<Fields>): Promise<OwnerAlert>;
  /** The refusal when the lead could be neither entered nor kept: the visitor is asked to call. */
  notTaken(): Promise<FormRefusal<Code>>;
}

/**
 * How a submission ended: entered, kept on disk until the database is back (issue #36), or refused.
 * `id`: the lead's row id, the same once a kept lead is entered.
 */
export type LeadOutcome<Code extends string = string> =
  { status: 'entered' | 'kept'; id: string } | { status: 'refused'; refusal: FormRefusal<Code> };

/**
 * The one way a public form's submission is taken: a filled-in honeypot answered as a success with
 * nothing stored, the form's checks, one transaction that writes the lead with its e-mails and
 * pushes, their delivery after commit, and while the database cannot be reached the lead kept on
 * disk and the owner told at once.
 */
export class LeadIntake {
  constructor(private readonly deps: { db: DataSource; logger: Logger; outbox: OutboxService; push: PushService; leadSpool: LeadSpool }) {}

  /** `honeypot`: the hidden field only bots fill; `receivedAt`: the form's clock (a kept lead is judged by the rules of then). */
  async submit<Fields, Context, Code extends string>(
    form: LeadForm<Fields, Context, Code>,
    fields: Fields,
    { clientAddress, honeypot, receivedAt = new Date() }: { clientAddress: string; honeypot?: string | null; receivedAt?: Date },
  ): Promise<LeadOutcome<Code>> {
    // The row's id from the start: a kept copy entered later finds the row if this commit did happen.
    const id = randomUUID();
    if (honeypot) {
      this.deps.logger.info({ clientAddress, form: form.kind }, 'honeypot triggered');
      return { status: 'entered', id };
    }
    try {
      const admission = await form.admit(fields, clientAddress);
      if ('refusal' in admission) return { status: 'refused', refusal: admission.refusal };
      this.deliver(await this.deps.db.transaction((manager) => form.enter(manager, id, fields, admission.context)));
      return { status: 'entered', id };
    } catch (error) {
      const refusal = form.refusalOfWrite?.(error);
      if (refusal) return { status: 'refused', refusal };
      if (!isDatabaseUnreachable(error)) throw error;
      return this.keep(form, { id, kind: form.kind, receivedAt: receivedAt.toISOString(), clientAddress, input: fields });
    }
  }

  /** Sends what a committed lead queued; the workers retry whatever does not go out now. */
  deliver({ emailIds, pushIds }: QueuedNotices): void {
    const { push, outbox, logger } = this.deps;
    push.deliver(pushIds).catch((error) => logger.warn({ err: error }, 'lead push delivery deferred'));
    outbox.deliver(emailIds).catch((error) => logger.warn({ err: error }, 'lead e-mail delivery deferred'));
  }

  private async keep<Fields, Code extends string>(
    form: LeadForm<Fields, unknown, Code>,
    lead: SpooledLead<Fields>,
  ): Promise<LeadOutcome<Code>> {
    try {
      await this.deps.leadSpool.keep(lead, await form.keptAlert(lead));
    } catch {
      return { status: 'refused', refusal: await form.notTaken() };
    }
    return { status: 'kept', id: lead.id };
  }
}
