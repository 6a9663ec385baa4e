import type { DataSource } from 'typeorm';
import type { Config } from './config/env';
import type { Logger } from './logger';
import { AuthService, type AuthOptions } from './modules/auth/auth.service';
import { resolveJwtSecret } from './modules/auth/jwt-secret';
import { AppointmentService, type AppointmentOptions } from './modules/appointments/appointment.service';
import { ContactService, type ContactOptions } from './modules/contact/contact.service';
import { ChangeEventService } from './modules/events/change-events.service';
import { createMailTransport, type MailTransport } from './modules/mail/mail-transport';
import { OutboxService, type OutboxOptions } from './modules/mail/outbox.service';
import { createMediaStorage, MediaService } from './modules/media/media.service';
import { ProjectService } from './modules/projects/project.service';
import { PageService } from './modules/pages/page.service';
import { RateLimitService } from './modules/rate-limit/rate-limit.service';
import { SeoService } from './modules/seo/seo.service';
import { SettingsService } from './modules/settings/settings.service';

/** The app's services, built once per process and shared by GraphQL and REST adapters. */
export interface Services {
  db: DataSource;
  config: Config;
  auth: AuthService;
  rateLimits: RateLimitService;
  settings: SettingsService;
  outbox: OutboxService;
  appointments: AppointmentService;
  changeEvents: ChangeEventService;
  seo: SeoService;
  pages: PageService;
  media: MediaService;
  projects: ProjectService;
  contact: ContactService;
}

/** What tests (and only tests) replace: timings, limits, the clock, the mail transport. */
export interface ServiceOverrides {
  auth?: Partial<AuthOptions>;
  appointments?: AppointmentOptions;
  contact?: ContactOptions;
  outbox?: OutboxOptions;
  mailTransport?: MailTransport;
}

export function createServices(db: DataSource, config: Config, logger: Logger, overrides: ServiceOverrides = {}): Services {
  const rateLimits = new RateLimitService(db);
  const changeEvents = new ChangeEventService(db, logger);
  const settings = new SettingsService(db, changeEvents);
  const auth = new AuthService(db, rateLimits, {
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    jwtExpiresIn: config.jwtExpiresIn,
    ...overrides.auth,
  });
  const transport = overrides.mailTransport ?? createMailTransport(config.smtpUrl, config.mailFrom, logger);
  const outbox = new OutboxService(db, transport, logger, overrides.outbox);
  const appointments = new AppointmentService(db, settings, outbox, rateLimits, changeEvents, config, logger, overrides.appointments);
  const contact = new ContactService(db, outbox, rateLimits, changeEvents, config, logger, overrides.contact);
  const media = new MediaService(createMediaStorage(config), config.uploadMaxMb, logger);
  const projects = new ProjectService(db, media, config, changeEvents, logger);
  const seo = new SeoService(settings, config, logger);
  const pages = new PageService(db, config, changeEvents);
  // Heads are asked in this order, before the app's own routes; sitemap sources add their URLs.
  seo.addRouteHeads((path) => pages.routeAnswer(path));
  seo.addRouteHeads((path) => projects.routeAnswer(path));
  seo.addSitemapSource(() => pages.sitemapEntries());
  seo.addSitemapSource(() => projects.sitemapEntries());
  return { db, config, auth, rateLimits, settings, outbox, appointments, changeEvents, seo, pages, media, projects, contact };
}
