import { CONTACT_SERVICE_LABELS, photosSentLine, type BusinessFacts, type ContactServiceValue } from '@plumbing/shared';
import type { MessageFields } from '../contact';
import type { OwnerAlert } from '../health';
import { renderEmail, type NewEmail } from '../mail';
import type { PushNotification } from '../push';
import {
  appointmentFacts,
  bookingPath,
  customerDetails,
  details,
  ownerAlertEmail,
  renderForCustomer,
  when,
  wordsFor,
  type EmailContext,
} from './appointment-email-parts';
import { siteWords } from '../../lib/site-words';
import { statusEmails } from './appointment-emails';
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
  const outside = appointment.outsideServiceArea ? ' (outside the service area)' : '';
  return [
    ...(confirmed ? statusEmails(appointment, ctx) : [receipt()]),
    ownerAlertEmail(appointment, ctx, {
      kind: 'appointment-alert',
      subject: `${confirmed ? 'New appointment, confirmed' : 'New appointment request'}${outside}: ${appointment.customerName}, ${at}`,
      greeting: confirmed ? 'New appointment, confirmed at once' : 'New appointment request',
      paragraphs: [
        confirmed
          ? `${appointment.customerName} booked ${at}. It is confirmed, as your rule for this service says: they have the confirmation and its calendar invitation. A reply to this e-mail goes to them.`
          : `${appointment.customerName} asked for ${at}. A reply to this e-mail goes to them.`,
        ...(appointment.outsideServiceArea ? [OUTSIDE_SERVICE_AREA_LINE] : []),
        ...(photos ? [photosSentLine(photos)] : []),
      ],
      lead: confirmed ? 'Details:' : 'Confirm or reject it:',
    }),
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
