import type { DataSource } from 'typeorm';
import type { Config } from './config/env';
import type { Logger } from './logger';
import { AuthService, type AuthOptions } from './modules/auth/auth.service';
import { resolveJwtSecret } from './modules/auth/jwt-secret';
import { BookingService, type BookingOptions } from './modules/booking/booking.service';
import { ContactService, type ContactOptions } from './modules/contact/contact.service';
import { createMailTransport, type MailTransport } from './modules/mail/mail-transport';
import { OutboxService, type OutboxOptions } from './modules/mail/outbox.service';
import { RateLimitService } from './modules/rate-limit/rate-limit.service';
import { SettingsService } from './modules/settings/settings.service';

/** The app's services, built once per process and shared by GraphQL and REST adapters. */
export interface Services {
  db: DataSource;
  config: Config;
  auth: AuthService;
  rateLimits: RateLimitService;
  settings: SettingsService;
  outbox: OutboxService;
  booking: BookingService;
  contact: ContactService;
}

/** What tests (and only tests) replace: timings, limits, the clock, the mail transport. */
export interface ServiceOverrides {
  auth?: Partial<AuthOptions>;
  booking?: BookingOptions;
  contact?: ContactOptions;
  outbox?: OutboxOptions;
  mailTransport?: MailTransport;
}

export function createServices(db: DataSource, config: Config, logger: Logger, overrides: ServiceOverrides = {}): Services {
  const rateLimits = new RateLimitService(db);
  const settings = new SettingsService(db);
  const auth = new AuthService(db, rateLimits, {
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    jwtExpiresIn: config.jwtExpiresIn,
    ...overrides.auth,
  });
  const transport = overrides.mailTransport ?? createMailTransport(config.smtpUrl, config.mailFrom, logger);
  const outbox = new OutboxService(db, transport, logger, overrides.outbox);
  const booking = new BookingService(db, settings, outbox, rateLimits, config, logger, overrides.booking);
  const contact = new ContactService(db, outbox, rateLimits, config, logger, overrides.contact);
  return { db, config, auth, rateLimits, settings, outbox, booking, contact };
}
