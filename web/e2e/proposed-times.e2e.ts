import type { SmtpCatcher } from '@plumbing/test-support';
import { DESKTOP, nextBookableDate, PHONE, seriousViolations, signIn, siteWithMail } from './browser';

// Issue #50: the owner rejects a request with two other times on a phone; the customer opens the
// e-mail's button and books one with one press, confirmed.

const CUSTOMER = 'rosa.diaz@example.com';

const mailsTo = (smtp: SmtpCatcher, to: string): SmtpCatcher['messages'] =>
  smtp.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === to);

async function eventually<T>(find: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('other times proposed with a rejection (issue #50)', () => {
  const opened = siteWithMail();
  const date = nextBookableDate();

  it('at 375 px: the owner rejects with two times, the customer opens the e-mail’s button and books one', async () => {
    const token = await opened.site.setUpOwner();
    // The customer asked for 9:00 AM.
    const { availability } = await opened.site.graphql<{ availability: { slots: Array<{ time: string; startsAt: string }> } }>(
      'query ($date: String!) { availability(date: $date, serviceType: repair) { slots { time startsAt } } }',
      { date },
    );
    const nine = availability.slots.find((slot) => slot.time === '09:00')!.startsAt;
    await opened.site.graphql('mutation ($input: AppointmentRequestInput!) { requestAppointment(input: $input) { success } }', {
      input: {
        customerName: 'Rosa Diaz',
        customerEmail: CUSTOMER,
        customerPhone: '(813) 555-0150',
        serviceType: 'repair',
        preferredDate: nine,
      },
    });
    const { appointments } = await opened.site.graphql<{ appointments: Array<{ id: string }> }>('{ appointments { id } }', {}, token);

    // The owner, on a phone, opens it from the alert's link and rejects it with a reason and two other times.
    const owner = await opened.site.page(PHONE);
    await signIn(owner, token);
    await owner.goto(`/admin/appointments?id=${appointments[0].id}`);
    await owner.getByRole('button', { name: 'Reject & Email Customer' }).click();
    await owner.getByLabel('Reason for the customer (optional)').fill('Our crew is on an emergency job that morning.');
    const times = owner.getByRole('group', { name: /^Free times on/ });
    await times.getByRole('button', { name: '1:00 PM' }).click();
    await times.getByRole('button', { name: '3:00 PM' }).click();
    await owner.getByRole('list', { name: 'Times to propose' }).getByRole('listitem').nth(1).waitFor();
    expect(await seriousViolations(owner)).toEqual([]);
    await opened.site.screenshot(owner, 'reject-with-times-375');
    await owner.locator('.ant-modal-footer').getByRole('button', { name: 'Reject & Email Customer' }).click();
    await owner.getByText('Appointment rejected and notification email sent to customer.').waitFor();

    // Both times stay held for her on the owner's calendar: the phone's agenda and the desktop's grid.
    await owner.goto(`/admin/calendar?date=${date}`);
    const held = owner.getByRole('list', { name: 'Times held for customers' }).getByRole('button');
    await held.nth(1).waitFor();
    expect(await held.allTextContents()).toEqual([
      expect.stringMatching(/^1:00 PM – 3:00 PM · Held for Rosa Diaz until /),
      expect.stringMatching(/^3:00 PM – 5:00 PM · Held for Rosa Diaz until /),
    ]);
    const desktop = await opened.site.page(DESKTOP);
    await signIn(desktop, token);
    await desktop.goto(`/admin/calendar?view=day&date=${date}`);
    await desktop.locator('.calendar-shade.is-held').nth(1).waitFor();
    expect(await seriousViolations(desktop)).toEqual([]);
    await opened.site.screenshot(desktop, 'calendar-held-times-1280');
    await desktop.locator('.calendar-shade.is-held').first().click();
    await desktop.getByRole('dialog', { name: 'Appointment Details' }).getByText('Rosa Diaz').first().waitFor();
    await desktop.context().close();

    // Her e-mail: the reason, and a button per time; the first opens her page with that time chosen.
    const mail = await eventually(() => mailsTo(opened.smtp, CUSTOMER).find((m) => m.subject?.startsWith('Can we come at another time?')));
    expect(mail.text).toContain('Our note: Our crew is on an emergency job that morning.');
    const links = [...String(mail.html).matchAll(/<a href="([^"]+)" style="display:inline-block[^"]*">([^<]+)<\/a>/g)];
    expect(links.map(([, , label]) => label)).toEqual([expect.stringMatching(/1:00 PM ET$/), expect.stringMatching(/3:00 PM ET$/)]);
    const link = new URL(links[0][1].replaceAll('&amp;', '&'));

    const phone = await opened.site.page(PHONE);
    await phone.goto(`${link.pathname}${link.search}`);
    await phone.getByRole('heading', { name: 'Other times we can come' }).waitFor();
    const chosen = phone.getByRole('radio', { name: /1:00 PM ET$/ });
    await phone.locator('button:enabled', { hasText: 'Book this time' }).waitFor();
    expect(await chosen.isChecked()).toBe(true);
    expect(await seriousViolations(phone)).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await opened.site.screenshot(phone, 'proposed-times-375');
    await phone.getByRole('button', { name: 'Book this time' }).click();
    await phone
      .getByText(/^Your appointment is confirmed for .*1:00 PM ET\. We have sent you an e-mail with a calendar invitation\.$/)
      .waitFor();
    await phone.getByText('Confirmed', { exact: true }).waitFor();
    await opened.site.screenshot(phone, 'proposed-time-booked-375');
    await eventually(() => mailsTo(opened.smtp, CUSTOMER).find((m) => m.subject?.startsWith('Your appointment is confirmed')));
    await Promise.all([owner.context().close(), phone.context().close()]);
  });
});
