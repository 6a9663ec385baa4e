import { renderEmail, type NewEmail } from '../mail';
import {
  appointmentFacts,
  CONFIRMATION_KIND,
  details,
  invitation,
  REMINDER_KIND,
  renderForCustomer,
  REVIEW_REQUEST_KIND,
  serviceInText,
  when,
  wordsFor,
  type EmailContext,
} from './appointment-email-parts';
import { AppointmentStatus, type Appointment } from './appointment.entity';

/**
 * Spec §4: a confirmation tells the customer, with the invitation that puts the visit in their
 * calendar. (The owner's rejections and cancellations: owner-notice-emails.ts.)
 */
export function statusEmails(appointment: Appointment, ctx: EmailContext): NewEmail[] {
  if (appointment.status !== AppointmentStatus.confirmed) return [];
  const t = wordsFor(appointment);
  const at = when(appointment.preferredDate, ctx, t);
  const body = renderForCustomer(
    {
      greeting: t('mail.greeting'),
      paragraphs: [t('mail.confirmed.text', { business: ctx.business.name, when: at }), t('mail.questions', { phone: ctx.business.phone })],
      details: details(appointment, ctx, t),
    },
    ctx,
    t,
  );
  return [
    {
      kind: CONFIRMATION_KIND,
      to: appointment.customerEmail,
      subject: t('mail.confirmed.subject', { when: at }),
      appointmentId: appointment.id,
      attachments: [invitation(appointment, 'confirmed', ctx)],
      ...body,
    },
  ];
}

/**
 * The reminder before a confirmed visit (issue #18): the time, where we come (not in the customer's
 * own words), the manage link and the business phone. Due at `dueAt`; written when the visit is confirmed.
 */
export function reminderEmail(appointment: Appointment, dueAt: Date, ctx: EmailContext): NewEmail {
  const t = wordsFor(appointment);
  const at = when(appointment.preferredDate, ctx, t);
  const body = renderForCustomer(
    {
      greeting: t('mail.greeting'),
      paragraphs: [
        t('mail.reminder.text', { service: serviceInText(appointment, t), business: ctx.business.name, when: at }),
        t(appointment.serviceAddress ? 'mail.reminder.atAddress' : 'mail.reminder.callFirst'),
        t('mail.reminder.late', { phone: ctx.business.phone }),
      ],
      details: appointmentFacts(appointment, ctx, t),
    },
    ctx,
    t,
  );
  return {
    kind: REMINDER_KIND,
    to: appointment.customerEmail,
    subject: t('mail.reminder.subject', { when: at }),
    locale: appointment.locale,
    appointmentId: appointment.id,
    scheduledFor: dueAt,
    optOut: true,
    ...body,
  };
}

/**
 * After a completed visit, one polite request for a review at the business profile's review link.
 * Every completed customer gets the same request: no asking first whether they were satisfied
 * (the FTC's 2024 rule on consumer reviews and Google's policy forbid review gating).
 */
export function reviewRequestEmail(appointment: Appointment, reviewUrl: string, dueAt: Date, ctx: EmailContext): NewEmail {
  const t = wordsFor(appointment);
  const service = serviceInText(appointment, t);
  const body = renderEmail(
    {
      greeting: t('mail.greeting'),
      paragraphs: [
        t('mail.review.thanks', { business: ctx.business.name, service, when: when(appointment.preferredDate, ctx, t) }),
        t('mail.review.ask'),
        t('mail.review.wrong', { phone: ctx.business.phone }),
      ],
      action: { lead: t('mail.review.lead'), label: t('mail.review.label'), url: reviewUrl },
    },
    ctx.business,
    t,
  );
  return {
    kind: REVIEW_REQUEST_KIND,
    to: appointment.customerEmail,
    subject: t('mail.review.subject', { business: ctx.business.name }),
    locale: appointment.locale,
    appointmentId: appointment.id,
    scheduledFor: dueAt,
    optOut: true,
    ...body,
  };
}
