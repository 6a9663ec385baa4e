import { startSmtpCatcher, type SmtpCatcher } from '@plumbing/test-support';
import { buildAppointment, buildBusinessProfile } from '../../../test/factories';
import { REQUEST_APPOINTMENT, SAVE_BUSINESS_PROFILE } from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';

// Issue #37, item 6: the business name is the sender's name, never part of its address.
describe('the sender of every e-mail', () => {
  let smtp: SmtpCatcher;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, ADMIN_NOTIFY_EMAIL: 'office@example.com' },
      overrides: { appointments: { now: () => new Date('2026-03-02T15:00:00Z') }, mail: { pollMs: 60_000 } },
    });
    const token = await server.adminToken();
    const { body } = await server.graphql(
      SAVE_BUSINESS_PROFILE,
      { input: buildBusinessProfile({ name: 'Gulf "Coast"; (Plumbing): <billing@evil.example>', email: 'office@gulfcoast.example' }) },
      token,
    );
    expect(body.errors).toBeUndefined();
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it('is the business e-mail, with the business name shown as its name however the name is written', async () => {
    expect(
      (await server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment() }, undefined, { 'x-forwarded-for': '10.6.0.1' })).body.data
        .requestAppointment.success,
    ).toBe(true);
    await smtp.waitFor(2);
    for (const [index, mail] of smtp.messages.entries()) {
      expect(mail.from?.value).toEqual([{ name: 'Gulf "Coast"; (Plumbing): <billing@evil.example>', address: 'office@gulfcoast.example' }]);
      expect(smtp.envelopes[index].from).toBe('office@gulfcoast.example');
    }
  });
});
