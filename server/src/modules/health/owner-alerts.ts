import type { Logger } from '../../logger';
import type { BusinessProfileService } from '../business';
import { renderEmail, type EmailBody, type OutboxService } from '../mail';
import type { PushNotification, PushService } from '../push';

/** Something the owner must hear of now, whatever is down: a lead kept on disk, an outage. */
export interface OwnerAlert extends Omit<EmailBody, 'greeting'> {
  kind: string;
  /** The e-mail's subject, also its first line. */
  subject: string;
  /** The notification on the owner's phone. */
  push: PushNotification;
  /** Where a reply to the e-mail goes (the customer it is about). */
  replyTo?: string;
  /** The id of the lead it is about: what the log names of it (its subject names the customer). */
  leadId?: string;
}

/** Which ways reached the owner. */
export interface AlertReport {
  emailed: boolean;
  pushed: number;
}

/**
 * Tells the owner without the database: the e-mail straight through SMTP (no outbox row) and a
 * push to the devices known when the database last answered, both at once. Neither failing
 * throws: what the alert is about is safe on its own (on disk, or in the database).
 */
export class OwnerAlerts {
  constructor(private readonly deps: { outbox: OutboxService; push: PushService; business: BusinessProfileService; logger: Logger }) {}

  async tell(alert: OwnerAlert): Promise<AlertReport> {
    const [emailed, pushed] = await Promise.all([this.email(alert), this.deps.push.notifyDirect(alert.push)]);
    // Ids only: the subject carries the customer's name.
    this.deps.logger.warn({ alert: { kind: alert.kind, leadId: alert.leadId, emailed, pushed } }, 'owner alerted');
    return { emailed, pushed };
  }

  private async email({ kind, subject, replyTo, push: _push, leadId: _leadId, ...content }: OwnerAlert): Promise<boolean> {
    try {
      const business = await this.deps.business.facts();
      const body = renderEmail({ greeting: subject, ...content }, business);
      return (
        (await this.deps.outbox.sendDirect({ kind, to: this.deps.business.adminNotifyEmail(business), subject, replyTo, ...body })) ===
        'sent'
      );
    } catch (error) {
      this.deps.logger.warn({ err: error, kind }, 'owner alert e-mail failed');
      return false;
    }
  }
}
