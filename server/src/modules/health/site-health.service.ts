import { formatInZone, MailMessages, MediaMessages } from '@plumbing/shared';
import type { Config } from '../../config/env';
import type { OutboxService } from '../mail';
import type { MediaService } from '../media';
import type { DatabaseMonitor } from './database-monitor';
import type { LeadSpool } from './lead-spool';
import { SitePart, type SiteWarning } from './site-health.types';

/** E-mail failing this long shows on the admin screens (a single retry does not). */
const EMAIL_WARNING_AFTER_MS = 5 * 60_000;
/** How long a look at the photo storage holds: /healthz is public, and must not become a way to flood the bucket. */
const STORAGE_CHECK_MS = 2_000;

/** What /healthz answers: each part, and whether the site as a whole serves. */
export interface HealthReport {
  /** ok: all parts work (e-mail not set up is a choice, said in `email`); degraded: the site serves, a part fails; down: the database is unreachable. */
  status: 'ok' | 'degraded' | 'down';
  db: 'up' | 'down';
  email: 'up' | 'failing' | 'not-set-up';
  storage: 'up' | 'down';
  /** Leads kept on disk, waiting for the database. */
  spooled: number;
}

export interface SiteHealthDeps {
  outbox: OutboxService;
  media: MediaService;
  databaseMonitor: DatabaseMonitor;
  leadSpool: LeadSpool;
  config: Config;
}

/** What the owner and a load balancer must know about the site's own parts. */
export class SiteHealthService {
  private storageLook?: { up: Promise<boolean>; at: number };
  private readonly warningSources: Array<() => Promise<SiteWarning[]>> = [];

  constructor(private readonly deps: SiteHealthDeps) {}

  async report(): Promise<HealthReport> {
    const [dbUp, storageUp, spooled] = await Promise.all([this.deps.databaseMonitor.check(), this.storageUp(), this.deps.leadSpool.size()]);
    const { outbox } = this.deps;
    const email = !outbox.configured ? 'not-set-up' : outbox.failingSince ? 'failing' : 'up';
    const status = !dbUp ? 'down' : email === 'failing' || !storageUp ? 'degraded' : 'ok';
    return { status, db: dbUp ? 'up' : 'down', email, storage: storageUp ? 'up' : 'down', spooled };
  }

  /** Whether the photo storage answers, looked at no more often than every few seconds. */
  private storageUp(): Promise<boolean> {
    if (!this.storageLook || Date.now() - this.storageLook.at > STORAGE_CHECK_MS) {
      this.storageLook = {
        up: this.deps.media.storage.check().then(
          () => true,
          () => false,
        ),
        at: Date.now(),
      };
    }
    return this.storageLook.up;
  }

  /** Another domain's warnings for every admin screen (a webhook endpoint the site turned off). */
  addWarnings(source: () => Promise<SiteWarning[]>): void {
    this.warningSources.push(source);
  }

  /** Said on every admin screen, with what to do. */
  async warnings(now = new Date()): Promise<SiteWarning[]> {
    const warnings: SiteWarning[] = [];
    if (!(await this.storageUp()))
      warnings.push({ part: SitePart.storage, title: MediaMessages.storageDown, action: MediaMessages.storageDownHint });
    const { outbox, config } = this.deps;
    if (!outbox.configured)
      warnings.push({
        part: SitePart.email,
        title: MailMessages.notSetUp,
        action: MailMessages.setUpHint,
        link: { ...MailMessages.setUpLink },
        dismissible: true,
      });
    const failingSince = outbox.configured ? outbox.failingSince : null;
    if (failingSince && now.getTime() - failingSince.getTime() >= EMAIL_WARNING_AFTER_MS) {
      warnings.push({
        part: SitePart.email,
        title: MailMessages.failing(formatInZone(failingSince, config.timeZone)),
        action: MailMessages.failingHint,
      });
    }
    for (const source of this.warningSources) warnings.push(...(await source()));
    // A failure stays until it is fixed.
    return warnings.map((warning) => ({ ...warning, dismissible: warning.dismissible ?? false }));
  }
}
