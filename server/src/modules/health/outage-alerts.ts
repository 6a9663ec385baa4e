import { formatInZone } from '@plumbing/shared';
import type { Config } from '../../config/env';
import type { Logger } from '../../logger';
import type { OutboxService } from '../mail';
import type { DatabaseMonitor } from './database-monitor';
import type { LeadSpool } from './lead-spool';
import type { OwnerAlert, OwnerAlerts } from './owner-alerts';

export interface OutageAlertOptions {
  /** How long the database may be unreachable before the owner is told. */
  databaseAfterMs?: number;
  /** How long e-mail may keep failing before the owner is told. */
  emailAfterMs?: number;
  /** How often the parts are looked at. */
  tickMs?: number;
}

export interface OutageAlertDeps {
  databaseMonitor: DatabaseMonitor;
  outbox: OutboxService;
  ownerAlerts: OwnerAlerts;
  leadSpool: LeadSpool;
  config: Config;
  logger: Logger;
}

const minutes = (ms: number) => Math.max(1, Math.round(ms / 60_000));

/**
 * The owner hears of an outage (issue #36): the database unreachable for more than a minute, or
 * e-mail failing for more than 15 minutes, is one alert, and its end another. An outage shorter
 * than that is not worth a message.
 */
export class OutageAlerts {
  /** When the outage the owner was told of began; null when none is. */
  private databaseAlerted: Date | null = null;
  private emailAlerted: Date | null = null;
  private timer?: NodeJS.Timeout;
  private ticking?: Promise<void>;
  private readonly databaseAfterMs: number;
  private readonly emailAfterMs: number;
  private readonly tickMs: number;

  constructor(
    private readonly deps: OutageAlertDeps,
    options: OutageAlertOptions = {},
  ) {
    this.databaseAfterMs = options.databaseAfterMs ?? 60_000;
    this.emailAfterMs = options.emailAfterMs ?? 15 * 60_000;
    this.tickMs = options.tickMs ?? 5_000;
  }

  /** Looks at the parts once and tells the owner what began or ended. */
  tick(now = new Date()): Promise<void> {
    this.ticking ??= this.look(now)
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'outage alerts failed'))
      .finally(() => (this.ticking = undefined));
    return this.ticking;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.tick(), this.tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
  }

  private async look(now: Date): Promise<void> {
    const { databaseMonitor, outbox, ownerAlerts } = this.deps;
    const databaseDown = databaseMonitor.downSince;
    if (databaseDown && !this.databaseAlerted && now.getTime() - databaseDown.getTime() >= this.databaseAfterMs) {
      this.databaseAlerted = databaseDown;
      await ownerAlerts.tell(this.databaseDown(databaseDown, await this.deps.leadSpool.size()));
    } else if (!databaseDown && this.databaseAlerted) {
      const since = this.databaseAlerted;
      this.databaseAlerted = null;
      await ownerAlerts.tell(this.databaseBack(since, now));
    }

    const emailFailing = outbox.configured ? outbox.failingSince : null;
    if (emailFailing && !this.emailAlerted && now.getTime() - emailFailing.getTime() >= this.emailAfterMs) {
      this.emailAlerted = emailFailing;
      await ownerAlerts.tell(this.emailFailing(emailFailing));
    } else if (!emailFailing && this.emailAlerted) {
      const since = this.emailAlerted;
      this.emailAlerted = null;
      await ownerAlerts.tell(this.emailBack(since, now));
    }
  }

  private when(instant: Date): string {
    return formatInZone(instant, this.deps.config.timeZone);
  }

  private databaseDown(since: Date, kept: number): OwnerAlert {
    return {
      kind: 'outage-database-down',
      subject: `Your website's database is down since ${this.when(since)}`,
      paragraphs: [
        'The site is trying to bring it back by itself. Public pages are still shown, and booking requests and messages are kept safely on the server and entered when the database is back.',
        `Kept so far: ${kept}. You get a message when it is back; if it stays down, check the server (its log says why).`,
      ],
      push: {
        title: 'Website database down',
        body: `Since ${this.when(since)}. Requests are kept and entered when it is back.`,
        url: '/admin',
        tag: 'outage-database',
      },
    };
  }

  private databaseBack(since: Date, now: Date): OwnerAlert {
    return {
      kind: 'outage-database-back',
      subject: "Your website's database is back",
      paragraphs: [
        `It was down from ${this.when(since)} for about ${minutes(now.getTime() - since.getTime())} min. Booking requests and messages kept meanwhile are being entered now: they show in the admin as usual.`,
      ],
      action: { lead: 'See them:', label: 'Open the admin', url: `${this.deps.config.publicUrl}/admin` },
      push: {
        title: 'Website database back',
        body: `Down for about ${minutes(now.getTime() - since.getTime())} min. Kept requests are being entered.`,
        url: '/admin',
        tag: 'outage-database',
      },
    };
  }

  private emailFailing(since: Date): OwnerAlert {
    return {
      kind: 'outage-email-failing',
      subject: `Your website cannot send e-mail since ${this.when(since)}`,
      paragraphs: [
        'Customers are not receiving their confirmations and reminders. They are kept and sent when e-mail works again.',
        "Check the e-mail account the site sends with (SMTP_URL): its password, or the provider's status.",
      ],
      push: {
        title: 'Website e-mail failing',
        body: `Since ${this.when(since)}: customers are not receiving e-mails.`,
        url: '/admin',
        tag: 'outage-email',
      },
    };
  }

  private emailBack(since: Date, now: Date): OwnerAlert {
    return {
      kind: 'outage-email-back',
      subject: 'Your website sends e-mail again',
      paragraphs: [
        `E-mail failed from ${this.when(since)} for about ${minutes(now.getTime() - since.getTime())} min. The e-mails kept meanwhile are going out now.`,
      ],
      push: { title: 'Website e-mail back', body: 'The e-mails kept meanwhile are going out now.', url: '/admin', tag: 'outage-email' },
    };
  }
}
