// Issue #51, the customer's side, on a fresh install as a new owner leaves it (no SMTP_URL, no area
// page published) and on a 375 px phone: what stays after a booking, fields a check brings into
// view under the sticky top bar, and /service-areas before any area has a page.
import fs from 'node:fs';
import ICAL from 'ical.js';
import type { Locator, Page } from 'playwright-core';
import { inView, nextBookableDate, openSite, PHONE, saveScreenshot, type Site } from './browser';

/** The weekday after `date`. */
function weekdayAfter(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

/** 'Wednesday, December 2' / 'miércoles 2 de diciembre', as Intl writes the day out (the page writes it itself). */
const dayInWords = (date: string, locale: 'en-US' | 'es-US') =>
  new Date(`${date}T12:00:00Z`)
    .toLocaleDateString(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })
    .replace(/^(\p{L}+), (\d)/u, '$1 $2');

/** The event of the calendar file the summary's link downloads, as a calendar app reads it (ical.js). */
async function downloadedEvent(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('appointment.ics');
  const event = new ICAL.Event(
    ICAL.Component.fromString(fs.readFileSync((await download.path())!, 'utf8')).getFirstSubcomponent('vevent')!,
  );
  return {
    uid: event.uid,
    summary: event.summary,
    location: event.location,
    start: event.startDate.toJSDate().toLocaleString('en-US', { timeZone: 'America/New_York' }),
    end: event.endDate.toJSDate().toLocaleString('en-US', { timeZone: 'America/New_York' }),
  };
}

