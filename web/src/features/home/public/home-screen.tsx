import { openingHoursWords, type BusinessFacts, type Translator } from '@plumbing/shared';
import { useWords } from '../../../platform/i18n/words';
import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { FeatureGrid, type Feature } from '../../../ui/layout/feature-grid';
import { CallBanner } from '../../../ui/layout/call-banner';
import { Section } from '../../../ui/layout/section';
import { ServiceCards } from '../../../ui/layout/service-cards';
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
        <ServiceCards />
      </Section>
    </>
  );
}

export default HomeScreen;
