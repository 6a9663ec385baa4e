import { MAX_BUSY_CALENDAR_MB } from '@plumbing/shared';
import { SecretBox } from '../../lib/secret-box';
import { backupKey } from '../../lib/site-key';
import type { BusyTimeService, SchedulingService } from '../appointments';
import { domainModule, type ModuleDeps } from '../domain-module';
import type { SiteHealthService } from '../health';
import { systemLookup, type AddressLookup } from '../../lib/outbound-url';
import type { OutboundLimits } from '../../lib/outbound-request';
import { BusyCalendar } from './busy-calendar.entity';
import { BusyCalendarResolver } from './busy-calendar.resolver';
import { BusyCalendarService } from './busy-calendars.service';
import { BusyCalendarReader } from './calendar-reader';

export interface CalendarSyncOptions {
  /** The clock of the reads, of failing since and of the warning; tests move it. */
  now?: () => Date;
  /** How often an instance looks for calendars due (30 s). */
  pollMs?: number;
  /** How often each calendar is read (5 minutes). */
  readEveryMs?: number;
  /** A read's time limit and size cap (15 s, 5 MB). */
  limits?: Partial<OutboundLimits>;
  lookup?: AddressLookup;
}

/**
 * The owner's own calendars (issue #50): their private iCal addresses, read every five minutes
 * through the webhooks' outbound guard; their events become busy times (appointments), which the
 * scheduling keeps free. A calendar that cannot be read for half an hour is said on Today.
 */
export const calendarSyncModule = domainModule({
  name: 'calendar-sync',
  entities: [BusyCalendar],
  resolvers: [BusyCalendarResolver],
  createServices: (
    deps: ModuleDeps<{ busyTimes: BusyTimeService; appointmentScheduling: SchedulingService; siteHealth: SiteHealthService }>,
    options: CalendarSyncOptions = {},
  ) => {
    const now = options.now ?? (() => new Date());
    const readEveryMs = options.readEveryMs ?? 5 * 60_000;
    const secrets = new SecretBox('calendar addresses', () => backupKey(deps.config.backups, deps.config.dataDir));
    const rules = { allowLoopback: deps.config.outboundAllowLoopback, lookup: options.lookup ?? systemLookup };
    const limits = { timeoutMs: 15_000, maxResponseBytes: MAX_BUSY_CALENDAR_MB * 1024 * 1024, ...options.limits };
    const busyCalendarReader = new BusyCalendarReader({
      ...deps,
      secrets,
      rules,
      limits,
      now,
      readEveryMs,
      pollMs: options.pollMs ?? 30_000,
    });
    const busyCalendars = new BusyCalendarService({ ...deps, reader: busyCalendarReader, secrets, rules, now, readEveryMs });
    deps.siteHealth.addWarnings(async () => (await busyCalendars.warnings()).map((warning) => ({ part: 'calendars', ...warning })));
    return { busyCalendars, busyCalendarReader };
  },
  start: ({ busyCalendarReader }) => busyCalendarReader.start(),
  stop: ({ busyCalendarReader }) => busyCalendarReader.stop(),
});
