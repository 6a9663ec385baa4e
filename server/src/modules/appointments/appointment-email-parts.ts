import {
  formatInZone,
  localizedPath,
  LOCALE_NAMES_IN_ENGLISH,
  SERVICE_TYPE_MESSAGE_IDS,
  telHref,
  type BusinessFacts,
  type Translator,
} from '@plumbing/shared';
import { shownPhone } from '../../lib/phone';
import { siteWords } from '../../lib/site-words';
import { calendarInvite, renderEmail, type EmailBody, type EmailDetail, type NewEmail } from '../mail';
import type { Appointment } from './appointment.entity';
import { MANAGE_LINK } from './manage-token';

// What every e-mail about an appointment is made of: its facts, its layout, its calendar event.

export interface EmailContext {
  business: BusinessFacts;
  publicUrl: string;
  adminNotifyEmail: string;
}

/** The kind of the reminder before a visit, which a change of the visit withdraws. */
export const REMINDER_KIND = 'appointment-reminder';

/** The kind of the confirmation, the e-mail that puts the visit into the customer's calendar. */
export const CONFIRMATION_KIND = 'appointment-confirmed';

/** The kind of the one review request after a completed visit. */
export const REVIEW_REQUEST_KIND = 'review-request';

/** The calendar UID of an appointment: one event per appointment, in every invitation and in the owner's feed. */
export function appointmentEventUid(appointmentId: string, publicUrl: string): string {
  return `${appointmentId}@${new URL(publicUrl).hostname}`;
}

/**
 * The words of the e-mails to an appointment's customer: their language's (issue #41). The owner's stay English.
 * Every customer e-mail greets with 'mail.greeting': anyone can type any address into the form, so no e-mail carries
 * text the visitor wrote (not even the name), and the site cannot be made to mail it to others.
 */
export const wordsFor = (appointment: Appointment): Translator => siteWords(appointment.locale);

/** The shared layout with the manage link every customer e-mail about an appointment that can still change carries. */
export function renderForCustomer(body: EmailBody, ctx: EmailContext, t: Translator) {
  return renderEmail(
    { ...body, action: { lead: t('mail.manage.lead'), label: t('mail.manage.label'), url: MANAGE_LINK } },
    ctx.business,
    t,
  );
}

/** The booking page in the customer's language, for the e-mails that offer to book again. */
export const bookingPath = (t: Translator) => localizedPath('/schedule', t.locale) ?? '/schedule';

/** What the facts of an appointment are read with. */
export type FactsContext = Pick<EmailContext, 'business'>;

export const when = (date: Date, ctx: FactsContext, t?: Translator) => formatInZone(date, ctx.business.timeZone, t?.locale);

/** The service booked, as the booking form offered it in `t`'s language. */
export const serviceWords = (appointment: Appointment, t: Translator) => t(SERVICE_TYPE_MESSAGE_IDS[appointment.serviceType]);

/** The service booked as a sentence says it, in lower case: "su cita de reparación", "your repair appointment". */
export const serviceInText = (appointment: Appointment, t: Translator) => t('mail.serviceInText', { service: appointment.serviceType });

/** What was booked, in the business's own words only, in `t`'s language. */
export function appointmentFacts(appointment: Appointment, ctx: FactsContext, t: Translator): Array<[string, string]> {
  return [
    [t('mail.fact.when'), when(appointment.preferredDate, ctx, t)],
    [t('mail.fact.service'), serviceWords(appointment, t)],
  ];
}

/** The facts and what the visitor wrote: for the owner, and for a customer the owner has confirmed. */
export function details(appointment: Appointment, ctx: FactsContext, t: Translator): Array<[string, string]> {
  return [
    ...appointmentFacts(appointment, ctx, t),
    ...(appointment.serviceAddress ? [[t('mail.fact.address'), appointment.serviceAddress] as [string, string]] : []),
    ...(appointment.description ? [[t('mail.fact.details'), appointment.description] as [string, string]] : []),
  ];
}

/** The customer as the owner's e-mails name them (in English): their e-mail and phone a tap away, and their language when it is not English. */
export function customerDetails(appointment: Appointment, ctx: FactsContext): EmailDetail[] {
  return [
    ['Customer', appointment.customerName],
    ['Email', appointment.customerEmail, `mailto:${appointment.customerEmail}`],
    ['Phone', shownPhone(appointment.customerPhone), telHref(appointment.customerPhone)],
    ...(appointment.locale !== 'en' ? [['Language', LOCALE_NAMES_IN_ENGLISH[appointment.locale]] as EmailDetail] : []),
    ...details(appointment, ctx, siteWords('en')),
  ];
}

/** The owner's way to the appointment in the admin: its dialog opens at once. */
const openInAdmin = (appointment: Appointment, ctx: EmailContext, lead: string) => ({
  lead,
  label: 'Open it in the admin area',
  url: `${ctx.publicUrl}/admin/appointments?id=${appointment.id}`,
});

/** What an owner's alert of an appointment says: what happened, and the lead to the admin's link. */
export interface OwnerAlertText {
  kind: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  lead: string;
}

/**
 * The owner's alert (in English) of something that happened to an appointment: the way to it in
 * the admin and the customer's details under what happened; a reply goes to the customer.
 */
export function ownerAlertEmail(appointment: Appointment, ctx: EmailContext, alert: OwnerAlertText): NewEmail {
  const body = renderEmail(
    {
      greeting: alert.greeting,
      paragraphs: alert.paragraphs,
      action: openInAdmin(appointment, ctx, alert.lead),
      details: customerDetails(appointment, ctx),
    },
    ctx.business,
  );
  return {
    kind: alert.kind,
    to: ctx.adminNotifyEmail,
    subject: alert.subject,
    appointmentId: appointment.id,
    replyTo: appointment.customerEmail,
    ...body,
  };
}

/** The appointment as a calendar event, for an invitation (confirmed), its update (tentative) or its removal (cancelled). */
export function invitation(appointment: Appointment, status: 'confirmed' | 'tentative' | 'cancelled', ctx: EmailContext) {
  const t = wordsFor(appointment);
  const { content, contentType } = calendarInvite({
    uid: appointmentEventUid(appointment.id, ctx.publicUrl),
    sequence: appointment.calendarSequence,
    start: appointment.preferredDate,
    durationMinutes: appointment.durationMinutes,
    summary: t('booking.calendar.summary', { service: serviceWords(appointment, t), business: ctx.business.name }),
    description: t('mail.invite.description', { business: ctx.business.name, phone: ctx.business.phone }),
    // Where the work is; the office is not where the customer meets us.
    location: appointment.serviceAddress ?? undefined,
    organizer: { name: ctx.business.name, email: ctx.business.email },
    status,
  });
  return { filename: 'appointment.ics', contentType, content };
}
