// The customer's language is remembered (issue #41): stored with the appointment and the message,
// every e-mail to the customer in it, the owner's alerts in English naming it.
import type { SmtpCatcher } from '@plumbing/test-support';
import { buildAppointment, buildContactMessage } from '../../../test/factories';
import {
  APPOINTMENTS,
  CONTACT_MESSAGES,
  REQUEST_APPOINTMENT,
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
    expect(receipt.subject).toBe('Recibimos su solicitud de cita para el mar, 10 de mar de 2026, 9:30 a.m. ET');
    expect(receipt.text).toContain('Gracias por solicitar una cita con Gulf Coast Plumbing & Renovation.');
    expect(receipt.text).toContain('¿Necesita cambiarla? Gestionar su cita: http');
    expect(receipt.text).toContain('Teléfono: (813) 555-0142');
    expect(receipt.html).toContain('Línea de emergencia 24/7:');
    expect(receipt.text).not.toMatch(/Thank you|Phone:/);
    // Its manage link opens the customer's page in Spanish.
    const link = /http:\/\/[^\s]+\/es\/citas\/[\w-]{43}/.exec(receipt.text ?? '')![0];
    const page = await (await fetch(`${server.url}${new URL(link).pathname}`)).text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<title>Su cita | Gulf Coast Plumbing &amp; Renovation</title>');
    expect(alert.subject).toBe('New appointment request: Dana Rivera, Tue, Mar 10, 2026, 9:30 AM ET');
    expect(alert.text).toContain('Language: Spanish');

    // Confirmed: the confirmation and its calendar invitation in Spanish.
    await server.graphql(SET_APPOINTMENT_STATUS, { id: appointment.id, status: 'confirmed' }, token);
    const [confirmation] = await smtp.waitFor(3).then((all) => all.slice(2));
    expect(confirmation.subject).toBe('Su cita está confirmada: mar, 10 de mar de 2026, 9:30 a.m. ET');
    const invite = confirmation.attachments.find((attachment) => attachment.filename === 'appointment.ics')!;
    // Unfolded (RFC 5545 folds long lines).
    expect(invite.content.toString().replace(/\r\n[ \t]/g, '')).toContain(
      'DESCRIPTION:Su cita con Gulf Coast Plumbing & Renovation. Preguntas: (813) 555-0142',
    );
  });

  it('is English without one, and the owner is not told a language then', async () => {
    await server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment() });
    expect((await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments[0].locale).toBe('en');
    const alert = (await smtp.waitFor(2)).find(to('office@example.com'))!;
    expect(alert.text).not.toContain('Language:');
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
