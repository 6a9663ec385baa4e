import { BrandLogo } from '../../ui/controls/brand-logo';
import { useWords } from '../../platform/i18n/words';
import { siteConfig } from '../../platform/site-config';
import { CloseIcon } from './frame-icons';
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
        <CloseIcon />
      </button>
    </section>
  );
}
