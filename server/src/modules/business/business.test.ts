import { BusinessMessages, HeadElementId, SAMPLE_BUSINESS, type SiteConfig } from '@plumbing/shared';
import { buildAppointment, buildAppointmentSettings, buildBusinessProfile, type BusinessProfileValues } from '../../../test/factories';
import {
  AVAILABILITY,
  BUSINESS_PROFILE,
  OPENING_STATE,
  REQUEST_APPOINTMENT,
  SAVE_APPOINTMENT_SETTINGS,
  SAVE_BUSINESS_PROFILE,
} from '../../../test/operations';
import { createTestDatabase } from '../../../test/test-database';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { webDistFixture } from '../../../test/web-dist-fixture';
import { openAppDatabase } from '../../database';
import { migrations } from '../../db/migrations';
import { createLogger } from '../../logger';

/** The site-config the server wrote into a page. */
const siteConfigOf = (html: string): SiteConfig =>
  JSON.parse(new RegExp(`<script id="${HeadElementId.siteConfig}" type="application/json">(.*?)</script>`).exec(html)![1]) as SiteConfig;

describe('the business profile', () => {
  let server: TestServer;
  let token: string;
  let web: ReturnType<typeof webDistFixture>;
  // Tuesday 2026-11-24, 10:00 in Tampa; tests move it.
  let now = new Date('2026-11-24T15:00:00Z');
  const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();

  beforeAll(async () => {
    web = webDistFixture();
    server = await startTestServer({
      webDistDir: web.dir,
      now: () => now,
      env: { BUSINESS_NAME: 'Bayside Pipes', BUSINESS_PHONE: '813.555.0100', BUSINESS_HOURS: 'Mon-Fri 8am-5pm' },
    });
    token = await server.adminToken();
  });
  afterAll(async () => {
    await server.close();
    web.remove();
  });

  it('is seeded once from the BUSINESS_* settings: a later start keeps what is in the database', async () => {
    const seeded = (await server.graphql(BUSINESS_PROFILE)).body.data.businessProfile;
    const weekday = [{ open: '08:00', close: '17:00' }];
    expect(seeded).toMatchObject({
      name: 'Bayside Pipes',
      phone: '(813) 555-0100',
      emergencyPhone: SAMPLE_BUSINESS.emergencyPhone,
      openingHours: [[], weekday, weekday, weekday, weekday, weekday, []],
      licenceNumbers: [],
    });
    const second = await startTestServer({
      databaseUrl: server.databaseUrl,
      env: { BUSINESS_NAME: 'Someone Else', BUSINESS_PHONE: '(727) 555-0111' },
    });
    try {
      // (Its clock is the real one: "open now" may differ.)
      const { openNow: _openNow, nextChange: _nextChange, ...kept } = seeded;
      expect((await second.graphql(BUSINESS_PROFILE)).body.data.businessProfile).toMatchObject(kept);
    } finally {
      await second.close();
    }
  });

  it('saves the owner’s edits, formatted, and every public read and page shows them at once', async () => {
    const input = buildBusinessProfile({
      phone: '813.555.0123',
      emergencyPhone: '+1 813 555 0188',
      licenceNumbers: [' cfc1430000 ', 'CGC1520000'],
      serviceAreas: [
        { name: ' Tampa ', slug: 'tampa', zipCodes: [] },
        { name: 'Brandon', slug: ' brandon ', zipCodes: [' 33511', '33510', '33511'] },
      ],
      address: { street: ' 1 Main St ', city: 'Tampa', region: 'fl', postalCode: '33602' },
      latitude: 27.95,
      longitude: -82.46,
      reviewUrl: 'https://g.page/r/bayside/review',
      socialProfiles: ['https://www.facebook.com/bayside'],
    });
    const saved = (await server.graphql(SAVE_BUSINESS_PROFILE, { input }, token)).body.data.saveBusinessProfile;
    expect(saved).toMatchObject({
      phone: '(813) 555-0123',
      emergencyPhone: '(813) 555-0188',
      licenceNumbers: ['CFC1430000', 'CGC1520000'],
      serviceAreas: [
        { name: 'Tampa', slug: 'tampa', zipCodes: [] },
        { name: 'Brandon', slug: 'brandon', zipCodes: ['33511', '33510'] },
      ],
      address: { street: '1 Main St', city: 'Tampa', region: 'FL', postalCode: '33602' },
    });
    expect((await server.graphql(BUSINESS_PROFILE)).body.data.businessProfile).toEqual(saved);

    const html = await page('/');
    const { business } = siteConfigOf(html);
    expect(business).toMatchObject({ phone: '(813) 555-0123', licenceNumbers: ['CFC1430000', 'CGC1520000'], timeZone: 'America/New_York' });
    // Every page names the areas; their ZIP codes go only to the booking form, which asks for them (issue #42).
    expect(business.serviceAreas).toEqual([
      { name: 'Tampa', slug: 'tampa' },
      { name: 'Brandon', slug: 'brandon' },
    ]);
    expect(html).not.toContain('33510');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json" id="[^"]+">(.*?)<\/script>/g)].map(([, json]) =>
      JSON.parse(json),
    );
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'Plumber',
        telephone: '(813) 555-0123',
        geo: { '@type': 'GeoCoordinates', latitude: 27.95, longitude: -82.46 },
        areaServed: [
          { '@type': 'Place', name: 'Tampa' },
          { '@type': 'Place', name: 'Brandon' },
        ],
        sameAs: ['https://www.facebook.com/bayside'],
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
            opens: '08:00',
            closes: '18:00',
          },
        ],
      }),
    );
    const manifest = await (await fetch(`${server.url}/manifest.webmanifest`)).json();
    expect(manifest.name).toBe(input.name);
  });

  const refusals: Array<[string, Partial<BusinessProfileValues>, string[], string]> = [
    ['a phone that is not a US number', { phone: '+44 20 7946 0958' }, ['phone'], 'Enter a valid US phone number'],
    ['a phone too short', { emergencyPhone: '555-0142' }, ['emergencyPhone'], 'Enter a valid US phone number'],
    ['an e-mail without a domain', { email: 'owner@' }, ['email'], 'Enter a valid e-mail address'],
    [
      'a ZIP code of letters',
      { address: { ...SAMPLE_BUSINESS.address, postalCode: 'ABCDE' } },
      ['address', 'postalCode'],
      'Enter a ZIP code, e.g. 33609',
    ],
    [
      'a licence with spaces inside',
      { licenceNumbers: ['CFC 143'] },
      ['licenceNumbers'],
      'A licence number is 3 to 20 letters and digits, e.g. CFC1430000',
    ],
    [
      'a licence too short',
      { licenceNumbers: ['CF'] },
      ['licenceNumbers'],
      'A licence number is 3 to 20 letters and digits, e.g. CFC1430000',
    ],
    [
      'hours that close before they open',
      { openingHours: [[], [{ open: '18:00', close: '08:00' }], [], [], [], [], []] },
      ['openingHours'],
      'Monday: Closing time must be after opening time',
    ],
    [
      'hours that are not HH:MM',
      { openingHours: [[], [], [{ open: '8am', close: '17:00' }], [], [], [], []] },
      ['openingHours'],
      'Tuesday: Enter times as HH:MM, e.g. 08:00',
    ],
    ['fewer than seven days of hours', { openingHours: [[]] }, ['openingHours'], 'Give the hours of all seven days'],
    [
      'eleven service areas',
      { serviceAreas: Array.from({ length: 11 }, (_, i) => ({ name: `Town ${i}`, slug: `town-${i}`, zipCodes: [] })) },
      ['serviceAreas'],
      'List at most 10 service areas',
    ],
    [
      'two service areas with one slug',
      {
        serviceAreas: [
          { name: 'Brandon', slug: 'brandon', zipCodes: [] },
          { name: 'Brandon East', slug: ' brandon', zipCodes: [] },
        ],
      },
      ['serviceAreas'],
      'Another area already uses the URL slug brandon',
    ],
    [
      'a slug that is not kebab-case',
      { serviceAreas: [{ name: 'Town n Country', slug: 'Town_n--Country', zipCodes: [] }] },
      ['serviceAreas', '0', 'slug'],
      'The URL slug may contain only lowercase letters, numbers and single hyphens between them',
    ],
    [
      'a service area without a name',
      { serviceAreas: [{ name: '  ', slug: 'brandon', zipCodes: [] }] },
      ['serviceAreas', '0', 'name'],
      'Each area’s name is 1 to 60 characters, e.g. Brandon',
    ],
    [
      'a ZIP code of four digits',
      { serviceAreas: [{ name: 'Brandon', slug: 'brandon', zipCodes: ['33511', '3351'] }] },
      ['serviceAreas', '0', 'zipCodes'],
      'ZIP codes are 5 digits each, comma separated, e.g. 33510, 33511',
    ],
    [
      'a ZIP+4 code',
      { serviceAreas: [{ name: 'Brandon', slug: 'brandon', zipCodes: ['33511-4410'] }] },
      ['serviceAreas', '0', 'zipCodes'],
      'ZIP codes are 5 digits each, comma separated, e.g. 33510, 33511',
    ],
    [
      'a satisfaction above 100%',
      { figures: { customers: 1500, satisfaction: 101 } },
      ['figures', 'satisfaction'],
      'Satisfaction is a percentage from 0 to 100',
    ],
    [
      'a closure that ends before it starts',
      { closures: [{ name: 'Christmas', from: '2026-12-26', to: '2026-12-24' }] },
      ['closures'],
      'Christmas: The last day closed cannot be before the first',
    ],
    [
      'a closure without a name',
      { closures: [{ name: ' ', from: '2026-11-26', to: '2026-11-26' }] },
      ['closures'],
      'Name the closure, e.g. Thanksgiving Day',
    ],
    [
      'a review link that is not a web address',
      { reviewUrl: 'javascript:alert(1)' },
      ['reviewUrl'],
      'Enter a full web address starting with https://',
    ],
  ];
  it.each(refusals)('refuses %s with its message under its field, and saves nothing', async (_case, change, path, message) => {
    const before = (await server.graphql(BUSINESS_PROFILE)).body.data.businessProfile;
    const { body } = await server.graphql(SAVE_BUSINESS_PROFILE, { input: buildBusinessProfile(change) }, token);
    expect(body.data).toBeNull();
    expect(body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    let errors = body.errors![0].extensions!.validationErrors as Array<{
      property: string;
      constraints: Record<string, string>;
      children?: unknown[];
    }>;
    for (const [depth, property] of path.entries()) {
      const error = errors.find((e) => e.property === property)!;
      expect(error).toBeDefined();
      if (depth === path.length - 1) expect(Object.values(error.constraints)).toContain(message);
      else errors = error.children as typeof errors;
    }
    expect((await server.graphql(BUSINESS_PROFILE)).body.data.businessProfile).toEqual(before);
  });

  it('refuses line breaks and control characters in a name, an address or a service area (issue #37)', async () => {
    const before = (await server.graphql(BUSINESS_PROFILE)).body.data.businessProfile;
    for (const input of [
      buildBusinessProfile({ name: 'Bayside\r\nBEGIN:VEVENT' }),
      buildBusinessProfile({ address: { ...buildBusinessProfile().address, street: '1 Main St\u2028Suite 2' } }),
      buildBusinessProfile({ serviceAreas: [{ name: 'Brandon\u0007', slug: 'brandon', zipCodes: [] }] }),
      buildBusinessProfile({ address: { ...buildBusinessProfile().address, city: 'Tampa\n' } }),
    ]) {
      const { body } = await server.graphql(SAVE_BUSINESS_PROFILE, { input }, token);
      expect(JSON.stringify(body.errors?.[0].extensions?.validationErrors)).toContain(BusinessMessages.singleLine);
    }
    expect((await server.graphql(BUSINESS_PROFILE)).body.data.businessProfile).toEqual(before);
  });

  it('refuses an anonymous save', async () => {
    const before = (await server.graphql(BUSINESS_PROFILE)).body.data.businessProfile;
    const { body } = await server.graphql(SAVE_BUSINESS_PROFILE, { input: buildBusinessProfile({ name: 'Hijacked' }) });
    expect(body.errors![0]).toMatchObject({ message: 'User is not authenticated', extensions: { code: 'UNAUTHENTICATED' } });
    expect((await server.graphql(BUSINESS_PROFILE)).body.data.businessProfile).toEqual(before);
  });

  describe('open now', () => {
    const state = async (iso: string) => {
      now = new Date(iso);
      return (await server.graphql(OPENING_STATE)).body.data.businessProfile;
    };

    beforeAll(async () => {
      const everyDay = Array.from({ length: 7 }, () => [{ open: '08:00', close: '18:00' }]);
      await server.graphql(SAVE_BUSINESS_PROFILE, { input: buildBusinessProfile({ openingHours: everyDay }) }, token);
    });

    it('keeps the clock on the 2026 daylight-saving days', async () => {
      // (The clock only moves forward, as real ones do: cached answers are for a moment later.)
      // Saturday evening 2026-03-07, still EST: closed since 23:00Z; Sunday opens at 8 AM EDT, after the 2 AM jump.
      expect(await state('2026-03-07T23:30:00Z')).toEqual({ openNow: false, nextChange: '2026-03-08T12:00:00.000Z' });
      expect(await state('2026-03-08T11:59:00Z')).toEqual({ openNow: false, nextChange: '2026-03-08T12:00:00.000Z' });
      expect(await state('2026-03-08T12:00:00Z')).toEqual({ openNow: true, nextChange: '2026-03-08T22:00:00.000Z' });
      // Sunday 2026-11-01: 8 AM is EST (UTC-5) after the fall back.
      expect(await state('2026-11-01T12:30:00Z')).toEqual({ openNow: false, nextChange: '2026-11-01T13:00:00.000Z' });
      expect(await state('2026-11-01T13:00:00Z')).toEqual({ openNow: true, nextChange: '2026-11-01T23:00:00.000Z' });
    });

    it('opens at the opening minute and closes at the closing minute, in Tampa’s time', async () => {
      // Tuesday 2026-11-24 (EST, UTC-5).
      expect(await state('2026-11-24T12:59:59Z')).toEqual({ openNow: false, nextChange: '2026-11-24T13:00:00.000Z' });
      expect(await state('2026-11-24T13:00:00Z')).toEqual({ openNow: true, nextChange: '2026-11-24T23:00:00.000Z' });
      expect(await state('2026-11-24T22:59:59Z')).toEqual({ openNow: true, nextChange: '2026-11-24T23:00:00.000Z' });
      expect(await state('2026-11-24T23:00:00Z')).toEqual({ openNow: false, nextChange: '2026-11-25T13:00:00.000Z' });
    });

    it('never serves a page’s open/closed state past the moment it changes', async () => {
      await state('2026-11-24T22:59:30Z'); // 5:59:30 PM
      const open = siteConfigOf(await page('/'));
      expect(open.openingStatus).toEqual({ openNow: true, nextChange: '2026-11-24T18:00:00-05:00', closure: null });
      // Still cached a moment later: the same HTML is replayed.
      now = new Date('2026-11-24T22:59:45Z');
      expect(siteConfigOf(await page('/')).openingStatus).toEqual(open.openingStatus);
      // At 6 PM the kept page has expired: the next one says closed.
      now = new Date('2026-11-24T23:00:00Z');
      expect(siteConfigOf(await page('/')).openingStatus).toEqual({
        openNow: false,
        nextChange: '2026-11-25T08:00:00-05:00',
        closure: null,
      });
    });

    it('closes on a closure: "Open now", the home page, the JSON-LD and the booking calendar all say so (issue #38)', async () => {
      const everyDay = Array.from({ length: 7 }, () => [{ open: '08:00', close: '18:00' }]);
      // Its Spanish name is what the Spanish pages say (issue #41); trimmed, and an empty one is none.
      const thanksgiving = { name: 'Thanksgiving Day', spanishName: 'Día de Acción de Gracias', from: '2026-11-26', to: '2026-11-26' };
      const christmas = { name: 'Christmas', spanishName: '  ', from: '2026-12-25', to: '2026-12-25' };
      const saved = await server.graphql(
        SAVE_BUSINESS_PROFILE,
        {
          input: buildBusinessProfile({
            openingHours: everyDay,
            closures: [{ ...thanksgiving, spanishName: ' Día de Acción de Gracias ' }, christmas],
          }),
        },
        token,
      );
      expect(saved.body.data.saveBusinessProfile.closures).toEqual([thanksgiving, { ...christmas, spanishName: null }]);
      await server.graphql(
        SAVE_BUSINESS_PROFILE,
        { input: buildBusinessProfile({ openingHours: everyDay, closures: [thanksgiving] }) },
        token,
      );
      // A save that leaves them out (an older client) keeps them.
      const { closures: _omitted, ...withoutClosures } = buildBusinessProfile({ openingHours: everyDay });
      expect(
        (await server.graphql(SAVE_BUSINESS_PROFILE, { input: withoutClosures }, token)).body.data.saveBusinessProfile.closures,
      ).toEqual([thanksgiving]);

      // Wednesday noon: open, and the home page announces tomorrow's closure.
      expect(await state('2026-11-25T17:00:00Z')).toEqual({ openNow: true, nextChange: '2026-11-25T23:00:00.000Z' });
      expect(siteConfigOf(await page('/')).openingStatus!.closure).toEqual({ ...thanksgiving, current: false });
      // Thanksgiving, 10 AM, on a day the weekly hours open: closed until Friday 8 AM.
      expect(await state('2026-11-26T15:00:00Z')).toEqual({ openNow: false, nextChange: '2026-11-27T13:00:00.000Z' });
      const home = await page('/');
      expect(siteConfigOf(home).openingStatus).toEqual({
        openNow: false,
        nextChange: '2026-11-27T08:00:00-05:00',
        closure: { ...thanksgiving, current: true },
      });
      const business = [...home.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
        .map((m) => JSON.parse(m[1]))
        .find((ld) => ld['@type'] === 'Plumber');
      expect(business.specialOpeningHoursSpecification).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          name: 'Thanksgiving Day',
          opens: '00:00',
          closes: '00:00',
          validFrom: '2026-11-26',
          validThrough: '2026-11-26',
        },
      ]);

      // The booking calendar: the day is not offered, and a request for it is refused.
      const everyDayBooking = buildAppointmentSettings({ minDaysInAdvance: 0, availableDays: [0, 1, 2, 3, 4, 5, 6] });
      expect((await server.graphql(SAVE_APPOINTMENT_SETTINGS, { input: everyDayBooking }, token)).body.errors).toBeUndefined();
      expect((await server.graphql(AVAILABILITY, { date: '2026-11-26' })).body.data.availability.bookable).toBe(false);
      expect((await server.graphql(AVAILABILITY, { date: '2026-11-27' })).body.data.availability.bookable).toBe(true);
      const request = await server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment({ preferredDate: '2026-11-26T20:00:00.000Z' }) });
      expect(request.body.data.requestAppointment).toMatchObject({ success: false, code: 'SLOT_UNAVAILABLE' });

      // The day after, it is over: nothing announced, nothing in the JSON-LD.
      now = new Date('2026-11-27T15:00:00Z');
      const after = await page('/');
      expect(siteConfigOf(after).openingStatus!.closure).toBeNull();
      expect(after).not.toContain('specialOpeningHoursSpecification');
    });
  });
});

