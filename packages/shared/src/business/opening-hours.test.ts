import type { Closure } from './closures';
import { clockLabel } from '../i18n/calendar-words';
import { openingRangesRefusal, openingState, openingStatusAt, type WeeklyHours } from './opening-hours';

const ZONE = 'America/New_York';
const weekdays = (open: string, close: string): WeeklyHours => [[], ...Array.from({ length: 5 }, () => [{ open, close }]), []];
const at = (iso: string) => new Date(iso);
const office = (openingHours: WeeklyHours, closures: Closure[] = []) => ({ openingHours, closures, timeZone: ZONE });

describe('openingState', () => {
  const hours = weekdays('08:00', '18:00');

  it('is open inside the day and names the closing instant', () => {
    // Tue 2026-11-24 10:00 EST = 15:00Z
    expect(openingState(office(hours), at('2026-11-24T15:00:00Z'))).toEqual({ openNow: true, nextChange: at('2026-11-24T23:00:00Z') });
  });

  it('opens at the opening minute and closes at the closing minute', () => {
    expect(openingState(office(hours), at('2026-11-24T13:00:00Z')).openNow).toBe(true);
    expect(openingState(office(hours), at('2026-11-24T12:59:59Z'))).toEqual({ openNow: false, nextChange: at('2026-11-24T13:00:00Z') });
    expect(openingState(office(hours), at('2026-11-24T23:00:00Z'))).toEqual({ openNow: false, nextChange: at('2026-11-25T13:00:00Z') });
  });

  it('after Friday closing, the next change is Monday morning', () => {
    // Fri 2026-11-27 21:00 EST
    expect(openingState(office(hours), at('2026-11-28T02:00:00Z'))).toEqual({ openNow: false, nextChange: at('2026-11-30T13:00:00Z') });
  });

  it('keeps the zone’s clock on the 2026 daylight-saving days', () => {
    const everyDay: WeeklyHours = Array.from({ length: 7 }, () => [{ open: '01:00', close: '04:00' }]);
    // Sun 2026-03-08: 01:00 EST = 06:00Z; clocks jump 02:00 -> 03:00, so 04:00 EDT = 08:00Z (a 2-hour stretch).
    expect(openingState(office(everyDay), at('2026-03-08T06:30:00Z'))).toEqual({ openNow: true, nextChange: at('2026-03-08T08:00:00Z') });
    // Sun 2026-11-01: 01:00 EDT = 05:00Z; clocks fall back 02:00 -> 01:00, so 04:00 EST = 09:00Z (a 4-hour stretch).
    expect(openingState(office(everyDay), at('2026-11-01T05:00:00Z'))).toEqual({ openNow: true, nextChange: at('2026-11-01T09:00:00Z') });
    expect(openingState(office(everyDay), at('2026-11-01T08:59:00Z')).openNow).toBe(true);
    // Sat 2026-10-31 23:00 EDT: next opening is 01:00 EDT on the 1st.
    expect(openingState(office(everyDay), at('2026-11-01T03:00:00Z'))).toEqual({ openNow: false, nextChange: at('2026-11-01T05:00:00Z') });
  });

  it('joins a day open until midnight to the next opening at midnight, and a lunch break splits a day', () => {
    const late: WeeklyHours = Array.from({ length: 7 }, () => [
      { open: '00:00', close: '02:00' },
      { open: '20:00', close: '24:00' },
    ]);
    expect(openingState(office(late), at('2026-11-25T02:00:00Z'))).toEqual({ openNow: true, nextChange: at('2026-11-25T07:00:00Z') });
    const lunch: WeeklyHours = weekdays('08:00', '12:00').map((day) => (day.length ? [...day, { open: '13:00', close: '17:00' }] : day));
    expect(openingState(office(lunch), at('2026-11-24T17:30:00Z'))).toEqual({ openNow: false, nextChange: at('2026-11-24T18:00:00Z') });
  });

  it('stays closed all day on a closure and names the first opening after it, however long it lasts', () => {
    const thanksgiving: Closure = { name: 'Thanksgiving Day', from: '2026-11-26', to: '2026-11-26' };
    // Thu 2026-11-26 10:00 EST, a weekday: closed, opens Fri 08:00.
    expect(openingState(office(hours, [thanksgiving]), at('2026-11-26T15:00:00Z'))).toEqual({
      openNow: false,
      nextChange: at('2026-11-27T13:00:00Z'),
    });
    // Wed evening: the next opening skips Thursday.
    expect(openingState(office(hours, [thanksgiving]), at('2026-11-25T23:30:00Z')).nextChange).toEqual(at('2026-11-27T13:00:00Z'));
    // Closed from Dec 14 to Jan 15: on Dec 20 the next opening is Fri Jan 16, past the usual week ahead.
    const winter: Closure = { name: 'Winter break', from: '2026-12-14', to: '2027-01-15' };
    expect(openingState(office(hours, [winter]), at('2026-12-20T15:00:00Z'))).toEqual({
      openNow: false,
      nextChange: at('2027-01-18T13:00:00Z'),
    });
  });

  it('never opens when no day has hours', () => {
    expect(openingState(office(Array.from({ length: 7 }, () => [])), at('2026-11-24T15:00:00Z'))).toEqual({
      openNow: false,
      nextChange: null,
    });
  });
});

