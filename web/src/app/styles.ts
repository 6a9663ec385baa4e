// Every stylesheet a server-rendered public page needs, in cascade order: the brand, the shared
// pieces, the frame, then the public screens. Imported by the entry (boot.ts), they make the one
// stylesheet index.html links, so the server's markup never shows unstyled while its screen's script
// is on the way. Components still import their own sheet (the build keeps one copy, here); a public
// screen's sheet missing from this list fails the build (vite.config.ts).
import '../ui/base.css';
import '../ui/controls/buttons.css';
import '../ui/controls/brand-logo.css';
import '../ui/layout/section.css';
import '../ui/layout/call-banner.css';
// Class-only: a form's or a list's outcome has no component of its own.
import '../ui/status/banner.css';
import '../ui/status/opening-status.css';
import '../ui/layout/page-hero.css';
import '../ui/layout/feature-grid.css';
import '../ui/layout/service-cards.css';
import '../ui/layout/scroll-table.css';
import '../ui/layout/owner-content.css';
import '../ui/forms/form-fields.css';
import '../ui/status/status-screen.css';
import '../ui/status/page-loading.css';
import './shell/site-shell.css';
import './shell/site-sidebar.css';
import './shell/site-footer.css';
import './shell/language-switch.css';
import './shell/install-banner.css';
import './shell/part-failed-notice.css';
import '../features/home/public/home-screen.css';
import '../features/home/public/emergency-modal.css';
import '../features/about/public/about-screen.css';
import '../features/contact/public/contact-screen.css';
import '../features/contact/public/contact-form.css';
import '../features/customer-photos/public/photo-attachments.css';
import '../features/contact/public/business-map.css';
import '../features/appointments/public/schedule-screen.css';
import '../features/appointments/public/booking-summary.css';
import '../features/appointments/public/manage-appointment-screen.css';
import '../features/projects/public/projects.css';
import '../features/projects/public/projects-screen.css';
import '../features/projects/public/project-detail-screen.css';
import '../features/projects/public/project-lightbox.css';
import '../features/pages/public/content-page-screen.css';
import '../features/area-pages/public/area-page-screen.css';
