import { zonedReading } from './calendar-dates';
import { formatInZone, timeZoneLabel, wallClock, zonedInstant, zonedTimestamp } from './zoned-time';

/** Instants, a zone, and how that zone's clocks read them, with their offset. */
const readings: Array<[string, string, string]> = [
  ['2026-11-24T23:00:00Z', 'America/New_York', '2026-11-24T18:00:00-05:00'],
  ['2026-06-10T12:00:00Z', 'America/New_York', '2026-06-10T08:00:00-04:00'],
  // The hour after the spring jump and the repeated hour of the fall back.
  ['2026-03-08T07:00:00Z', 'America/New_York', '2026-03-08T03:00:00-04:00'],
  ['2026-11-01T05:30:00Z', 'America/New_York', '2026-11-01T01:30:00-04:00'],
  ['2026-11-01T06:30:00Z', 'America/New_York', '2026-11-01T01:30:00-05:00'],
  ['2026-11-24T23:00:00Z', 'UTC', '2026-11-24T23:00:00+00:00'],
  ['2026-11-24T23:00:00Z', 'Asia/Kolkata', '2026-11-25T04:30:00+05:30'],
  ['2026-11-24T23:00:00Z', 'America/St_Johns', '2026-11-24T19:30:00-03:30'],
];

describe('zonedTimestamp', () => {
  it.each(readings)('writes %s in %s as that zone’s clocks read it, with their offset', (iso, zone, expected) => {
    const timestamp = zonedTimestamp(new Date(iso), zone);
    expect(timestamp).toBe(expected);
    expect(Date.parse(timestamp)).toBe(Date.parse(iso));
  });
});

describe('wallClock', () => {
  it.each(readings)('reads %s in %s as that zone’s clocks do', (iso, zone, expected) => {
    expect(wallClock(new Date(iso), zone)).toEqual(zonedReading(expected));
  });
});

describe('zonedReading', () => {
  it('takes the date and clock time from the text', () => {
    expect(zonedReading('2026-11-24T18:05:00-05:00')).toEqual({ date: '2026-11-24', time: '18:05' });
  });
});

describe('zonedInstant', () => {
  it.each([
    ['2026-03-10', '09:30', '2026-03-10T13:30:00.000Z'],
    ['2026-12-01', '09:30', '2026-12-01T14:30:00.000Z'],
    // Skipped by the jump to summer time: the hour after, as JavaScript's Date reads it.
    ['2026-03-08', '02:30', '2026-03-08T07:30:00.000Z'],
    // Read twice in the fall back: the first time.
    ['2026-11-01', '01:30', '2026-11-01T05:30:00.000Z'],
  ])('finds when the clocks in New York read %s %s', (date, time, expected) => {
    expect(zonedInstant(date, time, 'America/New_York').toISOString()).toBe(expected);
  });
});

describe('formatInZone', () => {
  const NY = 'America/New_York';

  it('keeps the English reading: short names, the year, the zone abbreviated', () => {
    expect(formatInZone(new Date('2026-12-01T14:00:00Z'), NY)).toBe('Tue, Dec 1, 2026, 9:00 AM ET');
  });

  it('writes Spanish out in full, the clock as the site writes it ("mar" would read as the sea)', () => {
    expect(formatInZone(new Date('2026-12-01T14:00:00Z'), NY, 'es')).toBe('martes 1 de diciembre a las 9 a. m. (hora del Este)');
    expect(formatInZone(new Date('2026-03-11T17:30:00Z'), NY, 'es')).toBe('miércoles 11 de marzo a la 1:30 p. m. (hora del Este)');
    expect(formatInZone(new Date('2026-06-13T16:00:00Z'), 'America/Chicago', 'es')).toBe(
      'sábado 13 de junio a las 11 a. m. (hora del Centro)',
    );
  });
});

describe('timeZoneLabel', () => {
  it('names the zone as people there say it, in each language', () => {
    expect(timeZoneLabel('America/New_York')).toBe('Eastern Time');
    expect(timeZoneLabel('America/New_York', 'es')).toBe('hora del Este');
    expect(timeZoneLabel('Not/AZone', 'es')).toBe('Not/AZone');
  });
});
