import { randomUUID } from 'node:crypto';
import { And, In, IsNull, LessThan, MoreThanOrEqual, Not, type EntityManager } from 'typeorm';
import { addDays, APP_ROUTES, AppointmentMessages, routeMatcher, titled, BookingRefusal, bookingWindow, ChangeCollection, DomainError, ErrorCode, isCalendarDate, wallClock, zonedInstant } from '@plumbing/shared';
import { lockForTransaction } from '../../db/transaction-lock';
import { isDatabaseUnreachable, isUniqueViolation } from '../../db/postgres-errors';
import type { RequestContext } from '../auth';
import type { BusinessProfileService } from '../business';
import type { ContactService } from '../contact';
import type { LeadSpool, SpooledLead } from '../health';
import type { RouteAnswer, RouteRequest } from '../seo';
import type { ModuleDeps } from '../domain-module';
import { ChangeOperation, type ChangeEventService } from '../events';
import type { NewEmail, OutboxService } from '../mail';
import type { PushService } from '../push';
import type { RateLimitRule, RateLimitService } from '../rate-limit';
import type { SettingsService } from '../settings';
import {
  CONFIRMATION_KIND,
  customerCancelledEmails,
  customerRescheduledEmails,
  keptRequestAlert,
  REMINDER_KIND,
  reminderEmail,
  requestEmails,
  REVIEW_REQUEST_KIND,
  reviewRequestEmail,
  slotLostEmail,
  slotLostMessage,
  statusEmails,
  type EmailContext,
} from './appointment-emails';
import { reminderDueAt } from './reminders';
import { bookingNotification } from './appointment-notification';
import { APPOINTMENT_SETTINGS_KEY, DEFAULT_APPOINTMENT_SETTINGS, type AppointmentSettings, type AppointmentSettingsInput } from './appointment-settings';
import { ACTIVE_STATUSES, Appointment, AppointmentStatus } from './appointment.entity';
import { dayAvailability, type BookingCalendar, type BookingWindow, type DayAvailability } from './availability';
import type { AppointmentRequestInput } from './appointment.inputs';
import type { AppointmentStatusPayload, ManageAppointmentPayload, ManagedAppointment, RequestAppointmentPayload } from './appointment.types';
import { storedPhone } from '../../lib/phone';
import { secretTokenHash } from '../../lib/secret-token';
import { AppointmentManageToken, MANAGE_LINK_DAYS_AFTER_VISIT, MANAGE_LINK_NAME, manageLinkMinter } from './manage-token';

const MANAGE_PATH = routeMatcher(APP_ROUTES.manageAppointment.path);
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How often one appointment may be moved through its manage link. */
const MOVES_PER_DAY: RateLimitRule = { limit: 3, windowSeconds: 24 * 60 * 60 };
/** Days of taken slots remembered for an outage: the booking window and then some. */
const LAST_TAKEN_DAYS = 400;

/**
 * Rows that hold their slot: confirmed ones, and pending ones younger than the hold ($1 days) by the
 * database's clock, which every instance shares (a request the customer moved counts from the move).
 * The unique index cannot tell the age, so a request for a slot whose pending hold has lapsed first
 * cancels that request, in the same transaction.
 */
const HOLDS_SLOT = `(status = 'confirmed' OR (status = 'pending' AND greatest(created_at, rescheduled_at) > now() - make_interval(days => $1)))`;

export interface AppointmentOptions {
  /** Booking requests allowed per client address (an IPv6 /64 counts as one) per window. */
  requestRule?: RateLimitRule;
  /** Manage-link lookups and changes allowed per client address per window. */
  manageRule?: RateLimitRule;
  /** The clock; tests move it. */
  now?: () => Date;
}

/** The other domains' services booking uses. */
export type AppointmentDeps = ModuleDeps<{
  settings: SettingsService;
  outbox: OutboxService;
  push: PushService;
  rateLimits: RateLimitService;
  changeEvents: ChangeEventService;
  business: BusinessProfileService;
  leadSpool: LeadSpool;
  /** Where a kept request whose slot was taken meanwhile goes: a message to the owner. */
  contact: ContactService;
}>;

