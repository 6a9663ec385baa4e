/** Customers sending booking requests and contact messages without pause, over HTTP, to one or more instances. */
import { buildAppointment, buildContactMessage } from './factories';
import { postGraphql, type Operation } from './operations';

const REQUEST = 'mutation ($input: AppointmentRequestInput!) { requestAppointment(input: $input) { success queued code } }' as Operation<
  { requestAppointment: { success: boolean; queued: boolean; code: string | null } },
  { input: ReturnType<typeof buildAppointment> }
>;
const MESSAGE = 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }' as Operation<
  { sendContactMessage: boolean },
  { input: ReturnType<typeof buildContactMessage> }
>;

/** What the customers were told, by the e-mail address each used (one address per request). */
export interface LeadLoadReport {
  sent: number;
  /** Booking requests answered success (entered, or kept on disk: `queued`). */
  bookings: string[];
  queuedBookings: string[];
  messages: string[];
  /** Answered with a refusal (a slot taken, ...) or an error, as the customer read it: they know it was not taken. */
  refused: string[];
  /** No answer at all (the connection failed). */
  unanswered: number;
  /** The language each lead was sent in (every third Spanish, issue #41), by its e-mail address. */
  locales: Record<string, 'en' | 'es'>;
}

let sequence = 0;

/**
 * `loops` customers at once, each sending a booking request for the next of `slots` (then a contact
 * message) in turn to the next of `urls`, every address and e-mail its own.
 */
export function leadLoad(urls: string[], slots: string[], loops = 2): { stop(): Promise<LeadLoadReport> } {
  const report: LeadLoadReport = { sent: 0, bookings: [], queuedBookings: [], messages: [], refused: [], unanswered: 0, locales: {} };
  let stopped = false;
  let nextSlot = 0;
  const customer = async () => {
    while (!stopped) {
      const n = ++sequence;
      const url = urls[n % urls.length];
      const email = `load${n}@example.com`;
      const headers = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
      const locale = n % 3 === 0 ? 'es' : 'en';
      report.locales[email] = locale;
      report.sent += 1;
      try {
        if (n % 2 === 0 && nextSlot < slots.length) {
          const input = buildAppointment({ customerName: `Load ${n}`, customerEmail: email, preferredDate: slots[nextSlot++], locale });
          const { body } = await postGraphql(url, REQUEST, { input }, { headers });
          const answer = body.data?.requestAppointment;
          if (answer?.success) {
            report.bookings.push(email);
            if (answer.queued) report.queuedBookings.push(email);
          } else report.refused.push(answer?.code ?? body.errors?.[0]?.message ?? 'no answer');
        } else {
          const { body } = await postGraphql(
            url,
            MESSAGE,
            { input: buildContactMessage({ name: `Load ${n}`, email, locale }) },
            { headers },
          );
          if (body.data?.sendContactMessage) report.messages.push(email);
          else report.refused.push(body.errors?.[0]?.message ?? 'no answer');
        }
      } catch {
        report.unanswered += 1;
      }
    }
  };
  const running = Array.from({ length: loops }, customer);
  return {
    async stop() {
      stopped = true;
      await Promise.all(running);
      return report;
    },
  };
}

const ENTERED = `{ appointments { customerEmail locale } contactMessages { email locale } }` as Operation<{
  appointments: Array<{ customerEmail: string; locale: string }>;
  contactMessages: Array<{ email: string; locale: string }>;
}>;

/**
 * Each customer's e-mail address the load accepted that is not in the database exactly once (lost,
 * or entered twice), with its count; or entered in another language than it was sent in (count -1).
 */
export async function leadsNotEnteredOnce(url: string, token: string, report: LeadLoadReport): Promise<Record<string, number>> {
  const { body } = await postGraphql(url, ENTERED, undefined, { token });
  const entered = [
    ...body.data.appointments.map((a) => ({ email: a.customerEmail, locale: a.locale })),
    ...body.data.contactMessages.map((m) => ({ email: m.email, locale: m.locale })),
  ];
  const counts = new Map<string, number>();
  for (const { email } of entered) counts.set(email, (counts.get(email) ?? 0) + 1);
  const wrong: Record<string, number> = {};
  for (const email of [...report.bookings, ...report.messages]) if (counts.get(email) !== 1) wrong[email] = counts.get(email) ?? 0;
  for (const { email, locale } of entered) if (report.locales[email] && locale !== report.locales[email]) wrong[email] = -1;
  return wrong;
}
