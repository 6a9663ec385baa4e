import { afterNextPaint } from '../../ui/later';

/** From this width up the sidebar is always shown and the drawer does not exist (spec: large screens). */
const LARGE_SCREEN_QUERY = '(min-width: 1024px)';

export interface NavDrawer {
  open(): void;
  /** Closes it and gives the focus back to the menu button: the visitor dismissed it. */
  dismiss(): void;
  /** Closes it where the focus is: the page moved on, or the window grew to the large layout. */
  close(): void;
}

/**
 * The small-screen navigation drawer of the frame `shell` (site-shell.tsx's markup), in plain DOM.
 * While open: page scrolling is locked, Escape closes it and growing the window to the large
 * layout closes it. Focus moves into the drawer when it opens and back to the menu button when it
 * is dismissed.
 *
 * The page behind is made inert, and focus moved, once the open drawer is painted: an inert page
 * is styled anew from top to bottom, which took a third of the press's time to its next frame on a
 * phone (issue #53, scripts/inp-bench.mjs).
 */
export function navDrawer(shell: HTMLElement): NavDrawer {
  const part = <T extends HTMLElement>(selector: string) => shell.querySelector<T>(selector);
  // What undoes the open drawer's state and listeners; null while closed.
  let closeOpen: (() => void) | null = null;

  const close = () => {
    closeOpen?.();
    closeOpen = null;
  };
  const dismiss = () => {
    close();
    part('[data-frame-action="open-menu"]')?.focus();
  };

  const open = () => {
    const menuButton = part('[data-frame-action="open-menu"]');
    const sidebar = part('.sidebar');
    const overlay = part('.nav-overlay');
    const page = part('.shell-content');
    if (closeOpen || !menuButton || !sidebar) return;
    sidebar.classList.add('is-open');
    overlay?.classList.add('is-open');
    menuButton.setAttribute('aria-expanded', 'true');

    const cancelFocus = afterNextPaint(() => {
      page?.setAttribute('inert', '');
      sidebar.querySelector<HTMLElement>('.drawer-close')?.focus();
    });
    const body = document.body;
    const overflowBefore = body.style.overflow;
    body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    const largeScreen = window.matchMedia(LARGE_SCREEN_QUERY);
    const onScreenChange = () => {
      if (largeScreen.matches) close();
    };
    document.addEventListener('keydown', onKeyDown);
    largeScreen.addEventListener('change', onScreenChange);
    closeOpen = () => {
      cancelFocus();
      sidebar.classList.remove('is-open');
      overlay?.classList.remove('is-open');
      menuButton.setAttribute('aria-expanded', 'false');
      page?.removeAttribute('inert');
      body.style.overflow = overflowBefore;
      document.removeEventListener('keydown', onKeyDown);
      largeScreen.removeEventListener('change', onScreenChange);
    };
  };

  // A press before the script ran opened the drawer as the platform's popover: from here it is the script's.
  const sidebar = part('.sidebar');
  if (typeof sidebar?.hidePopover === 'function' && sidebar.matches(':popover-open')) {
    sidebar.hidePopover();
    open();
  }
  return { open, dismiss, close };
}
