import type { ContactService, PublicFormDeps } from '../contact';
import type { RateLimitRule } from '../rate-limit';
import type { SettingsService } from '../settings';
import type { EmailContext } from './appointment-email-parts';
import type { Appointment } from './appointment.entity';
import type { AppointmentStatusPayload } from './appointment.types';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export interface AppointmentOptions {
  /** Booking requests allowed per client address (an IPv6 /64 counts as one) per window. */
  requestRule?: RateLimitRule;
  /** Manage-link lookups and changes allowed per client address per window. */
  manageRule?: RateLimitRule;
  /** The clock; tests move it. */
  now?: () => Date;
}

/** The other domains' services the appointment services use: a public form's, and these. */
export type AppointmentDeps = PublicFormDeps & {
  settings: SettingsService;
  /** Where a kept request whose slot was taken meanwhile goes: a message to the owner. */
  contact: ContactService;
};

/**
 * What the appointment services share: the other domains' services, the clock, the time zone, the
 * rate limits the public spend, and the facts every e-mail states.
 */
export class AppointmentContext {
  readonly now: () => Date;
  readonly requestRule: RateLimitRule;
  readonly manageRule: RateLimitRule;
  /** Every booking and manage-link change e-mails someone: together they meet one hourly budget. */
  readonly overallRule: RateLimitRule;

  constructor(
    readonly deps: AppointmentDeps,
    options: AppointmentOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.requestRule = options.requestRule ?? { limit: 5, windowSeconds: 10 * 60 };
    this.manageRule = options.manageRule ?? { limit: 30, windowSeconds: 10 * 60 };
    this.overallRule = { limit: deps.config.bookingRequestsPerHour, windowSeconds: 60 * 60 };
  }

  get timeZone(): string {
    return this.deps.config.timeZone;
  }

  /** The e-mails' facts: the business profile as it is now. */
  async emailContext(): Promise<EmailContext> {
    const business = await this.deps.business.facts();
    return { business, publicUrl: this.deps.config.publicUrl, adminNotifyEmail: this.deps.business.adminNotifyEmail(business) };
  }

  /** The owner's change as it is answered: sends what it queued now and says whether it went out (it is retried otherwise). */
  async delivered(appointment: Appointment, emailIds: string[]): Promise<AppointmentStatusPayload> {
    if (emailIds.length === 0) return { appointment, emailSent: false, emailRecorded: false };
    const { sent, recorded, error } = await this.deps.outbox.deliver(emailIds);
    return { appointment, emailSent: sent, emailRecorded: recorded, emailError: error && `email: ${error}` };
  }
}
