import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { AppointmentMessages, OwnerNoticeMessages, SAMPLE_BUSINESS } from '@plumbing/shared';
import type { SmtpCatcher } from '@plumbing/test-support';
import { BOOKABLE_SLOT, buildAppointment } from '../../../test/factories';
import {
  APPOINTMENTS,
  AVAILABILITY,
  BOOK_PROPOSED_TIME_BY_TOKEN,
  CREATE_PHONE_JOB,
  HELD_TIMES,
  PROPOSALS_BY_TOKEN,
  REQUEST_APPOINTMENT,
  SET_APPOINTMENT_STATUS,
  SET_APPOINTMENT_STATUS_WITH_NOTE,
} from '../../../test/operations';
import { mailsTo as mailsToCatcher, OFFICE_EMAIL, startServerWithMail } from '../../../test/server-with-mail';
import type { TestServer } from '../../../test/test-server';

// Monday 2026-03-02, 10:00 in New York; the request is Tuesday 2026-03-10, 9:30 AM EDT (a 2-hour repair, one crew).
const NOW = new Date('2026-03-02T15:00:00Z');
const HOUR = 3_600_000;
const WEDNESDAY_9 = '2026-03-11T13:00:00.000Z';
const THURSDAY_2PM = '2026-03-12T18:00:00.000Z';
const { phone: PHONE } = SAMPLE_BUSINESS;

/** The event of the invitation attached to `mail`: its method, sequence and start. */
function invitationOf(mail: ParsedMail) {
  const ics = mail.attachments.find((attachment) => attachment.filename === 'appointment.ics')?.content.toString();
  if (!ics) return null;
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), sequence: event.sequence, start: event.startDate.toJSDate().toISOString() };
}

/** The buttons of an e-mail's HTML: each label and where it goes. */
const buttonsIn = (mail: ParsedMail) =>
  [...String(mail.html).matchAll(/<a href="([^"]+)" style="display:inline-block[^"]*">([^<]+)<\/a>/g)].map(([, href, label]) => ({
    label,
    url: new URL(href.replaceAll('&amp;', '&')),
  }));

