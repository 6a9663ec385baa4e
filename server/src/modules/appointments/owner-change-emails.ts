import type { NewEmail } from '../mail';
import { appointmentFacts, invitation, renderForCustomer, when, wordsFor, type EmailContext } from './appointment-email-parts';
import { AppointmentStatus, type Appointment } from './appointment.entity';

/**
 * The owner moved the visit (the calendar's drag, or Move in its dialog; issue #50): the customer is
 * told the new time in their language, with the invitation they hold updated (SEQUENCE one more:
 * confirmed, or tentative while the request waits) and the manage link to choose another time.
 */
export function ownerMovedEmail(appointment: Appointment, previousStart: Date, invited: boolean, ctx: EmailContext): NewEmail {
  const t = wordsFor(appointment);
  const at = when(appointment.preferredDate, ctx, t);
  const body = renderForCustomer(
    {
      greeting: t('mail.greeting'),
      paragraphs: [
        t('mail.ownerMoved.text', {
          business: ctx.business.name,
          before: when(previousStart, ctx, t),
          when: at,
          invited: invited ? 'yes' : 'no',
          phone: ctx.business.phone,
        }),
      ],
      details: appointmentFacts(appointment, ctx, t),
    },
    ctx,
    t,
  );
  const status = appointment.status === AppointmentStatus.confirmed ? 'confirmed' : 'tentative';
  return {
    kind: 'appointment-moved',
    to: appointment.customerEmail,
    subject: t('mail.ownerMoved.subject', { when: at }),
    appointmentId: appointment.id,
    attachments: invited ? [invitation(appointment, status, ctx)] : [],
    ...body,
  };
}
