import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('writes MMM DD, YYYY HH:mm in the business time zone, across daylight saving', () => {
    expect(formatDateTime('2026-03-10T13:30:00.000Z', 'America/New_York')).toBe('Mar 10, 2026 09:30');
    expect(formatDateTime('2026-01-05T14:00:00.000Z', 'America/New_York')).toBe('Jan 05, 2026 09:00');
  });
});
