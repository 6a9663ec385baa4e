import type { EntityManager } from 'typeorm';
import { AppointmentMessages, BookingRefusal, ChangeCollection, DomainError, ErrorCode, matchAppRoute, titled } from '@plumbing/shared';
import { siteWords } from '../../lib/site-words';
import type { RequestContext } from '../auth';
import { ChangeOperation } from '../events';
import type { RateLimitRule } from '../rate-limit';
import type { RouteAnswer, RouteRequest } from '../public-routes';
import { DAY_MS, type AppointmentContext } from './appointment-context';
import { CONFIRMATION_KIND, REMINDER_KIND } from './appointment-email-parts';
import { customerCancelledEmails, customerRescheduledEmails } from './customer-change-emails';
import type { AppointmentSettings } from './appointment-settings';
import { appointmentWebhookData } from './appointment-webhooks';
import { Appointment, AppointmentStatus } from './appointment.entity';
import type { ManageAppointmentPayload, ManagedAppointment } from './appointment.types';
import type { BookingCalendar, DayAvailability } from './availability';
import { changeRefusal, managedView } from './managed-view';
import { appointmentByManageToken, MANAGE_LINK_DAYS_AFTER_VISIT, MANAGE_LINK_NAME, manageLinkMinter } from './manage-token';
import type { ProposalService } from './proposals.service';
import type { SchedulingService } from './scheduling.service';
import { isSlotConflict } from './slot-conflict';

/** How often one appointment may be moved through its manage link. */
const MOVES_PER_DAY: RateLimitRule = { limit: 3, windowSeconds: 24 * 60 * 60 };

/** The customer's own appointment through the private link in their e-mails (issue #18): view, cancel, move. */
export class SelfService {
  constructor(
    private readonly context: AppointmentContext,
    private readonly scheduling: SchedulingService,
    private readonly proposals: ProposalService,
  ) {
    context.deps.outbox.mintLinksWith(MANAGE_LINK_NAME, manageLinkMinter(context.deps.config.publicUrl));
  }

  /**
   * What the manage link shows to `client` (a read: it changes nothing, whoever fetches it); lookups are limited per client,
   * but a page's own server render is not counted again: routeAnswer counted its request, and refuses the render of one over it.
   */
  async viewByToken(token: string, client: Pick<RequestContext, 'clientAddress' | 'serverRender'>): Promise<ManagedAppointment | null> {
    if (!client.serverRender && (await this.manageLimitExceeded(client.clientAddress)))
      throw new DomainError(ErrorCode.RATE_LIMITED, AppointmentMessages.manageRateLimited);
    return this.byToken(token);
  }

