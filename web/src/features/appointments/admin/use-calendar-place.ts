import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isCalendarDate, todayIn } from '@plumbing/shared';
import type { CalendarView } from './business-clock';

/** What the calendar shows: a view of a day. */
export interface CalendarPlace {
  view: CalendarView;
  date: string;
}

const keyOf = (place: CalendarPlace) => `${place.view}/${place.date}`;

/**
 * The calendar's view and day (`?view=day|week&date=YYYY-MM-DD`, this week by default). A press
 * shows its view at once, in the press's own render: the router applies a change of address as a
 * transition, which a busy week's draw would stretch over many frames of the old view. The address
 * follows, and an address changed from outside (a link, the back button) is followed in turn.
 */
export function useCalendarPlace(timeZone: string): CalendarPlace & { show: (next: Partial<CalendarPlace>) => void } {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('date') ?? '';
  const addressed: CalendarPlace = {
    view: params.get('view') === 'day' ? 'day' : 'week',
    date: isCalendarDate(wanted) ? wanted : todayIn(timeZone),
  };
  // The place shown, and the address it was last brought in line with.
  const [shown, setShown] = useState({ place: addressed, address: keyOf(addressed) });
  // A new address (a press's, once the router applies it, or a link's) is followed: state adjusted while rendering, as React advises.
  if (keyOf(addressed) !== shown.address) setShown({ place: addressed, address: keyOf(addressed) });

  // One `show` for the screen's life: the parts that only call it are not drawn again on a switch.
  const latest = useRef({ shown, setParams });
  latest.current = { shown, setParams };
  const show = useCallback((next: Partial<CalendarPlace>) => {
    const { shown: now, setParams: setAddress } = latest.current;
    const place = { ...now.place, ...next };
    setShown({ place, address: now.address });
    setAddress({ view: place.view, date: place.date }, { replace: true });
  }, []);
  return { ...shown.place, show };
}
