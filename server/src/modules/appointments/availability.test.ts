import { formatInZone, jobSpan, zonedInstant } from '@plumbing/shared';
import { halfHours } from '../../../test/factories';
import { DEFAULT_APPOINTMENT_SETTINGS } from './appointment-settings';
import { dayAvailability, jobMinutes, slotTimes, type BookingCalendar, type DayLoad } from './availability';

const NY = 'America/New_York';
const none: DayLoad = { jobs: [], busy: [] };
const DEFAULTS: BookingCalendar = { ...DEFAULT_APPOINTMENT_SETTINGS, closures: [] };

describe('slot rules', () => {
  it('offers a slot every 30 minutes from start to end inclusive', () => {
    expect(slotTimes({ start: '09:00', end: '11:00' })).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
    expect(slotTimes({ start: '08:15', end: '09:15' })).toEqual(['08:15', '08:45', '09:15']);
    expect(slotTimes({ start: '17:00', end: '09:00' })).toEqual([]);
    expect(slotTimes(DEFAULTS.availableHours)).toHaveLength(17);
  });

  const now = new Date('2026-03-02T15:00:00Z'); // Monday 10:00 in New York
  const day = (date: string, settings = DEFAULTS, load = none, minutes = 30) => dayAvailability(date, settings, NY, now, minutes, load);

  it('books only available weekdays, inside the min/max window, never in a closure', () => {
    expect(day('2026-03-02').bookable).toBe(false); // today: minDaysInAdvance is 1
    expect(day('2026-03-03').bookable).toBe(true); // tomorrow, a Tuesday
    expect(day('2026-03-07').bookable).toBe(false); // Saturday
    expect(day('2026-04-01').bookable).toBe(true); // today + 30, inclusive
    expect(day('2026-04-02').bookable).toBe(false); // today + 31
    // The business's closures close their days too (issue #38), from the first day to the last.
    const springBreak = { ...DEFAULTS, closures: [{ name: 'Spring break', from: '2026-03-03', to: '2026-03-04' }] };
    expect([day('2026-03-03', springBreak), day('2026-03-04', springBreak), day('2026-03-05', springBreak)].map((d) => d.bookable)).toEqual(
      [false, false, true],
    );
    expect(day('2026-03-03', { ...DEFAULTS, enableScheduling: false }).bookable).toBe(false);
    expect(day('2026-03-02', { ...DEFAULTS, minDaysInAdvance: 0 }).bookable).toBe(true);
    expect(day('2026-03-07').slots.every((s) => !s.available)).toBe(true);
  });

  it('never offers a slot in the past', () => {
    const today = day('2026-03-02', { ...DEFAULTS, minDaysInAdvance: 0 });
    expect(today.slots.filter((s) => s.available).map((s) => s.time)[0]).toBe('10:30');
    expect(today.slots.find((s) => s.time === '10:00')!.available).toBe(false);
  });

  it('marks the times a crew is out unavailable: a 4-hour installation at 9:00 holds it until 1:30 PM (issue #50)', () => {
    const installation = { crew: 1, ...jobSpan(zonedInstant('2026-03-03', '09:00', NY).getTime(), 240, 30) };
    const unavailable = (load: DayLoad, minutes: number, settings = DEFAULTS) =>
      day('2026-03-03', settings, load, minutes)
        .slots.filter((s) => !s.available)
        .map((s) => s.time);
    // An hour's inspection: not before 9:00 (it would run into it), not until the drive after it is over, and over by 5 PM.
    expect(unavailable({ jobs: [installation], busy: [] }, 60)).toEqual([...halfHours('09:00', '13:00'), '16:30', '17:00']);
    // A second crew takes what the first cannot.
    const twoCrews = { ...DEFAULTS, crews: [...DEFAULTS.crews, { id: 2, name: 'Crew 2' }] };
    expect(unavailable({ jobs: [installation], busy: [] }, 60, twoCrews)).toEqual(['16:30', '17:00']);
    // A busy time of the owner's blocks every crew.
    const dentist = { start: zonedInstant('2026-03-03', '14:00', NY).getTime(), end: zonedInstant('2026-03-03', '15:00', NY).getTime() };
    expect(unavailable({ jobs: [], busy: [{ ...dentist, crew: null }] }, 60, twoCrews)).toEqual([
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '16:30',
      '17:00',
    ]);
  });

  it('times a job by its service, or by the shortest online service when none is chosen yet', () => {
    expect(jobMinutes(DEFAULTS, 'installation')).toBe(240);
    expect(jobMinutes(DEFAULTS)).toBe(60);
    const inspectionByPhone = DEFAULTS.services.map((rule) =>
      rule.serviceType === 'inspection' ? { ...rule, bookableOnline: false } : rule,
    );
    expect(jobMinutes({ ...DEFAULTS, services: inspectionByPhone })).toBe(60); // "other"
    expect(jobMinutes({ ...DEFAULTS, services: inspectionByPhone.filter((rule) => rule.serviceType !== 'other') })).toBe(90);
  });

  it.each([
    // Spring forward on 2026-03-08: EST (-05) before, EDT (-04) after 02:00.
    ['2026-03-07', '09:00', '2026-03-07T14:00:00.000Z'],
    ['2026-03-08', '09:00', '2026-03-08T13:00:00.000Z'],
    ['2026-03-08', '01:30', '2026-03-08T06:30:00.000Z'],
    ['2026-03-08', '03:00', '2026-03-08T07:00:00.000Z'],
    // Fall back on 2026-11-01: EDT before, EST after 02:00.
    ['2026-10-31', '09:00', '2026-10-31T13:00:00.000Z'],
    ['2026-11-01', '09:00', '2026-11-01T14:00:00.000Z'],
    ['2026-11-01', '17:00', '2026-11-01T22:00:00.000Z'],
  ])('on %s, %s in New York is %s', (date, time, iso) => {
    expect(zonedInstant(date, time, NY).toISOString()).toBe(iso);
  });

  it('places and labels the slots of the daylight-saving days at the right instants', () => {
    const everyDay = {
      ...DEFAULTS,
      availableDays: [0, 1, 2, 3, 4, 5, 6],
      maxDaysInAdvance: 365,
      availableHours: { start: '00:00', end: '23:30' },
    };
    const early = new Date('2026-01-01T12:00:00Z');
    for (const date of ['2026-03-08', '2026-11-01']) {
      const { slots, bookable } = dayAvailability(date, everyDay, NY, early, 30, none);
      expect(bookable).toBe(true);
      const labels = slots.map((s) => formatInZone(s.startsAt, NY));
      expect(slots.find((s) => s.time === '09:30')!.startsAt.toISOString()).toBe(
        date === '2026-03-08' ? '2026-03-08T13:30:00.000Z' : '2026-11-01T14:30:00.000Z',
      );
      expect(labels[slots.findIndex((s) => s.time === '09:30')]).toMatch(/9:30 AM ET$/);
    }
  });

  it('labels times in the business zone', () => {
    expect(formatInZone(new Date('2026-03-10T13:30:00Z'), NY)).toBe('Tue, Mar 10, 2026, 9:30 AM ET');
  });
});
