import { usePageTitle } from '../../../platform/head/use-page-title';
import { Island } from '../../../platform/islands/island';
import { BOOKING_TITLE_ID, ScheduleBooking } from './schedule-booking-island';
import './schedule-screen.css';

/**
 * /schedule and /es/agendar: online booking (spec §2). All of it is the page's island, the hero
 * too: its promise holds only while online scheduling is on (issue #51). It is adopted when the
 * visitor nears the booking form (issue #53).
 */
export function ScheduleScreen() {
  usePageTitle();
  return (
    <Island name="schedule-booking" reachedAt={BOOKING_TITLE_ID}>
      <ScheduleBooking />
    </Island>
  );
}

export default ScheduleScreen;
