import type { Page } from 'playwright-core';
import { startCalendarServer, type CalendarServer } from '@plumbing/test-support';
import { PHONE, seriousViolations, signIn, siteWithMail } from './browser';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const SECRET = 'private-0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const CALENDAR = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', 'END:VCALENDAR', ''].join('\r\n');

describe("the owner's own calendar blocks times (issue #50): added on a phone", () => {
  let calendars: CalendarServer;
  // The calendar is served on 127.0.0.1, which only OUTBOUND_ALLOW_LOOPBACK lets the site read.
  const opened = siteWithMail({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
  let token: string;

  beforeAll(async () => {
    calendars = await startCalendarServer();
    token = await opened.site.setUpOwner();
  });
  afterAll(async () => {
    await calendars?.stop();
  });

  it('pastes the private address, sees the calendar read and its address shown only by its host and last characters', async () => {
    const path = `/calendar/ical/owner%40example.com/${SECRET}/basic.ics`;
    calendars.serve(path, { body: CALENDAR });
    const page = await opened.site.page(PHONE);
    await signIn(page, token);
    await page.goto('/admin/notifications');
    await page.getByRole('heading', { name: 'Your own calendars' }).waitFor();
    await page.getByText('No calendar yet.').waitFor();

    await page.getByRole('button', { name: 'Add a calendar' }).click();
    await page.getByLabel('Private address (iCal format)').fill(calendars.url(path));
    await page.getByLabel('Name').fill('Personal');
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByRole('button', { name: 'Add calendar' }).click();

    await page.getByText(/^Read .*: 0 busy times from today on\.$/).waitFor();
    expect(await page.getByText(SECRET).count()).toBe(0);
    expect(await page.getByText(/127\.0\.0\.1:\d+\/…asic\.ics · Blocks every crew/).count()).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await opened.site.screenshot(page, 'admin-busy-calendars-375');
    expect(opened.site.pageErrors).toEqual([]);
    await page.context().close();
  });
});
