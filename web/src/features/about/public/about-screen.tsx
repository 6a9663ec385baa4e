import { openingHoursWords, type BusinessFacts } from '@plumbing/shared';
import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { FeatureGrid, type Feature } from '../../../ui/layout/feature-grid';
import { PageHero } from '../../../ui/layout/page-hero';
import { Section } from '../../../ui/layout/section';
import { ButtonLink } from '../../../ui/controls/button-link';
import './about-screen.css';

/** Spec §1: the claims the about page makes, as the business profile states them. */
function statistics({ figures, foundedYear }: Pick<BusinessFacts, 'figures' | 'foundedYear'>) {
  return [
    { value: `${figures.years}+`, label: 'Years of experience' },
    { value: `${figures.customers}+`, label: 'Customers served' },
    { value: `${figures.satisfaction}%`, label: 'Customer satisfaction' },
    { value: String(foundedYear), label: 'Founded' },
  ];
}

const VALUES: readonly Feature[] = [
  { icon: 'shield', title: 'Honesty', text: 'A clear price before we start, and we only recommend work you actually need.' },
  { icon: 'check', title: 'Quality', text: 'Code-compliant work with quality parts, backed by our workmanship guarantee.' },
  { icon: 'clock', title: 'Reliability', text: 'We arrive when we say we will, and emergencies get answered 24/7.' },
  { icon: 'home', title: 'Respect', text: 'Shoe covers on, work area protected, and cleaned up before we leave.' },
];

/** /about (spec §1, §2): statistics, story, values and the contractor profile. */
export function AboutScreen() {
  usePageTitle();
  const { name, address, foundedYear } = siteConfig.business;
  return (
    <>
      <PageHero
        eyebrow="About us"
        title={`About ${name}`}
        lead={`Serving ${address.city} homeowners and businesses since ${foundedYear} with licensed, insured plumbers and honest pricing.`}
      />

      <Section titleId="stats-title" title={<>{name} in numbers</>} hiddenTitle>
        <dl className="stat-grid">
          {statistics(siteConfig.business).map((stat) => (
            <div key={stat.label} className="stat">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section titleId="story-title" title="Our story" className="prose">
        <p>
          {name} started in {foundedYear} with one van, a master plumber with years of experience in Florida homes, and a simple idea: treat
          every home like our own. Word got around {address.city}. Today our team handles everything from a dripping faucet to whole-house
          repiping and full bathroom renovations across the Tampa Bay area.
        </p>
        <p>
          We are still a local, owner-run company. When you call, you talk to people who live here, know Florida homes, and will still be
          here next year to stand behind the work.
        </p>
      </Section>

      <Section titleId="values-title" title="What we stand for">
        <FeatureGrid features={VALUES} />
      </Section>

      <section className="section" aria-labelledby="profile-title">
        <div className="card profile">
          <h2 id="profile-title" className="card-title">
            Contractor profile
          </h2>
          <dl className="profile-list">
            <div>
              <dt>Company</dt>
              <dd>{name}</dd>
            </div>
            <div>
              <dt>Trade</dt>
              <dd>Licensed plumbing contractor, fully insured; renovation and remodeling</dd>
            </div>
            <div>
              <dt>Service area</dt>
              <dd>
                {address.city} and the Tampa Bay area, {address.region}
              </dd>
            </div>
            <div>
              <dt>Hours</dt>
              <dd>{openingHoursWords(siteConfig.business)}</dd>
            </div>
            <div>
              <dt>Services</dt>
              <dd>Emergency repairs, installation, maintenance and inspection</dd>
            </div>
          </dl>
          <div className="button-row">
            <ButtonLink to="/schedule" className="button-primary">
              Schedule Service
            </ButtonLink>
            <ButtonLink to="/contact" className="button-secondary">
              Contact Us
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

export default AboutScreen;
