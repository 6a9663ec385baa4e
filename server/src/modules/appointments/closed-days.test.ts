import ICAL from 'ical.js';
import { AppointmentMessages, OwnerNoticeMessages } from '@plumbing/shared';
import type { SmtpCatcher } from '@plumbing/test-support';
import { BOOKABLE_SLOT, buildAppointment, buildAppointmentSettings, buildBusinessProfile } from '../../../test/factories';
import {
  APPOINTMENTS,
  CLOSED_DAY,
  JOBS_ON_DATES,
  REQUEST_APPOINTMENT_CONFIRMED,
  SAVE_BUSINESS_PROFILE,
  SET_APPOINTMENT_STATUS,
} from '../../../test/operations';
import { mailsIn, OFFICE_EMAIL, startServerWithMail } from '../../../test/server-with-mail';
import type { TestServer } from '../../../test/test-server';
import { DEFAULT_APPOINTMENT_SETTINGS } from './appointment-settings';

// Monday 2026-03-02, 10:00 in New York.
const NOW = new Date('2026-03-02T15:00:00Z');
const at = (date: string) => `${date}T13:00:00.000Z`; // 9:00 AM EDT

describe("the owner's days off over booked jobs, and the services confirmed at once (issue #50)", () => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let token: string;

  beforeEach(async () => {
    ({ server, smtp, token } = await startServerWithMail(() => NOW));
  });
  afterEach(async () => {
    await server.close();
    await smtp.stop();
  });

  async function request(email: string, preferredDate: string, serviceType = 'repair') {
    const answer = await server.graphql(REQUEST_APPOINTMENT_CONFIRMED, {
      input: buildAppointment({ customerEmail: email, preferredDate, serviceType }),
    });
    expect(answer.body.data.requestAppointment.success).toBe(true);
    const appointments = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    return { id: appointments.find((appointment) => appointment.customerEmail === email)!.id, ...answer.body.data.requestAppointment };
  }

  it('lists the active jobs a closure being saved falls on, and says why a job’s day is closed', async () => {
    const tuesday = await request('tue@example.com', at('2026-03-10'));
    const wednesday = await request('wed@example.com', at('2026-03-11'));
    const thursday = await request('thu@example.com', at('2026-03-12'));
    await request('fri@example.com', at('2026-03-13'));
    await server.graphql(SET_APPOINTMENT_STATUS, { id: wednesday.id, status: 'confirmed' }, token);
    await server.graphql(SET_APPOINTMENT_STATUS, { id: thursday.id, status: 'cancelled' }, token);

    const jobs = await server.graphql(JOBS_ON_DATES, { dates: ['2026-03-12', '2026-03-11', '2026-03-10'] }, token);
    expect(jobs.body.data.jobsOnDates.map((job) => [job.id, job.status])).toEqual([
      [tuesday.id, 'pending'],
      [wednesday.id, 'confirmed'],
    ]);
    expect((await server.graphql(JOBS_ON_DATES, { dates: ['2026-02-30'] }, token)).body.errors?.[0]?.message).toBe(
      AppointmentMessages.invalidDate,
    );
    const tooMany = Array.from({ length: 401 }, () => '2026-03-10');
    expect((await server.graphql(JOBS_ON_DATES, { dates: tooMany }, token)).body.errors?.[0]?.message).toBe(
      OwnerNoticeMessages.tooManyDates,
    );
    // The owner's own: the public reads nothing of it.
    expect((await server.graphql(JOBS_ON_DATES, { dates: ['2026-03-10'] })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const profile = await server.graphql(
      SAVE_BUSINESS_PROFILE,
      { input: buildBusinessProfile({ closures: [{ name: 'Plumbers’ convention', from: '2026-03-10', to: '2026-03-10' }] }) },
      token,
    );
    expect(profile.body.errors).toBeUndefined();
    const closed = async (date: string) => (await server.graphql(CLOSED_DAY, { date }, token)).body.data.closedDay;
    expect(await closed('2026-03-10')).toBe('You are closed that day (Plumbers’ convention).');
    expect(await closed('2026-03-08')).toBe('You do not take jobs on that weekday.');
    expect(await closed('2026-03-13')).toBeNull();
    // Far outside the booking window, the owner's days still count.
    expect(await closed('2027-01-04')).toBeNull();
  });

  it('confirms a booking of a service the owner confirms at once: the receipt is the confirmation, with the invitation and the reminder', async () => {
    const services = DEFAULT_APPOINTMENT_SETTINGS.services.map((rule) => ({ ...rule, confirmAtOnce: rule.serviceType === 'repair' }));
    const saved = await server.graphql(
      'mutation ($input: AppointmentSettingsInput!) { saveAppointmentSettings(input: $input) { services { serviceType confirmAtOnce } } }',
      { input: buildAppointmentSettings({ services }) },
      token,
    );
    expect(saved.body.data.saveAppointmentSettings.services).toContainEqual({ serviceType: 'repair', confirmAtOnce: true });

    const repair = await request('dana@example.com', BOOKABLE_SLOT);
    expect(repair.confirmed).toBe(true);
    const inspection = await request('sam@example.com', at('2026-03-11'), 'inspection');
    expect(inspection.confirmed).toBe(false);
    await smtp.waitFor(4);
    const to = (address: string) => mailsIn(smtp, address);

    const [receipt] = to('dana@example.com');
    expect(receipt.subject).toBe('Your appointment is confirmed: Tue, Mar 10, 2026, 9:30 AM ET');
    const ics = receipt.attachments.find((attachment) => attachment.filename === 'appointment.ics')!.content.toString();
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect([event.startDate.toJSDate().toISOString(), event.sequence]).toEqual([BOOKABLE_SLOT, 0]);
    expect(to('sam@example.com')[0].subject).toBe('We received your appointment request for Wed, Mar 11, 2026, 9:00 AM ET');
    const [first, second] = to(OFFICE_EMAIL);
    expect(first.subject).toBe('New appointment, confirmed: Dana Rivera, Tue, Mar 10, 2026, 9:30 AM ET');
    expect(first.text).toContain('It is confirmed, as your rule for this service says');
    expect(second.subject).toBe('New appointment request: Dana Rivera, Wed, Mar 11, 2026, 9:00 AM ET');

    const appointments = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    const confirmed = appointments.find((appointment) => appointment.id === repair.id)!;
    expect(confirmed.status).toBe('confirmed');
    // The reminder waits for its day.
    expect(confirmed.emails.map((email) => [email.kind, email.status]).sort()).toEqual([
      ['appointment-alert', 'sent'],
      ['appointment-confirmed', 'sent'],
      ['appointment-reminder', 'pending'],
    ]);
    expect(appointments.find((appointment) => appointment.id === inspection.id)!.status).toBe('pending');
  });

  it('reads a service rule stored before the choice existed as waiting for the owner', async () => {
    const { services } = DEFAULT_APPOINTMENT_SETTINGS;
    await server.app.services.db.query(`INSERT INTO setting (key, value) VALUES ('appointment_settings', $1)`, [
      JSON.stringify({ services: services.map(({ serviceType, minutes, bookableOnline }) => ({ serviceType, minutes, bookableOnline })) }),
    ]);
    const read = await server.graphql('{ appointmentSettings { services { confirmAtOnce } } }');
    expect(read.body.data.appointmentSettings.services).toEqual(services.map(() => ({ confirmAtOnce: false })));
  });
});
