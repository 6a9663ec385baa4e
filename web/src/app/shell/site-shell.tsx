import { useRef, type ReactNode } from 'react';
import { AppButton } from '../../ui/controls/app-controls';
import { BrandLogo } from '../../ui/controls/brand-logo';
import { CallLink } from '../../ui/controls/call-link';
import { AppLink, useNavigation } from '../../platform/navigation/navigation';
import { useWords } from '../../platform/i18n/words';
import { InstallBanner } from './install-banner';
import { LanguageSwitch } from './language-switch';
import { SiteSidebar, type ShellSession } from './site-sidebar';
import { useSiteBusiness } from '../../platform/site-config';
import { useNavDrawer } from './use-nav-drawer';
import { useRouteFocus } from './use-route-focus';
import './site-shell.css';

const SIDEBAR_ID = 'site-nav';

interface SiteShellProps {
  session: ShellSession;
  /**
   * A page of islands (app/islands.tsx): only the frame and the page's marked islands are adopted by
   * scripts, the rest of the page stays the server's markup. The server marks such pages for the browser.
   */
  islands?: boolean;
  /** The main region's content: the screen in the app, or on a page of islands the server's markup as it is. */
  children?: ReactNode;
  mainHtml?: string;
  /**
   * The footer: SiteFooter in the app; on a page of islands the server's footer as it is, which
   * nothing changes after the server renders it (its code and its words stay out of such a page).
   */
  footer: ReactNode;
}

/**
 * The frame every screen sits in: the sidebar (a drawer with a top bar on small screens), the main
 * region and the footer. Neither a router nor a data client: the same frame serves the app
 * (app/router-shell.tsx) and a page of islands.
 */
export function SiteShell({ session, islands, children, mainHtml, footer }: SiteShellProps) {
  const { pathname } = useNavigation();
  const drawer = useNavDrawer();
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  const { name, phone } = useSiteBusiness();
  const t = useWords();
  // React leaves markup given as HTML untouched when it adopts the page.
  const mainContent = mainHtml === undefined ? { children } : { dangerouslySetInnerHTML: { __html: mainHtml } };

  return (
    <div className="site-shell" data-path={pathname} data-islands={islands ? '' : undefined}>
      <a className="skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>

      <header className="topbar">
        <AppButton
          ref={drawer.menuButtonRef}
          type="button"
          className="icon-button"
          aria-label={t('shell.openMenu')}
          aria-expanded={drawer.open}
          aria-controls={SIDEBAR_ID}
          onClick={drawer.openDrawer}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </AppButton>
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

      <div className={drawer.open ? 'nav-overlay is-open' : 'nav-overlay'} aria-hidden="true" onClick={drawer.dismiss} />
      <SiteSidebar id={SIDEBAR_ID} session={session} open={drawer.open} onDismiss={drawer.dismiss} closeButtonRef={drawer.closeButtonRef} />

      <div className="shell-content" inert={drawer.pageInert}>
        <main id="main-content" ref={mainRef} tabIndex={-1} {...mainContent} />
        {footer}
        <InstallBanner />
      </div>
    </div>
  );
}
