import type { DataSource } from 'typeorm';
import {
  BUSY_CALENDAR_FAILURES,
  BUSY_CALENDAR_WARNING_MINUTES,
  BUSY_CALENDARS_PATH,
  BusyCalendarMessages,
  DomainError,
  ErrorCode,
  formatInZone,
  JobRuleMessages,
  MAX_BUSY_CALENDARS,
} from '@plumbing/shared';
import type { Config } from '../../config/env';
import { lockForTransaction } from '../../db/transaction-lock';
import { isUuid } from '../../lib/uuid';
import type { SecretBox } from '../../lib/secret-box';
import type { BusyTimeService, SchedulingService } from '../appointments';
import type { SiteWarning } from '../health';
import { checkOutboundUrl, RefusedUrl, type OutboundRules } from '../../lib/outbound-url';
import { BusyCalendar } from './busy-calendar.entity';
import type { BusyCalendarInput } from './busy-calendar.inputs';
import { calendarUrl, refusalWords, shownUrl } from './calendar-address';
import { busySource, type BusyCalendarReader } from './calendar-reader';

export interface BusyCalendarServiceDeps {
  db: DataSource;
  config: Config;
  busyTimes: BusyTimeService;
  appointmentScheduling: SchedulingService;
  reader: BusyCalendarReader;
  secrets: SecretBox;
  rules: OutboundRules;
  now: () => Date;
  readEveryMs: number;
}

/**
 * The owner's own calendars (issue #50): at most three, each read right after it is saved and
 * then every five minutes (BusyCalendarReader). Its address is sealed as it is saved and never
 * answered again: the admin sees its host and last characters.
 */
export class BusyCalendarService {
  constructor(private readonly deps: BusyCalendarServiceDeps) {}

  list(): Promise<BusyCalendar[]> {
    return this.deps.db.getRepository(BusyCalendar).find({ order: { createdAt: 'ASC' } });
  }

  /** Adds a calendar and reads it at once: the answer says whether that worked. */
  async add(input: BusyCalendarInput): Promise<BusyCalendar> {
    if (!input.url?.trim()) throw new DomainError(ErrorCode.BAD_USER_INPUT, BusyCalendarMessages.addressMissing, 'url');
    const url = await this.checkedUrl(input.url);
    const crew = await this.checkedCrew(input.crew);
    const { id } = await this.deps.db.transaction(async (manager) => {
      // Two saves at once cannot both take the last place.
      await lockForTransaction(manager, 'busy-calendars');
      const repository = manager.getRepository(BusyCalendar);
      if ((await repository.count()) >= MAX_BUSY_CALENDARS) throw new DomainError(ErrorCode.BAD_USER_INPUT, BusyCalendarMessages.tooMany);
      return repository.save(repository.create({ name: input.name.trim(), crew, ...this.sealed(url) }));
    });
    return this.readNow(id);
  }

  /** Changes its name, crew or (when given) address; a new address or crew is read at once. */
  async update(id: string, input: BusyCalendarInput): Promise<BusyCalendar> {
    const repository = this.deps.db.getRepository(BusyCalendar);
    const calendar = isUuid(id) ? await repository.findOneBy({ id }) : null;
    if (!calendar) throw new DomainError(ErrorCode.BAD_USER_INPUT, BusyCalendarMessages.notFound);
    const url = input.url?.trim() ? await this.checkedUrl(input.url) : null;
    const crew = await this.checkedCrew(input.crew);
    const changes: Partial<BusyCalendar> = { name: input.name.trim(), crew, ...(url !== null && this.sealed(url)) };
    await repository.update(id, changes);
    if (url === null && crew === calendar.crew) return repository.findOneByOrFail({ id });
    return this.readNow(id);
  }

  /** Deletes it and the busy times it gave, at once; false when there is none. */
  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.deps.db.transaction(async (manager) => {
      const { affected } = await manager.getRepository(BusyCalendar).delete({ id });
      if (affected) await this.deps.busyTimes.replace(busySource(id), [], manager);
      return Boolean(affected);
    });
  }

  /** Each calendar that has not been read for BUSY_CALENDAR_WARNING_MINUTES, said with why and where to fix it. */
  async warnings(): Promise<Array<Omit<SiteWarning, 'part'>>> {
    const since = new Date(this.deps.now().getTime() - BUSY_CALENDAR_WARNING_MINUTES * 60_000);
    const failing = await this.deps.db
      .getRepository(BusyCalendar)
      .createQueryBuilder('calendar')
      .where('calendar.failing_since <= :since', { since })
      .orderBy('calendar.created_at', 'ASC')
      .getMany();
    return failing.map((calendar) => ({
      title: BusyCalendarMessages.failingWarning(
        calendar.name ? `“${calendar.name}”` : calendar.shownUrl,
        formatInZone(calendar.failingSince!, this.deps.config.timeZone),
        BUSY_CALENDAR_FAILURES[calendar.problem ?? 'unreachable'],
      ),
      action: BusyCalendarMessages.failingWarningHint,
      link: { label: BusyCalendarMessages.fixLinkLabel, to: BUSY_CALENDARS_PATH },
    }));
  }

  private async readNow(id: string): Promise<BusyCalendar> {
    await this.deps.reader.read(id);
    return this.deps.db.getRepository(BusyCalendar).findOneByOrFail({ id });
  }

  private nextRead(): Date {
    return new Date(this.deps.now().getTime() + this.deps.readEveryMs);
  }

  /** The address sealed, as it is shown, and read again in a full period (this save reads it now). */
  private sealed(url: string): Pick<BusyCalendar, 'sealedUrl' | 'shownUrl' | 'nextReadAt'> {
    return { sealedUrl: this.deps.secrets.seal(url), shownUrl: shownUrl(url), nextReadAt: this.nextRead() };
  }

  /** The address to read (webcal:// as https://), allowed now (and checked again at every read). */
  private async checkedUrl(pasted: string): Promise<string> {
    const url = calendarUrl(pasted);
    try {
      await checkOutboundUrl(url, this.deps.rules);
    } catch (error) {
      if (error instanceof RefusedUrl) throw new DomainError(ErrorCode.BAD_USER_INPUT, refusalWords(error, url), 'url');
      throw error;
    }
    return url;
  }

  /** The crew it blocks, one of the crews there are; null: every crew. */
  private async checkedCrew(crew: number | null | undefined): Promise<number | null> {
    if (crew === null || crew === undefined) return null;
    const { crews } = await this.deps.appointmentScheduling.getSettings();
    if (!crews.some(({ id }) => id === crew)) throw new DomainError(ErrorCode.BAD_USER_INPUT, JobRuleMessages.unknownCrew(crew), 'crew');
    return crew;
  }
}
