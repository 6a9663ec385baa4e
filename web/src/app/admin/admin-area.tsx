import { Route, Routes } from 'react-router-dom';
import { NotFoundScreen } from '../../ui/status/not-found-screen';
import { AdminGuard, AdminLayout } from '../../features/auth/admin';
import { AdminTheme } from '../../ui/admin/admin-theme';
import { AppointmentSettingsScreen, AppointmentsScreen, CalendarScreen } from '../../features/appointments/admin';
import { PageEditor, PagePreviewFrame, PagesScreen } from '../../features/pages/admin';
import { AreaPageEditor, AreaPagesScreen } from '../../features/area-pages/admin';
import { SeoSettingsScreen } from '../../features/seo/admin';
import { ProjectsAdminScreen } from '../../features/projects/admin';
import { MessagesScreen } from '../../features/contact/admin';
import { BackupsScreen, BackupWarning } from '../../features/backups/admin';
import { BusinessProfileScreen } from '../../features/business/admin';
import { SiteWarnings } from '../../features/health/admin';
import { TodayScreen } from '../../features/dashboard/admin';
import { NotificationsScreen } from '../../features/push/admin';
import { ApiTokensScreen } from '../../features/api-tokens/admin';
import { WebhooksScreen } from '../../features/webhooks/admin';
import { MediaScreen } from '../../features/media/admin';

/** Everything under /admin, loaded only when an admin route is opened. */
export default function AdminArea() {
  return (
    <AdminTheme>
      <Routes>
        <Route
          element={
            <AdminGuard>
              <AdminLayout
                notices={
                  <>
                    <SiteWarnings />
                    <BackupWarning />
                  </>
                }
              />
            </AdminGuard>
          }
        >
          <Route index element={<TodayScreen />} />
          <Route path="pages" element={<PagesScreen />} />
          <Route path="pages/:id" element={<PageEditor />} />
          <Route path="pages/:id/preview" element={<PagePreviewFrame />} />
          <Route path="projects" element={<ProjectsAdminScreen />} />
          <Route path="media" element={<MediaScreen />} />
          <Route path="area-pages" element={<AreaPagesScreen />} />
          <Route path="area-pages/:slug" element={<AreaPageEditor />} />
          <Route path="appointments" element={<AppointmentsScreen />} />
          <Route path="calendar" element={<CalendarScreen />} />
          <Route path="appointment-settings" element={<AppointmentSettingsScreen />} />
          <Route path="messages" element={<MessagesScreen />} />
          <Route path="notifications" element={<NotificationsScreen />} />
          <Route path="settings" element={<SeoSettingsScreen />} />
          <Route path="business" element={<BusinessProfileScreen />} />
          <Route path="backups" element={<BackupsScreen />} />
          <Route path="api-tokens" element={<ApiTokensScreen />} />
          <Route path="webhooks" element={<WebhooksScreen />} />
        </Route>
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </AdminTheme>
  );
}
