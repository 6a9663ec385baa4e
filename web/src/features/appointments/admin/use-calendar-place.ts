import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isCalendarDate, todayIn } from '@plumbing/shared';
import { whenIdle } from '../../../ui/later';
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
 * follows once the browser is idle, and an address changed from outside (a link, the back button) is followed in turn, right
 * after the router's commit.
 */
export function useCalendarPlace(timeZone: string): CalendarPlace & { show: (next: Partial<CalendarPlace>) => void } {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('date') ?? '';
  const addressed: CalendarPlace = {
    view: params.get('view') === 'day' ? 'day' : 'week',
    date: isCalendarDate(wanted) ? wanted : todayIn(timeZone),
  };
  const address = keyOf(addressed);
  const [shown, setShown] = useState(addressed);
  // A new address is followed once the router's transition is committed, in a render of its own (a
  // press's own address, once applied, changes nothing). Drawn inside the transition, a busy week
  // could be set aside for an answer halfway, and the view still on screen would ask for its own
  // range again (Apollo asks while rendering), the two asking in turn for as long as the draw took.
  const followed = useRef(address);
  const latest = useRef({ shown, addressed, setParams });
  latest.current = { shown, addressed, setParams };
  useLayoutEffect(() => {
    if (followed.current === address) return;
    followed.current = address;
    if (keyOf(latest.current.shown) !== address) setShown(latest.current.addressed);
  }, [address]);

  // One `show` for the screen's life: the parts that only call it are not drawn again on a switch.
  // The address follows once the view is painted and the browser idle: the router's navigation was
  // a tenth of a busy week's switch (scripts/calendar-bench.mjs).
  const cancelAddress = useRef(() => {});
  useEffect(() => () => cancelAddress.current(), []);
  const show = useCallback((next: Partial<CalendarPlace>) => {
    const place = { ...latest.current.shown, ...next };
    setShown(place);
    cancelAddress.current();
    cancelAddress.current = whenIdle(() => latest.current.setParams({ view: place.view, date: place.date }, { replace: true }), 1_000);
  }, []);
  return { ...shown, show };
}
