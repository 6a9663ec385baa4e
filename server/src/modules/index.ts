import { apiTokensModule } from './api-tokens';
import { appointmentsModule } from './appointments';
import { areaPagesModule } from './area-pages';
import { authModule } from './auth';
import { backupsModule } from './backups';
import { businessModule } from './business';
import { calendarModule } from './calendar';
import { calendarSyncModule } from './calendar-sync';
import { contactModule } from './contact';
import { customerPhotosModule } from './customer-photos';
import { dashboardModule } from './dashboard';
import { eventsModule } from './events';
import { healthModule } from './health';
import { mailModule } from './mail';
import { mediaModule } from './media';
import { mediaLibraryModule } from './media-library';
import { pagesModule } from './pages';
import { projectsModule } from './projects';
import { pushModule } from './push';
import { rateLimitModule } from './rate-limit';
import { seoModule } from './seo';
import { settingsModule } from './settings';
import { webhooksModule } from './webhooks';

/**
 * Every domain of the app: the one list a new domain joins (its tables, resolvers, services,
 * routes, public reads, heads and sitemap entries come with it; see domain-module.ts). A domain
 * comes after the domains whose services it uses; route heads are asked in this order.
 */
export const DOMAIN_MODULES = [
  eventsModule,
  settingsModule,
  businessModule,
  rateLimitModule,
  authModule,
  apiTokensModule,
  mailModule,
  pushModule,
  mediaModule,
  healthModule,
  webhooksModule,
  customerPhotosModule,
  seoModule,
  pagesModule,
  projectsModule,
  areaPagesModule,
  mediaLibraryModule,
  contactModule,
  appointmentsModule,
  calendarModule,
  calendarSyncModule,
  backupsModule,
  dashboardModule,
] as const;

export type DomainModules = typeof DOMAIN_MODULES;
