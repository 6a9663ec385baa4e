import { CONTACT_SERVICE_LABELS, photosSentLine, type BusinessFacts, type ContactServiceValue } from '@plumbing/shared';
import type { MessageFields } from '../contact';
import type { OwnerAlert } from '../health';
import { renderEmail, type NewEmail } from '../mail';
import type { PushNotification } from '../push';
import {
  appointmentFacts,
  bookingPath,
  CONFIRMATION_KIND,
  customerDetails,
  details,
  invitation,
  openInAdmin,
  REMINDER_KIND,
  renderForCustomer,
  REVIEW_REQUEST_KIND,
  serviceInText,
  when,
  wordsFor,
  type EmailContext,
} from './appointment-email-parts';
import { siteWords } from '../../lib/site-words';
import { AppointmentStatus, type Appointment } from './appointment.entity';

/** The owner's alert of a request whose address no service area lists: they decide whether to take it. */
const OUTSIDE_SERVICE_AREA_LINE =
  'Outside the service area: the ZIP code of the service address is in none of your service areas. You decide whether to take it.';

/**
 * Spec §4: a new request sends the customer a receipt and the business an alert. A booking of a
 * service the owner confirms at once (issue #50) is confirmed already: its receipt is the
 * confirmation, with the invitation, and the alert says so. `photos`: how many the customer sent
 * with the request (the owner's alert says so).
 */
export function requestEmails(appointment: Appointment, ctx: EmailContext, photos = 0): NewEmail[] {
  const at = when(appointment.preferredDate, ctx);
  const t = wordsFor(appointment);
  const confirmed = appointment.status === AppointmentStatus.confirmed;
  const receipt = (): NewEmail => ({
    kind: 'appointment-received',
    to: appointment.customerEmail,
    subject: t('mail.received.subject', { when: when(appointment.preferredDate, ctx, t) }),
    appointmentId: appointment.id,
    ...renderForCustomer(
      {
        greeting: t('mail.greeting'),
        paragraphs: [
          t('mail.received.thanks', { business: ctx.business.name }),
          t('mail.emergencyCall', { phone: ctx.business.emergencyPhone }),
        ],
        details: appointmentFacts(appointment, ctx, t),
      },
      ctx,
      t,
    ),
  });
  const alert = renderEmail(
    {
      greeting: confirmed ? 'New appointment, confirmed at once' : 'New appointment request',
      paragraphs: [
        confirmed
          ? `${appointment.customerName} booked ${at}. It is confirmed, as your rule for this service says: they have the confirmation and its calendar invitation. A reply to this e-mail goes to them.`
          : `${appointment.customerName} asked for ${at}. A reply to this e-mail goes to them.`,
        ...(appointment.outsideServiceArea ? [OUTSIDE_SERVICE_AREA_LINE] : []),
        ...(photos ? [photosSentLine(photos)] : []),
      ],
      action: openInAdmin(appointment, ctx, confirmed ? 'Details:' : 'Confirm or reject it:'),
      details: customerDetails(appointment, ctx),
    },
    ctx.business,
  );
  const outside = appointment.outsideServiceArea ? ' (outside the service area)' : '';
  return [
    ...(confirmed ? statusEmails(appointment, ctx) : [receipt()]),
    {
      kind: 'appointment-alert',
      to: ctx.adminNotifyEmail,
      subject: `${confirmed ? 'New appointment, confirmed' : 'New appointment request'}${outside}: ${appointment.customerName}, ${at}`,
      appointmentId: appointment.id,
      replyTo: appointment.customerEmail,
      ...alert,
    },
  ];
}

/**
 * The owner's alert, straight away, of a request kept on disk while the database is unreachable
 * (issue #36): everything it says, since the admin cannot show it until the database is back.
 */
export function keptRequestAlert(appointment: Appointment, push: PushNotification, business: BusinessFacts): OwnerAlert {
  const ctx = { business };
  const at = when(appointment.preferredDate, ctx);
  return {
    kind: 'appointment-kept',
    subject: `New appointment request (kept during an outage${appointment.outsideServiceArea ? ', outside the service area' : ''}): ${appointment.customerName}, ${at}`,
    paragraphs: [
      `${appointment.customerName} asked for ${at} while the website's database was unreachable. The request is kept safely on the server and is entered when the database is back: then it shows in the admin area as usual, and the customer gets the usual e-mails.`,
      ...(appointment.outsideServiceArea ? [OUTSIDE_SERVICE_AREA_LINE] : []),
      'The customer was told that you will confirm by phone or e-mail.',
    ],
    details: customerDetails(appointment, ctx),
    replyTo: appointment.customerEmail,
    push: { ...push, title: 'New booking request (database down)' },
  };
}

/** Where an appointment's service goes among the contact form's (the message a kept request becomes). */
function contactService(serviceType: Appointment['serviceType']): ContactServiceValue {
  return serviceType in CONTACT_SERVICE_LABELS ? (serviceType as ContactServiceValue) : 'other';
}

/** A kept request whose slot was taken before it could be entered, as a message to the owner. */
export function slotLostMessage(appointment: Appointment, ctx: EmailContext): MessageFields {
  const facts = details(appointment, ctx, siteWords('en')).map(([label, value]) => `${label}: ${value}`);
  return {
    name: appointment.customerName,
    email: appointment.customerEmail,
    phone: appointment.customerPhone,
    service: contactService(appointment.serviceType),
    message: [
      `Booking request sent while the website's database was unreachable, for ${when(appointment.preferredDate, ctx)}. That time could no longer be booked when the request was entered, so no appointment was made. The customer was e-mailed a link to choose another time; you may want to call them.`,
      ...facts,
    ].join('\n'),
  };
}

