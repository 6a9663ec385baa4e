import { BrandLogo } from '../../ui/controls/brand-logo';
import { useWords } from '../../platform/i18n/words';
import { siteConfig } from '../../platform/site-config';
import './install-banner.css';

/**
 * Spec §2: on small screens, when the browser offers installation, "Install App" with Install and
 * dismiss. Rendered hidden: the frame's script shows it (install-offer.ts). CSS hides it on wide screens.
 */
export function InstallBanner() {
  const t = useWords();
  return (
    <section className="install-banner" aria-labelledby="install-title" hidden>
      <BrandLogo size={40} />
      <div className="install-banner-text">
        <p className="install-banner-title" id="install-title">
          {t('install.title')}
        </p>
        <p>{t('install.text', { name: siteConfig.business.name })}</p>
      </div>
      <button type="button" className="button button-primary" data-frame-action="install">
        {t('install.install')}
      </button>
      <button type="button" className="icon-button" aria-label={t('install.dismiss')} data-frame-action="dismiss-install">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