/** The kind of a booking request kept on disk while the database is unreachable. */
export const APPOINTMENT_LEAD = 'appointment-request';

/** A booking request as it is stored (and kept on disk): the form's fields, trimmed; the slot as ISO text. */
type RequestFields = Pick<Appointment, 'customerName' | 'customerEmail' | 'customerPhone' | 'serviceType' | 'description' | 'serviceAddress'> & { preferredDate: string };

/** What a committed change sends after commit. */
interface Queued {
  emailIds: string[];
  pushIds: string[];
}

export class AppointmentService {
  private readonly requestRule: RateLimitRule;
  private readonly manageRule: RateLimitRule;
  private readonly overallRule: RateLimitRule;
  private readonly now: () => Date;
  /** Each day's taken slots as last read, for an outage. */
  private readonly lastTaken = new Map<string, Set<number>>();

  constructor(
    private readonly deps: AppointmentDeps,
    options: AppointmentOptions = {},
  ) {
    this.requestRule = options.requestRule ?? { limit: 5, windowSeconds: 10 * 60 };
    this.manageRule = options.manageRule ?? { limit: 30, windowSeconds: 10 * 60 };
    const { config } = deps;
    this.overallRule = { limit: config.bookingRequestsPerHour, windowSeconds: 60 * 60 };
    this.now = options.now ?? (() => new Date());
    deps.leadSpool.handle(APPOINTMENT_LEAD, (lead) => this.replay(lead as SpooledLead<RequestFields>));
    deps.outbox.mintLinksWith(MANAGE_LINK_NAME, manageLinkMinter(deps.config.publicUrl));
  }

  private get timeZone() {
    return this.deps.config.timeZone;
  }

  /** The e-mails' facts: the business profile as it is now. */
  private async emailContext(): Promise<EmailContext> {
    const business = await this.deps.business.facts();
    return { business, publicUrl: this.deps.config.publicUrl, adminNotifyEmail: this.deps.business.adminNotifyEmail(business) };
  }

  getSettings(): Promise<AppointmentSettings> {
    return this.deps.settings.get(APPOINTMENT_SETTINGS_KEY, DEFAULT_APPOINTMENT_SETTINGS);
  }

