import { renderEmail, type NewEmail } from '../mail';
import {
  appointmentFacts,
  bookingPath,
  invitation,
  ownerAlertEmail,
  renderForCustomer,
  when,
  wordsFor,
  type EmailContext,
} from './appointment-email-parts';
import { type Appointment } from './appointment.entity';

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
  return [
    {
      kind: 'appointment-cancelled',
      to: appointment.customerEmail,
      subject: t('mail.cancelled.subject', { when: theirs }),
      appointmentId: appointment.id,
      attachments: invited ? [invitation(appointment, 'cancelled', ctx)] : [],
      ...notice,
    },
    ownerAlertEmail(appointment, ctx, {
      kind: 'appointment-cancelled-alert',
      subject: `Cancelled by the customer: ${appointment.customerName}, ${at}`,
      greeting: 'Appointment cancelled by the customer',
      paragraphs: [
        `${appointment.customerName} cancelled their appointment for ${at}. The time is free again. A reply to this e-mail goes to them.`,
      ],
      lead: 'Details:',
    }),
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
  return [
    {
      kind: 'appointment-rescheduled',
      to: appointment.customerEmail,
      subject: t('mail.rescheduled.subject', { when: theirs }),
      appointmentId: appointment.id,
      attachments: invited ? [invitation(appointment, 'tentative', ctx)] : [],
      ...notice,
    },
    ownerAlertEmail(appointment, ctx, {
      kind: 'appointment-rescheduled-alert',
      subject: `Moved by the customer: ${appointment.customerName}, now ${at}`,
      greeting: 'Appointment moved by the customer',
      paragraphs: [
        `${appointment.customerName} moved their appointment from ${before} to ${at}. It is pending again. A reply to this e-mail goes to them.`,
      ],
      lead: 'Confirm or reject the new time:',
    }),
  ];
}
