import { openingHoursWords, todayIn, yearsInBusiness, type BusinessFacts, type Translator } from '@plumbing/shared';
import { useWords } from '../../../platform/i18n/words';
import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { FeatureGrid, type Feature } from '../../../ui/layout/feature-grid';
import { PageHero } from '../../../ui/layout/page-hero';
import { Section } from '../../../ui/layout/section';
import { ButtonLink } from '../../../ui/controls/button-link';
import './about-screen.css';

/** Spec §1: the claims the about page makes, as the business profile states them; the years follow from the founding year. */
function statistics(t: Translator, { figures, foundedYear, timeZone }: Pick<BusinessFacts, 'figures' | 'foundedYear' | 'timeZone'>) {
  return [
    { value: `${yearsInBusiness(foundedYear, todayIn(timeZone))}+`, label: t('about.stat.years') },
    { value: `${figures.customers}+`, label: t('about.stat.customers') },
    { value: `${figures.satisfaction}%`, label: t('about.stat.satisfaction') },
    { value: String(foundedYear), label: t('about.stat.founded') },
  ];
}

const values = (t: Translator): readonly Feature[] => [
  { icon: 'shield', title: t('about.value.honesty.title'), text: t('about.value.honesty.text') },
  { icon: 'check', title: t('about.value.quality.title'), text: t('about.value.quality.text') },
  { icon: 'clock', title: t('about.value.reliability.title'), text: t('about.value.reliability.text') },
  { icon: 'home', title: t('about.value.respect.title'), text: t('about.value.respect.text') },
];

/** /about (spec §1, §2): statistics, story, values and the contractor profile. */
export function AboutScreen() {
  usePageTitle();
  const t = useWords();
  const { name, address, foundedYear } = siteConfig.business;
  return (
    <>
      <PageHero
        eyebrow={t('about.eyebrow')}
        title={t('about.title', { name })}
        lead={t('about.lead', { city: address.city, year: foundedYear })}
      />

      <Section titleId="stats-title" title={t('about.statsTitle', { name })} hiddenTitle>
        <dl className="stat-grid">
          {statistics(t, siteConfig.business).map((stat) => (
            <div key={stat.label} className="stat">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section titleId="story-title" title={t('about.storyTitle')} className="prose">
        <p>{t('about.story.start', { name, year: foundedYear, city: address.city })}</p>
        <p>{t('about.story.local')}</p>
      </Section>

      <Section titleId="values-title" title={t('about.valuesTitle')}>
        <FeatureGrid features={values(t)} />
      </Section>

      <section className="section" aria-labelledby="profile-title">
        <div className="card profile">
          <h2 id="profile-title" className="card-title">
            {t('about.profileTitle')}
          </h2>
          <dl className="profile-list">
            <div>
              <dt>{t('about.profile.company')}</dt>
              <dd>{name}</dd>
            </div>
            <div>
              <dt>{t('about.profile.trade')}</dt>
              <dd>{t('about.profile.tradeText')}</dd>
            </div>
            <div>
              <dt>{t('about.profile.area')}</dt>
              <dd>{t('about.profile.areaText', { city: address.city, region: address.region })}</dd>
            </div>
            <div>
              <dt>{t('about.profile.hours')}</dt>
              <dd>{openingHoursWords(siteConfig.business, t)}</dd>
            </div>
            <div>
              <dt>{t('about.profile.services')}</dt>
              <dd>{t('about.profile.servicesText')}</dd>
            </div>
          </dl>
          <div className="button-row">
            <ButtonLink to="/schedule" className="button-primary">
              {t('about.schedule')}
            </ButtonLink>
            <ButtonLink to="/contact" className="button-secondary">
              {t('about.contact')}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

export default AboutScreen;
