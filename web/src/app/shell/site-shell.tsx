import { useRef, type ReactNode } from 'react';
import { BrandLogo } from '../../ui/controls/brand-logo';
import { CallLink } from '../../ui/controls/call-link';
import { AppLink, useNavigation } from '../../platform/navigation/navigation';
import { useWords } from '../../platform/i18n/words';
import { InstallBanner } from './install-banner';
import { PartFailedNotice } from './part-failed-notice';
import { LanguageSwitch } from './language-switch';
import { SiteSidebar, type ShellSession } from './site-sidebar';
import { useSiteBusiness } from '../../platform/site-business';
import { useRouteFocus } from './use-route-focus';
import { useSiteFrame } from './use-site-frame';
import { MenuIcon } from './frame-icons';
import './site-shell.css';

const SIDEBAR_ID = 'site-nav';

interface SiteShellProps {
  session: ShellSession;
  /**
   * A page of islands (app/islands.ts): the frame's script and the page's marked islands take over
   * the server's markup, and no more. The server marks such pages for the browser.
   */
  islands?: boolean;
  children: ReactNode;
  footer: ReactNode;
}

/**
 * The frame every screen sits in: the sidebar (a drawer with a top bar on small screens), the main
 * region and the footer. What it does is plain DOM (site-frame.ts), so that on a page of islands the
 * server's markup of it works with no React (app/islands.ts).
 */
export function SiteShell({ session, islands, children, footer }: SiteShellProps) {
  const { pathname } = useNavigation();
  const shellRef = useRef<HTMLDivElement>(null);
  useSiteFrame(shellRef);
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  const { name, phone } = useSiteBusiness();
  const t = useWords();

  return (
    <div ref={shellRef} className="site-shell" data-path={pathname} data-islands={islands ? '' : undefined}>
      <a className="skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>

      <header className="topbar">
        {/* Opens the drawer with no script too, as the platform's popover (site-sidebar.css); the frame's script takes over. */}
        <button
          type="button"
          className="icon-button"
          aria-label={t('shell.openMenu')}
          aria-expanded="false"
          aria-controls={SIDEBAR_ID}
          popoverTarget={SIDEBAR_ID}
          data-frame-action="open-menu"
        >
          <MenuIcon />
        </button>
        <AppLink to="/" className="brand">
          <BrandLogo size={32} />
          <span className="brand-name">{name}</span>
        </AppLink>
        <LanguageSwitch className="topbar-language" short />
        <CallLink phone={phone} className="button button-accent topbar-call">
          <span aria-hidden="true">{t('shell.call')}</span>
          <span className="visually-hidden">{t('shell.callNumber', { phone })}</span>
        </CallLink>
      </header>

      {/* The drawer's classes and the page's inert state are the frame script's (nav-drawer.ts), never React's. */}
      <div className="nav-overlay" aria-hidden="true" data-frame-action="close-menu" />
      <SiteSidebar id={SIDEBAR_ID} session={session} />

      <div className="shell-content">
        <main id="main-content" ref={mainRef} tabIndex={-1}>
          {children}
        </main>
        {footer}
        <InstallBanner />
        <PartFailedNotice />
      </div>
    </div>
  );
}
