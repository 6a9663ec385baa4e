import { longDateLabel, shortDateLabel } from './date-labels';

// Intl is the reference: the labels must read exactly as en-US formatting would, every day of several years.
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortSpanish = new Intl.DateTimeFormat('es-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const longSpanish = new Intl.DateTimeFormat('es-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

describe('date labels', () => {
  it('read as en-US (and es-US) Intl formatting does, from 2023 through 2028', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) {
      const calendarDate = new Date(time).toISOString().slice(0, 10);
      if (shortDateLabel(time) !== short.format(time)) mismatches.push(`${calendarDate}: ${shortDateLabel(time)}`);
      if (shortDateLabel(time, 'es') !== shortSpanish.format(time)) mismatches.push(`${calendarDate}: ${shortDateLabel(time, 'es')}`);
      if (longDateLabel(calendarDate) !== long.format(time)) mismatches.push(`${calendarDate}: ${longDateLabel(calendarDate)}`);
      // Intl's "martes, 10 de marzo…" heads a letter; in a sentence Spanish writes no comma after the weekday.
      if (longDateLabel(calendarDate, 'es') !== longSpanish.format(time).replace(', ', ' '))
        mismatches.push(`${calendarDate}: ${longDateLabel(calendarDate, 'es')}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('spells out the month and weekday', () => {
    expect(shortDateLabel(Date.UTC(2025, 5, 22))).toBe('Jun 22, 2025');
    expect(shortDateLabel(Date.UTC(2025, 8, 22), 'es')).toBe('22 sept 2025');
    expect(longDateLabel('2026-03-10')).toBe('Tuesday, March 10, 2026');
    expect(longDateLabel('2026-03-10', 'es')).toBe('martes 10 de marzo de 2026');
  });
});
