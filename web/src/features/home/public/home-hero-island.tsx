import { useWords } from '../../../platform/i18n/words';
import { CallLink } from '../../../ui/controls/call-link';
import { siteConfig } from '../../../platform/site-config';
import { EMERGENCY_DIALOG_ID, EmergencyModal, showEmergencyModal } from './emergency-modal';
import { PageHero } from '../../../ui/layout/page-hero';
import { Icon } from '../../../ui/controls/icon';
import { ButtonLink } from '../../../ui/controls/button-link';
import { OpeningStatusLine, useOpeningStatus } from '../../../ui/status/opening-status';

/**
 * The top of / and what changes in it: whether the office is open now (and so which call comes
 * first), and the "Emergency Service" button with its modal. The home page's only island.
 */
export function HomeHero() {
  const { name, emergencyPhone, address, figures, foundedYear } = siteConfig.business;
  const opening = useOpeningStatus();
  const t = useWords();

  return (
    <>
      <PageHero
        eyebrow={t('home.eyebrow', { place: `${address.city}, ${address.region}` })}
        title={name}
        lead={t('home.lead')}
        showCall={false}
        status={<OpeningStatusLine status={opening} className="hero-status" />}
        aside={
          <div className="hero-card">
            <p className="hero-card-title">
              <span className="live-dot" aria-hidden="true" />
              {t('home.emergencyLine')}
            </p>
            <CallLink phone={emergencyPhone} className="hero-card-phone">
              {emergencyPhone}
            </CallLink>
            <ul className="hero-card-list">
              <li>
                <Icon name="star" size={20} />
                {t('home.satisfaction', { percent: figures.satisfaction })}
              </li>
              <li>
                <Icon name="shield" size={20} />
                {t('home.licensed')}
              </li>
              <li>
                <Icon name="home" size={20} />
                {t('home.servingSince', { city: address.city, year: foundedYear })}
              </li>
            </ul>
          </div>
        }
      >
        {/* After hours the emergency line is the first call to action (issue #17). */}
        {!opening.openNow && (
          <CallLink phone={emergencyPhone} className="button button-accent button-large">
            {t('home.callNumber', { phone: emergencyPhone })}
          </CallLink>
        )}
        <ButtonLink to="/schedule" className="button-light button-large">
          {t('home.schedule')}
        </ButtonLink>
        {/* The platform opens the modal (an invoker command), from the server's markup on: no press waits for the island. */}
        <button
          type="button"
          className={opening.openNow ? 'button button-accent button-large' : 'button button-light button-large'}
          command="show-modal"
          commandfor={EMERGENCY_DIALOG_ID}
          // The same where the platform has no invoker commands, once the island is adopted.
          onClick={showEmergencyModal}
        >
          <Icon name="alert" />
          {t('home.emergency')}
        </button>
      </PageHero>
      <EmergencyModal />
    </>
  );
}
