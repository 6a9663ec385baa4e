import { bookableBounds, type BookingRules } from './booking-rules';

// Issue #51: the dates a visitor is told about are days that can be booked.

const WEEKDAYS: BookingRules = { availableDays: [1, 2, 3, 4, 5], closures: [] };

describe('the days that can be booked', () => {
  it("are the window's ends when those can be booked", () => {
    expect(bookableBounds(WEEKDAYS, { firstDate: '2026-11-30', lastDate: '2026-12-28' })).toEqual({
      firstDate: '2026-11-30',
      lastDate: '2026-12-28',
    });
  });

  it('start after and end before ends that are closed weekdays or closures', () => {
    // Sunday, November 29 to Sunday, December 27.
    expect(bookableBounds(WEEKDAYS, { firstDate: '2026-11-29', lastDate: '2026-12-27' })).toEqual({
      firstDate: '2026-11-30',
      lastDate: '2026-12-25',
    });
    const closed: BookingRules = {
      ...WEEKDAYS,
      closures: [
        { from: '2026-11-30', to: '2026-11-30', name: 'Time off' },
        { from: '2026-12-24', to: '2026-12-25', name: 'Christmas' },
      ],
    };
    expect(bookableBounds(closed, { firstDate: '2026-11-29', lastDate: '2026-12-27' })).toEqual({
      firstDate: '2026-12-01',
      lastDate: '2026-12-23',
    });
  });

  it('are none when no day of the window can be booked', () => {
    expect(bookableBounds(WEEKDAYS, { firstDate: '2026-11-28', lastDate: '2026-11-29' })).toBeNull();
  });
});
