import { installOffer } from './install-offer';
import { navDrawer } from './nav-drawer';
import { tripleClick } from './triple-click';

/** Spec §9: the hidden sign-in opens on three clicks, each at most this long after the previous one. */
const HIDDEN_LOGIN_MAX_GAP_MS = 1000;

/** The frame's controls, by their `data-frame-action`. */
const FRAME_CONTROLS = '[data-frame-action]';

export interface SiteFrame {
  /** The page moved on: the drawer, opened for the page before, closes. */
  closeDrawer(): void;
  detach(): void;
}

/**
 * What the frame (site-shell.tsx) does, in plain DOM on its markup: the menu's drawer, the hidden
 * sign-in and the install banner. A page of islands runs it on the server's markup, with no React
 * at all (app/islands.ts, issue #53); the app runs the same on the frame React renders. Presses are
 * taken at the frame itself, so parts React draws again (the signed-in menu) need nothing more.
 */
export function attachSiteFrame(shell: HTMLElement, navigate: (to: string) => void): SiteFrame {
  const drawer = navDrawer(shell);
  const install = installOffer(shell);
  const adminSignIn = tripleClick(() => navigate('/admin-login'), HIDDEN_LOGIN_MAX_GAP_MS);
  const actions: Record<string, () => void> = {
    'open-menu': drawer.open,
    'close-menu': drawer.dismiss,
    'admin-sign-in': adminSignIn,
    install: () => void install.install(),
    'dismiss-install': install.dismiss,
  };
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(FRAME_CONTROLS) : null;
    const action = control && shell.contains(control) ? actions[control.dataset.frameAction ?? ''] : undefined;
    if (!action) return;
    event.preventDefault(); // the script's drawer, not the platform's popover the markup opens without one
    action();
  };
  shell.addEventListener('click', onClick);
  // The server sends the frame's buttons disabled (they do nothing without a script): they work now.
  for (const button of shell.querySelectorAll<HTMLButtonElement>(`button${FRAME_CONTROLS}`)) button.disabled = false;
  shell.dataset.frameReady = ''; // for whoever waits for the page's scripts: the browser tests
  return {
    closeDrawer: drawer.close,
    detach() {
      delete shell.dataset.frameReady;
      drawer.close();
      install.detach();
      shell.removeEventListener('click', onClick);
    },
  };
}
