import { useEffect, useState } from 'react';
import { BrandLogo } from '../../ui/controls/brand-logo';
import { useWords } from '../../platform/i18n/words';
import { siteConfig } from '../../platform/site-config';
import './install-banner.css';

/** The event Chromium fires when it would install the site (not yet in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_DISMISSED_KEY = 'installBannerDismissed';

function dismissedBefore(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

// The browser may offer installation before React has mounted: keep the offer from the start.
let pendingOffer: BeforeInstallPromptEvent | null = null;
const offerListeners = new Set<(offer: BeforeInstallPromptEvent | null) => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our banner asks instead of the browser's mini-infobar
    pendingOffer = event as BeforeInstallPromptEvent;
    offerListeners.forEach((listener) => listener(pendingOffer));
  });
  window.addEventListener('appinstalled', () => {
    pendingOffer = null;
    offerListeners.forEach((listener) => listener(null));
  });
}

/**
 * Spec §2: on small screens, when the browser offers installation, "Install App" with Install
 * and dismiss. A dismissal is remembered on this device. CSS hides it on wide screens.
 */
export function InstallBanner() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  const [dismissed, setDismissed] = useState(true);
  const t = useWords();

  useEffect(() => {
    setDismissed(dismissedBefore());
    setOffer(pendingOffer);
    offerListeners.add(setOffer);
    return () => {
      offerListeners.delete(setOffer);
    };
  }, []);

  if (!offer || dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    } catch {
      // Without storage the banner simply comes back on the next visit.
    }
  };

  return (
    <section className="install-banner" aria-labelledby="install-title">
      <BrandLogo size={40} />
      <div className="install-banner-text">
        <p className="install-banner-title" id="install-title">
          {t('install.title')}
        </p>
        <p>{t('install.text', { name: siteConfig.business.name })}</p>
      </div>
      <button
        type="button"
        className="button button-primary"
        onClick={async () => {
          await offer.prompt();
          const { outcome } = await offer.userChoice;
          pendingOffer = null;
          setOffer(null);
          if (outcome === 'dismissed') dismiss();
        }}
      >
        {t('install.install')}
      </button>
      <button type="button" className="icon-button" aria-label={t('install.dismiss')} onClick={dismiss}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