describe("what the owner's changes tell the customer (issue #50)", () => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let token: string;
  let now: Date;

  beforeEach(async () => {
    now = NOW;
    ({ server, smtp, token } = await startServerWithMail(() => now));
  });
  afterEach(async () => {
    await server.close();
    await smtp.stop();
  });

  const mailsTo = (to: string, count: number) => mailsToCatcher(smtp, to, count);
  /** Books the request of `email` and answers its id. */
  async function request(email: string, overrides: Record<string, unknown> = {}): Promise<string> {
    const answer = await server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment({ customerEmail: email, ...overrides }) });
    expect(answer.body.data.requestAppointment).toMatchObject({ success: true });
    const appointments = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    return appointments.find((appointment) => appointment.customerEmail === email)!.id;
  }
  const withNote = (id: string, status: string, note: { reason?: string; proposedTimes?: string[] }) =>
    server.graphql(SET_APPOINTMENT_STATUS_WITH_NOTE, { id, status, note }, token);
  // Asked as the owner: a public read may be served from the response cache, which a moved clock does not empty.
  const free = async (startsAt: string, serviceType = 'repair') =>
    (await server.graphql(AVAILABILITY, { date: startsAt.slice(0, 10), serviceType }, token)).body.data.availability.slots.find(
      (slot) => slot.startsAt === startsAt,
    )!.available;
  const proposalsOf = async (manageToken: string) =>
    (await server.graphql(PROPOSALS_BY_TOKEN, { token: manageToken })).body.data.appointmentByToken;
  const book = async (manageToken: string, startsAt: string) =>
    (await server.graphql(BOOK_PROPOSED_TIME_BY_TOKEN, { token: manageToken, startsAt })).body.data.bookProposedTimeByToken;

  it('rejects with a reason and two times in Spanish: each button opens the manage page, and one tap there books that time, confirmed', async () => {
    const id = await request('ana@example.com', { locale: 'es' });
    await mailsTo('ana@example.com', 1);
    const rejected = await withNote(id, 'rejected', {
      reason: 'Ese martes el equipo está fuera de la ciudad.',
      proposedTimes: [THURSDAY_2PM, WEDNESDAY_9],
    });
    expect(rejected.body.data.setAppointmentStatus).toMatchObject({ appointment: { status: 'rejected' }, emailSent: true });

    const [, mail] = await mailsTo('ana@example.com', 2);
    expect(mail.subject).toBe('¿Podemos ir en otro horario? Sobre su solicitud del martes 10 de marzo a las 9:30 a. m. (hora del Este)');
    expect(mail.text).toContain(
      'Lo sentimos: no podemos aceptar su solicitud de cita para el martes 10 de marzo a las 9:30 a. m. (hora del Este).',
    );
    expect(mail.text).toContain('Nuestra nota: Ese martes el equipo está fuera de la ciudad.');
    expect(mail.text).toContain('se los estamos guardando hasta el miércoles 4 de marzo a las 10 a. m. (hora del Este)');
    expect(mail.text).toContain(`Si ninguno le conviene, llámenos al ${PHONE}`);
    const buttons = buttonsIn(mail);
    expect(buttons.map((button) => button.label)).toEqual([
      'miércoles 11 de marzo a las 9 a. m. (hora del Este)',
      'jueves 12 de marzo a las 2 p. m. (hora del Este)',
    ]);
    expect(buttons.map((button) => button.url.searchParams.get('time'))).toEqual([WEDNESDAY_9, THURSDAY_2PM]);
    // One manage link, its page in Spanish; opening it (as a link scanner would) changes nothing.
    const [{ url }] = buttons;
    expect(url.pathname).toMatch(/^\/es\/citas\/[\w-]{43}$/);
    expect(new Set(buttons.map((button) => button.url.pathname)).size).toBe(1);
    const page = await fetch(`${server.url}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="es">');
    const manageToken = url.pathname.split('/').pop()!;
    expect(await proposalsOf(manageToken)).toEqual({
      status: 'rejected',
      startsAt: BOOKABLE_SLOT,
      proposals: [WEDNESDAY_9, THURSDAY_2PM].map((startsAt) => ({ startsAt, heldUntil: '2026-03-04T15:00:00.000Z', held: true })),
    });

    // Held for her: nobody else books them, not even the owner by phone.
    expect([await free(WEDNESDAY_9), await free(THURSDAY_2PM)]).toEqual([false, false]);
    const rival = await server.graphql(REQUEST_APPOINTMENT, {
      input: buildAppointment({ customerEmail: 'rival@example.com', preferredDate: WEDNESDAY_9 }),
    });
    expect(rival.body.data.requestAppointment.code).toBe('SLOT_TAKEN');
    const byPhone = await server.graphql(
      CREATE_PHONE_JOB,
      { input: { customerName: 'Walt', customerPhone: '8135550190', serviceType: 'repair', startsAt: THURSDAY_2PM } },
      token,
    );
    expect(byPhone.body.errors?.[0]?.message).toBe(AppointmentMessages.slotHeldByAnother);

    // One tap on the page: confirmed at once, with the confirmation and its invitation; the other time is free again.
    expect(await book(manageToken, WEDNESDAY_9)).toMatchObject({
      success: true,
      appointment: { status: 'confirmed', startsAt: WEDNESDAY_9, canChange: true },
    });
    const [, , confirmation] = await mailsTo('ana@example.com', 3);
    expect(confirmation.subject).toBe('Su cita está confirmada: miércoles 11 de marzo a las 9 a. m. (hora del Este)');
    expect(invitationOf(confirmation)).toEqual({ method: 'PUBLISH', sequence: 0, start: WEDNESDAY_9 });
    const alert = (await mailsTo(OFFICE_EMAIL, 2))[1];
    expect(alert.subject).toBe('Booked a time you proposed: Dana Rivera, Wed, Mar 11, 2026, 9:00 AM ET');
    expect([await free(WEDNESDAY_9), await free(THURSDAY_2PM)]).toEqual([false, true]);
    expect((await proposalsOf(manageToken))?.proposals).toEqual([]);
    // The other button, tapped after: no longer held, said with the phone.
    expect(await book(manageToken, THURSDAY_2PM)).toMatchObject({
      success: false,
      code: 'PROPOSAL_GONE',
      error: AppointmentMessages.proposalGone(PHONE),
      appointment: { status: 'confirmed', startsAt: WEDNESDAY_9 },
    });
  });

  it('holds a proposed time for 48 hours: after that it is bookable by others and refused to the customer, with the phone', async () => {
    const id = await request('dana@example.com');
    await withNote(id, 'rejected', { proposedTimes: [WEDNESDAY_9] });
    const [, mail] = await mailsTo('dana@example.com', 2);
    expect(mail.subject).toBe('Can we come at another time? About your request for Tue, Mar 10, 2026, 9:30 AM ET');
    expect(mail.text).toContain(
      'We can come at one of these times instead, and we are holding them for you until Wed, Mar 4, 2026, 10:00 AM ET.',
    );
    expect(mail.text).not.toContain('Our note');
    const [{ label, url }] = buttonsIn(mail);
    expect(label).toBe('Wed, Mar 11, 2026, 9:00 AM ET');
    // The plain-text part carries the same link.
    expect(mail.text).toContain(`- Wed, Mar 11, 2026, 9:00 AM ET: ${url.href}`);
    const manageToken = url.pathname.split('/').pop()!;

    // The owner's calendar draws it in its crew's column, named for whom it is held; the public is refused it.
    const week = { from: '2026-03-08T05:00:00.000Z', to: '2026-03-15T04:00:00.000Z' };
    const held = [
      {
        appointmentId: id,
        customerName: 'Dana Rivera',
        startsAt: WEDNESDAY_9,
        endsAt: '2026-03-11T15:00:00.000Z',
        crew: 1,
        heldUntil: '2026-03-04T15:00:00.000Z',
      },
    ];
    expect((await server.graphql(HELD_TIMES, week, token)).body.data.heldTimes).toEqual(held);
    expect((await server.graphql(HELD_TIMES, week)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    now = new Date(NOW.getTime() + 48 * HOUR - 60_000);
    expect(await free(WEDNESDAY_9)).toBe(false);
    expect((await server.graphql(HELD_TIMES, week, token)).body.data.heldTimes).toEqual(held);
    now = new Date(NOW.getTime() + 48 * HOUR);
    expect(await free(WEDNESDAY_9)).toBe(true);
    expect((await server.graphql(HELD_TIMES, week, token)).body.data.heldTimes).toEqual([]);
    expect((await proposalsOf(manageToken))?.proposals).toEqual([
      { startsAt: WEDNESDAY_9, heldUntil: '2026-03-04T15:00:00.000Z', held: false },
    ]);
    const other = await server.graphql(REQUEST_APPOINTMENT, {
      input: buildAppointment({ customerEmail: 'sam@example.com', preferredDate: WEDNESDAY_9 }),
    });
    expect(other.body.data.requestAppointment.success).toBe(true);
    expect(await book(manageToken, WEDNESDAY_9)).toMatchObject({
      success: false,
      code: 'PROPOSAL_EXPIRED',
      error: AppointmentMessages.proposalExpired(PHONE),
      appointment: { status: 'rejected' },
    });
  });

  it('refuses a held time the customer picks once it was taken (a busy time of the owner), in plain words with the phone', async () => {
    const id = await request('dana@example.com');
    await withNote(id, 'rejected', { proposedTimes: [WEDNESDAY_9] });
    const [{ url }] = buttonsIn((await mailsTo('dana@example.com', 2))[1]);
    await server.app.services.busyTimes.replace('feed:test', [
      { startsAt: new Date(WEDNESDAY_9), endsAt: new Date(Date.parse(WEDNESDAY_9) + HOUR), crew: null },
    ]);
    expect(await book(url.pathname.split('/').pop()!, WEDNESDAY_9)).toMatchObject({
      success: false,
      code: 'PROPOSAL_GONE',
      error: `That time is no longer held for you. Please call us at ${PHONE} to find another time.`,
    });
  });

  it('refuses proposed times that are not free, too many, twice, or with another status, naming the one at fault', async () => {
    const held = await request('dana@example.com');
    const other = await request('sam@example.com', { preferredDate: THURSDAY_2PM });
    /** The server's refusal: the service's words, or the input's (class-validator's constraint). */
    const refusal = async (status: string, note: { reason?: string; proposedTimes?: string[] }) => {
      const [error] = (await withNote(held, status, note)).body.errors ?? [];
      const invalid = error?.extensions?.validationErrors as Array<{ constraints: Record<string, string> }> | undefined;
      return invalid ? Object.values(invalid[0].constraints).join(' ') : error?.message;
    };
    expect(await refusal('rejected', { proposedTimes: [WEDNESDAY_9, THURSDAY_2PM] })).toBe(
      OwnerNoticeMessages.timeNotFree('Thu, Mar 12, 2026, 2:00 PM ET'),
    );
    expect(await refusal('rejected', { proposedTimes: ['2026-03-08T14:00:00.000Z'] })).toBe(
      OwnerNoticeMessages.timeNotFree('Sun, Mar 8, 2026, 10:00 AM ET'),
    );
    expect(await refusal('rejected', { proposedTimes: [WEDNESDAY_9, WEDNESDAY_9] })).toBe(OwnerNoticeMessages.timesTwice);
    expect(
      await refusal('rejected', {
        proposedTimes: ['2026-03-11T13:00:00Z', '2026-03-16T13:00:00Z', '2026-03-17T13:00:00Z', '2026-03-18T13:00:00Z'],
      }),
    ).toBe(OwnerNoticeMessages.tooManyTimes);
    expect(await refusal('confirmed', { proposedTimes: [WEDNESDAY_9] })).toBe(OwnerNoticeMessages.timesOnlyOnReject);
    expect(await refusal('completed', { reason: 'Done' })).toBe(OwnerNoticeMessages.reasonOnlyOnRejectOrCancel);
    expect(await refusal('rejected', { reason: 'x'.repeat(501) })).toBe(OwnerNoticeMessages.reasonTooLong);
    // Nothing was held or changed by a refused rejection.
    expect(await free(WEDNESDAY_9)).toBe(true);
    const statuses = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments.map((a) => [a.id, a.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [held, 'pending'],
        [other, 'pending'],
      ]),
    );
    // A later change of the request lets the times of its rejection go.
    await withNote(held, 'rejected', { proposedTimes: [WEDNESDAY_9] });
    expect(await free(WEDNESDAY_9)).toBe(false);
    await server.graphql(SET_APPOINTMENT_STATUS, { id: held, status: 'cancelled' }, token);
    expect(await free(WEDNESDAY_9)).toBe(true);
  });

  it('cancels with a reason: the customer holding the invitation gets METHOD:CANCEL, the phone and the reason, in their language', async () => {
    const confirmedId = await request('dana@example.com');
    await server.graphql(SET_APPOINTMENT_STATUS, { id: confirmedId, status: 'confirmed' }, token);
    const [, confirmation] = await mailsTo('dana@example.com', 2);
    expect(invitationOf(confirmation)).toMatchObject({ method: 'PUBLISH', sequence: 0 });
    const cancelled = await withNote(confirmedId, 'cancelled', { reason: 'Our van broke down.' });
    expect(cancelled.body.data.setAppointmentStatus).toMatchObject({ appointment: { status: 'cancelled' }, emailSent: true });
    const [, , notice] = await mailsTo('dana@example.com', 3);
    expect(notice.subject).toBe('Your appointment for Tue, Mar 10, 2026, 9:30 AM ET is cancelled');
    expect(notice.text).toContain(
      'We are sorry: we had to cancel your appointment with Gulf Coast Plumbing & Renovation for Tue, Mar 10, 2026, 9:30 AM ET. The attached update removes it from your calendar.',
    );
    expect(notice.text).toContain('Our note: Our van broke down.');
    expect(notice.text).toContain(`Please call us at ${PHONE} and we will find another time with you.`);
    expect(invitationOf(notice)).toEqual({ method: 'CANCEL', sequence: 1, start: BOOKABLE_SLOT });
    expect(await free(BOOKABLE_SLOT)).toBe(true);

    // A request still waiting, in Spanish, without an invitation to remove.
    const pendingId = await request('ana@example.com', { locale: 'es', preferredDate: WEDNESDAY_9 });
    await mailsTo('ana@example.com', 1);
    await withNote(pendingId, 'cancelled', { reason: 'Se nos dañó la camioneta.' });
    const [, spanish] = await mailsTo('ana@example.com', 2);
    expect(spanish.subject).toBe('Su cita del miércoles 11 de marzo a las 9 a. m. (hora del Este) está cancelada');
    expect(spanish.text).toContain(
      'Lo sentimos: tuvimos que cancelar su cita con Gulf Coast Plumbing & Renovation del miércoles 11 de marzo a las 9 a. m. (hora del Este).',
    );
    expect(spanish.text).toContain('Nuestra nota: Se nos dañó la camioneta.');
    expect(spanish.text).toContain(`Llámenos al ${PHONE}`);
    expect(invitationOf(spanish)).toBeNull();
  });
});
