import { formatClock, formatDateTime, formatDuration, formatTimestamp, formatVisit } from './date-time';

describe('formatDateTime', () => {
  it('writes MMM DD, YYYY HH:mm in the business time zone, across daylight saving', () => {
    expect(formatDateTime('2026-03-10T13:30:00.000Z', 'America/New_York')).toBe('Mar 10, 2026 09:30');
    expect(formatDateTime('2026-01-05T14:00:00.000Z', 'America/New_York')).toBe('Jan 05, 2026 09:00');
  });
});

describe('formatTimestamp', () => {
  it('writes every admin time outside the appointments table on a 12-hour clock, as Today and the dialogs do (issue #51)', () => {
    expect(formatTimestamp('2026-03-10T13:30:00.000Z', 'America/New_York')).toBe('Mar 10, 2026, 9:30 AM');
    expect(formatTimestamp('2026-12-02T20:03:00.000Z', 'America/New_York')).toBe('Dec 2, 2026, 3:03 PM');
  });
});

describe('formatVisit, formatClock and formatDuration', () => {
  it('write a visit on the business zone’s clocks, on both sides of a daylight-saving change', () => {
    expect(formatVisit('2026-10-30T13:00:00.000Z', 'America/New_York')).toBe('Fri, Oct 30 · 9:00 AM');
    expect(formatVisit('2026-11-02T14:00:00.000Z', 'America/New_York')).toBe('Mon, Nov 2 · 9:00 AM');
    expect(formatClock('2026-03-10T17:30:00.000Z', 'America/New_York')).toBe('1:30 PM');
  });

  it('says how long in the largest two units', () => {
    expect([20, 60, 45 * 60, 2 * 3600, 2 * 3600 + 5 * 60, 3 * 86400 + 4 * 3600, 2 * 86400].map(formatDuration)).toEqual([
      '1 min',
      '1 min',
      '45 min',
      '2 h',
      '2 h 5 min',
      '3 d 4 h',
      '2 d',
    ]);
  });
});
