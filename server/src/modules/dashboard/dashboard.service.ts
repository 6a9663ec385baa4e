import { addDays, CONTACT_SERVICE_LABELS, SERVICE_TYPE_LABELS, todayIn, zonedInstant } from '@plumbing/shared';
import { AppointmentStatus, type AppointmentService } from '../appointments';
import type { ContactService } from '../contact';
import type { ModuleDeps } from '../domain-module';
import { RequestKind, type AdminDashboard, type DayAgenda, type WaitingRequest } from './dashboard.types';
import { percentile, responseTimes } from './response-time';
import { setupChecklist, type SetupChecklistDeps, type SetupChecklistItem } from './setup-checklist';
import { shownPhone } from '../../lib/phone';

export interface DashboardOptions {
  /** The clock; tests move it. */
  now?: () => Date;
}

export type DashboardDeps = ModuleDeps<{ appointments: AppointmentService; contact: ContactService } & SetupChecklistDeps>;

/** A day's visits: requested, confirmed or done (not those turned down or called off). */
const DAY_VISITS = [AppointmentStatus.pending, AppointmentStatus.confirmed, AppointmentStatus.completed];

/** How far back the response time looks. */
const RESPONSE_WINDOW_DAYS = 30;

/** Today: built from the bookings' and the messages' own services, on the business zone's calendar. */
export class DashboardService {
  private readonly now: () => Date;

  constructor(
    private readonly deps: DashboardDeps,
    options: DashboardOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  setupChecklist(): Promise<SetupChecklistItem[]> {
    return setupChecklist(this.deps, this.now());
  }

  async dashboard(): Promise<AdminDashboard> {
    const now = this.now();
    const today = todayIn(this.deps.config.timeZone, now);
    const [todayAgenda, tomorrowAgenda, waiting, responseTime] = await Promise.all([
      this.agenda(today),
      this.agenda(addDays(today, 1)),
      this.waiting(now),
      this.responseTime(now),
    ]);
    return { today: todayAgenda, tomorrow: tomorrowAgenda, waiting, responseTime };
  }

  private async agenda(date: string): Promise<DayAgenda> {
    const { timeZone } = this.deps.config;
    const visits = await this.deps.appointments.visitsBetween(
      zonedInstant(date, '00:00', timeZone),
      zonedInstant(addDays(date, 1), '00:00', timeZone),
      DAY_VISITS,
    );
    return { date, visits };
  }

  private async waiting(now: Date): Promise<WaitingRequest[]> {
    const [requests, messages] = await Promise.all([this.deps.appointments.awaitingReply(), this.deps.contact.awaitingReply()]);
    const waitingSeconds = (receivedAt: Date) => Math.max(0, Math.round((now.getTime() - receivedAt.getTime()) / 1000));
    return [
      ...requests.map((a) => ({
        kind: RequestKind.appointment,
        id: a.id,
        name: a.customerName,
        email: a.customerEmail,
        phone: shownPhone(a.customerPhone),
        service: SERVICE_TYPE_LABELS[a.serviceType],
        receivedAt: a.createdAt,
        waitingSeconds: waitingSeconds(a.createdAt),
        visitAt: a.preferredDate,
        appointment: a,
        message: null,
      })),
      ...messages.map((m) => ({
        kind: RequestKind.message,
        id: m.id,
        name: m.name,
        email: m.email,
        phone: shownPhone(m.phone),
        service: CONTACT_SERVICE_LABELS[m.service],
        receivedAt: m.createdAt,
        waitingSeconds: waitingSeconds(m.createdAt),
        visitAt: null,
        appointment: null,
        message: m,
      })),
    ].sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  }

  private async responseTime(now: Date) {
    const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
    const [requests, messages] = await Promise.all([this.deps.appointments.replyTimes(since), this.deps.contact.replyTimes(since)]);
    const { seconds, unanswered } = responseTimes([...requests, ...messages]);
    const rounded = (value: number | null) => (value === null ? null : Math.round(value));
    return {
      days: RESPONSE_WINDOW_DAYS,
      answered: seconds.length,
      unanswered,
      medianSeconds: rounded(percentile(seconds, 0.5)),
      p90Seconds: rounded(percentile(seconds, 0.9)),
    };
  }
}
