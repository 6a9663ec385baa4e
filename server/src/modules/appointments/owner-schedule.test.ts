import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import type { SmtpCatcher } from '@plumbing/test-support';
import { buildAppointment, buildAppointmentSettings, halfHours } from '../../../test/factories';
import {
  ASSIGN_APPOINTMENT_CREW,
  AVAILABILITY,
  CALENDAR_JOBS,
  CREATE_PHONE_JOB,
  JOB_STARTS,
  MOVE_APPOINTMENT,
  REQUEST_APPOINTMENT,
  SAVE_APPOINTMENT_SETTINGS,
  SET_APPOINTMENT_STATUS,
} from '../../../test/operations';
import { startServerWithMail } from '../../../test/server-with-mail';
import type { TestServer } from '../../../test/test-server';

// Monday 2026-03-02, 10:00 in New York; Tuesday 2026-03-10 is inside the window (EDT: 9:00 AM is 13:00 UTC).
const NOW = new Date('2026-03-02T15:00:00Z');
const at = (time: string, date = '2026-03-10') => new Date(`${date}T${time}:00.000Z`).toISOString();

/** The event of an invitation attached to `mail`: its sequence, start, end and status. */
function invitationOf(mail: ParsedMail) {
  const ics = mail.attachments.find((attachment) => attachment.filename === 'appointment.ics')!.content.toString();
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
  return { sequence: event.sequence, start: event.startDate.toJSDate().toISOString(), end: event.endDate.toJSDate().toISOString() };
}