  async saveSettings(input: AppointmentSettingsInput): Promise<AppointmentSettings> {
    if (input.minDaysInAdvance > input.maxDaysInAdvance) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.minAfterMax);
    if (input.availableHours.start >= input.availableHours.end) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.startAfterEnd);
    if (!input.excludedDates.every(isCalendarDate)) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.invalidDate);
    const current = await this.getSettings();
    const settings: AppointmentSettings = {
      enableScheduling: input.enableScheduling,
      availableDays: [...input.availableDays].sort(),
      availableHours: { start: input.availableHours.start, end: input.availableHours.end },
      excludedDates: [...new Set(input.excludedDates)].sort(),
      minDaysInAdvance: input.minDaysInAdvance,
      maxDaysInAdvance: input.maxDaysInAdvance,
      changeCutoffHours: input.changeCutoffHours ?? current.changeCutoffHours,
      reminderLeadHours: input.reminderLeadHours ?? current.reminderLeadHours,
      reviewDelayHours: input.reviewDelayHours ?? current.reviewDelayHours,
    };
    return this.deps.settings.set(APPOINTMENT_SETTINGS_KEY, settings);
  }

  /** The scheduling settings with the business's closures: what decides whether a slot can be booked. */
  private async bookingCalendar(): Promise<BookingCalendar> {
    const [settings, business] = await Promise.all([this.getSettings(), this.deps.business.facts()]);
    return { ...settings, closures: business.closures };
  }

  /** What the booking form offers; the server's clock and zone decide "today", not the visitor's. */
  async bookingWindow(): Promise<BookingWindow> {
    return bookingWindow(await this.getSettings(), this.timeZone, this.now());
  }

  /**
   * Free and taken slots of one day; never who holds them. While the database is unreachable, the
   * day's taken slots as last read (none when never read): a request for one taken meanwhile is
   * kept, and told to choose another time when it is entered.
   */
  async availability(date: string): Promise<DayAvailability> {
    if (!isCalendarDate(date)) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.invalidDate);
    const settings = await this.bookingCalendar();
    return dayAvailability(date, settings, this.timeZone, this.now(), await this.takenSlots(date));
  }

  private async takenSlots(date: string): Promise<Set<number>> {
    const dayStart = zonedInstant(date, '00:00', this.timeZone);
    const nextDay = zonedInstant(addDays(date, 1), '00:00', this.timeZone);
    try {
      const rows: Array<{ preferred_date: Date }> = await this.deps.db.query(
        `SELECT preferred_date FROM appointment WHERE ${HOLDS_SLOT} AND preferred_date >= $2 AND preferred_date < $3`,
        [this.deps.config.pendingRequestHoldDays, dayStart, nextDay],
      );
      const taken = new Set(rows.map((r) => r.preferred_date.getTime()));
      this.lastTaken.delete(date); // the newest read last, so the oldest is dropped first
      this.lastTaken.set(date, taken);
      if (this.lastTaken.size > LAST_TAKEN_DAYS) this.lastTaken.delete(this.lastTaken.keys().next().value!);
      return taken;
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      return this.lastTaken.get(date) ?? new Set();
    }
  }

  /**
   * Books a slot as spec §4 says. While the database is unreachable the request is kept on disk
   * instead, the owner told at once, and the customer told in plain words (issue #36); it is
   * entered when the database is back (`replay`).
   */
  async request(input: AppointmentRequestInput, clientAddress: string): Promise<RequestAppointmentPayload> {
    if (input.website) {
      // Only bots fill the hidden field: answer as if it worked, store nothing.
      this.deps.logger.info({ clientAddress }, 'booking honeypot triggered');
      return { success: true, queued: false };
    }
    const fields: RequestFields = {
      customerName: input.customerName.trim(),
      customerEmail: input.customerEmail.trim().toLowerCase(),
      customerPhone: storedPhone(input.customerPhone),
      serviceType: input.serviceType,
      description: (input.description ?? '').trim(),
      serviceAddress: input.serviceAddress?.trim() || null,
      preferredDate: input.preferredDate.toISOString(),
    };
    // The row's id from the start: a kept copy entered later finds the row if this commit did happen.
    const id = randomUUID();
    try {
      return await this.book(id, fields, clientAddress);
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      return this.keepForLater({ id, kind: APPOINTMENT_LEAD, receivedAt: this.now().toISOString(), clientAddress, input: fields });
    }
  }

  private async book(id: string, fields: RequestFields, clientAddress: string): Promise<RequestAppointmentPayload> {
    if ((await this.deps.rateLimits.hitFromClient('booking', clientAddress, this.requestRule)).exceeded) {
      return { success: false, queued: false, code: BookingRefusal.RATE_LIMITED, error: AppointmentMessages.rateLimited };
    }
    // Many addresses together (each request e-mails the address it names) meet one hourly budget.
    if ((await this.deps.rateLimits.hit('booking:*', this.overallRule)).exceeded) {
      return { success: false, queued: false, code: BookingRefusal.RATE_LIMITED, error: AppointmentMessages.busy };
    }
    const settings = await this.bookingCalendar();
    if (!settings.enableScheduling) return { success: false, queued: false, code: BookingRefusal.SCHEDULING_DISABLED, error: AppointmentMessages.schedulingDisabled };

    const startsAt = new Date(fields.preferredDate);
    if (!this.isBookableSlot(startsAt, settings)) return { success: false, queued: false, code: BookingRefusal.SLOT_UNAVAILABLE, error: AppointmentMessages.slotUnavailable };
    const emailContext = await this.emailContext();
    try {
      this.deliver(await this.deps.db.transaction((manager) => this.enter(manager, id, fields, emailContext)));
    } catch (error) {
      if (isUniqueViolation(error)) return { success: false, queued: false, code: BookingRefusal.SLOT_TAKEN, error: AppointmentMessages.slotTaken };
      throw error;
    }
    return { success: true, queued: false };
  }

  /** Writes a pending appointment with its e-mails, push and change event in the caller's transaction. */
  private async enter(manager: EntityManager, id: string, fields: RequestFields, emailContext: EmailContext): Promise<Queued> {
    const startsAt = new Date(fields.preferredDate);
    await this.releaseLapsedHold(manager, startsAt);
    // Whatever the client sends, a request is pending.
    const appointment = await manager.getRepository(Appointment).save(manager.getRepository(Appointment).create({ id, ...fields, preferredDate: startsAt, status: AppointmentStatus.pending }));
    const emails = await this.deps.outbox.enqueue(manager, requestEmails(appointment, emailContext));
    const pushIds = await this.deps.push.notifyDevices(manager, 'appointment-request', bookingNotification(appointment, this.timeZone, this.now()));
    await this.deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.created, appointment.id, manager);
    return { emailIds: emails.map((e) => e.id), pushIds };
  }

  /** Sends what a committed change queued; the workers retry whatever does not go out now. */
  private deliver({ emailIds, pushIds }: Queued): void {
    this.deps.push.deliver(pushIds).catch((error) => this.deps.logger.warn({ err: error }, 'booking push delivery deferred'));
    this.deps.outbox.deliver(emailIds).catch((error) => this.deps.logger.warn({ err: error }, 'booking e-mail delivery deferred'));
  }

  /** Keeps the request on disk and tells the owner at once, without the database; a spool that cannot take it refuses in plain words. */
  private async keepForLater(lead: SpooledLead<RequestFields>): Promise<RequestAppointmentPayload> {
    const business = await this.deps.business.facts();
    const appointment = this.deps.db.getRepository(Appointment).create({ id: lead.id, ...lead.input, preferredDate: new Date(lead.input.preferredDate) });
    try {
      await this.deps.leadSpool.keep(lead, keptRequestAlert(appointment, bookingNotification(appointment, this.timeZone, this.now()), business));
    } catch {
      return { success: false, queued: false, code: BookingRefusal.NOT_TAKEN, error: AppointmentMessages.notTaken(business.phone) };
    }
    return { success: true, queued: true, notice: AppointmentMessages.queued(business.phone) };
  }

  /**
   * Enters a request kept on disk during an outage, once (a replay that finds its row does
   * nothing). Its slot still free under the rules as they were when it came in: a pending
   * appointment, with the usual e-mails. Taken meanwhile (or past): the owner gets it as a
   * message, and the customer an e-mail with a link to choose another time.
   */
  private async replay(lead: SpooledLead<RequestFields>): Promise<void> {
    const fields = lead.input;
    const startsAt = new Date(fields.preferredDate);
    const settings = await this.bookingCalendar();
    const emailContext = await this.emailContext();
    /** Runs `write` under the lead's lock unless the lead was entered already (as an appointment or as a message). */
    const once = (write: (manager: EntityManager) => Promise<Queued>) =>
      this.deps.db.transaction(async (manager) => {
        await lockForTransaction(manager, lead.id);
        const entered = (await manager.getRepository(Appointment).existsBy({ id: lead.id })) || (await this.deps.contact.exists(manager, lead.id));
        return entered ? null : write(manager);
      });
    const stillBookable = settings.enableScheduling && startsAt > this.now() && this.isBookableSlot(startsAt, settings, new Date(lead.receivedAt));
    if (stillBookable) {
      try {
        const queued = await once((manager) => this.enter(manager, lead.id, fields, emailContext));
        if (queued) this.deliver(queued);
        return;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    const appointment = this.deps.db.getRepository(Appointment).create({ id: lead.id, ...fields, preferredDate: startsAt });
    const queued = await once(async (manager) => {
      const message = await this.deps.contact.store(manager, lead.id, slotLostMessage(appointment, emailContext));
      const emails = await this.deps.outbox.enqueue(manager, [slotLostEmail(appointment, emailContext)]);
      return { emailIds: [...message.emailIds, ...emails.map((e) => e.id)], pushIds: message.pushIds };
    });
    if (queued) this.deliver(queued);
  }

  list(): Promise<Appointment[]> {
    return this.deps.db.getRepository(Appointment).find({ order: { preferredDate: 'DESC' } });
  }

  get(id: string): Promise<Appointment | null> {
    return this.deps.db.getRepository(Appointment).findOneBy({ id });
  }

  /** The visits in `statuses` starting in [from, to), in order. */
  visitsBetween(from: Date, to: Date, statuses: readonly AppointmentStatus[]): Promise<Appointment[]> {
    return this.deps.db.getRepository(Appointment).find({
      where: { preferredDate: And(MoreThanOrEqual(from), LessThan(to)), status: In(statuses) },
      order: { preferredDate: 'ASC' },
    });
  }

  /** Requests the owner has not answered yet, the longest waiting first. */
  awaitingReply(): Promise<Appointment[]> {
    return this.deps.db.getRepository(Appointment).find({
      where: { status: AppointmentStatus.pending, firstResponseAt: IsNull() },
      order: { createdAt: 'ASC' },
    });
  }

  /**
   * When each request made since `since` came in and was first answered (null: still waiting). One
   * the customer cancelled before any answer waits for nothing and is left out, as from awaitingReply.
   */
  replyTimes(since: Date): Promise<Array<Pick<Appointment, 'createdAt' | 'firstResponseAt'>>> {
    const made = MoreThanOrEqual(since);
    return this.deps.db.getRepository(Appointment).find({
      select: { createdAt: true, firstResponseAt: true },
      where: [
        { createdAt: made, firstResponseAt: Not(IsNull()) },
        { createdAt: made, status: AppointmentStatus.pending },
      ],
    });
  }

  /** Changes the status and e-mails the customer as spec §4 says, reporting whether the e-mail went out. */
  async setStatus(id: string, status: AppointmentStatus): Promise<AppointmentStatusPayload> {
    const [emailContext, settings] = await Promise.all([this.emailContext(), this.getSettings()]);
    let result: { appointment: Appointment; emailIds: string[] };
    try {
      result = await this.deps.db.transaction(async (manager) => {
        const repository = manager.getRepository(Appointment);
        const appointment = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!appointment) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.notFound(id));
        if (appointment.status === status) return { appointment, emailIds: [] };
        if (ACTIVE_STATUSES.includes(status)) await this.releaseLapsedHold(manager, appointment.preferredDate, appointment.id);
        // A confirmation after an earlier invitation updates that event: a higher SEQUENCE, or calendar apps keep the old one.
        if (status === AppointmentStatus.confirmed && (await this.deps.outbox.written(manager, appointment.id, CONFIRMATION_KIND))) appointment.calendarSequence += 1;
        appointment.status = status;
        // The owner's first move on a request is the answer Today's response time counts.
        appointment.firstResponseAt ??= new Date();
        const saved = await repository.save(appointment);
        // A confirmed visit's reminder is written anew: at its time, or withdrawn when it is no longer confirmed.
        await this.deps.outbox.withdraw(manager, saved.id, REMINDER_KIND);
        // A review request still waiting goes when the visit is no longer completed (a mis-tap taken back).
        if (saved.status !== AppointmentStatus.completed) await this.deps.outbox.withdraw(manager, saved.id, REVIEW_REQUEST_KIND);
        const reviewRequest = saved.status === AppointmentStatus.completed && !(await this.deps.outbox.written(manager, saved.id, REVIEW_REQUEST_KIND)) ? this.reviewRequest(saved, settings, emailContext) : [];
        const emails = await this.deps.outbox.enqueue(manager, [...statusEmails(saved, emailContext), ...this.reminders(saved, settings, emailContext), ...reviewRequest]);
        await this.deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.updated, saved.id, manager);
        return { appointment: saved, emailIds: this.deps.outbox.dueNow(emails) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.slotHeldByAnother);
      throw error;
    }
    if (result.emailIds.length === 0) return { appointment: result.appointment, emailSent: false, emailRecorded: false };
    const { sent, recorded, error } = await this.deps.outbox.deliver(result.emailIds);
    return { appointment: result.appointment, emailSent: sent, emailRecorded: recorded, emailError: error && `email: ${error}` };
  }

  /** Cancels the pending request whose hold on `startsAt` has lapsed (if any), so the slot can be taken. */
  private async releaseLapsedHold(manager: EntityManager, startsAt: Date, exceptId?: string): Promise<void> {
    const [released]: [Array<{ id: string }>, number] = await manager.query(
      `UPDATE appointment SET status = 'cancelled', updated_at = now()
        WHERE preferred_date = $2 AND status = 'pending' AND NOT ${HOLDS_SLOT} AND id IS DISTINCT FROM $3
        RETURNING id`,
      [this.deps.config.pendingRequestHoldDays, startsAt, exceptId ?? null],
    );
    for (const { id } of released) await this.deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.updated, id, manager);
  }

  /**
   * The reminder of a confirmed visit, due the lead time before it (none when reminders are off,
   * or when the visit is already that close: confirming inside the lead window sends none).
   */
  private reminders(appointment: Appointment, settings: AppointmentSettings, ctx: EmailContext): NewEmail[] {
    if (appointment.status !== AppointmentStatus.confirmed || settings.reminderLeadHours === 0) return [];
    const dueAt = reminderDueAt(appointment.preferredDate, settings.reminderLeadHours, this.timeZone);
    return dueAt > this.now() ? [reminderEmail(appointment, dueAt, ctx)] : [];
  }

  /** The one review request after a completed visit, when the business profile has a review link. */
  private reviewRequest(appointment: Appointment, settings: AppointmentSettings, ctx: EmailContext): NewEmail[] {
    const { reviewUrl } = ctx.business;
    return reviewUrl ? [reviewRequestEmail(appointment, reviewUrl, new Date(this.now().getTime() + settings.reviewDelayHours * HOUR_MS), ctx)] : [];
  }

  /** Whether `startsAt` is one of the slots the rules offer at `at` (free or not: the unique index decides that). */
  private isBookableSlot(startsAt: Date, settings: BookingCalendar, at = this.now()): boolean {
    const { date } = wallClock(startsAt, this.timeZone);
    return dayAvailability(date, settings, this.timeZone, at, new Set()).slots.some((s) => s.available && s.startsAt.getTime() === startsAt.getTime());
  }

  /**
   * The appointment a manage link opens, or null when the link is unknown or expired (30 days after
   * the visit). Every token, malformed ones too, is hashed and looked up by the one query, so an
   * unknown link costs what a real one does. `lock`: for a change, in the caller's transaction.
   */
  private findByToken(token: string, manager: EntityManager = this.deps.db.manager, lock = false): Promise<Appointment | null> {
    const query = manager
      .getRepository(Appointment)
      .createQueryBuilder('a')
      .innerJoin(AppointmentManageToken, 't', 't.appointment_id = a.id')
      .where('t.token_hash = :hash', { hash: secretTokenHash(token) })
      .andWhere('a.preferred_date > :expired', { expired: new Date(this.now().getTime() - MANAGE_LINK_DAYS_AFTER_VISIT * DAY_MS) });
    return (lock ? query.setLock('pessimistic_write', undefined, ['a']) : query).getOne();
  }

  /** Why the customer cannot change it online any more, or null. */
  private changeRefusal(appointment: Appointment, settings: AppointmentSettings, phone: string): { code: BookingRefusal; error: string } | null {
    if (!ACTIVE_STATUSES.includes(appointment.status)) return { code: BookingRefusal.NOT_CHANGEABLE, error: AppointmentMessages.notChangeable(appointment.status) };
    if (this.now().getTime() >= appointment.preferredDate.getTime() - settings.changeCutoffHours * HOUR_MS) {
      return { code: BookingRefusal.TOO_CLOSE, error: AppointmentMessages.tooClose(phone) };
    }
    return null;
  }

  private managedView(appointment: Appointment, settings: AppointmentSettings, phone: string): ManagedAppointment {
    const refusal = this.changeRefusal(appointment, settings, phone);
    return {
      serviceType: appointment.serviceType,
      startsAt: appointment.preferredDate,
      status: appointment.status,
      firstName: appointment.customerName.trim().split(/\s+/)[0] ?? '',
      canChange: refusal === null,
      changeRefusalCode: refusal?.code,
      changeRefusal: refusal?.error,
    };
  }

  /** Counts a manage-link request against the client. */
  private async manageLimitExceeded(clientAddress: string): Promise<boolean> {
    return (await this.deps.rateLimits.hitFromClient('manage', clientAddress, this.manageRule)).exceeded;
  }

  /**
   * What the manage link shows to `client` (a read: it changes nothing, whoever fetches it); lookups
   * are limited per client. A page's own server render is not counted again: its request was
   * counted by routeAnswer, which refuses the render of a request over the limit.
   */
  async viewByToken(token: string, client: Pick<RequestContext, 'clientAddress' | 'serverRender'>): Promise<ManagedAppointment | null> {
    if (!client.serverRender && (await this.manageLimitExceeded(client.clientAddress))) throw new DomainError(ErrorCode.RATE_LIMITED, AppointmentMessages.manageRateLimited);
    return this.byToken(token);
  }

  private async byToken(token: string): Promise<ManagedAppointment | null> {
    const [appointment, settings, business] = await Promise.all([this.findByToken(token), this.getSettings(), this.deps.business.facts()]);
    return appointment && this.managedView(appointment, settings, business.phone);
  }

  /**
   * The server-rendered head of a manage link's page: a private page (never cached, never indexed)
   * for a valid link; the app's 404 for an unknown or expired one, or when the client has looked up
   * too many. Reading it changes nothing.
   */
  async routeAnswer(path: string, { clientAddress }: RouteRequest): Promise<RouteAnswer | null> {
    const match = MANAGE_PATH.exec(path);
    if (!match) return null;
    const token = match[1] ?? '';
    if (await this.manageLimitExceeded(clientAddress)) return { kind: 'not-found', refused: true };
    const [appointment, business] = await Promise.all([this.byToken(token), this.deps.business.facts()]);
    if (!appointment) return { kind: 'not-found' };
    const { title = '' } = APP_ROUTES.manageAppointment;
    return { kind: 'page', private: true, head: { path, title: titled(title, business), robots: 'noindex, nofollow' } };
  }

  /** The customer cancels through the manage link: the slot is free at once; customer and owner are told. */
  cancelByToken(token: string, clientAddress: string): Promise<ManageAppointmentPayload> {
    return this.changeByToken(token, clientAddress, null);
  }

  /**
   * The customer moves the visit to `startsAt` through the manage link: the same rules as a new
   * request, the new slot taken and the old one freed by one update under the one-active-appointment-
   * per-slot index (of several customers racing for a slot exactly one wins), and pending again for
   * the owner to confirm.
   */
  rescheduleByToken(token: string, startsAt: Date, clientAddress: string): Promise<ManageAppointmentPayload> {
    return this.changeByToken(token, clientAddress, startsAt);
  }

  /** A cancel (`startsAt` null) or a move through the manage link, refused as a payload. */
  private async changeByToken(token: string, clientAddress: string, startsAt: Date | null): Promise<ManageAppointmentPayload> {
    if (await this.manageLimitExceeded(clientAddress)) return { success: false, code: BookingRefusal.RATE_LIMITED, error: AppointmentMessages.manageRateLimited };
    // Each change e-mails the customer and the owner: changes spend the hourly budget that bookings do.
    if ((await this.deps.rateLimits.hit('booking:*', this.overallRule)).exceeded) return { success: false, code: BookingRefusal.RATE_LIMITED, error: AppointmentMessages.changesBusy };
    const settings = await this.bookingCalendar();
    const emailContext = await this.emailContext();
    const { phone } = emailContext.business;
    let outcome: { payload: ManageAppointmentPayload; emailIds: string[] };
    try {
      outcome = await this.deps.db.transaction(async (manager) => {
        const refused = (code: BookingRefusal, error: string, appointment?: Appointment) => ({
          payload: { success: false, code, error, appointment: appointment && this.managedView(appointment, settings, phone) },
          emailIds: [],
        });
        const appointment = await this.findByToken(token, manager, true);
        if (!appointment) return refused(BookingRefusal.LINK_INVALID, AppointmentMessages.linkInvalid);
        const refusal = this.changeRefusal(appointment, settings, phone);
        if (refusal) return refused(refusal.code, refusal.error, appointment);
        // The customer holds the event once an invitation was written: every later change keeps their calendar right.
        const invited = await this.deps.outbox.written(manager, appointment.id, CONFIRMATION_KIND);
        let emails;
        if (startsAt === null) {
          appointment.status = AppointmentStatus.cancelled;
          appointment.calendarSequence += 1;
          emails = customerCancelledEmails(await manager.getRepository(Appointment).save(appointment), invited, emailContext);
        } else {
          if (!settings.enableScheduling) return refused(BookingRefusal.SCHEDULING_DISABLED, AppointmentMessages.schedulingDisabled, appointment);
          if (startsAt.getTime() === appointment.preferredDate.getTime()) return refused(BookingRefusal.SAME_TIME, AppointmentMessages.sameTime, appointment);
          if (!this.isBookableSlot(startsAt, settings)) return refused(BookingRefusal.SLOT_UNAVAILABLE, AppointmentMessages.slotUnavailable, appointment);
          // However many addresses hold the link, one appointment moves a few times a day at most.
          if ((await this.deps.rateLimits.hit(`move:${appointment.id}`, MOVES_PER_DAY)).exceeded) {
            return refused(BookingRefusal.RATE_LIMITED, AppointmentMessages.movedTooOften, appointment);
          }
          await this.releaseLapsedHold(manager, startsAt, appointment.id);
          const previousStart = appointment.preferredDate;
          Object.assign(appointment, { preferredDate: startsAt, status: AppointmentStatus.pending, rescheduledAt: new Date(), calendarSequence: appointment.calendarSequence + 1 });
          // The old slot is free and the new one taken by this one statement; a rival already holding it fails it.
          emails = customerRescheduledEmails(await manager.getRepository(Appointment).save(appointment), previousStart, invited, emailContext);
        }
        const queued = await this.deps.outbox.enqueue(manager, emails);
        // Cancelled, or pending again until the owner confirms the new time (which schedules its reminder).
        await this.deps.outbox.withdraw(manager, appointment.id, REMINDER_KIND);
        await this.deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.updated, appointment.id, manager);
        return { payload: { success: true, appointment: this.managedView(appointment, settings, phone) }, emailIds: queued.map((e) => e.id) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { success: false, code: BookingRefusal.SLOT_TAKEN, error: AppointmentMessages.slotTaken, appointment: (await this.byToken(token)) ?? undefined };
      throw error;
    }
    this.deps.outbox.deliver(outcome.emailIds).catch((error) => this.deps.logger.warn({ err: error }, 'manage e-mail delivery deferred'));
    return outcome.payload;
  }

  async delete(id: string): Promise<boolean> {
    const { affected } = await this.deps.db.transaction(async (manager) => {
      await this.deps.outbox.withdraw(manager, id, REMINDER_KIND);
      return manager.getRepository(Appointment).delete({ id });
    });
    if (affected) await this.deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.deleted, id);
    return Boolean(affected);
  }
}