describe('the customer on a new site at 375 px (issue #51)', () => {
  let site: Site;
  beforeAll(async () => (site = await openSite()));
  afterAll(() => site.close());
  afterEach(() => expect(site.pageErrors).toEqual([]));
  const date = nextBookableDate();
  let token: Promise<string> | undefined;
  /** The owner's token: the site is set up once, by whichever test needs it first. */
  const owner = () => (token ??= site.setUpOwner());

  it('books at /schedule: the banner says the office will call (no e-mail is set up), and a summary with a calendar file stays after it', async () => {
    const page = await site.page(PHONE);
    await page.goto('/schedule');
    await page.getByRole('heading', { name: 'Book Your Appointment' }).scrollIntoViewIfNeeded();
    await page.getByLabel('Full Name').fill('Dana Rivera');
    await page.getByLabel('Email Address').fill('dana.rivera@example.com');
    await page.getByLabel('Phone Number').fill('(813) 555-0120');
    await page.getByLabel('Service Type').selectOption('repair');
    await page.getByLabel('Preferred Date').fill(date);
    await page.getByText(dayInWords(date, 'en-US'), { exact: true }).waitFor();
    const time = page.getByLabel('Preferred Time');
    await time.locator('option', { hasText: /^9:00 AM$/ }).waitFor({ state: 'attached' });
    await time.selectOption({ label: '9:00 AM' });
    await page.getByLabel('Service Address').fill('12 Bayshore Blvd, Tampa');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();

    const banner = page.getByRole('status').filter({ hasText: 'Appointment Request Submitted Successfully!' });
    await banner
      .getByText(
        "We've received your appointment request. Our office will call you within 1 business hour to confirm your appointment. Questions meanwhile? Call us at (813) 555-0142.",
      )
      .waitFor();
    const summary = page.getByRole('region', { name: 'Your appointment request' });
    expect(await summary.locator('dd').allTextContents()).toEqual([
      'Repair Service',
      `${dayInWords(date, 'en-US')}, 9:00 AM – about 2 hours`,
      '12 Bayshore Blvd, Tampa',
    ]);
    await summary.getByText('Our office will call you to confirm it, within 1 business hour.').waitFor();
    expect(await summary.getByRole('link', { name: '(813) 555-0142' }).getAttribute('href')).toBe('tel:+18135550142');
    expect(await inView(page, banner)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, 'booking-success-375');

    const event = await downloadedEvent(page, summary.getByRole('link', { name: 'Add to calendar' }));
    const { appointments } = await site.graphql<{ appointments: Array<{ id: string }> }>('{ appointments { id } }', {}, await owner());
    expect(event).toEqual({
      // The UID the owner's confirmation will carry: the calendar updates this event then.
      uid: expect.stringMatching(new RegExp(`^${appointments[0].id}@`)),
      summary: 'Repair Service — Gulf Coast Plumbing & Renovation',
      location: '12 Bayshore Blvd, Tampa',
      start: `${new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC' })}, 9:00:00 AM`,
      end: `${new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC' })}, 11:00:00 AM`,
    });

    // The spec's 5 seconds: the banner goes, what was booked stays.
    await banner.waitFor({ state: 'detached' });
    expect(await summary.isVisible()).toBe(true);
    await saveScreenshot(page, 'booking-summary-after-banner-375');
    await page.context().close();
  });

  it('books at /es/agendar: the same in Spanish, the date said in words beside its field', async () => {
    const page = await site.page(PHONE);
    const day = weekdayAfter(date);
    await page.goto('/es/agendar');
    await page.getByRole('heading', { name: 'Agende su cita' }).scrollIntoViewIfNeeded();
    await page.getByLabel('Nombre completo').fill('Lucía Fernández');
    await page.getByLabel('Correo electrónico').fill('lucia.fernandez@example.com');
    await page.getByLabel('Número de teléfono').fill('(813) 555-0163');
    await page.getByLabel('Tipo de servicio').selectOption({ label: 'Reparación' });
    await page.getByLabel('Fecha preferida').fill(day);
    const words = page.getByText(dayInWords(day, 'es-US'), { exact: true });
    await words.waitFor();
    expect(await inView(page, words)).toBe(true);
    await saveScreenshot(page, 'spanish-booking-date-in-words-375');
    const time = page.getByLabel('Hora preferida');
    await time.locator('option', { hasText: /^9:00 a\. m\.$/ }).waitFor({ state: 'attached' });
    await time.selectOption({ label: '9:00 a. m.' });
    await page.getByRole('button', { name: 'Agendar cita' }).click();

    const banner = page.getByRole('status').filter({ hasText: '¡Su solicitud de cita se envió con éxito!' });
    await banner.getByText(/Nuestra oficina se comunicará con usted por teléfono en menos de 1 hora hábil/).waitFor();
    const summary = page.getByRole('region', { name: 'Su solicitud de cita' });
    expect(await summary.locator('dd').allTextContents()).toEqual(['Reparación', `${dayInWords(day, 'es-US')}, 9:00 a. m. – unas 2 horas`]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, 'spanish-booking-success-375');
    const event = await downloadedEvent(page, summary.getByRole('link', { name: 'Agregar al calendario' }));
    expect(event.summary).toBe('Reparación — Gulf Coast Plumbing & Renovation');
    expect(event.location).toBeNull();
    await page.context().close();
  });

  /** Sends `form`'s empty fields by its button: the first field's label must show below the top bar with the field. */
  async function sendEmpty(page: Page, button: string, field: string, message: string) {
    await page.getByRole('button', { name: button }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 300));
    await page.getByRole('button', { name: button }).click();
    const input = page.getByLabel(field, { exact: true });
    await page.waitForFunction((name) => document.activeElement?.getAttribute('name') === name, await input.getAttribute('name'));
    expect(await input.evaluate((node) => node.getAttribute('aria-invalid'))).toBe('true');
    const label = page.locator('label', { hasText: new RegExp(`^${field}$`) });
    expect([await inView(page, label), await inView(page, input)]).toEqual([true, true]);
    await page.getByText(message, { exact: true }).waitFor();
  }

  it("a required field a form's check jumps to shows with its label, not under the sticky top bar; the messages are the page's", async () => {
    const page = await site.page(PHONE);
    await page.goto('/contact');
    await sendEmpty(page, 'Send Message', 'Full Name', 'Name is required');
    await saveScreenshot(page, 'contact-required-375');

    await page.goto('/es/contacto');
    await sendEmpty(page, 'Enviar mensaje', 'Nombre completo', 'El nombre es obligatorio');
    await saveScreenshot(page, 'spanish-contact-required-375');

    await page.goto('/schedule');
    await page.getByLabel('Full Name').waitFor();
    await page.locator('fieldset.form-fieldset:not([disabled])').waitFor();
    await sendEmpty(page, 'Schedule Appointment', 'Full Name', 'Name is required');

    // The browser's own check (the forms now check themselves, but a browser may still jump to a
    // field) brings the field in at the top of the screen: its label shows below the top bar too.
    await page.goto('/contact');
    await page.locator('fieldset.form-fieldset:not([disabled])').waitFor();
    await page.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
    expect(await page.locator('form.contact-form').evaluate((form: HTMLFormElement) => form.reportValidity())).toBe(false);
    const label = page.locator('label', { hasText: /^Full Name$/ });
    expect([await inView(page, label), await inView(page, page.getByLabel('Full Name', { exact: true }))]).toEqual([true, true]);
    await page.context().close();
  });

  it('/service-areas before any area page is published: the areas served and the phone, 200 and unindexed, in both languages', async () => {
    const page = await site.page(PHONE);
    for (const [url, heading, title, call] of [
      ['/service-areas', 'Areas we serve', 'Where we work', 'Call us at (813) 555-0142 and ask.'],
      ['/es/zonas', 'Zonas que atendemos', 'Dónde trabajamos', 'Llámenos al (813) 555-0142 y pregúntenos.'],
    ]) {
      const response = await page.goto(url);
      expect(response!.status()).toBe(200);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const served = page.getByRole('region', { name: title });
      expect(await served.getByRole('listitem').allTextContents()).toEqual([
        'Tampa',
        'Hillsborough County',
        'Pinellas County',
        'Pasco County',
      ]);
      await served.getByText(call, { exact: false }).waitFor();
      expect(await served.getByRole('link', { name: '(813) 555-0142' }).getAttribute('href')).toBe('tel:+18135550142');
      expect(await page.getByText(/Page Not Found/i).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await site.screenshot(
        page,
        url === '/service-areas' ? 'service-areas-none-published-375' : 'spanish-service-areas-none-published-375',
      );
    }
    await page.context().close();
  });
  // Last: the site books nothing online after it.
  it('/schedule with scheduling turned off: only the unavailable texts, no promise of a booking, served so and once the page runs', async () => {
    const settings = await site.graphql<{ appointmentSettings: Record<string, unknown> }>(
      '{ appointmentSettings { availableDays availableHours { start end } minDaysInAdvance maxDaysInAdvance } }',
      {},
      await owner(),
    );
    const { availableHours, ...rest } = settings.appointmentSettings as { availableHours: { start: string; end: string } };
    await site.graphql(
      'mutation ($input: AppointmentSettingsInput!) { saveAppointmentSettings(input: $input) { enableScheduling } }',
      { input: { ...rest, availableHours: { start: availableHours.start, end: availableHours.end }, enableScheduling: false } },
      await owner(),
    );
    const page = await site.page(PHONE);
    for (const [url, unavailable, promises] of [
      [
        '/schedule',
        'Online Scheduling Currently Unavailable',
        [
          "We'll confirm your scheduling request within 1 business hour.",
          'Pick the day and time that suit you. We work around your schedule.',
          'We confirm every scheduling request within 1 business hour.',
          "We'll confirm your appointment by e-mail and phone.",
        ],
      ],
      [
        '/es/agendar',
        'La agenda en línea no está disponible por ahora',
        [
          'Confirmaremos su solicitud de cita en menos de 1 hora hábil.',
          'Elija el día y la hora que le convengan. Nos adaptamos a su horario.',
          'Confirmamos cada solicitud de cita en menos de 1 hora hábil.',
          'Confirmaremos su cita por correo electrónico y por teléfono.',
        ],
      ],
    ] as const) {
      const served = await (await page.goto(url))!.text();
      expect(served).toContain(unavailable);
      await page.getByRole('heading', { name: unavailable }).waitFor();
      // Once the page's island runs too: it follows the same settings.
      await page.locator('.island[data-island="schedule-booking"]').evaluate((island) => island.scrollIntoView());
      await page.getByRole('link', { name: '(813) 555-0142' }).first().waitFor();
      const shown = await page.locator('main').innerText();
      expect(promises.filter((promise) => served.replaceAll('&#x27;', "'").includes(promise) || shown.includes(promise))).toEqual([]);
      await site.screenshot(page, url === '/schedule' ? 'schedule-off-375' : 'spanish-schedule-off-375');
    }
    await page.context().close();
  });
});
