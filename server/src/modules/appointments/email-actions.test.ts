import type { ParsedMail } from 'mailparser';
import type { SmtpCatcher } from '@plumbing/test-support';
import { buildAppointment, buildContactMessage } from '../../../test/factories';
import {
  APPOINTMENTS,
  CANCEL_APPOINTMENT_BY_TOKEN,
  CONTACT_MESSAGES,
  REQUEST_APPOINTMENT,
  SEND_CONTACT_MESSAGE,
  SET_APPOINTMENT_STATUS,
} from '../../../test/operations';
import { startServerWithMail } from '../../../test/server-with-mail';
import type { TestServer } from '../../../test/test-server';

// Monday 2026-03-02, 10:00 in New York; the booked slot is Tue 2026-03-10, 9:30 AM.
const NOW = new Date('2026-03-02T15:00:00Z');
const LINK = /\/appointments\/([\w-]{43})/;

// Issue #38, items 1 and 2: every message lets its reader act on it in one tap.
describe('e-mails people can act on', () => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  let token: string;
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `10.9.0.${++ip}` });
  const mail = async (subjectStart: string): Promise<ParsedMail> => {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
      const found = smtp.messages.find((message) => message.subject?.startsWith(subjectStart));
      if (found) return found;
    }
    throw new Error(`no e-mail "${subjectStart}…"`);
  };
  const replyTo = (message: ParsedMail) => message.replyTo?.value.map((address) => address.address);

  beforeAll(async () => {
    ({ server, smtp, token } = await startServerWithMail(() => NOW));
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it("the owner's booking alert: a reply goes to the customer, whose phone and e-mail are links, and the request opens in one tap", async () => {
    await server.graphql(
      REQUEST_APPOINTMENT,
      { input: buildAppointment({ customerPhone: '(813) 555-0100', customerEmail: 'dana@example.com' }) },
      undefined,
      from(),
    );
    const [{ id }] = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    const alert = await mail('New appointment request:');
    expect(replyTo(alert)).toEqual(['dana@example.com']);
    expect(alert.html).toContain('href="tel:+18135550100"');
    expect(alert.html).toContain('href="mailto:dana@example.com"');
    expect(alert.html).toContain(`href="${server.config.publicUrl}/admin/appointments?id=${id}"`);
    expect(alert.text).toContain(`Confirm or reject it: Open it in the admin area: ${server.config.publicUrl}/admin/appointments?id=${id}`);
  });

  it('customer e-mails: the business phone dials in one tap, one greeting for all, and a cancellation offers no change it cannot make', async () => {
    const receipt = await mail('We received your appointment request');
    expect(receipt.html).toContain('href="tel:+18135550142"');
    expect(receipt.html).toContain('href="tel:+18135550199"'); // the emergency line
    const [{ id }] = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    await server.graphql(SET_APPOINTMENT_STATUS, { id, status: 'confirmed' }, token);
    const confirmation = await mail('Your appointment is confirmed');
    for (const message of [receipt, confirmation]) expect(message.text).toMatch(/^Hello,\n/);

    const manage = LINK.exec(confirmation.text ?? '')![1];
    expect(
      (await server.graphql(CANCEL_APPOINTMENT_BY_TOKEN, { token: manage }, undefined, from())).body.data.cancelAppointmentByToken.success,
    ).toBe(true);
    const cancelled = await mail('Your appointment for');
    expect(cancelled.text).toMatch(/^Hello,\n/);
    expect(cancelled.text).not.toContain('Manage your appointment');
    expect(cancelled.text).toContain(`Need us again? Book an appointment: ${server.config.publicUrl}/schedule`);
    const cancelledAlert = await mail('Cancelled by the customer:');
    expect(replyTo(cancelledAlert)).toEqual(['dana@example.com']);
  });

  it("the contact form's message: a reply goes to the visitor, whose phone and e-mail are links, and it opens in the admin in one tap", async () => {
    await server.graphql(
      SEND_CONTACT_MESSAGE,
      { input: buildContactMessage({ email: 'sam@example.com', phone: '(813) 555-0177' }) },
      undefined,
      from(),
    );
    const [message] = (await server.graphql(CONTACT_MESSAGES, {}, token)).body.data.contactMessages;
    const alert = await mail('Website message:');
    expect(replyTo(alert)).toEqual(['sam@example.com']);
    expect(alert.html).toContain('href="tel:+18135550177"');
    expect(alert.html).toContain('href="mailto:sam@example.com"');
    expect(alert.html).toContain(`href="${server.config.publicUrl}/admin/messages?id=${message.id}"`);
  });
});