  /**
   * The times the visit behind the link could move to on `date`: its own length, and its own time
   * not standing in its way (a 4-hour job moved an hour later overlaps only itself), its own start
   * not offered. Counted as a lookup; an unknown or expired link is refused as the page refuses it.
   */
  async moveTimes(token: string, date: string, clientAddress: string): Promise<DayAvailability> {
    if (await this.manageLimitExceeded(clientAddress)) throw new DomainError(ErrorCode.RATE_LIMITED, AppointmentMessages.manageRateLimited);
    const appointment = await this.findByToken(token);
    if (!appointment) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.linkInvalid);
    const day = await this.scheduling.availability(date, appointment.serviceType, appointment);
    // Its own time is no move: offered as taken, as a move to it is refused.
    const current = appointment.preferredDate.getTime();
    return { ...day, slots: day.slots.map((slot) => (slot.startsAt.getTime() === current ? { ...slot, available: false } : slot)) };
  }

  /**
   * The server-rendered head of a manage link's page: a private page (never cached, never indexed)
   * for a valid link; the app's 404 for an unknown or expired one, or when the client has looked up
   * too many. Reading it changes nothing.
   */
  async routeAnswer(path: string, { clientAddress }: RouteRequest): Promise<RouteAnswer | null> {
    const match = matchAppRoute(path);
    if (match?.id !== 'manageAppointment') return null;
    const token = match.params[0] ?? '';
    if (await this.manageLimitExceeded(clientAddress)) return { kind: 'not-found', refused: true };
    const [appointment, business] = await Promise.all([this.findByToken(token), this.context.deps.business.facts()]);
    if (!appointment) return { kind: 'not-found' };
    const title = siteWords(match.locale)('route.manageAppointment.title');
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

  /**
   * The customer books one of the times the owner proposed with a rejection (issue #50), from the
   * manage page the e-mail's button opened: confirmed at once, without waiting for the owner again.
   */
  async bookProposalByToken(token: string, startsAt: Date, clientAddress: string): Promise<ManageAppointmentPayload> {
    const { deps } = this.context;
    const limited = await this.changeLimitRefusal(clientAddress);
    if (limited) return limited;
    const [settings, emailContext, calendar] = await Promise.all([
      this.scheduling.getSettings(),
      this.context.emailContext(),
      this.proposals.ownerCalendar(),
    ]);
    const { phone } = emailContext.business;
    let outcome: { payload: ManageAppointmentPayload; emailIds: string[] };
    try {
      outcome = await deps.db.transaction(async (manager) => {
        const appointment = await this.findByToken(token, manager, true);
        if (!appointment)
          return { payload: { success: false, code: BookingRefusal.LINK_INVALID, error: AppointmentMessages.linkInvalid }, emailIds: [] };
        const booked = await this.proposals.book(manager, appointment, startsAt, { settings, emailContext, calendar });
        const view = this.managedView(appointment, settings, phone);
        if ('refusal' in booked) return { payload: { success: false, ...booked.refusal, appointment: view }, emailIds: [] };
        return { payload: { success: true, appointment: view }, emailIds: booked.emailIds };
      });
    } catch (error) {
      if (!isSlotConflict(error)) throw error;
      const appointment = (await this.byToken(token)) ?? undefined;
      return { success: false, code: BookingRefusal.PROPOSAL_GONE, error: AppointmentMessages.proposalGone(phone), appointment };
    }
    deps.outbox.deliver(outcome.emailIds).catch((error) => deps.logger.warn({ err: error }, 'manage e-mail delivery deferred'));
    return outcome.payload;
  }

  /** Why a change through the manage link is refused before anything is read: too many from the client, or from everyone this hour. */
  private async changeLimitRefusal(clientAddress: string): Promise<ManageAppointmentPayload | null> {
    if (await this.manageLimitExceeded(clientAddress))
      return { success: false, code: BookingRefusal.RATE_LIMITED, error: AppointmentMessages.manageRateLimited };
    // Each change e-mails the customer and the owner: changes spend the hourly budget that bookings do.
    if ((await this.context.deps.rateLimits.hit('booking:*', this.context.overallRule)).exceeded)
      return { success: false, code: BookingRefusal.RATE_LIMITED, error: AppointmentMessages.changesBusy };
    return null;
  }

  /** A cancel (`startsAt` null) or a move through the manage link, refused as a payload. */
  private async changeByToken(token: string, clientAddress: string, startsAt: Date | null): Promise<ManageAppointmentPayload> {
    const { deps } = this.context;
    const limited = await this.changeLimitRefusal(clientAddress);
    if (limited) return limited;
    const calendar = await this.scheduling.bookingCalendar();
    const emailContext = await this.context.emailContext();
    const { phone } = emailContext.business;
    let outcome: { payload: ManageAppointmentPayload; emailIds: string[] };
    try {
      outcome = await deps.db.transaction(async (manager) => {
        const refused = (code: BookingRefusal, error: string, appointment?: Appointment) => ({
          payload: { success: false, code, error, appointment: appointment && this.managedView(appointment, calendar, phone) },
          emailIds: [],
        });
        const appointment = await this.findByToken(token, manager, true);
        if (!appointment) return refused(BookingRefusal.LINK_INVALID, AppointmentMessages.linkInvalid);
        const refusal = changeRefusal(appointment, calendar, phone, this.context.now());
        if (refusal) return refused(refusal.code, refusal.error, appointment);
        // The customer holds the event once an invitation was written: every later change keeps their calendar right.
        const invited = await deps.outbox.written(manager, appointment.id, CONFIRMATION_KIND);
        let emails;
        const previousStart = appointment.preferredDate;
        if (startsAt === null) {
          appointment.status = AppointmentStatus.cancelled;
          appointment.calendarSequence += 1;
          emails = customerCancelledEmails(await manager.getRepository(Appointment).save(appointment), invited, emailContext);
        } else {
          const moveRefusal = await this.moveRefusal(appointment, startsAt, calendar);
          if (moveRefusal) return refused(moveRefusal.code, moveRefusal.error, appointment);
          const { serviceType, durationMinutes } = appointment;
          Object.assign(
            appointment,
            await this.scheduling.place(manager, { startsAt, serviceType, durationMinutes, exceptId: appointment.id }),
            {
              keptOverlapping: false,
              preferredDate: startsAt,
              status: AppointmentStatus.pending,
              rescheduledAt: new Date(),
              calendarSequence: appointment.calendarSequence + 1,
            },
          );
          // The old time is free and the new one taken by this one statement; a rival already holding it fails it.
          emails = customerRescheduledEmails(
            await manager.getRepository(Appointment).save(appointment),
            previousStart,
            invited,
            emailContext,
          );
        }
        const queued = await deps.outbox.enqueue(manager, emails);
        // Cancelled, or pending again until the owner confirms the new time (which schedules its reminder).
        await deps.outbox.withdraw(manager, appointment.id, REMINDER_KIND);
        await deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.updated, appointment.id, manager);
        const data = appointmentWebhookData(appointment, 'customer', this.context.timeZone);
        if (startsAt === null) await deps.webhooks.queue(manager, 'appointment.cancelled', { ...data, reason: null });
        else await deps.webhooks.queue(manager, 'appointment.rescheduled', { ...data, previousStartsAt: previousStart.toISOString() });
        return {
          payload: { success: true, appointment: this.managedView(appointment, calendar, phone) },
          emailIds: queued.map((e) => e.id),
        };
      });
    } catch (error) {
      if (isSlotConflict(error))
        return {
          success: false,
          code: BookingRefusal.SLOT_TAKEN,
          error: AppointmentMessages.slotTaken,
          appointment: (await this.byToken(token)) ?? undefined,
        };
      throw error;
    }
    deps.outbox.deliver(outcome.emailIds).catch((error) => deps.logger.warn({ err: error }, 'manage e-mail delivery deferred'));
    return outcome.payload;
  }

  /** Why the visit cannot move to `startsAt`, or null: the rules of a new request, and a few moves a day at most. */
  private async moveRefusal(
    appointment: Appointment,
    startsAt: Date,
    calendar: BookingCalendar,
  ): Promise<{ code: BookingRefusal; error: string } | null> {
    if (!calendar.enableScheduling) return { code: BookingRefusal.SCHEDULING_DISABLED, error: AppointmentMessages.schedulingDisabled };
    if (startsAt.getTime() === appointment.preferredDate.getTime())
      return { code: BookingRefusal.SAME_TIME, error: AppointmentMessages.sameTime };
    if (!this.scheduling.isBookableStart(startsAt, calendar, appointment.serviceType, undefined, appointment.durationMinutes))
      return { code: BookingRefusal.SLOT_UNAVAILABLE, error: AppointmentMessages.slotUnavailable };
    // However many addresses hold the link, one appointment moves a few times a day at most.
    if ((await this.context.deps.rateLimits.hit(`move:${appointment.id}`, MOVES_PER_DAY)).exceeded)
      return { code: BookingRefusal.RATE_LIMITED, error: AppointmentMessages.movedTooOften };
    return null;
  }

  private findByToken(token: string, manager: EntityManager = this.context.deps.db.manager, lock = false): Promise<Appointment | null> {
    const expiredAt = new Date(this.context.now().getTime() - MANAGE_LINK_DAYS_AFTER_VISIT * DAY_MS);
    return appointmentByManageToken(manager, token, expiredAt, lock);
  }

  private async byToken(token: string): Promise<ManagedAppointment | null> {
    const [appointment, settings, business] = await Promise.all([
      this.findByToken(token),
      this.scheduling.getSettings(),
      this.context.deps.business.facts(),
    ]);
    return appointment && this.managedView(appointment, settings, business.phone);
  }

  private managedView(appointment: Appointment, settings: AppointmentSettings, phone: string): ManagedAppointment {
    return managedView(appointment, settings, phone, this.context.now());
  }

  /** Counts a manage-link request against the client. */
  private async manageLimitExceeded(clientAddress: string): Promise<boolean> {
    return (await this.context.deps.rateLimits.hitFromClient('manage', clientAddress, this.context.manageRule)).exceeded;
  }
}
