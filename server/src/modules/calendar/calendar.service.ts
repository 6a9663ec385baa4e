import { timingSafeEqual } from 'node:crypto';
import { newSecretToken, secretTokenHash } from '../../lib/secret-token';
import { AppointmentStatus, type AppointmentService } from '../appointments';
import type { BusinessProfileService } from '../business';
import type { ModuleDeps } from '../domain-module';
import type { SettingsService } from '../settings';
import { appointmentsCalendar } from './calendar-feed';
import type { CalendarFeedLink, CalendarFeedStatus } from './calendar.types';

export interface CalendarOptions {
  /** The clock; tests move it. */
  now?: () => Date;
}

export type CalendarDeps = ModuleDeps<{ settings: SettingsService; appointments: AppointmentService; business: BusinessProfileService }>;

/** Only the token's hash is kept: a leaked database does not open the feed. */
const FEED_KEY = 'calendar_feed';
interface FeedSetting {
  tokenHash: string | null;
  createdAt: string | null;
}
const NO_FEED: FeedSetting = { tokenHash: null, createdAt: null };

const DAY_MS = 24 * 60 * 60 * 1000;
/** What the feed holds: the last month's visits and the next three months'. */
const DAYS_BACK = 30;
const DAYS_AHEAD = 90;

/** The owner's private calendar feed: GET /calendar/{token}.ics with a random token that can be replaced. */
export class CalendarFeedService {
  private readonly now: () => Date;

  constructor(
    private readonly deps: CalendarDeps,
    options: CalendarOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async status(): Promise<CalendarFeedStatus> {
    const { tokenHash, createdAt } = await this.deps.settings.get(FEED_KEY, NO_FEED);
    return { active: tokenHash !== null, createdAt: createdAt ? new Date(createdAt) : null };
  }

  /** A new address; the one before answers 404 from now on. */
  async rotate(): Promise<CalendarFeedLink> {
    const token = newSecretToken();
    const createdAt = this.now();
    await this.deps.settings.set<FeedSetting>(FEED_KEY, {
      tokenHash: secretTokenHash(token).toString('hex'),
      createdAt: createdAt.toISOString(),
    });
    const url = `${this.deps.config.publicUrl}/calendar/${token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt };
  }

  /** The feed's iCalendar text, or null when `token` is not the current one. */
  async feed(token: string): Promise<string | null> {
    const { tokenHash } = await this.deps.settings.get(FEED_KEY, NO_FEED);
    if (!tokenHash || !timingSafeEqual(secretTokenHash(token), Buffer.from(tokenHash, 'hex'))) return null;
    const now = this.now().getTime();
    const visits = await this.deps.appointments.visitsBetween(new Date(now - DAYS_BACK * DAY_MS), new Date(now + DAYS_AHEAD * DAY_MS), [
      AppointmentStatus.pending,
      AppointmentStatus.confirmed,
    ]);
    return appointmentsCalendar(visits, await this.deps.business.facts(), this.deps.config.publicUrl);
  }
}
