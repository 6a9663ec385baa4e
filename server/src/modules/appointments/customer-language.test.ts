// The customer's language is remembered (issue #41): stored with the appointment and the message,
// every e-mail to the customer in it, the owner's alerts in English naming it.
import type { SmtpCatcher } from '@plumbing/test-support';
import { buildAppointment, buildBusinessProfile, buildContactMessage } from '../../../test/factories';
import {
  APPOINTMENTS,
  CONTACT_MESSAGES,
  REQUEST_APPOINTMENT,
  SAVE_BUSINESS_PROFILE,
  SEND_CONTACT_MESSAGE,
  SET_APPOINTMENT_STATUS,
} from '../../../test/operations';
import { startServerWithMail } from '../../../test/server-with-mail';
import type { TestServer } from '../../../test/test-server';

// Monday 2026-03-02, 10:00 in New York; the factories' slot is Tuesday 2026-03-10, 9:30 AM.
const NOW = new Date('2026-03-02T15:00:00Z');

describe("the customer's language", () => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  let token: string;
  const to = (address: string) => (mail: { to?: unknown }) => (mail.to as { text?: string } | undefined)?.text === address;

  beforeEach(async () => {
    ({ server, smtp, token } = await startServerWithMail(() => NOW));
  });
  afterEach(async () => {
    await server.close();
    await smtp.stop();
  });

  it('is kept with a request from a Spanish page: the customer reads Spanish, the owner English that names it', async () => {
    const answer = await server.graphql(REQUEST_APPOINTMENT, {
      input: buildAppointment({ locale: 'es', customerEmail: 'ana@example.com' }),
    });
    expect(answer.body.data.requestAppointment.success).toBe(true);
    const [appointment] = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    expect(appointment.locale).toBe('es');

    const mails = await smtp.waitFor(2);
    const receipt = mails.find(to('ana@example.com'))!;
    const alert = mails.find(to('office@example.com'))!;
    expect(receipt.subject).toBe('Recibimos su solicitud de cita para el martes 10 de marzo a las 9:30 a. m. (hora del Este)');
    expect(receipt.text).toContain('Gracias por solicitar una cita con Gulf Coast Plumbing & Renovation.');
    expect(receipt.text).toContain('¿Necesita cambiarla? Ver o cambiar su cita: http');
    expect(receipt.text).toContain('Teléfono: (813) 555-0142');
    expect(receipt.html).toContain('Línea de emergencia 24/7:');
    expect(receipt.text).not.toMatch(/Thank you|Phone:/);
    // Its manage link opens the customer's page in Spanish.
    const link = /http:\/\/[^\s]+\/es\/citas\/[\w-]{43}/.exec(receipt.text ?? '')![0];
    const page = await (await fetch(`${server.url}${new URL(link).pathname}`)).text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<title>Su cita | Gulf Coast Plumbing &amp; Renovation</title>');
    // Described in Spanish: the owner's SEO settings are English.
    expect(page).toContain(
      '<meta name="description" content="Servicio profesional de plomería 24/7. Plomeros con licencia y seguro en Tampa, FL." />',
    );
    expect(page).not.toContain('name="keywords"');
    expect(alert.subject).toBe('New appointment request: Dana Rivera, Tue, Mar 10, 2026, 9:30 AM ET');
    expect(alert.text).toContain('Language: Spanish');

    // Confirmed: the confirmation and its calendar invitation in Spanish.
    await server.graphql(SET_APPOINTMENT_STATUS, { id: appointment.id, status: 'confirmed' }, token);
    const [confirmation] = await smtp.waitFor(3).then((all) => all.slice(2));
    expect(confirmation.subject).toBe('Su cita está confirmada: martes 10 de marzo a las 9:30 a. m. (hora del Este)');
    const invite = confirmation.attachments.find((attachment) => attachment.filename === 'appointment.ics')!;
    // Unfolded (RFC 5545 folds long lines).
    expect(invite.content.toString().replace(/\r\n[ \t]/g, '')).toContain(
      'DESCRIPTION:Su cita con Gulf Coast Plumbing & Renovation. Preguntas: (813) 555-0142',
    );
  });

  it('writes Spanish e-mails as Spanish reads: days and months in full, one clock, the service in lower case, <html lang="es">', async () => {
    await server.graphql(
      SAVE_BUSINESS_PROFILE,
      { input: buildBusinessProfile({ reviewUrl: 'https://g.page/r/gulf-coast/review' }) },
      token,
    );
    const input = buildAppointment({ locale: 'es', customerEmail: 'ana@example.com', preferredDate: '2026-03-10T17:00:00.000Z' });
    expect((await server.graphql(REQUEST_APPOINTMENT, { input })).body.data.requestAppointment.success).toBe(true);
    const [{ id }] = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    const receipt = (await smtp.waitFor(2)).find(to('ana@example.com'))!;
    // 1 PM: "a la una".
    expect(receipt.subject).toBe('Recibimos su solicitud de cita para el martes 10 de marzo a la 1 p. m. (hora del Este)');
    expect(receipt.text).toContain('Cuándo: martes 10 de marzo a la 1 p. m. (hora del Este)');
    expect(receipt.html).toMatch(/^<!doctype html><html lang="es">/);
    expect((await smtp.waitFor(2)).find(to('office@example.com'))!.html).toMatch(/^<!doctype html><html lang="en">/);

    await server.graphql(SET_APPOINTMENT_STATUS, { id, status: 'confirmed' }, token);
    await server.app.services.db.query(
      `UPDATE outbox_email SET next_attempt_at = now(), scheduled_for = now() WHERE kind = 'appointment-reminder'`,
    );
    await server.app.services.outbox.drainDue();
    const reminder = (await smtp.waitFor(4)).find((mail) => mail.subject?.startsWith('Recordatorio'))!;
    expect(reminder.subject).toBe('Recordatorio: su cita del martes 10 de marzo a la 1 p. m. (hora del Este)');
    expect(reminder.text).toContain(
      'Le recordamos su cita de reparación con Gulf Coast Plumbing & Renovation el martes 10 de marzo a la 1 p. m. (hora del Este).',
    );

    await server.graphql(SET_APPOINTMENT_STATUS, { id, status: 'completed' }, token);
    await server.app.services.db.query(
      `UPDATE outbox_email SET next_attempt_at = now(), scheduled_for = now() WHERE kind = 'review-request'`,
    );
    await server.app.services.outbox.drainDue();
    const review = (await smtp.waitFor(5)).find((mail) => mail.subject?.startsWith('¿Qué tal'))!;
    expect(review.text).toContain(
      'Gracias por elegir a Gulf Coast Plumbing & Renovation para su visita de reparación del martes 10 de marzo a la 1 p. m. (hora del Este).',
    );
    expect(review.html).toMatch(/^<!doctype html><html lang="es">/);
  });

  it('is English without one, and the owner is not told a language then', async () => {
    await server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment() });
    expect((await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments[0].locale).toBe('en');
    const alert = (await smtp.waitFor(2)).find(to('office@example.com'))!;
    expect(alert.text).not.toContain('Language:');
  });

  it("opens the unsubscribe page of a reminder in the customer's language, where unsubscribing works; an unknown link's too", async () => {
    for (const [index, locale] of (['es', 'en'] as const).entries()) {
      const input = buildAppointment({ locale, customerEmail: `${locale}@example.com`, preferredDate: `2026-03-1${index}T13:30:00.000Z` });
      expect(
        (await server.graphql(REQUEST_APPOINTMENT, { input }, undefined, { 'x-forwarded-for': `10.4.0.${index}` })).body.errors,
      ).toBeUndefined();
    }
    for (const { id } of (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments)
      await server.graphql(SET_APPOINTMENT_STATUS, { id, status: 'confirmed' }, token);
    // The reminders are due a day before the visits: now.
    await server.app.services.db.query(
      `UPDATE outbox_email SET next_attempt_at = now(), scheduled_for = now() WHERE kind = 'appointment-reminder'`,
    );
    await server.app.services.outbox.drainDue();
    const reminders = () => smtp.messages.filter((mail) => mail.headerLines.some((header) => header.key === 'list-unsubscribe'));
    for (const deadline = Date.now() + 10_000; reminders().length < 2 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 25));
    const linkTo = (address: string) => {
      const reminder = reminders().find(to(address))!;
      return new URL(/http:\/\/\S+\/(unsubscribe|es\/baja)\/[\w-]{43}/.exec(reminder.text ?? '')![0]).pathname;
    };
    const open = async (path: string, method = 'GET') => {
      const response = await fetch(`${server.url}${path}`, { method });
      const html = await response.text();
      return {
        status: response.status,
        lang: /<html lang="([^"]+)">/.exec(html)?.[1],
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        html,
      };
    };

    const spanish = linkTo('es@example.com');
    expect(spanish).toMatch(/^\/es\/baja\/[\w-]{43}$/);
    const shown = await open(spanish);
    expect(shown).toMatchObject({ status: 200, lang: 'es', title: 'Darse de baja' });
    expect(shown.html).toContain('Los correos sobre sus citas seguirán llegando.');
    expect(shown.html).toContain(`<form method="post" action="${spanish}"><button type="submit">Darse de baja</button></form>`);
    expect(await open(spanish, 'POST')).toMatchObject({ status: 200, lang: 'es', title: 'Se ha dado de baja' });
    expect(await open('/es/baja/nope', 'POST')).toMatchObject({ status: 404, lang: 'es', title: 'Enlace no válido' });
    expect(await server.app.services.db.query(`SELECT address FROM email_unsubscribed`)).toEqual([{ address: 'es@example.com' }]);

    const english = linkTo('en@example.com');
    expect(english).toMatch(/^\/unsubscribe\/[\w-]{43}$/);
    expect(await open(english)).toMatchObject({ status: 200, lang: 'en', title: 'Unsubscribe' });
    expect(await open(english, 'POST')).toMatchObject({ status: 200, lang: 'en', title: 'You are unsubscribed' });
    expect(await open('/unsubscribe/nope', 'POST')).toMatchObject({ status: 404, lang: 'en', title: 'Link not valid' });
  });

  it('is kept with a contact message, and an unknown one is refused', async () => {
    expect(
      (await server.graphql(SEND_CONTACT_MESSAGE, { input: buildContactMessage({ locale: 'es' }) })).body.data.sendContactMessage,
    ).toBe(true);
    expect((await server.graphql(CONTACT_MESSAGES, {}, token)).body.data.contactMessages.map((message) => message.locale)).toEqual(['es']);
    const unknown = await server.graphql(SEND_CONTACT_MESSAGE, { input: buildContactMessage({ locale: 'fr' }) });
    expect(unknown.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
