import { formatInZone, SERVICE_TYPE_LABELS, type BusinessFacts } from '@plumbing/shared';
import { calendarInvite, renderEmail, type EmailBody, type NewEmail } from '../mail';
import { AppointmentStatus, type Appointment } from './appointment.entity';

export interface EmailContext {
  business: BusinessFacts;
  publicUrl: string;
  adminNotifyEmail: string;
}

/** The shared layout, with this module's context. */
function render(body: EmailBody, { business }: EmailContext) {
  return renderEmail(body, business);
}

/** What was booked, in the business's own words only. */
function appointmentFacts(appointment: Appointment, ctx: EmailContext): Array<[string, string]> {
  return [
    ['When', formatInZone(appointment.preferredDate, ctx.business.timeZone)],
    ['Service', SERVICE_TYPE_LABELS[appointment.serviceType]],
  ];
}

/** The facts and what the visitor wrote: for the owner, and for a customer the owner has confirmed. */
function details(appointment: Appointment, ctx: EmailContext): Array<[string, string]> {
  return [
    ...appointmentFacts(appointment, ctx),
    ...(appointment.serviceAddress ? [['Service address', appointment.serviceAddress] as [string, string]] : []),
    ...(appointment.description ? [['Details', appointment.description] as [string, string]] : []),
  ];
}

/**
 * Anyone can type any address into the form, so what goes there before the owner has confirmed
 * carries no text the visitor wrote (not even the name): the site cannot be made to mail it to others.
 */
const UNCONFIRMED_GREETING = 'Hello,';

/** Spec §4: a new request sends the customer a receipt and the business an alert. */
export function requestEmails(appointment: Appointment, ctx: EmailContext): NewEmail[] {
  const when = formatInZone(appointment.preferredDate, ctx.business.timeZone);
  const receipt = render(
    {
      greeting: UNCONFIRMED_GREETING,
      paragraphs: [
        `Thank you for your appointment request with ${ctx.business.name}. We have received it and will contact you within 1 business hour to confirm your appointment.`,
        `If this is an emergency, please call us right away at ${ctx.business.emergencyPhone}.`,
      ],
      details: appointmentFacts(appointment, ctx),
    },
    ctx,
  );
  const alert = render(
    {
      greeting: 'New appointment request',
      paragraphs: [`${appointment.customerName} asked for ${when}. Confirm or reject it in the admin area: ${ctx.publicUrl}/admin/appointments`],
      details: [
        ['Customer', appointment.customerName],
        ['Email', appointment.customerEmail],
        ['Phone', appointment.customerPhone],
        ...details(appointment, ctx),
      ],
    },
    ctx,
  );
  return [
    { kind: 'appointment-received', to: appointment.customerEmail, subject: `We received your appointment request for ${when}`, appointmentId: appointment.id, ...receipt },
    { kind: 'appointment-alert', to: ctx.adminNotifyEmail, subject: `New appointment request: ${appointment.customerName}, ${when}`, appointmentId: appointment.id, ...alert },
  ];
}

/** Spec §4: confirmed and rejected tell the customer; the other statuses send nothing. */
export function statusEmails(appointment: Appointment, ctx: EmailContext): NewEmail[] {
  const when = formatInZone(appointment.preferredDate, ctx.business.timeZone);
  if (appointment.status === AppointmentStatus.confirmed) {
    const body = render(
      {
        greeting: `Hello ${appointment.customerName},`,
        paragraphs: [
          `Your appointment with ${ctx.business.name} is confirmed for ${when}. The calendar invitation attached adds it to your calendar.`,
          `Need to change it? Call us at ${ctx.business.phone}.`,
        ],
        details: details(appointment, ctx),
      },
      ctx,
    );
    const invite = calendarInvite({
      uid: `${appointment.id}@${new URL(ctx.publicUrl).hostname}`,
      start: appointment.preferredDate,
      durationMinutes: 60,
      summary: `${SERVICE_TYPE_LABELS[appointment.serviceType]} — ${ctx.business.name}`,
      description: `Your ${ctx.business.name} appointment. Questions: ${ctx.business.phone}`,
      // Where the work is; the office is not where the customer meets us.
      location: appointment.serviceAddress ?? undefined,
      organizer: { name: ctx.business.name, email: ctx.business.email },
    });
    return [
      {
        kind: 'appointment-confirmed',
        to: appointment.customerEmail,
        subject: `Your appointment is confirmed: ${when}`,
        appointmentId: appointment.id,
        attachments: [{ filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: invite }],
        ...body,
      },
    ];
  }
  if (appointment.status === AppointmentStatus.rejected) {
    const body = render(
      {
        greeting: UNCONFIRMED_GREETING,
        paragraphs: [
          `We are sorry: we cannot take your appointment request for ${when}.`,
          `Please call us at ${ctx.business.phone} and we will find another time with you. For emergencies we are available 24/7 at ${ctx.business.emergencyPhone}.`,
        ],
        details: appointmentFacts(appointment, ctx),
      },
      ctx,
    );
    return [{ kind: 'appointment-rejected', to: appointment.customerEmail, subject: `About your appointment request for ${when}`, appointmentId: appointment.id, ...body }];
  }
  return [];
}
