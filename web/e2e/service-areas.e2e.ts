import type { Page } from 'playwright-core';
import { nextBookableDate, OFFICE_EMAIL, PHONE, signIn, siteWithMail } from './browser';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('service areas (issue #42): a booking outside them is told, still taken, and flagged for the owner, on a phone', () => {
  const opened = siteWithMail();
  let token: string;

  beforeAll(async () => {
    token = await opened.site.setUpOwner();
  });

  it('the owner lists Brandon with its ZIP codes in /admin/business', async () => {
    const page = await opened.site.page(PHONE);
    await signIn(page, token);
    await page.goto('/admin/business');
    await page.getByRole('heading', { name: 'Business Profile', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add an area' }).click();
    await page.getByLabel('Area 5: name').fill('Brandon');
    expect(await page.getByLabel('Area 5: URL slug').inputValue()).toBe('brandon');
    await page.getByLabel('Area 5: ZIP codes').fill('33510, 33511, 33511');
    expect(await noSidewaysScroll(page)).toBe(true);
    await opened.site.screenshot(page, 'admin-service-areas-375');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    expect(await page.getByLabel('Area 5: ZIP codes').inputValue()).toBe('33510, 33511');
    await page.context().close();
  });

  it('a visitor whose ZIP code no area lists reads that it may be outside, with the phone, and still books', async () => {
    const page = await opened.site.page(PHONE);
    await page.goto('/schedule');
    await page.getByRole('heading', { name: 'Book Your Appointment' }).scrollIntoViewIfNeeded();
    await page.getByLabel('Full Name').fill('Olive Outside');
    await page.getByLabel('Email Address').fill('olive@example.com');
    await page.getByLabel('Phone Number').fill('(727) 555-0150');
    await page.getByLabel('Service Type').selectOption('repair');
    await page.getByLabel('Service Address').fill('9 Gulf Blvd, Clearwater');
    await page.getByLabel('ZIP Code').fill('33767');
    const notice = page.getByText('This address may be outside the area we serve.');
    await notice.waitFor();
    const call = notice.getByRole('link', { name: '(813) 555-0142' });
    expect(await call.getAttribute('href')).toBe('tel:+18135550142');
    expect(await noSidewaysScroll(page)).toBe(true);
    await opened.site.screenshot(page, 'schedule-outside-area-375');

    await page.getByLabel('Preferred Date').fill(nextBookableDate());
    const time = page.getByLabel('Preferred Time');
    await time.locator('option', { hasText: /^9:00 AM$/ }).waitFor({ state: 'attached' });
    await time.selectOption({ label: '9:00 AM' });
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await page.getByText('Appointment Request Submitted Successfully!').waitFor();

    const alert = (await opened.smtp.waitFor(2)).find((m) => m.to && !Array.isArray(m.to) && m.to.text === OFFICE_EMAIL)!;
    expect(alert.subject).toMatch(/^New appointment request \(outside the service area\): Olive Outside/);
    expect(alert.text).toContain('Service address: 9 Gulf Blvd, Clearwater, 33767');
    await page.context().close();
  });

  it('the owner sees the flag in the appointment dialog', async () => {
    const page = await opened.site.page(PHONE);
    await signIn(page, token);
    await page.goto('/admin/appointments');
    await page.getByRole('button', { name: 'View Details' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Appointment Details' });
    await dialog.getByRole('alert').getByText('Outside the service area', { exact: true }).waitFor();
    await dialog
      .getByText('The ZIP code of the service address is in none of your service areas. You decide whether to take it.')
      .waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.waitForFunction(() => document.getAnimations().length === 0); // the dialog's opening zoom is over
    await opened.site.screenshot(page, 'admin-appointment-outside-area-375');
    await page.context().close();
  });
});