describe("the owner's calendar (issue #50)", () => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let token: string;
  const owner = <T>(operation: Parameters<TestServer['graphql']>[0], variables: Record<string, unknown>) =>
    server.graphql(operation, variables, token).then((answer) => answer.body as { data: T; errors?: Array<{ message: string }> });
  const mailsTo = async (to: string, count: number) => {
    await smtp.waitFor(count);
    return smtp.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === to);
  };

  beforeEach(async () => {
    ({ server, smtp, token } = await startServerWithMail(() => NOW));
    await server.graphql(
      SAVE_APPOINTMENT_SETTINGS,
      {
        input: buildAppointmentSettings({
          crews: [
            { id: 1, name: 'Mike' },
            { id: 2, name: 'Van 2' },
          ],
        }),
      },
      token,
    );
  });
  afterEach(async () => {
    await server.close();
    await smtp.stop();
  });

  it('takes a job by phone: confirmed at once, holding its crew, e-mailed only when an e-mail is given', async () => {
    const silent = await owner<{
      createPhoneJob: { appointment: { status: string; bookedBy: string; crew: number; durationMinutes: number }; emailSent: boolean };
    }>(CREATE_PHONE_JOB, {
      input: {
        customerName: 'Walt Walker',
        customerPhone: '813 555 0190',
        serviceType: 'installation',
        startsAt: at('13:00'),
        note: 'Water heater in the garage',
      },
    });
    expect(silent.data.createPhoneJob).toMatchObject({
      appointment: { status: 'confirmed', bookedBy: 'owner', crew: 1, durationMinutes: 240 },
      emailSent: false,
    });
    const mailed = await owner<{ createPhoneJob: { appointment: { crew: number }; emailSent: boolean } }>(CREATE_PHONE_JOB, {
      input: {
        customerName: 'Ana Ruiz',
        customerPhone: '(813) 555-0191',
        customerEmail: 'Ana@Example.com',
        serviceType: 'repair',
        startsAt: at('14:00'),
        locale: 'es',
      },
    });
    expect(mailed.data.createPhoneJob).toMatchObject({ appointment: { crew: 2 }, emailSent: true });
    const [confirmation] = await mailsTo('ana@example.com', 1);
    expect(confirmation.subject).toBe('Su cita está confirmada: martes 10 de marzo a las 10 a. m. (hora del Este)');
    expect(invitationOf(confirmation)).toEqual({ sequence: 0, start: at('14:00'), end: at('16:00') });
    expect(smtp.messages).toHaveLength(1); // Walt gave no e-mail: nothing went to anyone

    // Both crews are out that morning: the website offers no time a repair would overlap.
    const day = (await server.graphql(AVAILABILITY, { date: '2026-03-10', serviceType: 'repair' })).body.data.availability;
    expect(day.slots.filter((slot) => slot.available).map((slot) => slot.time)).toEqual(halfHours('12:30', '15:00'));
    const website = await server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment({ preferredDate: at('14:30') }) });
    expect(website.body.data.requestAppointment.code).toBe('SLOT_TAKEN');

    // A time no crew is free for, or a closed day, is refused.
    const refused = await owner(CREATE_PHONE_JOB, {
      input: { customerName: 'X', customerPhone: '8135550100', serviceType: 'repair', startsAt: at('13:30') },
    });
    expect(refused.errors?.[0]?.message).toBe('Another active appointment already holds that time.');
    const sunday = await owner(CREATE_PHONE_JOB, {
      input: { customerName: 'X', customerPhone: '8135550100', serviceType: 'repair', startsAt: at('13:00', '2026-03-08') },
    });
    expect(sunday.errors?.[0]?.message).toBe('That time cannot be booked. Please choose another time.');
  });

  it("offers the owner the free times of a crew, the moved job not standing in its own way, and moves it: the customer's invitation follows", async () => {
    const request = await server.graphql(REQUEST_APPOINTMENT, {
      input: buildAppointment({ customerEmail: 'dana@example.com', preferredDate: at('13:30') }),
    });
    expect(request.body.data.requestAppointment.success).toBe(true);
    const [job] = (
      await owner<{ calendarJobs: Array<{ id: string; crew: number }> }>(CALENDAR_JOBS, {
        from: at('00:00'),
        to: at('00:00', '2026-03-11'),
      })
    ).data.calendarJobs;
    expect(job.crew).toBe(1);
    await server.graphql(SET_APPOINTMENT_STATUS, { id: job.id, status: 'confirmed' }, token);
    await mailsTo('dana@example.com', 2);

    const free = async (variables: Record<string, unknown>) =>
      (
        await owner<{ jobStarts: { slots: Array<{ time: string; available: boolean }> } }>(JOB_STARTS, {
          date: '2026-03-10',
          serviceType: 'repair',
          ...variables,
        })
      ).data.jobStarts.slots
        .filter((slot) => !slot.available)
        .map((slot) => slot.time);
    // Crew 1 is out 9:30-11:30 and the drive; crew 2 is free all day; the job itself may move anywhere on its crew's day.
    expect(await free({ crew: 1 })).toEqual([...halfHours('09:00', '11:30'), ...halfHours('15:30', '17:00')]);
    expect(await free({ crew: 2 })).toEqual(halfHours('15:30', '17:00'));
    expect(await free({ crew: 1, appointmentId: job.id })).toEqual(halfHours('15:30', '17:00'));

    const moved = await owner<{
      moveAppointment: { appointment: { preferredDate: string; crew: number; status: string }; emailSent: boolean };
    }>(MOVE_APPOINTMENT, {
      id: job.id,
      startsAt: at('18:00'),
    });
    expect(moved.data.moveAppointment).toMatchObject({
      appointment: { preferredDate: at('18:00'), crew: 1, status: 'confirmed' },
      emailSent: true,
    });
    const notice = (await mailsTo('dana@example.com', 3))[2];
    expect(notice.subject).toBe('Your appointment is moved to Tue, Mar 10, 2026, 2:00 PM ET');
    expect(notice.text).toContain('We had to move your appointment with');
    expect(notice.text).toContain('from Tue, Mar 10, 2026, 9:30 AM ET to Tue, Mar 10, 2026, 2:00 PM ET');
    expect(invitationOf(notice)).toEqual({ sequence: 1, start: at('18:00'), end: at('20:00') });

    // Another crew at the same time tells nobody; a crew that is out then is refused.
    expect(
      (await owner<{ assignAppointmentCrew: { crew: number } }>(ASSIGN_APPOINTMENT_CREW, { id: job.id, crew: 2 })).data
        .assignAppointmentCrew.crew,
    ).toBe(2);
    await owner(CREATE_PHONE_JOB, {
      input: { customerName: 'Walt', customerPhone: '8135550190', serviceType: 'inspection', startsAt: at('18:30'), crew: 1 },
    });
    const busy = await owner(ASSIGN_APPOINTMENT_CREW, { id: job.id, crew: 1 });
    expect(busy.errors?.[0]?.message).toBe('Another active appointment already holds that time.');
    expect(await owner(ASSIGN_APPOINTMENT_CREW, { id: job.id, crew: 7 })).toMatchObject({ errors: [{ message: 'There is no crew 7' }] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === 'dana@example.com')).toHaveLength(3);
  });

  it("is the owner's alone: the calendar's reads and writes need the owner's token, and ranges are bounded", async () => {
    expect(
      (await server.graphql(CALENDAR_JOBS, { from: at('00:00'), to: at('00:00', '2026-03-11') })).body.errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect((await server.graphql(JOB_STARTS, { date: '2026-03-10', serviceType: 'repair' })).body.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const tooLong = await owner(CALENDAR_JOBS, { from: at('00:00'), to: at('00:00', '2026-06-10') });
    expect(tooLong.errors?.[0]?.message).toBe('Ask for a range that ends after it starts, at most 62 days long');
  });
});
