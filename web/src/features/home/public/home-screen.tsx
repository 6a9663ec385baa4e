import { openingHoursWords, type BusinessFacts, type Translator } from '@plumbing/shared';
import { useWords } from '../../../platform/i18n/words';
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
const benefits = (t: Translator, { figures }: Pick<BusinessFacts, 'figures'>): readonly Feature[] => [
  { icon: 'clock', title: t('home.benefit.emergency.title'), text: t('home.benefit.emergency.text') },
  { icon: 'shield', title: t('home.benefit.licensed.title'), text: t('home.benefit.licensed.text') },
  { icon: 'tag', title: t('home.benefit.pricing.title'), text: t('home.benefit.pricing.text') },
  {
    icon: 'star',
    title: t('home.benefit.satisfaction.title', { percent: figures.satisfaction }),
    text: t('home.benefit.satisfaction.text', { customers: figures.customers }),
  },
];

/** The three services, each with what it covers and its call to book. */
const services = (t: Translator): ReadonlyArray<{ icon: IconName; title: string; text: string; items: string[]; cta: string }> => [
  {
    icon: 'droplet',
    title: t('home.service.repairs.title'),
    text: t('home.service.repairs.text'),
    items: [t('home.service.repairs.item1'), t('home.service.repairs.item2'), t('home.service.repairs.item3')],
    cta: t('home.service.repairs.cta'),
  },
  {
    icon: 'wrench',
    title: t('home.service.installation.title'),
    text: t('home.service.installation.text'),
    items: [t('home.service.installation.item1'), t('home.service.installation.item2'), t('home.service.installation.item3')],
    cta: t('home.service.installation.cta'),
  },
  {
    icon: 'search',
    title: t('home.service.maintenance.title'),
    text: t('home.service.maintenance.text'),
    items: [t('home.service.maintenance.item1'), t('home.service.maintenance.item2'), t('home.service.maintenance.item3')],
    cta: t('home.service.maintenance.cta'),
  },
];

/** / (spec §2): the hero with the emergency modal (the page's one island), benefits, the call-now banner and three services. */
export function HomeScreen() {
  usePageTitle();
  const t = useWords();
  const { phone, address } = siteConfig.business;

  return (
    <>
      <Island name="home-hero">
        <HomeHero />
      </Island>

      <Section titleId="benefits-title" title={t('home.benefitsTitle', { city: address.city })}>
        <FeatureGrid features={benefits(t, siteConfig.business)} />
      </Section>

      <CallBanner
        titleId="call-banner-title"
        title={t('home.callTitle')}
        text={t('home.callText', { hours: openingHoursWords(siteConfig.business, t) })}
        phone={phone}
      >
        {t('home.callNumber', { phone })}
      </CallBanner>

      <Section titleId="services-title" title={t('home.servicesTitle')}>
        <ul className="card-grid">
          {services(t).map((service) => (
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