describe('openingRangesRefusal', () => {
  it('accepts ordered ranges and midnight as a closing time', () => {
    expect(
      openingRangesRefusal([
        { open: '07:00', close: '12:00' },
        { open: '13:00', close: '24:00' },
      ]),
    ).toBeUndefined();
  });

  it('refuses bad times, a close before the open, and overlaps', () => {
    expect(openingRangesRefusal([{ open: '7:00', close: '12:00' }])).toBe('Enter times as HH:MM, e.g. 08:00');
    expect(openingRangesRefusal([{ open: '24:00', close: '24:00' }])).toBe('Enter times as HH:MM, e.g. 08:00');
    expect(openingRangesRefusal([{ open: '18:00', close: '08:00' }])).toBe('Closing time must be after opening time');
    expect(
      openingRangesRefusal([
        { open: '08:00', close: '12:00' },
        { open: '11:00', close: '14:00' },
      ]),
    ).toBe('Opening hours of one day must not overlap');
  });
});

describe('openingStatusAt', () => {
  it('gives the next change as Tampa’s clocks read it, with their offset, on either side of daylight saving', () => {
    const hours = weekdays('08:00', '18:00');
    expect(openingStatusAt(office(hours), at('2026-11-24T15:00:00Z'))).toEqual({
      openNow: true,
      nextChange: '2026-11-24T18:00:00-05:00',
      closure: null,
    });
    expect(openingStatusAt(office(hours), at('2026-06-09T23:30:00Z'))).toEqual({
      openNow: false,
      nextChange: '2026-06-10T08:00:00-04:00',
      closure: null,
    });
    expect(openingStatusAt(office(Array.from({ length: 7 }, () => [])), at('2026-11-24T15:00:00Z'))).toEqual({
      openNow: false,
      nextChange: null,
      closure: null,
    });
  });
});

describe('openingStatusAt and closures', () => {
  const hours = weekdays('08:00', '18:00');
  const thanksgiving: Closure = { name: 'Thanksgiving Day', from: '2026-11-26', to: '2026-11-26' };

  it('announces a closure from a week ahead, names it as current on its day, and forgets it after', () => {
    expect(openingStatusAt(office(hours, [thanksgiving]), at('2026-11-18T15:00:00Z')).closure).toBeNull(); // 8 days ahead
    expect(openingStatusAt(office(hours, [thanksgiving]), at('2026-11-19T15:00:00Z')).closure).toEqual({ ...thanksgiving, current: false });
    expect(openingStatusAt(office(hours, [thanksgiving]), at('2026-11-26T15:00:00Z'))).toEqual({
      openNow: false,
      nextChange: '2026-11-27T08:00:00-05:00',
      closure: { ...thanksgiving, current: true },
    });
    // 11:30 PM on the day in Tampa is already the 27th in UTC: still the closure's day.
    expect(openingStatusAt(office(hours, [thanksgiving]), at('2026-11-27T04:30:00Z')).closure?.current).toBe(true);
    expect(openingStatusAt(office(hours, [thanksgiving]), at('2026-11-27T15:00:00Z')).closure).toBeNull();
  });

  it('announces the nearest of several', () => {
    const christmas: Closure = { name: 'Christmas', from: '2026-12-24', to: '2026-12-26' };
    expect(openingStatusAt(office(hours, [christmas, thanksgiving]), at('2026-11-20T15:00:00Z')).closure?.name).toBe('Thanksgiving Day');
    expect(openingStatusAt(office(hours, [christmas, thanksgiving]), at('2026-12-20T15:00:00Z')).closure?.name).toBe('Christmas');
  });
});

describe('clockLabel', () => {
  it('reads as the public writes it', () => {
    expect(clockLabel('18:00')).toBe('6:00 PM');
    expect(clockLabel('07:30')).toBe('7:30 AM');
    expect(clockLabel('00:05')).toBe('12:05 AM');
    expect(clockLabel('12:00')).toBe('12:00 PM');
    expect(clockLabel('18:00', { brief: true })).toBe('6 PM');
    expect(clockLabel('07:30', { brief: true })).toBe('7:30 AM');
  });
});
