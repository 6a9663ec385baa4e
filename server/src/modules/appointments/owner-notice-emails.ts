import type { NewEmail } from '../mail';
import { renderEmail } from '../mail';
import { appointmentFacts, bookingPath, invitation, ownerAlertEmail, when, wordsFor, type EmailContext } from './appointment-email-parts';
import type { Appointment } from './appointment.entity';
import { MANAGE_LINK } from './manage-token';

/**
 * What the owner's changes tell the customer (issue #50), in the customer's language: a rejection
 * with the owner's reason and the other times held for them (one button each, opening the manage
 * page with that time chosen), a cancellation with its reason, and the owner's alert when the
 * customer booked one of the proposed times.
 */

/** What the owner added to a rejection or a cancellation. */
export interface OwnerNote {
  /** The owner's words to the customer; empty: none. */
  reason: string;
  /** The times held for the customer instead (a rejection's), in order. */
  proposals: readonly Date[];
  /** Until when they are held. */
  heldUntil: Date | null;
  /** Whether the customer holds the event (an invitation was sent): its removal goes with the e-mail. */
  invited: boolean;
}

/** The manage page with one proposed time chosen: opening it books nothing (link scanners open links), its one button does. */
export const proposalLink = (startsAt: Date) => `${MANAGE_LINK}?time=${encodeURIComponent(startsAt.toISOString())}`;

/** The owner turned the request down: the reason, and the other times as buttons (or the phone to find one). */
export function rejectionEmail(appointment: Appointment, note: OwnerNote, ctx: EmailContext): NewEmail {
  const t = wordsFor(appointment);
  const at = when(appointment.preferredDate, ctx, t);
  const { phone, emergencyPhone } = ctx.business;
  const proposed = note.proposals.length > 0 && note.heldUntil !== null;
  const body = renderEmail(
    {
      greeting: t('mail.greeting'),
      paragraphs: [
        t('mail.rejected.sorry', { when: at }),
        ...(note.reason ? [t('mail.ownerNote', { reason: note.reason })] : []),
        ...(note.invited ? [t('mail.calendarRemoved')] : []),
        ...(proposed
          ? [t('mail.proposed.text', { until: when(note.heldUntil!, ctx, t) }), t('mail.proposed.none', { phone, emergencyPhone })]
          : [t('mail.rejected.call', { phone, emergencyPhone })]),
      ],
      choices: proposed
        ? {
            lead: t('mail.proposed.lead'),
            links: note.proposals.map((startsAt) => ({ label: when(startsAt, ctx, t), url: proposalLink(startsAt) })),
          }
        : undefined,
      details: appointmentFacts(appointment, ctx, t),
    },
    ctx.business,
    t,
  );
  return {
    kind: 'appointment-rejected',
    to: appointment.customerEmail,
    subject: t(proposed ? 'mail.proposed.subject' : 'mail.rejected.subject', { when: at }),
    appointmentId: appointment.id,
    attachments: note.invited ? [invitation(appointment, 'cancelled', ctx)] : [],
    ...body,
  };
}

/** The owner cancelled the visit: sorry, the reason, the phone to find another time, and the removal from their calendar. */
export function ownerCancelledEmail(appointment: Appointment, note: Pick<OwnerNote, 'reason' | 'invited'>, ctx: EmailContext): NewEmail {
  const t = wordsFor(appointment);
  const at = when(appointment.preferredDate, ctx, t);
  const { name, phone, emergencyPhone } = ctx.business;
  const body = renderEmail(
    {
      greeting: t('mail.greeting'),
      paragraphs: [
        t('mail.ownerCancelled.text', { business: name, when: at, invited: note.invited ? 'yes' : 'no' }),
        ...(note.reason ? [t('mail.ownerNote', { reason: note.reason })] : []),
        t('mail.rejected.call', { phone, emergencyPhone }),
      ],
      action: { lead: t('mail.cancelled.lead'), label: t('mail.cancelled.label'), url: `${ctx.publicUrl}${bookingPath(t)}` },
      details: appointmentFacts(appointment, ctx, t),
    },
    ctx.business,
    t,
  );
  return {
    kind: 'appointment-owner-cancelled',
    to: appointment.customerEmail,
    subject: t('mail.cancelled.subject', { when: at }),
    appointmentId: appointment.id,
    attachments: note.invited ? [invitation(appointment, 'cancelled', ctx)] : [],
    ...body,
  };
}

/** The owner's alert (in English) that the customer booked one of the times proposed: confirmed, the others free again. */
export function proposalBookedAlert(appointment: Appointment, ctx: EmailContext): NewEmail {
  const at = when(appointment.preferredDate, ctx);
  return ownerAlertEmail(appointment, ctx, {
    kind: 'appointment-proposal-booked-alert',
    subject: `Booked a time you proposed: ${appointment.customerName}, ${at}`,
    greeting: 'A proposed time was booked',
    paragraphs: [
      `${appointment.customerName} booked ${at}, one of the times you proposed when you rejected their request. It is confirmed: they have the confirmation and its calendar invitation. The other times you proposed are free again. A reply to this e-mail goes to them.`,
    ],
    lead: 'Details:',
  });
}
