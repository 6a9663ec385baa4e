import { openingHoursWords, type BusinessFacts } from '@plumbing/shared';
import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { FeatureGrid, type Feature } from '../../../ui/layout/feature-grid';
import { CallBanner } from '../../../ui/layout/call-banner';
import { Section } from '../../../ui/layout/section';
import { Icon, type IconName } from '../../../ui/controls/icon';
import { ButtonLink } from '../../../ui/controls/button-link';
import { Island } from '../../../platform/islands/island';
import { HomeHero } from './home-hero-island';
import './home-screen.css';

/** The four benefit tiles; the figures are the business profile's. */
const benefits = ({ figures }: Pick<BusinessFacts, 'figures'>): readonly Feature[] => [
  {
    icon: 'clock',
    title: '24/7 Emergency Service',
    text: 'Burst pipe at 2 AM? A licensed plumber answers day and night, weekends and holidays.',
  },
  { icon: 'shield', title: 'Licensed & Insured', text: 'Licensed, insured and background-checked plumbers in every home we enter.' },
  { icon: 'tag', title: 'Upfront Pricing', text: 'You approve the price before any work starts. No surprises on the invoice.' },
  {
    icon: 'star',
    title: `${figures.satisfaction}% Satisfaction`,
    text: `Over ${figures.customers} Tampa Bay customers served, and we make it right if anything is off.`,
  },
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

/** / (spec §2): the hero with the emergency modal (the page's one island), benefits, the call-now banner and three services. */
export function HomeScreen() {
  usePageTitle();
  const { phone, address } = siteConfig.business;

  return (
    <>
      <Island name="home-hero">
        <HomeHero />
      </Island>

      <Section titleId="benefits-title" title={<>Why {address.city} homeowners call us</>}>
        <FeatureGrid features={benefits(siteConfig.business)} />
      </Section>

      <CallBanner
        titleId="call-banner-title"
        title="Need a plumber today?"
        text={<>Talk to a real person now. {openingHoursWords(siteConfig.business)}.</>}
        phone={phone}
      >
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
    </>
  );
}

export default HomeScreen;
