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
import { useWords } from '../../../platform/i18n/words';

/** /contact (spec §2): quick call, four info cards, the message form and the map (the page's islands) and the emergency banner. */
export function ContactScreen() {
  usePageTitle();
  const t = useWords();
  const business = siteConfig.business;
  const { name, phone, emergencyPhone, email } = business;

  return (
    <>
      <PageHero
        eyebrow={name}
        title="Contact Us"
        lead="Available 24/7 for emergency plumbing services. Call us any time, or send a message and we'll get back to you shortly."
      />

      <div className="section">
        <section className="quick-call" aria-labelledby="quick-call-title">
          <span className="quick-call-icon">
            <Icon name="phone" size={28} />
          </span>
          <div>
            <h2 id="quick-call-title">Need help right now?</h2>
            <p>The fastest way to reach us is a phone call. A licensed plumber answers 24/7 for emergencies.</p>
          </div>
          <CallLink phone={emergencyPhone} className="button button-accent button-large">
            Call {emergencyPhone}
          </CallLink>
        </section>
      </div>

      <Section titleId="info-title" title="How to reach us" hiddenTitle>
        <ul className="info-cards">
          <li className="info-card">
            <Icon name="phone" />
            <h3>Phone</h3>
            <p>
              <CallLink phone={phone} />
            </p>
            <p className="info-card-note">
              24/7 emergency: <CallLink phone={emergencyPhone} />
            </p>
          </li>
          <li className="info-card">
            <Icon name="mail" />
            <h3>Email</h3>
            <p>
              <a href={`mailto:${email}`}>{email}</a>
            </p>
            <p className="info-card-note">Write any time; we answer during business hours.</p>
          </li>
          <li className="info-card">
            <Icon name="pin" />
            <h3>Address</h3>
            <p>{addressLine(business)}</p>
            <p className="info-card-note">
              <a href={directionsHref(business)} target="_blank" rel="noopener noreferrer">
                Directions<span className="visually-hidden"> to {name} (opens in a new tab)</span>
              </a>
            </p>
          </li>
          <li className="info-card">
            <Icon name="clock" />
            <h3>Hours</h3>
            <p>{openingHoursWords(business, t)}</p>
          </li>
        </ul>
      </Section>

      <div className="section split-layout contact-layout">
        <CardSection titleId="message-title" title="Send Us a Message">
          <Island name="contact-form">
            <ContactForm />
          </Island>
        </CardSection>
        <CardSection titleId="map-title" title="Find Us" muted>
          <Island name="business-map">
            <BusinessMap />
          </Island>
        </CardSection>
      </div>

      <CallBanner
        titleId="closing-title"
        title="Emergency? Don't Wait!"
        text="Water damage gets worse by the minute. Our emergency line is open 24/7."
        phone={emergencyPhone}
        accent
      >
        Call Now
      </CallBanner>
    </>
  );
}

export default ContactScreen;
