import { useState } from 'react';
import { CallLink } from '../../../ui/controls/call-link';
import { siteConfig } from '../../../platform/site-config';
import { AppButton } from '../../../ui/controls/app-controls';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { EmergencyModal } from './emergency-modal';
import { FeatureGrid, type Feature } from '../../../ui/layout/feature-grid';
import { CallBanner } from '../../../ui/layout/call-banner';
import { PageHero } from '../../../ui/layout/page-hero';
import { Section } from '../../../ui/layout/section';
import { Icon, type IconName } from '../../../ui/controls/icon';
import { ButtonLink } from '../../../ui/controls/button-link';
import './home-screen.css';

const BENEFITS: readonly Feature[] = [
  { icon: 'clock', title: '24/7 Emergency Service', text: 'Burst pipe at 2 AM? A licensed plumber answers day and night, weekends and holidays.' },
  { icon: 'shield', title: 'Licensed & Insured', text: 'Licensed, insured and background-checked plumbers in every home we enter.' },
  { icon: 'tag', title: 'Upfront Pricing', text: 'You approve the price before any work starts. No surprises on the invoice.' },
  { icon: 'star', title: '99% Satisfaction', text: 'Over 1500 Tampa Bay customers served, and we make it right if anything is off.' },
];

const SERVICES: ReadonlyArray<{ icon: IconName; title: string; text: string; items: string[]; cta: string }> = [
  {
    icon: 'droplet',
    title: 'Emergency Repairs',
    text: 'Fast help when water is where it should not be.',
    items: ['Burst and leaking pipes', 'Clogged drains and sewer backups', 'Water heater failures'],
    cta: 'Schedule a repair',
  },
  {
    icon: 'wrench',
    title: 'Installation & Renovation',
    text: 'New fixtures and remodels done right the first time.',
    items: ['Water heaters, tankless too', 'Kitchen and bathroom remodels', 'Repiping and fixture upgrades'],
    cta: 'Schedule an installation',
  },
  {
    icon: 'search',
    title: 'Maintenance & Inspection',
    text: 'Catch small problems before they become expensive ones.',
    items: ['Camera and leak inspections', 'Drain cleaning and descaling', 'Pre-purchase home inspections'],
    cta: 'Schedule maintenance',
  },
];

/** / (spec §2): hero, benefits, the call-now banner, three services and the emergency modal. */
export function HomeScreen() {
  usePageTitle();
  const { name, phone, emergencyPhone, address, hoursPublic } = siteConfig.business;
  const [emergencyOpen, setEmergencyOpen] = useState(false);

  return (
    <>
      <PageHero
        eyebrow={`Plumbing & renovation in ${address.city}, ${address.region}`}
        title={name}
        lead="Repairs, installations, inspections and remodels for homes and businesses, with 24/7 emergency service."
        showCall={false}
        aside={
          <div className="hero-card">
            <p className="hero-card-title">
              <span className="live-dot" aria-hidden="true" />
              Emergency line open 24/7
            </p>
            <CallLink phone={emergencyPhone} className="hero-card-phone">
              {emergencyPhone}
            </CallLink>
            <ul className="hero-card-list">
              <li>
                <Icon name="star" size={20} />
                99% customer satisfaction
              </li>
              <li>
                <Icon name="shield" size={20} />
                Licensed &amp; insured plumbers
              </li>
              <li>
                <Icon name="home" size={20} />
                Serving {address.city} since 2017
              </li>
            </ul>
          </div>
        }
      >
        <ButtonLink to="/schedule" className="button-light button-large">
          Schedule Service
        </ButtonLink>
        <AppButton type="button" className="button button-accent button-large" onClick={() => setEmergencyOpen(true)}>
          <Icon name="alert" />
          Emergency Service
        </AppButton>
      </PageHero>

      <Section titleId="benefits-title" title={<>Why {address.city} homeowners call us</>}>
        <FeatureGrid features={BENEFITS} />
      </Section>

      <CallBanner titleId="call-banner-title" title="Need a plumber today?" text={<>Talk to a real person now. {hoursPublic}.</>} phone={phone}>
        Call {phone}
      </CallBanner>

      <Section titleId="services-title" title="Our services">
        <ul className="card-grid">
          {SERVICES.map((service) => (
            <li key={service.title} className="card service-card">
              <span className="service-icon">
                <Icon name={service.icon} size={28} />
              </span>
              <h3 className="card-title">{service.title}</h3>
              <p>{service.text}</p>
              <ul className="check-list">
                {service.items.map((item) => (
                  <li key={item}>
                    <Icon name="check" size={18} />
                    {item}
                  </li>
                ))}
              </ul>
              <ButtonLink to="/schedule" className="button-primary service-cta">
                {service.cta}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>

      <EmergencyModal open={emergencyOpen} onClose={() => setEmergencyOpen(false)} />
    </>
  );
}
