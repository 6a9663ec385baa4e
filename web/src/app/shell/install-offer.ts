/** The event Chromium fires when it would install the site (not yet in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const INSTALL_DISMISSED_KEY = 'installBannerDismissed';

function dismissedBefore(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

// The browser may offer installation before the frame's script runs: keep the offer from the start.
let pendingOffer: BeforeInstallPromptEvent | null = null;
const offerListeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our banner asks instead of the browser's mini-infobar
    pendingOffer = event as BeforeInstallPromptEvent;
    offerListeners.forEach((listener) => listener());
  });
  window.addEventListener('appinstalled', () => {
    pendingOffer = null;
    offerListeners.forEach((listener) => listener());
  });
}

export interface InstallOffer {
  install(): Promise<void>;
  dismiss(): void;
  detach(): void;
}

/**
 * Spec §2: the frame's install banner (install-banner.tsx, rendered hidden) shows while the browser
 * offers installation and it was not dismissed on this device. A dismissal is remembered.
 */
export function installOffer(shell: HTMLElement): InstallOffer {
  let dismissed = dismissedBefore();
  const show = () => {
    const banner = shell.querySelector<HTMLElement>('.install-banner');
    if (banner) banner.hidden = !pendingOffer || dismissed;
  };
  const dismiss = () => {
    dismissed = true;
    show();
    try {
      window.localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    } catch {
      // Without storage the banner simply comes back on the next visit.
    }
  };
  show();
  offerListeners.add(show);
  return {
    async install() {
      const offer = pendingOffer;
      if (!offer) return;
      await offer.prompt();
      const { outcome } = await offer.userChoice;
      pendingOffer = null;
      show();
      if (outcome === 'dismissed') dismiss();
    },
    dismiss,
    detach: () => void offerListeners.delete(show),
  };
}
