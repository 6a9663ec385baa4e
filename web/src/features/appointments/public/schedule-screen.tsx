import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { useWords } from '../../../platform/i18n/words';
import { Island } from '../../../platform/islands/island';
import { PageHero } from '../../../ui/layout/page-hero';
import { ScheduleBooking } from './schedule-booking-island';
import './schedule-screen.css';

/** /schedule and /es/agendar: online booking (spec §2); all of it after the hero is the page's island. */
export function ScheduleScreen() {
  usePageTitle();
  const t = useWords();
  return (
    <>
      <PageHero eyebrow={siteConfig.business.name} title={t('schedule.title')} lead={t('schedule.lead')} />
      <Island name="schedule-booking">
        <ScheduleBooking />
      </Island>
    </>
  );
}

export default ScheduleScreen;
