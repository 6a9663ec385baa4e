import type { Page } from 'playwright-core';
import type { SmtpCatcher } from '@plumbing/test-support';
import { DESKTOP, inView, nextBookableDate, OFFICE_EMAIL, PHONE, seriousViolations, signIn, siteWithMail, type Site } from './browser';

const CUSTOMER = { name: 'Dana Rivera', email: 'dana.rivera@example.com', phone: '(813) 555-0142' };
const LINK = /http:\/\/[^\s"<]+\/appointments\/[\w-]{43}/;

const mailsTo = (smtp: SmtpCatcher, to: string): SmtpCatcher['messages'] =>
  smtp.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === to);

async function eventually(check: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The manage link, opened where the customer is: the path of the link in their e-mail. */
function pathOf(link: string): string {
  return new URL(link).pathname;
}

async function noSidewaysScroll(page: Page): Promise<boolean> {
  return (await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <= 0;
}

describe('a customer manages their own appointment from the link in their e-mail', () => {
  const opened = siteWithMail();

  const date = nextBookableDate();

  it('books, reschedules, then cancels on a phone; the owner’s open list shows both changes without a reload', async () => {
    // The owner's list is open on the office computer.
    const owner = await opened.site.page(DESKTOP);
    const token = await opened.site.setUpOwner();
    await signIn(owner, token);
    await owner.goto('/admin/appointments');
    await owner
      .getByRole('heading', { name: /Appointments/ })
      .first()
      .waitFor();

    // The customer books 9:00 AM on a phone.
    const phone = await opened.site.page(PHONE);
    await phone.goto('/schedule');
    await phone.getByLabel('Full Name').fill(CUSTOMER.name);
    await phone.getByLabel('Email Address').fill(CUSTOMER.email);
    await phone.getByLabel('Phone Number').fill(CUSTOMER.phone);
    await phone.getByLabel('Service Type').selectOption('repair');
    await phone.getByLabel('Preferred Date').fill(date);
    await phone
      .getByLabel('Preferred Time')
      .locator('option', { hasText: /^9:00 AM$/ })
      .waitFor({ state: 'attached' });
    await phone.getByLabel('Preferred Time').selectOption({ label: '9:00 AM' });
    await phone.getByRole('button', { name: 'Schedule Appointment' }).click();
    await phone.getByText('Appointment Request Submitted Successfully!').waitFor();
    const row = owner.getByRole('row', { name: new RegExp(CUSTOMER.name) });
    await row.getByText(/09:00/).waitFor();

    // The receipt carries the link; the customer opens it.
    await eventually(() => mailsTo(opened.smtp, CUSTOMER.email).length === 1);
    const link = LINK.exec(mailsTo(opened.smtp, CUSTOMER.email)[0].text ?? '')![0];
    await phone.goto(pathOf(link));
    await phone.getByRole('heading', { name: 'Hello Dana,' }).waitFor();
    await phone.getByText('Requested: we will confirm it within 1 business hour').waitFor();
    await phone.getByText(/9:00 AM ET$/).waitFor();
    expect(await noSidewaysScroll(phone)).toBe(true);
    // The buttons work once the page's script has adopted the server's markup.
    await phone.locator('button:enabled', { hasText: 'Reschedule' }).waitFor();
    await opened.site.screenshot(phone, 'manage-appointment-375');

    await phone.getByText('You can move it to another time or cancel it.', { exact: false }).waitFor();

    // Reschedule: pick 10:00 AM the same day with the /schedule controls, then confirm.
    await phone.getByRole('button', { name: 'Reschedule' }).click();
    // Confirmed with nothing picked: one message, under the date.
    await phone.getByRole('button', { name: 'Move my appointment to this time' }).click();
    await phone.getByText('Please choose a date and a time.').first().waitFor();
    expect(await phone.getByText('Please choose a date and a time.').count()).toBe(1);
    await phone.getByLabel('Preferred Date').fill(date);
    const time = phone.getByLabel('Preferred Time');
    await time.locator('option', { hasText: '9:00 AM (Unavailable)' }).waitFor({ state: 'attached' });
    await time.selectOption({ label: '10:00 AM' });
    await opened.site.screenshot(phone, 'manage-appointment-reschedule-375');
    await phone.getByRole('button', { name: /^Move my appointment to .*10:00 AM ET$/ }).click();
    const moved = phone.getByText(
      'Your appointment is moved. We will confirm the new time within 1 business hour and have sent you an e-mail.',
    );
    await moved.waitFor();
    expect(await inView(phone, moved)).toBe(true);
    await phone.getByText(/10:00 AM ET$/).waitFor();
    await row.getByText(/10:00/).waitFor();
    await eventually(() => mailsTo(opened.smtp, CUSTOMER.email).some((m) => m.subject?.startsWith('Your appointment is moved to')));

    // Cancel, with a confirming click.
    await phone.getByRole('button', { name: 'Cancel Appointment' }).click();
    await phone.getByText('Cancel this appointment? The time is given to other customers at once.').waitFor();
    await phone.getByRole('button', { name: 'Yes, cancel my appointment' }).click();
    await phone.getByText('Your appointment is cancelled. We have sent you an e-mail.').waitFor();
    await phone.getByText('This appointment is cancelled and can no longer be changed online.').waitFor();
    expect(await phone.getByRole('button', { name: 'Reschedule' }).count()).toBe(0);
    // No longer promises a change it refuses.
    expect(await phone.getByText('You can move it to another time or cancel it.', { exact: false }).count()).toBe(0);
    await opened.site.screenshot(phone, 'manage-appointment-cancelled-375');
    await row.getByText('Cancelled').waitFor();
    await eventually(() => mailsTo(opened.smtp, OFFICE_EMAIL).some((m) => m.subject?.startsWith('Cancelled by the customer')));
    await opened.site.screenshot(owner, 'manage-appointment-owner-list-1280');

    // The page still opens (it says what happened), at 1280 px too.
    const desktop = await opened.site.page(DESKTOP);
    await desktop.goto(pathOf(link));
    await desktop.getByText('This appointment is cancelled and can no longer be changed online.').waitFor();
    expect(await desktop.getByText('You can move it to another time or cancel it.', { exact: false }).count()).toBe(0);
    await opened.site.screenshot(desktop, 'manage-appointment-cancelled-1280');
    await Promise.all([owner.context().close(), phone.context().close(), desktop.context().close()]);
  });

  it('an unknown link answers the 404 screen with HTTP 404', async () => {
    const page = await opened.site.page(PHONE);
    const response = await page.goto('/appointments/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    await page.context().close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`axe finds no serious violation on the manage page at ${viewport.width} px, with the picker open`, async () => {
      const startsAt = await firstFreeSlot(opened.site, date, viewport.width);
      await opened.site.graphql('mutation ($input: AppointmentRequestInput!) { requestAppointment(input: $input) { success } }', {
        input: {
          customerName: 'Sam Ortiz',
          customerEmail: `sam${viewport.width}@example.com`,
          customerPhone: '(813) 555-0177',
          serviceType: 'inspection',
          preferredDate: startsAt,
        },
      });
      await eventually(() => mailsTo(opened.smtp, `sam${viewport.width}@example.com`).length === 1);
      const page = await opened.site.page(viewport);
      await page.goto(pathOf(LINK.exec(mailsTo(opened.smtp, `sam${viewport.width}@example.com`)[0].text ?? '')![0]));
      await page.getByRole('heading', { name: 'Hello Sam,' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Reschedule' }).click();
      await page.getByLabel('Preferred Date').fill(date);
      await page.getByLabel('Preferred Time').locator('option', { hasText: /AM|PM/ }).first().waitFor({ state: 'attached' });
      expect(await seriousViolations(page)).toEqual([]);
      await opened.site.screenshot(page, `manage-appointment-picker-${viewport.width}`);
      await page.context().close();
    });
  }
});

/** A free slot of `date` (the afternoon, away from the first test's), for each width its own. */
async function firstFreeSlot(site: Site, date: string, width: number): Promise<string> {
  const { availability } = await site.graphql<{ availability: { slots: Array<{ startsAt: string; available: boolean }> } }>(
    'query ($date: String!) { availability(date: $date) { slots { startsAt available } } }',
    { date },
  );
  const free = availability.slots.filter((slot) => slot.available);
  return free[free.length - 1 - (width === PHONE.width ? 0 : 1)].startsAt;
}
