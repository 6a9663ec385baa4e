import { CallLink } from '../../../ui/controls/call-link';
import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { addressLine, BusinessMap, directionsHref } from './business-map-island';
import { ContactForm } from './contact-form-island';
import { Island } from '../../../platform/islands/island';
import { CallBanner } from '../../../ui/layout/call-banner';
import { PageHero } from '../../../ui/layout/page-hero';
import { CardSection } from '../../../ui/layout/card-section';
import { Section } from '../../../ui/layout/section';
import { Icon } from '../../../ui/controls/icon';
import './contact-screen.css';
import { openingHoursWords } from '@plumbing/shared';
import { richText, useWords } from '../../../platform/i18n/words';

/** /contact (spec §2): quick call, four info cards, the message form and the map (the page's islands) and the emergency banner. */
export function ContactScreen() {
  usePageTitle();
  const t = useWords();
  const business = siteConfig.business;
  const { name, phone, emergencyPhone, email } = business;

  return (
    <>
      <PageHero eyebrow={name} title={t('contact.title')} lead={t('contact.lead')} />

      <div className="section">
        <section className="quick-call" aria-labelledby="quick-call-title">
          <span className="quick-call-icon">
            <Icon name="phone" size={28} />
          </span>
          <div>
            <h2 id="quick-call-title">{t('contact.quickCall.title')}</h2>
            <p>{t('contact.quickCall.text')}</p>
          </div>
          <CallLink phone={emergencyPhone} className="button button-accent button-large">
            {t('shell.callNumber', { phone: emergencyPhone })}
          </CallLink>
        </section>
      </div>

      <Section titleId="info-title" title={t('contact.infoTitle')} hiddenTitle>
        <ul className="info-cards">
          <li className="info-card">
            <Icon name="phone" />
            <h3>{t('contact.info.phone')}</h3>
            <p>
              <CallLink phone={phone} />
            </p>
            <p className="info-card-note">
              {richText(
                t,
                'contact.info.emergency',
                { link: (chunks) => <CallLink phone={emergencyPhone}>{chunks}</CallLink> },
                { phone: emergencyPhone },
              )}
            </p>
          </li>
          <li className="info-card">
            <Icon name="mail" />
            <h3>{t('contact.info.email')}</h3>
            <p>
              <a href={`mailto:${email}`}>{email}</a>
            </p>
            <p className="info-card-note">{t('contact.info.emailNote')}</p>
          </li>
          <li className="info-card">
            <Icon name="pin" />
            <h3>{t('contact.info.address')}</h3>
            <p>{addressLine(business)}</p>
            <p className="info-card-note">
              <a href={directionsHref(business)} target="_blank" rel="noopener noreferrer">
                {t('contact.info.directions')}
                <span className="visually-hidden">{t('contact.info.directionsTo', { name })}</span>
              </a>
            </p>
          </li>
          <li className="info-card">
            <Icon name="clock" />
            <h3>{t('contact.info.hours')}</h3>
            <p>{openingHoursWords(business, t)}</p>
          </li>
        </ul>
      </Section>

      <div className="section split-layout contact-layout">
        <CardSection titleId="message-title" title={t('contact.messageTitle')}>
          <Island name="contact-form">
            <ContactForm />
          </Island>
        </CardSection>
        <CardSection titleId="map-title" title={t('contact.mapTitle')} muted>
          <Island name="business-map">
            <BusinessMap />
          </Island>
        </CardSection>
      </div>

      <CallBanner titleId="closing-title" title={t('contact.closing.title')} text={t('contact.closing.text')} phone={emergencyPhone} accent>
        {t('contact.closing.call')}
      </CallBanner>
    </>
  );
}

export default ContactScreen;
