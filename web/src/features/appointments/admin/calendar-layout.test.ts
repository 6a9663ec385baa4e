import { gridSpan, hourLabels, lanesOf, nearestTimeAt, placeOn, shortDayLabel, timeAt } from './calendar-layout';

const at = (day: string, time: string) => new Date(`${day}T${time}:00`);
const span = gridSpan({ min: at('2000-01-01', '08:00'), max: at('2000-01-01', '18:00') });

describe('the calendar grid’s layout', () => {
  it('places a span of a day as shares of the column, cut to the day and the hours shown', () => {
    expect(placeOn('2026-03-10', at('2026-03-10', '09:00'), at('2026-03-10', '13:00'), span)).toEqual({ top: 0.1, height: 0.4 });
    // Before and after the hours shown: only what is inside.
    expect(placeOn('2026-03-10', at('2026-03-10', '06:00'), at('2026-03-10', '09:00'), span)).toEqual({ top: 0, height: 0.1 });
    expect(placeOn('2026-03-10', at('2026-03-10', '19:00'), at('2026-03-10', '20:00'), span)).toBeNull();
    // A busy time over several days covers each whole day in between, none on the day it ends at midnight.
    expect(placeOn('2026-03-11', at('2026-03-10', '12:00'), at('2026-03-12', '00:00'), span)).toEqual({ top: 0, height: 1 });
    expect(placeOn('2026-03-12', at('2026-03-10', '12:00'), at('2026-03-12', '00:00'), span)).toBeNull();
    expect(placeOn('2026-03-09', at('2026-03-10', '12:00'), at('2026-03-12', '00:00'), span)).toBeNull();
  });

  it('reads a day ending at 23:59 as ending at midnight', () => {
    expect(gridSpan({ min: at('2000-01-01', '00:00'), max: at('2000-01-01', '23:59') })).toEqual({ first: 0, last: 1440 });
  });

  it('puts overlapping blocks side by side, and blocks that only follow each other in one lane', () => {
    const blocks = [
      { start: at('2026-03-10', '09:00'), end: at('2026-03-10', '11:00') },
      { start: at('2026-03-10', '10:00'), end: at('2026-03-10', '12:00') },
      { start: at('2026-03-10', '11:00'), end: at('2026-03-10', '11:30') },
      { start: at('2026-03-10', '14:00'), end: at('2026-03-10', '15:00') },
    ];
    expect(lanesOf(blocks)).toEqual([
      { lane: 0, lanes: 2 },
      { lane: 1, lanes: 2 },
      { lane: 0, lanes: 2 },
      { lane: 0, lanes: 1 },
    ]);
  });

  it('reads a press as the half hour it falls in, and a dragged block’s top as the nearest half hour, inside the hours', () => {
    expect(timeAt(0.1 + 0.04, span)).toBe('09:00');
    expect(timeAt(0.1 + 0.06, span)).toBe('09:30');
    expect(timeAt(1, span)).toBe('17:30');
    expect(nearestTimeAt(0.1 + 0.04, span)).toBe('09:30');
    expect(nearestTimeAt(-0.2, span)).toBe('08:00');
    expect(nearestTimeAt(1.3, span)).toBe('17:30');
  });

  it('labels the hours and the days briefly', () => {
    expect(hourLabels(span).map(({ label }) => label)).toEqual([
      '8 AM',
      '9 AM',
      '10 AM',
      '11 AM',
      '12 PM',
      '1 PM',
      '2 PM',
      '3 PM',
      '4 PM',
      '5 PM',
    ]);
    expect(shortDayLabel('2026-03-10')).toBe('Tue 10');
  });
});