describe('the service area kept as names before issue #42', () => {
  it('becomes areas without ZIP codes, each with a slug of its own derived from its name', async () => {
    const before = migrations.findIndex((migration) => migration.name === 'ServiceAreas1764000000000');
    const database = await createTestDatabase(migrations.slice(0, before));
    try {
      await database.db.query(
        `INSERT INTO business_profile (name, phone, emergency_phone, email, street, city, region, postal_code, opening_hours,
           founded_year, figure_years, figure_customers, figure_satisfaction, service_area)
         VALUES ('Bayside Pipes', '(813) 555-0100', '(813) 555-0199', 'office@example.com', '1 Main St', 'Tampa', 'FL', '33602', '[]',
           2017, 13, 1500, 99, $1)`,
        [['Tampa', 'Town ’n’ Country', 'Tampa!', 'Hillsborough County']],
      );
      await (await openAppDatabase(database.url, createLogger('silent'))).destroy();
      expect(await database.db.query(`SELECT service_areas FROM business_profile`)).toEqual([
        {
          service_areas: [
            { name: 'Tampa', slug: 'tampa', zipCodes: [] },
            { name: 'Town ’n’ Country', slug: 'town-n-country', zipCodes: [] },
            { name: 'Tampa!', slug: 'tampa-2', zipCodes: [] },
            { name: 'Hillsborough County', slug: 'hillsborough-county', zipCodes: [] },
          ],
        },
      ]);
    } finally {
      await database.drop();
    }
  });
});
