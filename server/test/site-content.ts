import { buildAppointment, buildAppointmentSettings, buildContactMessage, buildPage, separateSlot } from './factories';
import {
  APPOINTMENTS,
  REQUEST_APPOINTMENT,
  SAVE_APPOINTMENT_SETTINGS,
  SAVE_PAGE,
  SAVE_PAGE_DRAFT,
  SAVE_SEO_SETTINGS,
  SEND_CONTACT_MESSAGE,
  SET_APPOINTMENT_STATUS,
  SET_CONTACT_MESSAGE_HANDLED,
  CONTACT_MESSAGES,
} from './operations';
import type { TestServer } from './test-server';

/** The clock a server filled by `fillSite` runs on (overrides.appointments.now): Monday 2026-03-02, 10:00 in New York. */
export const SITE_CONTENT_NOW = new Date('2026-03-02T15:00:00Z');
const STATUSES = ['pending', 'confirmed', 'rejected', 'completed', 'cancelled'];

/**
 * A site with something of everything: content pages (one renamed, so a slug redirect, with revisions and a draft), the sample
 * projects with their photos, appointments in every status with their e-mails in the outbox,
 * contact messages (one handled), scheduling and SEO settings, the admin. Through the API, as the
 * owner and visitors make them.
 */
export async function fillSite(server: TestServer, token: string): Promise<void> {
  const { services } = server.app;
  await services.pages.seedExample();
  await services.projects.seedSamples();
  const page = (await server.graphql(SAVE_PAGE, { input: buildPage({ title: 'Drain cleaning', slug: 'drains' }) }, token)).body.data
    .savePage;
  await server.graphql(SAVE_PAGE, { input: buildPage({ id: page.id, title: 'Drain cleaning', slug: 'drain-cleaning' }) }, token);
  // Its next words as a draft beside what visitors read (issue #52).
  const draft = buildPage({ id: page.id, title: 'Drain cleaning', slug: 'drain-cleaning', content: '<p>Same-day drain cleaning.</p>' });
  await server.graphql(SAVE_PAGE_DRAFT, { input: draft }, token);
  await server.graphql(SAVE_APPOINTMENT_SETTINGS, { input: buildAppointmentSettings({ availableDays: [1, 2, 3, 4, 5, 6] }) }, token);
  await server.graphql(
    SAVE_SEO_SETTINGS,
    { input: { title: 'Tampa plumbers', description: 'Pipes, heaters, drains', keywords: ['plumber', 'tampa'] } },
    token,
  );

  // Each on a day of its own: no two repairs hold the one crew at once (issue #50).
  for (const [index, status] of STATUSES.entries()) {
    const input = buildAppointment({
      customerName: `Customer ${status}`,
      customerEmail: `${status}@example.com`,
      preferredDate: separateSlot(index),
    });
    const booked = await server.graphql(REQUEST_APPOINTMENT, { input }, undefined, { 'x-forwarded-for': `10.0.1.${index}` });
    if (!booked.body.data?.requestAppointment.success) throw new Error(`booking failed: ${JSON.stringify(booked.body)}`);
  }
  for (const appointment of (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments) {
    const status = STATUSES.find((s) => appointment.customerEmail.startsWith(s))!;
    if (status === 'completed') await server.graphql(SET_APPOINTMENT_STATUS, { id: appointment.id, status: 'confirmed' }, token);
    if (status !== 'pending') await server.graphql(SET_APPOINTMENT_STATUS, { id: appointment.id, status }, token);
  }

  for (const [index, name] of ['Ana Lopez', 'Ben Carter'].entries()) {
    await server.graphql(SEND_CONTACT_MESSAGE, { input: buildContactMessage({ name }) }, undefined, {
      'x-forwarded-for': `10.0.2.${index}`,
    });
  }
  const [first] = (await server.graphql(CONTACT_MESSAGES, {}, token)).body.data.contactMessages;
  await server.graphql(SET_CONTACT_MESSAGE_HANDLED, { id: first.id, handled: true }, token);
}
