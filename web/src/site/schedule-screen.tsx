import { siteConfig } from '../shell/site-config';
import { usePageTitle } from '../shell/use-page-title';
import { PageHero } from './page-hero';

export function ScheduleScreen() {
  usePageTitle('Schedule Service');
  return (
    <PageHero
      eyebrow={siteConfig.business.name}
      title="Schedule Your Plumbing Service"
      lead="We'll confirm your scheduling request within 1 business hour."
    />
  );
}
