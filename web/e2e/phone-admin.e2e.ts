import type { Page } from 'playwright-core';
import { startPushService, startSmtpCatcher, testPhoto, type PushServiceDouble, type SmtpCatcher } from '@plumbing/test-support';
import { DESKTOP, inView, openingOver, openSite, PHONE, saveScreenshot, seriousViolations, signIn, type Site } from './browser';

// Issue #19: the owner runs the business from a phone.
const TIME_ZONE = 'America/New_York';
const ADMIN_SCREENS = ['/admin', '/admin/appointments', '/admin/messages', '/admin/notifications'];

/** A calendar date in the business zone, `days` after today. */
function businessDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How much wider than the screen the page is: 0 when nothing scrolls sideways. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Retries `assertion` until it holds (a list re-sorting, a field filling in, a push the service
 * worker shows), or throws its last failure. As long as playwright's own waits: on a loaded machine
 * a service worker's start and its notification took longer than 10 s once.
 */
async function eventually(assertion: () => Promise<void>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (failure) {
      if (Date.now() > deadline) throw failure;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The open dialog covers the phone's whole screen, once its opening animation is over. */
function dialogFillsScreen(page: Page): Promise<void> {
  return eventually(async () => {
    const { x, y, width, height } = (await page.locator('.ant-modal-container').boundingBox())!;
    expect([x, y, width, height].map(Math.round)).toEqual([0, 0, PHONE.width, PHONE.height]);
  });
}

/** A card of a list or of Today, found by its heading. */
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('the owner runs the business from a phone (issue #19)', () => {
  let smtp: SmtpCatcher;
  let push: PushServiceDouble;
  let site: Site;
  let token: string;
  let eliVisitsToday = false;

  const graphql = <T>(query: string, variables: Record<string, unknown> = {}, auth?: string) => site.graphql<T>(query, variables, auth);

  const freeSlots = async (date: string) =>
    (
      await graphql<{ availability: { slots: Array<{ startsAt: string; available: boolean }> } }>(
        'query ($date: String!) { availability(date: $date, serviceType: repair) { slots { startsAt available } } }',
        { date },
      )
    ).availability.slots
      .filter((slot) => slot.available)
      .map((slot) => slot.startsAt);

  const book = async (customerName: string, startsAt: string) => {
    const { requestAppointment } = await graphql<{ requestAppointment: { success: boolean; error: string | null } }>(
      'mutation ($input: AppointmentRequestInput!) { requestAppointment(input: $input) { success error } }',
      {
        input: {
          customerName,
          customerEmail: `${customerName.split(' ')[0].toLowerCase()}@example.com`,
          customerPhone: '(813) 555-0142',
          serviceType: 'repair',
          preferredDate: startsAt,
          serviceAddress: '1200 N Florida Ave, Tampa',
          description: 'The kitchen sink drains slowly.',
        },
      },
    );
    if (!requestAppointment.success) throw new Error(requestAppointment.error ?? 'not booked');
  };

  const write = (name: string, message: string, photoToken?: string) =>
    graphql('mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }', {
      input: {
        name,
        email: `${name.split(' ')[0].toLowerCase()}@example.com`,
        phone: '(813) 555-0177',
        service: 'installation',
        message,
        photoToken,
      },
    });

  /** A form's upload token after one photo went up with it, as the contact form sends it. */
  async function sentPhoto(): Promise<string> {
    const { token: photoToken } = await (await fetch(`${site.url}/api/customer-photos/token`, { method: 'POST' })).json();
    const body = new Uint8Array(await testPhoto(1200, 900));
    const uploaded = await fetch(`${site.url}/api/customer-photos`, { method: 'POST', headers: { 'x-upload-token': photoToken }, body });
    if (uploaded.status !== 201) throw new Error(`photo not taken: ${uploaded.status}`);
    return photoToken;
  }

  const idOf = async (name: string) =>
    (
      await graphql<{ appointments: Array<{ id: string; customerName: string }> }>('{ appointments { id customerName } }', {}, token)
    ).appointments.find((a) => a.customerName === name)!.id;

  async function signedInPage(viewport = PHONE) {
    const page = await site.page(viewport);
    await signIn(page, token);
    return page;
  }

  async function openScreen(page: Page, path: string, heading: string) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
  }

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    push = await startPushService();
    // The push service is on 127.0.0.1, which only OUTBOUND_ALLOW_LOOPBACK lets the site send to.
    site = await openSite({ SMTP_URL: smtp.url, OUTBOUND_ALLOW_LOOPBACK: 'true' });
    token = await site.setUpOwner();
    // Every day and hour bookable from today on, so that Today can have visits whenever the test runs.
    await graphql(
      'mutation ($input: AppointmentSettingsInput!) { saveAppointmentSettings(input: $input) { enableScheduling } }',
      {
        input: {
          enableScheduling: true,
          availableDays: [0, 1, 2, 3, 4, 5, 6],
          availableHours: { start: '00:00', end: '23:30' },
          minDaysInAdvance: 0,
          maxDaysInAdvance: 30,
        },
      },
      token,
    );
    const [later] = await freeSlots(businessDate(0));
    if (later) {
      await book('Eli Moss', later);
      await graphql(
        'mutation ($id: ID!) { setAppointmentStatus(id: $id, status: confirmed) { emailSent } }',
        { id: await idOf('Eli Moss') },
        token,
      );
      eliVisitsToday = true;
    }
    const tomorrow = await freeSlots(businessDate(1));
    // Ana's 2-hour repair and the drive after it hold the one crew 9:00 to 11:30: Ben comes at 12:00 (#50).
    await book('Ana Lopez', tomorrow[18]);
    await book('Ben Carter', tomorrow[24]);
    await write('Sam Okafor', 'Our water heater is leaking from the bottom. Can someone come this week?');
    await write('Tia Brooks', 'Please quote a new kitchen faucet installation.', await sentPhoto());
    const { contactMessages } = await graphql<{ contactMessages: Array<{ id: string; name: string }> }>(
      '{ contactMessages { id name } }',
      {},
      token,
    );
    const tia = contactMessages.find((m) => m.name === 'Tia Brooks')!;
    await graphql('mutation ($id: ID!) { setContactMessageHandled(id: $id, handled: true) { id } }', { id: tia.id }, token);
  });
  afterAll(async () => {
    await site.close();
    await push.stop();
    await smtp.stop();
  });
  afterEach(() => expect(site.pageErrors).toEqual([]));

  it('on a phone the owner reaches Today, sees a waiting request, opens it and taps Confirm', async () => {
    const page = await signedInPage();
    await page.goto('/admin-login');
    await page.getByRole('link', { name: 'Go to the dashboard' }).waitFor();
    // Today is the first admin screen, first in the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();

    const waiting = page.getByRole('list', { name: 'Waiting for an answer' });
    const ana = waiting.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ana Lopez' }) });
    await ana.waitFor();
    await expect(ana.textContent()).resolves.toMatch(/Booking request.*Repair Service.*Visit asked for.*Waiting \d+ min/);
    await waiting.getByRole('listitem').filter({ hasText: 'Sam Okafor' }).getByText('Message', { exact: true }).waitFor();
    if (eliVisitsToday) await page.getByRole('button', { name: /Eli Moss/ }).waitFor();
    const answered = eliVisitsToday ? 2 : 1; // Eli confirmed, Tia's message handled
    await page.getByText(`Last 30 days: ${answered} answered, 3 still waiting.`).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await site.screenshot(page, 'today-375');

    await ana.getByRole('button', { name: 'Open Request from Ana Lopez' }).click();
    const dialog = page.getByRole('dialog', { name: 'Appointment Details' });
    const confirm = dialog.getByRole('button', { name: 'Confirm & Email Customer' });
    await confirm.waitFor();
    // The dialog fills the phone's screen; its status buttons show without scrolling.
    await dialogFillsScreen(page);
    expect(await inView(page, confirm)).toBe(true);
    // What the phone shows: the viewport, not the page behind the dialog.
    await saveScreenshot(page, 'today-dialog-375');

    await confirm.click();
    const confirmed = dialog.getByRole('status').filter({ hasText: 'Appointment confirmed and confirmation email sent to customer.' });
    await confirmed.waitFor();
    expect(await inView(page, confirmed)).toBe(true);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    // Answered: Ana no longer waits, and the reply time counts her.
    await ana.waitFor({ state: 'detached' });
    await page.getByText(`Last 30 days: ${answered + 1} answered, 2 still waiting.`).waitFor();
    await page.context().close();

    const desktop = await signedInPage(DESKTOP);
    await openScreen(desktop, '/admin', 'Today');
    await desktop.getByRole('heading', { name: 'Ben Carter' }).waitFor();
    await site.screenshot(desktop, 'today-1280');
    await desktop.context().close();
  });

  it('below 768 px the appointments and messages are cards with call and e-mail; search, sorting and the dialog work; 1280 px keeps the tables', async () => {
    const page = await signedInPage();
    await openScreen(page, '/admin/appointments', 'Appointments');
    const ben = card(page, 'Ben Carter');
    await ben.waitFor();
    const visit = await ben.locator('time').getAttribute('datetime');
    const [weekday, month, day, clock] = new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
      .formatToParts(new Date(visit!))
      .filter((part) => ['weekday', 'month', 'day', 'hour'].includes(part.type))
      .map((part) => part.value);
    await expect(ben.textContent()).resolves.toContain(`${weekday}, ${month} ${day}`);
    expect(clock).toBeTruthy();
    await ben.getByText('Repair Service').waitFor();
    await ben.getByText('Pending').waitFor();
    await expect(ben.getByRole('link', { name: 'Call Ben Carter' }).getAttribute('href')).resolves.toBe('tel:+18135550142');
    await expect(ben.getByRole('link', { name: 'E-mail Ben Carter' }).getAttribute('href')).resolves.toBe('mailto:ben@example.com');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await site.screenshot(page, 'appointments-cards-375');

    // Search and sorting work on the cards as on the table.
    const names = () => page.getByRole('list', { name: 'Appointments' }).getByRole('heading').allTextContents();
    await page.getByLabel('Search appointments').fill('carter');
    await eventually(async () => expect(await names()).toEqual(['Ben Carter']));
    await page.getByLabel('Search appointments').fill('');
    await page.getByLabel('Sort appointments').click();
    // antd lists the options as items with their title (its role="option" copies are hidden).
    await page.locator('.ant-select-item-option[title="Name, Z to A"]').click();
    await eventually(async () =>
      expect(await names()).toEqual(eliVisitsToday ? ['Eli Moss', 'Ben Carter', 'Ana Lopez'] : ['Ben Carter', 'Ana Lopez']),
    );

    await ben.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Appointment Details' });
    await dialog.getByRole('button', { name: 'Confirm & Email Customer' }).waitFor();
    await dialogFillsScreen(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await page.context().close();

    const inbox = await signedInPage();
    await openScreen(inbox, '/admin/messages', 'Messages');
    const sam = card(inbox, 'Sam Okafor');
    await sam.getByText('Our water heater is leaking').waitFor();
    await sam.getByText('Open', { exact: true }).waitFor();
    await expect(sam.getByRole('link', { name: 'Call Sam Okafor' }).getAttribute('href')).resolves.toBe('tel:+18135550177');
    expect(await sidewaysOverflow(inbox)).toBeLessThanOrEqual(0);
    await site.screenshot(inbox, 'messages-cards-375');
    await sam.getByRole('button', { name: 'View Message' }).click();
    const message = inbox.getByRole('dialog', { name: 'Message', exact: true });
    await message.getByText('Can someone come this week?', { exact: false }).waitFor();
    await openingOver(message);
    await message.getByRole('button', { name: 'Close', exact: true }).click();
    await inbox.getByText('All (2)').click();
    await card(inbox, 'Tia Brooks').getByText('Handled', { exact: true }).waitFor();
    await inbox.getByText('Open (1)').click();
    await sam.getByRole('button', { name: 'Mark Handled' }).click();
    await inbox.getByText('No open messages. Everything is handled.').waitFor();

    // Deleting a message (issue #49): asked first, as an appointment is; its photo goes with it.
    await inbox.getByText('All (2)').click();
    await card(inbox, 'Tia Brooks').getByRole('button', { name: 'View Message' }).click();
    const tia = inbox.getByRole('dialog', { name: 'Message', exact: true });
    const photo = tia.getByRole('img', { name: 'Photo 1 of 1 from the customer' });
    await photo.waitFor();
    const photoUrl = await photo.getAttribute('src');
    expect((await fetch(`${site.url}${photoUrl}`)).status).toBe(200);
    await tia.getByRole('button', { name: 'Delete Message' }).click();
    const prompt = inbox.locator('.ant-modal-confirm');
    await prompt.locator('.ant-modal-confirm-title', { hasText: 'Are you sure you want to delete this message?' }).waitFor();
    await prompt.getByText('The message of Tia Brooks and the photos sent with it are removed for good.', { exact: false }).waitFor();
    expect(await sidewaysOverflow(inbox)).toBeLessThanOrEqual(0);
    await site.screenshot(inbox, 'message-delete-375');
    await prompt.getByRole('button', { name: 'Delete Message' }).click();
    await inbox.getByText('All (1)').waitFor();
    await tia.waitFor({ state: 'hidden' });
    expect(await card(inbox, 'Tia Brooks').count()).toBe(0);
    expect((await fetch(`${site.url}${photoUrl}`)).status).toBe(404);
    await inbox.context().close();

    const desktop = await signedInPage(DESKTOP);
    await openScreen(desktop, '/admin/appointments', 'Appointments');
    await desktop
      .getByRole('row', { name: /Ben Carter/ })
      .getByRole('button', { name: 'View Details' })
      .waitFor();
    expect(await desktop.getByRole('list', { name: 'Appointments' }).count()).toBe(0);
    // A sortable column's header reached with the keyboard shows where the focus is.
    await desktop.keyboard.press('Tab');
    const sortable = desktop.locator('th.ant-table-column-has-sorters').first();
    await sortable.focus();
    expect(
      await sortable.evaluate(
        (th) =>
          th.matches(':focus-visible') &&
          getComputedStyle(th).outlineStyle !== 'none' &&
          parseFloat(getComputedStyle(th).outlineWidth) >= 2,
      ),
    ).toBe(true);
    await site.screenshot(desktop, 'appointments-table-1280');

    // A row of the messages' table opens the message, by the mouse or the keyboard (issue #51).
    await openScreen(desktop, '/admin/messages', 'Messages');
    await desktop.getByText('All (1)').click();
    const samRow = desktop.getByRole('row', { name: /Sam Okafor/ });
    await samRow.getByText('Our water heater is leaking', { exact: false }).click();
    const opened = desktop.getByRole('dialog', { name: 'Message', exact: true });
    await opened.getByText('English', { exact: true }).waitFor();
    await opened.getByRole('button', { name: 'Delete Message' }).waitFor();
    await site.screenshot(desktop, 'message-dialog-1280');
    await opened.getByRole('button', { name: 'Close', exact: true }).click();
    await opened.waitFor({ state: 'hidden' });
    await desktop.keyboard.press('Tab');
    await samRow.focus();
    expect(await samRow.evaluate((row) => row.matches(':focus-visible') && getComputedStyle(row).outlineStyle !== 'none')).toBe(true);
    await desktop.keyboard.press('Enter');
    await opened.getByText('Can someone come this week?', { exact: false }).waitFor();
    await desktop.context().close();
  });

  it('below 768 px the pages and the projects are cards too: Edit, View and Delete without a sideways swipe (issue #38)', async () => {
    const page = await signedInPage();
    const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await openScreen(page, '/admin/pages', 'Pages');
    // The sample page (its title names the sample business's city).
    const title = 'Water Heater Repair and Installation in Tampa';
    const sample = card(page, title);
    await sample.waitFor();
    expect(await fitsTheScreen()).toBe(true);
    for (const name of [`Edit ${title}`, `View ${title} (opens a new tab)`, `Delete ${title}`]) {
      const control = sample.getByRole(name.startsWith('Delete') ? 'button' : 'link', { name });
      expect([name, await inView(page, control)]).toEqual([name, true]);
    }
    await site.screenshot(page, 'admin-pages-cards-375');

    await openScreen(page, '/admin/projects', 'Projects Management');
    const projects = page.getByRole('list', { name: 'Projects' });
    await projects.getByRole('listitem').first().waitFor();
    expect(await fitsTheScreen()).toBe(true);
    const first = projects.getByRole('listitem').first();
    await first.getByRole('button', { name: /^Edit / }).click();
    await page.getByRole('dialog').waitFor();
    await site.screenshot(page, 'admin-projects-cards-375');
    await page.context().close();
  });

  it('notifications and the calendar feed: refused permission said plainly, a test notification reaches the device, removal, a feed address to copy and rotate', async () => {
    const page = await signedInPage();
    await openScreen(page, '/admin/notifications', 'Notifications & Calendar');
    // Headless Chromium refuses the permission prompt: the screen says so where the owner looks.
    await page.getByRole('button', { name: 'Notify me on this device' }).click();
    const refused = page
      .getByRole('alert')
      .filter({ hasText: /blocked|did not allow/ })
      .first();
    await refused.waitFor();
    expect(await inView(page, refused)).toBe(true);
    // Said once, not again in the screen's standing notice.
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /blocked|did not allow/ })
        .count(),
    ).toBe(1);
    await page.getByText('No device receives notifications yet.').waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await site.screenshot(page, 'notifications-refused-375');

    // A phone subscribed at the push service on 127.0.0.1 (what PushManager.subscribe hands the app).
    const phone = push.device();
    await graphql(
      'mutation ($input: PushSubscriptionInput!) { savePushSubscription(input: $input) { id } }',
      { input: { ...phone.subscription, label: 'Chrome on Android' } },
      token,
    );
    await page.reload();
    const device = page.getByRole('listitem').filter({ hasText: 'Chrome on Android' });
    await device.getByText('not notified yet').waitFor();
    await page.getByRole('button', { name: 'Send test notification' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Test notification sent to 1 device.' });
    await sent.waitFor();
    expect(await inView(page, sent)).toBe(true);
    expect(phone.payloads()).toEqual([
      { title: 'Test notification', body: expect.stringContaining('work on this device'), url: '/admin', tag: 'test' },
    ]);
    await device.getByText('last notified').waitFor();

    // The calendar feed: on, its webcal:// address to copy, a new one after a warning; the old one stops working.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await page.getByText('The calendar feed is').getByText('off').waitFor();
    await page.getByRole('button', { name: 'Turn on the calendar feed' }).click();
    const address = page.getByLabel('Subscribe address');
    await eventually(async () => expect(await address.inputValue()).toMatch(/^webcal:\/\/[^/]+\/calendar\/[\w-]+\.ics$/));
    // The address as PUBLIC_URL names the site, fetched on 127.0.0.1.
    const firstAddress = await address.inputValue();
    const first = new URL(new URL(firstAddress.replace(/^webcal:/, 'http:')).pathname, site.url).href;
    await page.getByRole('button', { name: 'Copy address' }).click();
    await page.getByRole('status').filter({ hasText: 'Address copied.' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(await address.inputValue());
    expect((await fetch(first)).headers.get('content-type')).toMatch(/^text\/calendar/);
    await site.screenshot(page, 'notifications-375');

    await page.getByRole('button', { name: 'Make a new address' }).click();
    const prompt = page.locator('.ant-modal-confirm');
    await prompt.getByText('The current address stops working at once').waitFor();
    await prompt.getByRole('button', { name: 'Make a new address' }).click();
    await eventually(async () => expect(await address.inputValue()).not.toBe(firstAddress));
    expect((await fetch(first)).status).toBe(404);

    // Remove asks first, then the device is gone.
    await device.getByRole('button', { name: 'Remove Chrome on Android' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('status').filter({ hasText: 'Chrome on Android no longer receives notifications.' }).waitFor();
    await page.getByText('No device receives notifications yet.').waitFor();
    await page.context().close();

    const desktop = await signedInPage(DESKTOP);
    await openScreen(desktop, '/admin/notifications', 'Notifications & Calendar');
    await desktop.getByRole('button', { name: 'Notify me on this device' }).waitFor();
    await desktop.getByText('The calendar feed is').getByText('on').waitFor();
    await site.screenshot(desktop, 'notifications-1280');
    await desktop.context().close();
  });

  it('the service worker shows a push as a notification carrying the admin URL a tap opens', async () => {
    const page = await signedInPage();
    await page.context().grantPermissions(['notifications'], { origin: site.url });
    const cdp = await page.context().newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${site.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await openScreen(page, '/admin', 'Today');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const payload = {
      title: 'New booking',
      body: 'Maria P., Repair Service, Wed 10:00 AM',
      url: '/admin/appointments?id=00000000-0000-4000-8000-000000000000',
      tag: 'appointment-1',
    };
    const registrationId = await registration;
    const deliver = () => cdp.send('ServiceWorker.deliverPushMessage', { origin: site.url, registrationId, data: JSON.stringify(payload) });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url: string }).url,
        })),
      );
    // DevTools' delivery can be lost while a loaded machine is still starting the worker (CI once):
    // a push nothing showed after 5 s is delivered again, as a push service retries. The same tag
    // replaces a notification, so the worker must still show exactly this one.
    await deliver();
    let deliveredAt = Date.now();
    await eventually(async () => {
      const notifications = await shown();
      if (notifications.length === 0 && Date.now() - deliveredAt > 5000) {
        await deliver();
        deliveredAt = Date.now();
      }
      expect(notifications).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, url: payload.url }]);
    }, 45_000);
    await page.context().close();
  });

  it.each([
    ['375', PHONE],
    ['1280', DESKTOP],
  ])('axe finds no serious or critical violation on Today, appointments, messages and notifications at %s px', async (_width, viewport) => {
    const page = await signedInPage(viewport);
    const found: Record<string, string[]> = {};
    for (const [path, heading] of ADMIN_SCREENS.map((path, i) => [
      path,
      ['Today', 'Appointments', 'Messages', 'Notifications & Calendar'][i],
    ])) {
      await openScreen(page, path, heading);
      found[path] = await seriousViolations(page);
      if (viewport === PHONE) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    }
    expect(found).toEqual(Object.fromEntries(ADMIN_SCREENS.map((path) => [path, []])));
    await page.context().close();
  });
});
