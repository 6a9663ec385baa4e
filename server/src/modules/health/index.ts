import { domainModule, type ModuleDeps } from '../domain-module';
import type { OutboxService } from '../mail';
import { SiteHealthResolver } from './site-health.resolver';
import { SiteHealthService } from './site-health.service';

/** The site's own parts (database, e-mail, storage): what does not work, told to the owner. */
export const healthModule = domainModule({
  name: 'health',
  resolvers: [SiteHealthResolver],
  createServices: (deps: ModuleDeps<{ outbox: OutboxService }>) => ({ siteHealth: new SiteHealthService(deps) }),
});

export type { SiteHealthService } from './site-health.service';
