import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { startSmtpCatcher, type SmtpCatcher } from '@plumbing/test-support';
import { DESKTOP, frameRunning, openSite, PHONE, signIn, type Site, tablesFitTheirCards } from './browser';

const BUSINESS_EMAIL = 'office@gulfcoastplumbing.example';
const EMERGENCY_TEL = 'tel:+18135550199';

/** Every request leaving 127.0.0.1 (the map provider) is refused and remembered. */
async function loopbackOnly(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1') return route.continue();
    refused.push(url.href);
    return route.abort();
  });
  return refused;
}

async function graphql(site: Site, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await fetch(`${site.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

/** GraphQL operations the page sent, by name. */
function recordOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') operations.push(request.postDataJSON()?.operationName);
  });
  return operations;
}

/** Chromium offers installation with this event; a test browser may never do, so the test offers it. */
function offerInstallation(page: Page) {
  return page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
}

describe('public site: home, emergency, contact, install', () => {
  let smtp: SmtpCatcher;
  let site: Site;
  let token: string;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    site = await openSite({ SMTP_URL: smtp.url, ADMIN_NOTIFY_EMAIL: BUSINESS_EMAIL });
    const { data } = await graphql(site, 'mutation { setupAdmin(email: "owner@example.com", password: "owner password") { token } }');
    token = data.setupAdmin.token;
  });
  afterAll(async () => {
    await site.close();
    await smtp.stop();
  });
  afterEach(() => expect(site.pageErrors).toEqual([]));

  it('home → emergency modal → contact → Thank You!, on a phone; the business gets the message', async () => {
    const page = await site.page(PHONE);
    const refused = await loopbackOnly(page.context());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Gulf Coast Plumbing & Renovation' }).waitFor();
    await frameRunning(page);
    await site.screenshot(page, 'site-home-375');
    // The home page has no data to read: the Apollo client stays out of its download.
    expect(scripts.filter((script) => script.startsWith('/assets/apollo-client-'))).toEqual([]);

    const emergency = page.getByRole('button', { name: 'Emergency Service' });
    await emergency.click();
    const dialog = page.getByRole('dialog', { name: 'Plumbing Emergency?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'Call (813) 555-0199 Now' }).getAttribute('href')).toBe(EMERGENCY_TEL);
    await dialog.getByText('Shut off the main water valve.').waitFor();
    await site.screenshot(page, 'site-emergency-modal-375');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await emergency.evaluate((button) => button === document.activeElement)).toBe(true);

    // The three service cards lead to /schedule.
    const serviceLinks = page.getByRole('link', { name: /^Schedule (a repair|an installation|maintenance)$/ });
    expect(await serviceLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/schedule',
      '/schedule',
      '/schedule',
    ]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('nav-drawer').getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(await page.getByRole('link', { name: 'hello@gulfcoastplumbing.example' }).first().getAttribute('href')).toBe(
      'mailto:hello@gulfcoastplumbing.example',
    );
    await page.getByText('4102 W Kennedy Blvd, Tampa, FL 33609', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /^Get Directions/ }).getAttribute('href')).toContain(
      'destination=4102%20W%20Kennedy%20Blvd',
    );
    await page.getByRole('heading', { name: "Emergency? Don't Wait!" }).waitFor();

    const form = page.locator('form.contact-form');
    // /contact reads no data: the client comes once the visitor starts on the form.
    await frameRunning(page);
    expect(scripts.filter((script) => script.startsWith('/assets/apollo-client-'))).toEqual([]);
    // The map's frame is made once the visitor nears it, far below the first screen of a phone.
    const map = page.getByTitle('Map showing Gulf Coast Plumbing & Renovation at 4102 W Kennedy Blvd, Tampa, FL 33609');
    await page.waitForTimeout(500);
    expect(await map.count()).toBe(0);
    await page.getByText('Map of 4102 W Kennedy Blvd, Tampa, FL 33609').scrollIntoViewIfNeeded();
    await map.waitFor({ state: 'attached' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await form.getByLabel('Full Name').fill('Maria Lopez');
    await form.getByLabel('Email Address').fill('maria@example.com');
    await form.getByLabel('Phone Number').fill('(813) 555-0123');
    await form.getByLabel('Service Needed').selectOption('maintenance');
    await form.getByLabel('Message').fill('Our water heater is making a knocking noise.');
    await site.screenshot(page, 'site-contact-filled-375');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    // …and came with the form that sends the message.
    expect(scripts.some((script) => script.startsWith('/assets/apollo-client-'))).toBe(true);
    // Nearly all of each script the public pages run on runs as a page starts: each asks V8 to
    // compile it while it downloads (the explicit compile hint, vite.config.ts).
    for (const script of new Set(scripts.filter((path) => path.startsWith('/assets/')))) {
      expect((await (await page.request.get(script)).text()).split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
    }
    await page.getByText("We've received your message and will get back to you shortly.").waitFor();
    await site.screenshot(page, 'site-contact-thanks-375');

    const [mail] = await smtp.waitFor(1);
    expect(mail.to && 'text' in mail.to && mail.to.text).toBe(BUSINESS_EMAIL);
    expect(mail.subject).toBe('Website message: Maintenance — Maria Lopez');
    expect(mail.text).toContain('Our water heater is making a knocking noise.');
    const { data } = await graphql(site, '{ contactMessages { name email service message } }', {}, token);
    expect(data.contactMessages).toEqual([
      { name: 'Maria Lopez', email: 'maria@example.com', service: 'maintenance', message: 'Our water heater is making a knocking noise.' },
    ]);

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    expect(await page.locator('form.contact-form').getByLabel('Full Name').inputValue()).toBe('');
    // The map provider was asked for (online) but never reached: the address and directions stand alone.
    expect(refused.every((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
    await page.context().close();
  });

  it('the emergency checkbox dials the emergency line and sends nothing', async () => {
    const page = await site.page(DESKTOP);
    await loopbackOnly(page.context());
    const operations = recordOperations(page);
    const before = (await graphql(site, '{ contactMessages { id } }', {}, token)).data.contactMessages.length;
    const mailsBefore = smtp.messages.length;
    await page.goto('/contact');
    const form = page.locator('form.contact-form');
    await form.getByLabel('This is an emergency').check();
    const call = form.getByRole('button', { name: 'Call (813) 555-0199 Now' });
    await site.screenshot(page, 'site-contact-emergency-1280');
    // The dial is a navigation to the tel: URL; the page itself stays.
    const dialed = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          window.addEventListener('beforeunload', () => resolve('navigating'), { once: true });
          setTimeout(() => resolve('stayed'), 1500);
        }),
    );
    await call.click();
    expect(await dialed).toBe('navigating');
    expect(operations.filter((name) => name === 'SendContactMessage')).toEqual([]);
    expect(await page.evaluate(() => location.pathname)).toBe('/contact');
    const { data } = await graphql(site, '{ contactMessages { id } }', {}, token);
    expect(data.contactMessages).toHaveLength(before);
    expect(smtp.messages).toHaveLength(mailsBefore);
    await page.context().close();
  });

  it('the admin reads the message and marks it handled', async () => {
    const page = await site.page(DESKTOP);
    await signIn(page, token);
    await page.goto('/admin/messages');
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    const row = page.locator('tr', { hasText: 'Maria Lopez' });
    await row.getByText('Open', { exact: true }).waitFor();
    await row.getByText('Maintenance').waitFor();
    expect(await tablesFitTheirCards(page)).toBe(true);
    await site.screenshot(page, 'admin-messages-1280');
    await row.getByRole('button', { name: 'Mark Handled' }).click();
    await page.getByText('No open messages. Everything is handled.').waitFor();
    await page.getByText('All (1)').click();
    await page.locator('tr', { hasText: 'Maria Lopez' }).getByText('Handled', { exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).waitFor();
    await page.context().close();
  });

  it("shows the install offer without making it the page's largest paint: a short Spanish page's heading stays its LCP", async () => {
    const page = await site.page(PHONE);
    // The browser's LCP candidates as they come: an element painted later and larger replaces the last.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as Window & { lcpSeen?: string[] }).lcpSeen = seen;
      new PerformanceObserver((list) =>
        list.getEntries().forEach((entry) => {
          const element = (entry as PerformanceEntry & { element?: Element | null }).element;
          seen.push(element?.closest('.install-banner') ? 'install banner' : (element?.tagName ?? 'gone'));
        }),
      ).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // A page of a short heading and little text, as a project's can be: the offer's sentence is larger.
    await page.goto('/es/pagina-que-no-existe');
    await frameRunning(page);
    await offerInstallation(page);
    await page.getByRole('region', { name: 'Instalar la app' }).getByRole('button', { name: 'Instalar', exact: true }).waitFor();
    await page.waitForTimeout(1_000);
    const seen = await page.evaluate(() => (window as Window & { lcpSeen?: string[] }).lcpSeen ?? []);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain('install banner');
    await page.context().close();
  });

  it('reads the whole page while its stylesheet is still on its way, so the first layout is the only one (#53)', async () => {
    const page = await site.page(PHONE);
    let releaseStylesheet!: () => void;
    const held = new Promise<void>((resolve) => (releaseStylesheet = resolve));
    await page.route('**/assets/*.css', async (route) => {
      await held;
      await route.continue();
    });
    const loaded = page.goto('/es/nosotros');
    await page.waitForFunction(() => document.querySelector('footer') !== null);
    // A classic script at the end of <body> would stop the parser here until the stylesheet came,
    // and the rest of the page would be laid out again after the first paint (a blocking task).
    await page.waitForFunction(() => document.readyState !== 'loading', null, { timeout: 5_000 }).catch(() => undefined);
    expect(await page.evaluate(() => document.readyState)).toBe('interactive');
    releaseStylesheet();
    await loaded;
    await frameRunning(page);
    await page.context().close();
  });

  it('offers installation on phones (Install App), remembers a dismissal, and serves a manifest', async () => {
    const page = await site.page(PHONE);
    await page.goto('/about');
    await frameRunning(page);
    await offerInstallation(page);
    const banner = page.getByRole('region', { name: 'Install App' });
    await banner.getByRole('button', { name: 'Install', exact: true }).waitFor();
    await site.screenshot(page, 'site-install-banner-375');
    await banner.getByRole('button', { name: 'Dismiss install banner' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await frameRunning(page);
    await offerInstallation(page);
    await page.waitForTimeout(200);
    expect(await banner.count()).toBe(0);

    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'Gulf Coast Plumbing & Renovation',
      short_name: 'Gulf Coast',
      start_url: '/',
      display: 'standalone',
    });
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect([icon.src, response.status(), response.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
    }
    await page.context().close();
  });

  it('starts offline from the service worker cache, which never holds GraphQL or admin data', async () => {
    const page = await site.page(DESKTOP);
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload(); // now controlled by the worker
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Gulf Coast Plumbing & Renovation' }).waitFor();
    await frameRunning(page); // the scripts came from the cache too
    await page.getByRole('button', { name: 'Emergency Service' }).click();
    await page.getByRole('dialog', { name: 'Plumbing Emergency?' }).waitFor();
    await page.keyboard.press('Escape');
    // A screen with data, and the Apollo client it brings, come from the cache too (its data cannot).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Projects' }).waitFor();
    await page.getByText('Failed to fetch projects').waitFor();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/');
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((path) => /graphql|\/api|admin/.test(path))).toEqual([]);
    await page.context().setOffline(false);
    await page.context().close();
  });

  it('public pages are readable, and the call buttons work, before any JavaScript runs', async () => {
    const context = await site.browser.newContext({ viewport: PHONE, baseURL: site.url, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading] of [
      ['/', 'Gulf Coast Plumbing & Renovation'],
      ['/about', 'About Gulf Coast Plumbing & Renovation'],
      ['/contact', 'Contact Us'],
      ['/schedule', 'Schedule Your Plumbing Service'],
    ]) {
      const response = await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.locator('.topbar a[href^="tel:"]').getAttribute('href')).toBe('tel:+18135550142');
      // Strict CSP: beside JSON data (site facts, JSON-LD) the markup carries one inline script, the
      // one that starts the app after the first paint, and the policy allows it by its hash alone.
      const html = await response!.text();
      const inline = [...html.matchAll(/<script(?![^>]*\b(src|type="application\/(ld\+)?json")=?)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => match[3],
      );
      expect([path, inline.length]).toEqual([path, 1]);
      const hash = createHash('sha256').update(inline[0]).digest('base64');
      expect(/script-src ([^;]*)/.exec(response!.headers()['content-security-policy'])?.[1]).toBe(`'self' 'sha256-${hash}'`);
    }
    await site.screenshot(page, 'site-schedule-no-js-375');
    // The emergency modal is the platform's: it opens, dials and closes with no script, in both languages.
    for (const [path, opener, title, call, close] of [
      ['/', 'Emergency Service', 'Plumbing Emergency?', 'Call (813) 555-0199 Now', 'Close'],
      ['/es', 'Servicio de emergencia', '¿Una emergencia de plomería?', 'Llame ahora al (813) 555-0199', 'Cerrar'],
    ]) {
      await page.goto(path);
      await page.getByRole('button', { name: opener }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      const callButton = dialog.getByRole('link', { name: call });
      expect(await callButton.getAttribute('href')).toBe(EMERGENCY_TEL);
      // Its words wrap on a phone rather than run out of the button, its number whole, its icon shown.
      expect(
        await callButton.evaluate((link) => ({
          fits: link.scrollWidth <= link.clientWidth,
          icon: link.querySelector('svg')!.getBoundingClientRect().width,
          numberOnOneLine: link.textContent!.includes('(813)\u00a0555-0199'),
        })),
      ).toEqual({ fits: true, icon: 24, numberOnOneLine: true });
      await site.screenshot(page, `site-emergency-no-js-${path === '/' ? 'en' : 'es'}-375`);
      await dialog.getByRole('button', { name: close }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: opener }).click();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await context.close();
  });

  it('pages with data arrive rendered with it, and the app adopts them without asking again or showing a wait', async () => {
    const pages = [
      ['/projects', 'Slab Leak Emergency Repair'],
      ['/schedule', 'Preferred Date'],
      ['/pages/water-heater-services', 'Water Heater Repair and Installation in Tampa'],
    ];
    const noScript = await site.browser.newContext({ viewport: PHONE, baseURL: site.url, javaScriptEnabled: false });
    const plain = await noScript.newPage();
    for (const [path, text] of pages) {
      await plain.goto(path);
      await plain.getByText(text).first().waitFor();
    }
    // Styled before any script: the photo fits the phone instead of spilling out at its full size.
    await plain.goto('/projects');
    expect(
      await plain
        .locator('.project-card-image')
        .first()
        .evaluate((image) => image.getBoundingClientRect().width),
    ).toBeLessThanOrEqual(PHONE.width);
    await noScript.close();

    const page = await site.page(PHONE);
    await loopbackOnly(page.context());
    const operations = recordOperations(page);
    // Remembers any loading state the page shows, however briefly.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.page-loading')) (window as { sawLoading?: boolean }).sawLoading = true;
      }).observe(document, { childList: true, subtree: true });
    });
    for (const [path, text] of pages) {
      await page.goto(path);
      await frameRunning(page);
      await page.waitForLoadState('networkidle');
      await page.getByText(text).first().waitFor();
      expect([path, operations, await page.evaluate(() => (window as { sawLoading?: boolean }).sawLoading ?? false)]).toEqual([
        path,
        [],
        false,
      ]);
    }
    await page.context().close();
  });

  it('screenshots of every public screen at 375 and 1280 px', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await site.page(viewport);
      await loopbackOnly(page.context());
      for (const [path, name] of [
        ['/', 'home'],
        ['/about', 'about'],
        ['/contact', 'contact'],
        ['/projects', 'projects'],
        ['/schedule', 'schedule'],
        ['/no-such-page', 'not-found'],
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await site.screenshot(page, `site-${name}-${viewport.width}`);
      }
      await page.context().close();
    }
  });
});
