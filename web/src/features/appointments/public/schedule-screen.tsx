import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { Island } from '../../../platform/islands/island';
import { PageHero } from '../../../ui/layout/page-hero';
import { ScheduleBooking } from './schedule-booking-island';
import './schedule-screen.css';

/** /schedule: online booking (spec §2); all of it after the hero is the page's island. */
export function ScheduleScreen() {
  usePageTitle();
  return (
    <>
      <PageHero
        eyebrow={siteConfig.business.name}
        title="Schedule Your Plumbing Service"
        lead="We'll confirm your scheduling request within 1 business hour."
      />
      <Island name="schedule-booking">
        <ScheduleBooking />
      </Island>
    </>
  );
}

export default ScheduleScreen;
