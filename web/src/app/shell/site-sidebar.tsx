import type { MessageId } from '@plumbing/shared';
import type { AuthStatus } from '../../features/auth';
import { AppLink, useNavigation } from '../../platform/navigation/navigation';
import { AppButton } from '../../ui/controls/app-controls';
import { BrandLogo } from '../../ui/controls/brand-logo';
import { CallLink } from '../../ui/controls/call-link';
import { siteConfig } from '../../platform/site-config';
import { useWords } from '../../platform/i18n/words';
import { LanguageSwitch } from './language-switch';
import { CloseIcon, LockIcon } from './frame-icons';
import './site-sidebar.css';

const publicLinks = [
  { to: '/', label: 'nav.home' },
  { to: '/projects', label: 'nav.projects' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/schedule', label: 'nav.schedule' },
] as const satisfies ReadonlyArray<{ to: string; label: MessageId }>;

const adminLinks = [
  { to: '/admin', label: 'Today' },
  { to: '/admin/pages', label: 'Pages' },
  { to: '/admin/projects', label: 'Projects' },
  { to: '/admin/media', label: 'Media' },
  { to: '/admin/area-pages', label: 'Area Pages' },
  { to: '/admin/calendar', label: 'Calendar' },
  { to: '/admin/appointments', label: 'Appointments' },
  { to: '/admin/appointment-settings', label: 'Scheduling Settings' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/notifications', label: 'Notifications & Calendar' },
  { to: '/admin/settings', label: 'SEO Settings' },
  { to: '/admin/business', label: 'Business Profile' },
  { to: '/admin/backups', label: 'Backups' },
  { to: '/admin/api-tokens', label: 'API tokens' },
  { to: '/admin/webhooks', label: 'Webhooks' },
];

/** A link is active on its path and the paths below it (Projects on a project's page); Home on / and Today on /admin only. */
function NavItems({ links }: { links: ReadonlyArray<{ to: string; label: string }> }) {
  return links.map((link) => (
    <li key={link.to}>
      <AppLink to={link.to} nav end={link.to === '/' || link.to === '/admin'} className="nav-link">
        {link.label}
      </AppLink>
    </li>
  ));
}

/** Who is looking: the owner signed in (who can sign out) or not. A page of islands is always a visitor's. */
export type ShellSession = { status: 'signed-in'; logout: () => void } | { status: Exclude<AuthStatus, 'signed-in'> };

/**
 * Logo, business name, navigation and the emergency line: a fixed sidebar, or on small screens a
 * drawer the frame's script slides in (nav-drawer.ts); with no script, the platform's popover.
 */
export function SiteSidebar({ id, session }: { id: string; session: ShellSession }) {
  const { navigate } = useNavigation();
  const { name, emergencyPhone } = siteConfig.business;
  const t = useWords();

  return (
    <aside id={id} className="sidebar" popover="auto" aria-label={t('shell.siteMenu')} data-testid="nav-drawer">
      <div className="sidebar-header">
        <AppLink to="/" className="brand">
          <BrandLogo />
          <span className="brand-name">{name}</span>
        </AppLink>
        <button
          type="button"
          className="icon-button drawer-close"
          aria-label={t('shell.closeMenu')}
          popoverTarget={id}
          popoverTargetAction="hide"
          data-frame-action="close-menu"
        >
          <CloseIcon />
        </button>
      </div>

      <nav className="sidebar-nav" aria-label={t('shell.mainNav')}>
        <ul className="nav-list">
          <NavItems
            links={publicLinks.map(({ to, label }) => ({
              to,
              // Beside the admin's own Projects, the public page's link says what it opens (issue #51).
              label: t(label === 'nav.projects' && session.status === 'signed-in' ? 'nav.projectsPage' : label),
            }))}
          />
        </ul>
        <LanguageSwitch className="sidebar-language" />

        {session.status === 'signed-in' && (
          <>
            <p className="nav-heading" id="admin-nav-heading">
              Admin
            </p>
            <ul className="nav-list" aria-labelledby="admin-nav-heading">
              <NavItems links={adminLinks} />
              <li>
                <button
                  type="button"
                  className="nav-link nav-button"
                  onClick={() => {
                    session.logout();
                    navigate('/');
                  }}
                >
                  Logout
                </button>
              </li>
            </ul>
          </>
        )}
      </nav>

      <div className="sidebar-emergency">
        <p>{t('shell.emergencyService')}</p>
        <CallLink phone={emergencyPhone} className="button button-accent button-block" />
      </div>

      {/* Spec §9: the hidden sign-in, nearly invisible: three quick clicks (site-frame.ts). */}
      {session.status === 'signed-out' && (
        <AppButton
          type="button"
          className="hidden-admin-login"
          aria-label={t('shell.adminSignIn')}
          data-testid="hidden-admin-login"
          data-frame-action="admin-sign-in"
        >
          <LockIcon />
        </AppButton>
      )}
    </aside>
  );
}
