import { CallLink } from '../../../ui/controls/call-link';
import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { addressLine, BusinessMap, directionsHref } from './business-map';
import { ContactForm } from './contact-form';
import { PageHero } from '../../../ui/layout/page-hero';
import { Icon } from '../../../ui/controls/icon';
import './contact-screen.css';

/** /contact (spec §2): quick call, four info cards, the message form, the map and the emergency banner. */
export function ContactScreen() {
  usePageTitle('Contact Us');
  const business = siteConfig.business;
  const { name, phone, emergencyPhone, email, hoursPublic } = business;

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

      <section className="section" aria-labelledby="info-title">
        <h2 id="info-title" className="visually-hidden">
          How to reach us
        </h2>
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
            <p>{hoursPublic}</p>
          </li>
        </ul>
      </section>

      <div className="section split-layout contact-layout">
        <section className="card" aria-labelledby="message-title">
          <h2 id="message-title" className="card-title">
            Send Us a Message
          </h2>
          <ContactForm />
        </section>
        <section className="card card-muted" aria-labelledby="map-title">
          <h2 id="map-title" className="card-title">
            Find Us
          </h2>
          <BusinessMap business={business} />
        </section>
      </div>

      <div className="section">
        <section className="call-banner call-banner-accent" aria-labelledby="closing-title">
          <div>
            <h2 id="closing-title">Emergency? Don't Wait!</h2>
            <p>Water damage gets worse by the minute. Our emergency line is open 24/7.</p>
          </div>
          <CallLink phone={emergencyPhone} className="button button-light button-large">
            <Icon name="phone" />
            Call Now
          </CallLink>
        </section>
      </div>
    </>
  );
}

export default ContactScreen;
