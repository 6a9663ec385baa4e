import type { DataSource } from 'typeorm';
import { addDays, todayIn, zonedInstant, type BusyCalendarFailure, type TimeSpan } from '@plumbing/shared';
import type { Config } from '../../config/env';
import type { SecretBox } from '../../lib/secret-box';
import type { Logger } from '../../logger';
import type { BusyTimeService } from '../appointments';
import { checkOutboundUrl, RefusedUrl, type OutboundRules } from '../../lib/outbound-url';
import { getOutbound, NoAnswerInTime, type OutboundLimits } from '../../lib/outbound-request';
import { BusyCalendar } from './busy-calendar.entity';
import { busySpans, NotACalendar } from './busy-spans';

/** How far ahead a calendar's events are kept: the owner's calendar offers a year, the public booking window less. */
const DAYS_AHEAD = 400;

export interface CalendarReaderDeps {
  db: DataSource;
  config: Config;
  logger: Logger;
  busyTimes: BusyTimeService;
  secrets: SecretBox;
  rules: OutboundRules;
  limits: OutboundLimits;
  now: () => Date;
  /** How often each calendar is read. */
  readEveryMs: number;
  /** How often this instance looks for calendars due. */
  pollMs: number;
}

/** A calendar that could not be read, and why (in BUSY_CALENDAR_FAILURES). */
class ReadFailed extends Error {
  constructor(readonly problem: BusyCalendarFailure) {
    super(problem);
  }
}

/** The busy times' source of one calendar: a read replaces all of them; deleting the calendar, too. */
export const busySource = (id: string) => `feed:${id}`;

/**
 * Reads the owner's calendars (issue #50) through the webhooks' outbound guard, and puts what they
 * keep busy in place of what they kept before. A calendar that cannot be read keeps its last good
 * busy times; since when it fails, and why, is noted for the admin and the warning.
 */
export class BusyCalendarReader {
  private timer?: NodeJS.Timeout;
  private reading?: Promise<void>;

  constructor(private readonly deps: CalendarReaderDeps) {}

  start(): void {
    this.timer ??= setInterval(() => void this.readDue(), this.deps.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.reading;
  }

  /** Reads every calendar due, each by one instance: taking it puts its next read off, so the others skip it. */
  readDue(): Promise<void> {
    this.reading ??= this.readEachDue()
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'looking for busy calendars due failed'))
      .finally(() => (this.reading = undefined));
    return this.reading;
  }

  private async readEachDue(): Promise<void> {
    const now = this.deps.now();
    const [due]: [Array<{ id: string }>, number] = await this.deps.db.query(
      `UPDATE busy_calendar SET next_read_at = $1
        WHERE id IN (SELECT id FROM busy_calendar WHERE next_read_at <= $2 ORDER BY next_read_at FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [new Date(now.getTime() + this.deps.readEveryMs), now],
    );
    for (const { id } of due)
      await this.read(id).catch((error: unknown) =>
        this.deps.logger.error({ err: error, busyCalendarId: id }, 'reading a busy calendar failed'),
      );
  }

  /** Reads one calendar now. Its address is never logged nor said: only its id and why a read failed. */
  async read(id: string): Promise<void> {
    const { db, logger, busyTimes, config } = this.deps;
    const calendar = await db.getRepository(BusyCalendar).findOneBy({ id });
    if (!calendar) return;
    const now = this.deps.now();
    let spans: TimeSpan[];
    try {
      const busy = busySpans(await this.fetch(this.deps.secrets.open(calendar.sealedUrl)), this.window(now), config.timeZone);
      spans = busy.spans;
      if (busy.unreadable > 0) logger.warn({ busyCalendarId: id, unreadable: busy.unreadable }, 'calendar events left out');
    } catch (error) {
      if (!(error instanceof ReadFailed || error instanceof NotACalendar)) throw error;
      const problem = error instanceof ReadFailed ? error.problem : 'notCalendar';
      await db.query(`UPDATE busy_calendar SET failing_since = coalesce(failing_since, $2), problem = $3 WHERE id = $1`, [
        id,
        now,
        problem,
      ]);
      logger.warn({ busyCalendarId: id, problem }, 'calendar could not be read');
      return;
    }
    await db.transaction(async (manager) => {
      const kept = await manager.getRepository(BusyCalendar).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      // Deleted, or given another address, while it was read: that change has its own read.
      if (!kept || kept.sealedUrl !== calendar.sealedUrl) return;
      const rows = spans.map(({ start, end }) => ({ startsAt: new Date(start), endsAt: new Date(end), crew: kept.crew }));
      await busyTimes.replace(busySource(id), rows, manager);
      await manager.getRepository(BusyCalendar).update(id, { lastReadAt: now, busyCount: rows.length, failingSince: null, problem: null });
    });
    logger.info({ busyCalendarId: id, busyTimes: spans.length }, 'calendar read');
  }

  /** The calendar's text, or ReadFailed. */
  private async fetch(url: string): Promise<string> {
    let answer;
    try {
      const target = await checkOutboundUrl(url, this.deps.rules);
      answer = await getOutbound(
        target,
        { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'plumbing-site calendar reader' },
        this.deps.limits,
      );
    } catch (error) {
      if (error instanceof RefusedUrl) throw new ReadFailed(error.reason === 'unresolvable' ? 'unreachable' : 'refused');
      throw new ReadFailed(error instanceof NoAnswerInTime ? 'timedOut' : 'unreachable');
    }
    if (answer.status === 404 || answer.status === 410) throw new ReadFailed('notFound');
    if (answer.status < 200 || answer.status > 299) throw new ReadFailed('unreachable');
    if (answer.body === null) throw new ReadFailed('tooLarge');
    return answer.body.toString('utf8');
  }

  /** From the start of today (the business zone's) to DAYS_AHEAD later. */
  private window(now: Date): TimeSpan {
    const { timeZone } = this.deps.config;
    const today = todayIn(timeZone, now);
    return {
      start: zonedInstant(today, '00:00', timeZone).getTime(),
      end: zonedInstant(addDays(today, DAYS_AHEAD), '00:00', timeZone).getTime(),
    };
  }
}
