import { usePageTitle } from '../../../platform/head/use-page-title';
import { AdminHeading } from '../../../ui/admin/admin-screen-parts';
import { BusyCalendarsCard, CalendarFeedCard } from '../../calendar/admin';
import { NotificationsCard } from './notifications-card';

/** /admin/notifications: what reaches the owner away from the admin (notifications on the phone, the calendar feed), and the owner's own calendars that block times. */
export default function NotificationsScreen() {
  usePageTitle('Notifications & Calendar');
  return (
    <>
      <AdminHeading title="Notifications & Calendar" />
      <div className="settings-cards">
        <NotificationsCard />
        <CalendarFeedCard />
        <BusyCalendarsCard />
      </div>
    </>
  );
}
