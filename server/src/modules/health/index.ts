import path from 'node:path';
import type { BusinessProfileService } from '../business';
import { domainModule, type ModuleDeps } from '../domain-module';
import type { OutboxService } from '../mail';
import type { MediaService } from '../media';
import type { PushService } from '../push';
import { DatabaseMonitor, type DatabaseMonitorOptions } from './database-monitor';
import { LeadIntake } from './lead-intake';
import { LeadSpool } from './lead-spool';
import { OutageAlerts, type OutageAlertOptions } from './outage-alerts';
import { OwnerAlerts } from './owner-alerts';
import { SiteHealthResolver } from './site-health.resolver';
import { SiteHealthService } from './site-health.service';

export interface HealthOptions extends DatabaseMonitorOptions, OutageAlertOptions {
  /** How many leads the spool holds at most. */
  spoolCapacity?: number;
}

/**
 * The site's own parts (database, e-mail, storage) and what keeps its promises while one fails
 * (issue #36): the database watched, leads kept on disk while it is unreachable and entered when
 * it is back, the owner told at once without it, outages and their end announced. The public
 * forms take their leads through one intake (LeadIntake), which keeps them through an outage.
 */
export const healthModule = domainModule({
  name: 'health',
  resolvers: [SiteHealthResolver],
  createServices: (
    deps: ModuleDeps<{ outbox: OutboxService; push: PushService; business: BusinessProfileService; media: MediaService }>,
    options: HealthOptions = {},
  ) => {
    const databaseMonitor = new DatabaseMonitor(deps.db, deps.logger, options);
    const ownerAlerts = new OwnerAlerts(deps);
    const leadSpool = new LeadSpool(path.join(deps.config.dataDir, 'spool'), ownerAlerts, deps.logger, options.spoolCapacity);
    const leadIntake = new LeadIntake({ ...deps, leadSpool });
    const outageAlerts = new OutageAlerts({ ...deps, databaseMonitor, leadSpool, ownerAlerts }, options);
    const siteHealth = new SiteHealthService({ ...deps, databaseMonitor, leadSpool });
    return { databaseMonitor, leadIntake, leadSpool, ownerAlerts, outageAlerts, siteHealth };
  },
  start: ({ databaseMonitor, leadSpool, outageAlerts }) => {
    // Leads kept during an outage, before a restart or by an instance that died are entered at the first look that finds the database.
    databaseMonitor.whileUp(() => void leadSpool.replay());
    databaseMonitor.start();
    void databaseMonitor.check();
    outageAlerts.start();
  },
  stop: async ({ databaseMonitor, outageAlerts }) => {
    await outageAlerts.stop();
    await databaseMonitor.stop();
  },
});

export type { SpooledLead } from './lead-spool';
export type { DatabaseMonitor } from './database-monitor';
export type { LeadSpool } from './lead-spool';
export type { FormRefusal, LeadForm, LeadIntake, QueuedNotices } from './lead-intake';
export type { OwnerAlerts, OwnerAlert } from './owner-alerts';
export type { HealthReport, SiteHealthService } from './site-health.service';
export type { SiteWarning } from './site-health.types';
