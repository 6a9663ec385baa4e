import { Suspense, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { AppButton } from '../../ui/controls/app-controls';
import { BrandLogo } from '../../ui/controls/brand-logo';
import { CallLink } from '../../ui/controls/call-link';
import { ErrorBoundary } from '../error-boundary';
import { InstallBanner } from './install-banner';
import { PageLoading } from '../../ui/status/page-loading';
import { ServerAnswersAdopted } from '../../platform/hydration/server-answers';
import { SiteFooter } from './site-footer';
import { SiteSidebar } from './site-sidebar';
import { useSiteBusiness } from '../../platform/site-config';
import { useNavDrawer } from './use-nav-drawer';
import { useRouteFocus } from './use-route-focus';
import './site-shell.css';

const SIDEBAR_ID = 'site-nav';

/**
 * The frame every screen sits in: the sidebar (a drawer with a top bar on small screens),
 * the main region and the footer. Errors in a screen show the error screen inside the frame
 * and clear on the next navigation.
 */
export function SiteShell() {
  const { pathname } = useLocation();
  const drawer = useNavDrawer();
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  const { name, phone } = useSiteBusiness();

  return (
    <div className="site-shell" data-path={pathname}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>

      <header className="topbar">
        <AppButton
          ref={drawer.menuButtonRef}
          type="button"
          className="icon-button"
          aria-label="Open menu"
          aria-expanded={drawer.open}
          aria-controls={SIDEBAR_ID}
          onClick={drawer.openDrawer}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </AppButton>
        <Link to="/" className="brand">
          <BrandLogo size={32} />
          <span className="brand-name">{name}</span>
        </Link>
        <CallLink phone={phone} className="button button-accent topbar-call">
          <span aria-hidden="true">Call</span>
          <span className="visually-hidden">Call {phone}</span>
        </CallLink>
      </header>

      <div className={drawer.open ? 'nav-overlay is-open' : 'nav-overlay'} aria-hidden="true" onClick={drawer.dismiss} />
      <SiteSidebar
        id={SIDEBAR_ID}
        open={drawer.open}
        onDismiss={drawer.dismiss}
        closeButtonRef={drawer.closeButtonRef}
      />

      <div className="shell-content" inert={drawer.open}>
        <main id="main-content" ref={mainRef} tabIndex={-1}>
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
              <ServerAnswersAdopted />
            </Suspense>
          </ErrorBoundary>
        </main>
        <SiteFooter />
        <InstallBanner />
      </div>
    </div>
  );
}
