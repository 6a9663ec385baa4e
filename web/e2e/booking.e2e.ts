import type { Page } from 'playwright-core';
import { DESKTOP, nextBookableDate, OFFICE_EMAIL, PHONE, signIn, siteWithMail, tablesFitTheirCards } from './browser';

const CUSTOMER = { name: 'Dana Rivera', email: 'dana.rivera@example.com', phone: '(813) 555-0142' };

async function pickDate(page: Page, date: string) {
  await page.getByLabel('Preferred Date').fill(date);
}

describe('booking: a customer books, the slot turns unavailable, the owner confirms', () => {
  const opened = siteWithMail();

  const date = nextBookableDate();

  it('books 9:00 AM from /schedule; customer and office are e-mailed; the slot shows as unavailable', async () => {
    const page = await opened.site.page(DESKTOP);
    await page.goto('/schedule');
    await page.getByRole('heading', { name: 'Book Your Appointment' }).waitFor();

    await page.getByLabel('Full Name').fill(CUSTOMER.name);
    await page.getByLabel('Email Address').fill(CUSTOMER.email);
    await page.getByLabel('Phone Number').fill(CUSTOMER.phone);
    await page.getByLabel('Service Type').selectOption('repair');
    await pickDate(page, date);
    // Options are fetched as soon as the date is picked.
    await page
      .getByLabel('Preferred Time')
      .locator('option', { hasText: /^9:00 AM$/ })
      .waitFor({ state: 'attached' });
    await page.getByLabel('Preferred Time').selectOption({ label: '9:00 AM' });
    await page.getByLabel('Description of Service Needed').fill('Kitchen sink drains slowly.');
    await opened.site.screenshot(page, 'schedule-filled-1280');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();

    await page.getByText('Appointment Request Submitted Successfully!').waitFor();
    const messages = await opened.smtp.waitFor(2);
    const recipients = messages.map((message) => (message.to && !Array.isArray(message.to) ? message.to.text : '')).sort();
    expect(recipients).toEqual([CUSTOMER.email, OFFICE_EMAIL]);
    expect(messages.find((m) => m.text?.includes(CUSTOMER.name))).toBeDefined();

    await pickDate(page, date);
    const taken = page.getByLabel('Preferred Time').locator('option', { hasText: '9:00 AM (Unavailable)' });
    await taken.waitFor({ state: 'attached' });
    expect(await taken.isDisabled()).toBe(true);
    await page.context().close();
  });

  it('the owner confirms it in /admin/appointments and the customer gets the invitation', async () => {
    const page = await opened.site.page(DESKTOP);
    const token = await opened.site.setUpOwner();
    expect(token).toBeTruthy();
    await signIn(page, token);

    await page.goto('/admin/appointments');
    const row = page.getByRole('row', { name: new RegExp(CUSTOMER.name) });
    await row.waitFor();
    expect(await tablesFitTheirCards(page)).toBe(true);
    await row.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Appointment Details' });
    await dialog.getByRole('button', { name: 'Confirm & Email Customer' }).click();
    await dialog.getByText('Appointment confirmed and confirmation email sent to customer.').waitFor();
    await opened.site.screenshot(page, 'admin-appointment-confirmed-1280');

    const [, , confirmation] = await opened.smtp.waitFor(3);
    expect(confirmation.to && !Array.isArray(confirmation.to) ? confirmation.to.text : '').toBe(CUSTOMER.email);
    expect(confirmation.attachments.map((attachment) => attachment.contentType)).toContain('text/calendar');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await row.getByText('Confirmed').waitFor();

    // A new request appears in the open list by itself (a change event over the WebSocket).
    const slot = await page.request.post('/graphql', {
      data: {
        query: 'query ($date: String!) { availability(date: $date) { slots { startsAt available } } }',
        variables: { date },
      },
    });
    const free = (
      (await slot.json()) as { data: { availability: { slots: Array<{ startsAt: string; available: boolean }> } } }
    ).data.availability.slots.find((s) => s.available)!;
    const booked = await page.request.post('/graphql', {
      data: {
        query: 'mutation ($input: AppointmentRequestInput!) { requestAppointment(input: $input) { success } }',
        variables: {
          input: {
            customerName: 'Sam Ortiz',
            customerEmail: 'sam@example.com',
            customerPhone: '(813) 555-0177',
            serviceType: 'inspection',
            preferredDate: free.startsAt,
          },
        },
      },
    });
    expect(await booked.json()).toEqual({ data: { requestAppointment: { success: true } } });
    await page.getByRole('row', { name: /Sam Ortiz/ }).waitFor();
    await page.context().close();
  });

  it('on a phone the form fits the screen', async () => {
    const page = await opened.site.page(PHONE);
    await page.goto('/schedule');
    await page.getByRole('heading', { name: 'Book Your Appointment' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await opened.site.screenshot(page, 'schedule-375');
    await page.context().close();
  });
});