/** The customer of such a request: no appointment was made; a link to choose another time, and the phone. */
export function slotLostEmail(appointment: Appointment, ctx: EmailContext): NewEmail {
  const t = wordsFor(appointment);
  const at = when(appointment.preferredDate, ctx, t);
  const body = renderEmail(
    {
      greeting: t('mail.greeting'),
      paragraphs: [
        t('mail.slotLost.text', { business: ctx.business.name, when: at }),
        t('mail.slotLost.choose', { phone: ctx.business.phone }),
      ],
      action: { lead: t('mail.slotLost.lead'), label: t('mail.slotLost.label'), url: `${ctx.publicUrl}${bookingPath(t)}` },
      details: appointmentFacts(appointment, ctx, t),
    },
    ctx.business,
    t,
  );
  return {
    kind: 'appointment-slot-lost',
    to: appointment.customerEmail,
    subject: t('mail.slotLost.subject'),
    ...body,
  };
}

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
 * The customer cancelled through the manage link: both are told. A customer who holds the event
 * (an invitation was sent, even if the visit was moved since) gets METHOD:CANCEL, so the calendar
 * app removes it.
 */
export function customerCancelledEmails(appointment: Appointment, invited: boolean, ctx: EmailContext): NewEmail[] {
  const at = when(appointment.preferredDate, ctx);
  const t = wordsFor(appointment);
  const theirs = when(appointment.preferredDate, ctx, t);
  // A cancelled appointment can no longer be changed: no manage link, the way to book again instead.
  const notice = renderEmail(
    {
      greeting: t('mail.greeting'),
      paragraphs: [
        t('mail.cancelled.text', { business: ctx.business.name, when: theirs, invited: invited ? 'yes' : 'no' }),
        t('mail.cancelled.again', { phone: ctx.business.phone }),
      ],
      action: { lead: t('mail.cancelled.lead'), label: t('mail.cancelled.label'), url: `${ctx.publicUrl}${bookingPath(t)}` },
      details: appointmentFacts(appointment, ctx, t),
    },
    ctx.business,
    t,
  );
  const alert = renderEmail(
    {
      greeting: 'Appointment cancelled by the customer',
      paragraphs: [
        `${appointment.customerName} cancelled their appointment for ${at}. The time is free again. A reply to this e-mail goes to them.`,
      ],
      action: openInAdmin(appointment, ctx, 'Details:'),
      details: customerDetails(appointment, ctx),
    },
    ctx.business,
  );
  return [
    {
      kind: 'appointment-cancelled',
      to: appointment.customerEmail,
      subject: t('mail.cancelled.subject', { when: theirs }),
      appointmentId: appointment.id,
      attachments: invited ? [invitation(appointment, 'cancelled', ctx)] : [],
      ...notice,
    },
    {
      kind: 'appointment-cancelled-alert',
      to: ctx.adminNotifyEmail,
      subject: `Cancelled by the customer: ${appointment.customerName}, ${at}`,
      appointmentId: appointment.id,
      replyTo: appointment.customerEmail,
      ...alert,
    },
  ];
}

/**
 * The customer moved the visit through the manage link; it waits for the owner's confirmation
 * again. A customer who had the invitation gets it updated to the new time, tentative until confirmed.
 */
export function customerRescheduledEmails(appointment: Appointment, previousStart: Date, invited: boolean, ctx: EmailContext): NewEmail[] {
  const at = when(appointment.preferredDate, ctx);
  const before = when(previousStart, ctx);
  const t = wordsFor(appointment);
  const theirs = when(appointment.preferredDate, ctx, t);
  const notice = renderForCustomer(
    {
      greeting: t('mail.greeting'),
      paragraphs: [
        t('mail.rescheduled.text', { business: ctx.business.name, before: when(previousStart, ctx, t), when: theirs }),
        t('mail.emergencyCall', { phone: ctx.business.emergencyPhone }),
      ],
      details: appointmentFacts(appointment, ctx, t),
    },
    ctx,
    t,
  );
  const alert = renderEmail(
    {
      greeting: 'Appointment moved by the customer',
      paragraphs: [
        `${appointment.customerName} moved their appointment from ${before} to ${at}. It is pending again. A reply to this e-mail goes to them.`,
      ],
      action: openInAdmin(appointment, ctx, 'Confirm or reject the new time:'),
      details: customerDetails(appointment, ctx),
    },
    ctx.business,
  );
  return [
    {
      kind: 'appointment-rescheduled',
      to: appointment.customerEmail,
      subject: t('mail.rescheduled.subject', { when: theirs }),
      appointmentId: appointment.id,
      attachments: invited ? [invitation(appointment, 'tentative', ctx)] : [],
      ...notice,
    },
    {
      kind: 'appointment-rescheduled-alert',
      to: ctx.adminNotifyEmail,
      subject: `Moved by the customer: ${appointment.customerName}, now ${at}`,
      appointmentId: appointment.id,
      replyTo: appointment.customerEmail,
      ...alert,
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
